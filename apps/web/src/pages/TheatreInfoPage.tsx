import { Alert, Loader, SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ClientAreaMessages } from '@intermission/contracts';
import { theatreKeys, useLatestSalesLocationsQuery, useRecordActions, useSaveTheatreMutation, useTheatreQuery } from '../modules/clients/hierarchy/api';
import { TheatreForm } from '../modules/clients/hierarchy/TheatreForm';
import { RecordHeader } from '../modules/ui/RecordHeader';
import { saveRecordForm } from '../modules/clients/hierarchy/saveRecordForm';
import { SidePanel } from '../modules/clients/hierarchy/SidePanel';
import { HierarchyBreadcrumbs } from '../modules/clients/HierarchyBreadcrumbs';
import { hierarchyPath, levelParams, useHierarchyParams } from '../modules/clients/hierarchyParams';
import { TheatrePettyCashPanel } from '../modules/petty-cash/TheatrePettyCashPanel';
import { useClaim } from '../modules/session/useClaim';
import { DetailSection } from '../modules/ui/DetailSection';
import { fact } from '../modules/ui/Fact';

/** /client/theatres/info?id&venueId&venueName&clientId&clientName: basic info, the latest sales locations and petty cash withdrawals; archive, activate, delete. */
export function TheatreInfoPage() {
  const params = useHierarchyParams();
  const { id, clientId, venueId } = params;
  const navigate = useNavigate();
  const canEdit = useClaim('Theatres', 'FullAccess');
  const canAddLocation = useClaim('SalesLocations', 'FullAccess');
  const { data: theatre, isLoading, error } = useTheatreQuery(clientId, venueId, id);
  const save = useSaveTheatreMutation({ Id: id ?? 0, ClientId: clientId ?? 0, VenueId: venueId ?? 0 });
  const actions = useRecordActions(theatreKeys, id ?? 0, {
    messages: { archive: ClientAreaMessages.TheatreArchived, activate: ClientAreaMessages.TheatreActivated },
  });
  const [open, setOpen] = useState(false);
  const locations = useLatestSalesLocationsQuery(theatre);

  if (!id || !clientId || !venueId) return <Alert color="red">No theatre was given.</Alert>;
  if (isLoading) return <Loader />;
  if (error || !theatre) return <Alert color="red">This theatre could not be loaded.</Alert>;

  const venue = levelParams.venue(levelParams.client({ Id: theatre.ClientId, Name: theatre.ClientName }), { Id: theatre.VenueId, Name: theatre.VenueName });
  const below = levelParams.theatre(venue, theatre);
  const leave = () => navigate(hierarchyPath('/client/theatres', { ...venue }));

  return (
    <>
      <HierarchyBreadcrumbs params={venue} current={theatre.Name} />
      <RecordHeader title={theatre.Name} kind="theatre" archived={theatre.Archived} canEdit={canEdit} {...actions.headerProps(theatre, leave)} />
      {theatre.VenueArchived && (
        <Alert color="gray" mb="md">
          The venue of this theatre is archived.
        </Alert>
      )}
      <DetailSection
        title="Basic Info"
        open={open}
        canEdit={canEdit && !theatre.Archived}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        view={
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {fact('Name', theatre.Name)}
            {fact('Code', theatre.Code ?? '—')}
            {fact('Test theatre', theatre.IsTest ? 'Yes' : 'No')}
            {fact('Credit cards implemented', theatre.CcImplemented ? 'Yes' : 'No')}
            {theatre.CcImplemented && fact('Access Token', theatre.AccessToken ?? 'Not set')}
            {theatre.CcImplemented && fact('Auth Token', theatre.AuthToken ?? 'Not set')}
          </SimpleGrid>
        }
        edit={
          <TheatreForm
            key={theatre.Version}
            theatre={theatre}
            submitLabel="Save"
            onSave={saveRecordForm(save, theatre, ClientAreaMessages.TheatreSaved, () => setOpen(false))}
          />
        }
      />
      <SidePanel
        title="Sales Locations"
        query={locations}
        to={(l) => hierarchyPath('/client/salesLocations/info', { id: l.Id, ...below })}
        note={(l) => l.MenuName}
        listTo={hierarchyPath('/client/salesLocations', { ...below })}
        add={canAddLocation && !theatre.Archived && { to: hierarchyPath('/client/salesLocations/add', { ...below }), label: 'Add Sales Location' }}
      />
      <TheatrePettyCashPanel theatre={theatre} below={below} canAdd={canEdit} />
    </>
  );
}
