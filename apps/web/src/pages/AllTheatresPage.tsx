import { Anchor, Checkbox, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { TheatreListItem } from '@intermission/contracts';
import { HierarchyBreadcrumbs } from '../modules/clients/HierarchyBreadcrumbs';
import { hierarchyPath } from '../modules/clients/hierarchyParams';
import { allTheatresSearchQuery } from '../modules/clients/hierarchy/api';
import { PagedList } from '../modules/ui/PagedList';

const venueParams = (t: TheatreListItem) => ({ venueId: t.VenueId, venueName: t.VenueName, clientId: t.ClientId, clientName: t.ClientName });

/** /client/theatres/all (All Theatres): every venue's theatres, 12 a page, search and an inactive filter; each row links to its theatre and its venue. */
export function AllTheatresPage() {
  return (
    <>
      <HierarchyBreadcrumbs params={{}} current="All Theatres" />
      <Title order={2} mb="md">
        All Theatres
      </Title>
      <PagedList<TheatreListItem>
        stateKey="theatres-all"
        label="All theatres"
        initial={{ inactive: false }}
        query={(s, skip, take) => allTheatresSearchQuery({ q: s.q, skip, take, inactive: !!s.inactive })}
        filters={(s, set) => <Checkbox label="Inactive" checked={!!s.inactive} onChange={(e) => set({ inactive: e.currentTarget.checked })} mb={8} />}
        columns={[
          {
            field: 'Name',
            headerName: 'Theatre',
            flex: 2,
            cellRenderer: (p: { data?: TheatreListItem }) =>
              p.data ? (
                <Anchor component={Link} to={hierarchyPath('/client/theatres/info', { id: p.data.Id, ...venueParams(p.data) })}>
                  {p.data.Name}
                </Anchor>
              ) : null,
          },
          { field: 'Code', headerName: 'Code', maxWidth: 120 },
          {
            field: 'VenueName',
            headerName: 'Venue',
            flex: 2,
            cellRenderer: (p: { data?: TheatreListItem }) =>
              p.data ? (
                <Anchor
                  component={Link}
                  to={hierarchyPath('/client/venues/info', { id: p.data.VenueId, clientId: p.data.ClientId, clientName: p.data.ClientName })}
                >
                  {p.data.VenueName}
                </Anchor>
              ) : null,
          },
          { field: 'ClientName', headerName: 'Client', flex: 1 },
          { headerName: 'Test', valueGetter: (p) => (p.data?.IsTest ? 'Yes' : ''), maxWidth: 90 },
          { headerName: 'Status', valueGetter: (p) => (p.data?.Archived ? 'Inactive' : p.data?.VenueArchived ? 'Venue inactive' : 'Active'), maxWidth: 150 },
        ]}
      />
    </>
  );
}
