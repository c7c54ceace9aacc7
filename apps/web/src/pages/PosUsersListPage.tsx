import { Button, Checkbox, Group, Select, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { PosUser } from '@intermission/contracts';
import { posUsersSearchQuery, usePosVenuesQuery } from '../modules/pos/api';
import { useClaim } from '../modules/session/useClaim';
import { PagedList, stateId } from '../modules/ui/PagedList';

export function PosUsersListPage() {
  const navigate = useNavigate();
  const canEdit = useClaim('PosUsers', 'FullAccess');
  const venues = usePosVenuesQuery().data ?? [];
  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={2}>POS Users</Title>
        {canEdit && <Button onClick={() => navigate('/pos/add')}>Add POS User</Button>}
      </Group>
      <PagedList<PosUser>
        stateKey="posusers"
        label="POS Users"
        initial={{ venueId: '', includeArchived: false }}
        query={(s, skip, take) => posUsersSearchQuery({ q: s.q, skip, take, venueId: stateId(s.venueId), includeArchived: !!s.includeArchived })}
        filters={(s, set) => (
          <>
            <Select
              label="Venue"
              clearable
              placeholder="All venues"
              data={venues.map((v) => ({ value: String(v.Id), label: `${v.Name} (${v.ClientName})` }))}
              value={s.venueId ? String(s.venueId) : null}
              onChange={(v) => set({ venueId: v ?? '' })}
              w={260}
            />
            <Checkbox label="Include deactivated" checked={!!s.includeArchived} onChange={(e) => set({ includeArchived: e.currentTarget.checked })} mb={8} />
          </>
        )}
        columns={[
          { field: 'FirstName', headerName: 'First Name' },
          { field: 'LastName', headerName: 'Last Name' },
          { field: 'VenueName', headerName: 'Venue' },
          { field: 'ClientName', headerName: 'Client' },
          { headerName: 'Status', valueGetter: (p) => (p.data?.Archived ? 'Deactivated' : 'Active'), maxWidth: 140 },
        ]}
        onRowClick={(p) => navigate(`/pos/info?id=${p.Id}`)}
      />
    </>
  );
}
