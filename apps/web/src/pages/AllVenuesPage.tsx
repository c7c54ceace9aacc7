import { Anchor, Checkbox, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { VenueListItem } from '@intermission/contracts';
import { HierarchyBreadcrumbs } from '../modules/clients/HierarchyBreadcrumbs';
import { hierarchyPath } from '../modules/clients/hierarchyParams';
import { allVenuesSearchQuery } from '../modules/clients/venue/api';
import { PagedList } from '../modules/ui/PagedList';

/** /client/venues/all (All Venues): every client's venues, 12 a page, search and an inactive filter; each row links to its venue and its client. */
export function AllVenuesPage() {
  return (
    <>
      <HierarchyBreadcrumbs params={{}} current="All Venues" />
      <Title order={2} mb="md">
        All Venues
      </Title>
      <PagedList<VenueListItem>
        stateKey="venues-all"
        label="All venues"
        initial={{ inactive: false }}
        query={(s, skip, take) => allVenuesSearchQuery({ q: s.q, skip, take, inactive: !!s.inactive })}
        filters={(s, set) => <Checkbox label="Inactive" checked={!!s.inactive} onChange={(e) => set({ inactive: e.currentTarget.checked })} mb={8} />}
        columns={[
          {
            field: 'Name',
            headerName: 'Venue',
            flex: 2,
            cellRenderer: (p: { data?: VenueListItem }) =>
              p.data ? (
                <Anchor component={Link} to={hierarchyPath('/client/venues/info', { id: p.data.Id, clientId: p.data.ClientId, clientName: p.data.ClientName })}>
                  {p.data.Name}
                </Anchor>
              ) : null,
          },
          { field: 'Code', headerName: 'Code', maxWidth: 120 },
          {
            field: 'ClientName',
            headerName: 'Client',
            flex: 2,
            cellRenderer: (p: { data?: VenueListItem }) =>
              p.data ? (
                <Anchor component={Link} to={hierarchyPath('/client/info', { id: p.data.ClientId })}>
                  {p.data.ClientName}
                </Anchor>
              ) : null,
          },
          { field: 'ManagerName', headerName: 'Manager', flex: 1 },
          { headerName: 'Status', valueGetter: (p) => (p.data?.Archived ? 'Inactive' : 'Active'), maxWidth: 120 },
        ]}
      />
    </>
  );
}
