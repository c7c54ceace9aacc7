import { Button, Group, SegmentedControl, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { UserSummary } from '@intermission/contracts';
import { useClaim } from '../modules/session/useClaim';
import { PagedList } from '../modules/ui/PagedList';
import { userKeys } from '../modules/users/api';

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
        listKey="users"
        queryKey={userKeys.lists()}
        label="Users"
        initial={{ access: 'true' }}
        path={(s, skip, take) => `users/_search?q=${encodeURIComponent(s.q || '*')}&skip=${skip}&take=${take}&hasAccess=${s.access}`}
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
