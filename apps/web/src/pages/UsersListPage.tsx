import { Button, Group, SegmentedControl, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { UserSummary } from '@intermission/contracts';
import { useClaim } from '../modules/session/useClaim';
import { PagedList } from '../modules/ui/PagedList';
import { usersSearchQuery } from '../modules/users/api';

export function UsersListPage() {
  const navigate = useNavigate();
  const canEdit = useClaim('Users', 'FullAccess');
  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={2}>Users</Title>
        {canEdit && <Button onClick={() => navigate('/user/add')}>Add User</Button>}
      </Group>
      <PagedList<UserSummary>
        stateKey="users"
        label="Users"
        initial={{ access: 'true' }}
        query={(s, skip, take) => usersSearchQuery({ q: s.q, skip, take, hasAccess: String(s.access) === 'true' })}
        filters={(s, set) => (
          <SegmentedControl
            aria-label="Access"
            value={String(s.access)}
            onChange={(access) => set({ access })}
            data={[
              { value: 'true', label: 'Active' },
              { value: 'false', label: 'Deactivated' },
            ]}
          />
        )}
        columns={[
          { field: 'First', headerName: 'First Name' },
          { field: 'Last', headerName: 'Last Name' },
          { field: 'Email', headerName: 'Email' },
          { field: 'Username', headerName: 'Username' },
        ]}
        onRowClick={(u) => navigate(`/user/info?id=${u.Id}`)}
      />
    </>
  );
}
