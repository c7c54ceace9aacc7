import { Button, Checkbox, Group, MultiSelect, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { ClientListItem } from '@intermission/contracts';
import { HierarchyBreadcrumbs } from '../modules/clients/HierarchyBreadcrumbs';
import { clientsSearchQuery, useClientTypesQuery } from '../modules/clients/client/api';
import { useClaim } from '../modules/session/useClaim';
import { PagedList, stateIds } from '../modules/ui/PagedList';

/** /client/list (Manage Clients): 12 a page, search, client type and inactive filters kept between visits; adding needs Clients FullAccess. */
export function ClientsListPage() {
  const navigate = useNavigate();
  const canEdit = useClaim('Clients', 'FullAccess');
  const types = useClientTypesQuery().data ?? [];
  return (
    <>
      <HierarchyBreadcrumbs params={{}} />
      <Group justify="space-between" mb="md">
        <Title order={2}>Manage Clients</Title>
        {canEdit && <Button onClick={() => navigate('/client/add')}>Add Client</Button>}
      </Group>
      <PagedList<ClientListItem>
        stateKey="clients"
        label="Clients"
        initial={{ clientTypeIds: '', inactive: false }}
        query={(s, skip, take) => clientsSearchQuery({ q: s.q, skip, take, clientTypeIds: stateIds(s.clientTypeIds), inactive: !!s.inactive })}
        filters={(s, set) => (
          <>
            <MultiSelect
              label="Client Type"
              placeholder={s.clientTypeIds ? undefined : 'All types'}
              data={types.map((t) => ({ value: String(t.Id), label: t.Name }))}
              value={String(s.clientTypeIds ?? '')
                .split(',')
                .filter(Boolean)}
              onChange={(v) => set({ clientTypeIds: v.join(',') })}
              clearable
              w={260}
            />
            <Checkbox label="Inactive" checked={!!s.inactive} onChange={(e) => set({ inactive: e.currentTarget.checked })} mb={8} />
          </>
        )}
        columns={[
          { field: 'Name', headerName: 'Name', flex: 2 },
          { field: 'ClientType', headerName: 'Type', maxWidth: 160 },
          { field: 'Description', headerName: 'Description', flex: 3 },
          { field: 'VenueCount', headerName: 'Venues', maxWidth: 110 },
          { headerName: 'Status', valueGetter: (p) => (p.data?.Archived ? 'Inactive' : 'Active'), maxWidth: 120 },
        ]}
        onRowClick={(c) => navigate(`/client/info?id=${c.Id}`)}
      />
    </>
  );
}
