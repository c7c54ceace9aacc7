import { Alert, Anchor, Group, Loader, SimpleGrid, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ClientAreaMessages } from '@intermission/contracts';
import { get, put } from '../modules/api/apiClient';
import { changeState, deleteRecord, paths, useSidePanel } from '../modules/clients/hierarchy/api';
import { TheatreForm } from '../modules/clients/hierarchy/TheatreForm';
import { RecordHeader } from '../modules/clients/hierarchy/RecordHeader';
import { SidePanel } from '../modules/clients/hierarchy/SidePanel';
import type { SalesLocationRow, Theatre } from '../modules/clients/hierarchy/types';
import { HierarchyBreadcrumbs } from '../modules/clients/HierarchyBreadcrumbs';
import { hierarchyPath, levelParams, useHierarchyParams } from '../modules/clients/hierarchyParams';
import { useClaim } from '../modules/session/useClaim';
import { DetailSection } from '../modules/ui/DetailSection';
import { saveWithConcurrency } from '../modules/ui/saveWithConcurrency';
import { fact } from '../modules/ui/Fact';

/** /client/theatres/info?id&venueId&venueName&clientId&clientName: basic info, the latest sales locations; archive, activate, delete. */
export function TheatreInfoPage() {
  const params = useHierarchyParams();
  const { id, clientId, venueId } = params;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canEdit = useClaim('Theatres', 'FullAccess');
  const canAddLocation = useClaim('SalesLocations', 'FullAccess');
  const key = ['theatres', id];
  const {
    data: theatre,
    isLoading,
    error,
  } = useQuery({ queryKey: key, queryFn: () => get<Theatre>(`${paths.theatres(clientId!, venueId!)}/${id}`), enabled: !!id && !!clientId && !!venueId });
  const [open, setOpen] = useState(false);
  const locations = useSidePanel<SalesLocationRow>(
    ['theatre-locations', id],
    theatre ? `${paths.salesLocations(theatre.ClientId, theatre.VenueId, theatre.Id)}/_search` : null,
  );

  if (!id || !clientId || !venueId) return <Alert color="red">No theatre was given.</Alert>;
  if (isLoading) return <Loader />;
  if (error || !theatre) return <Alert color="red">This theatre could not be loaded.</Alert>;

  const venue = levelParams.venue(levelParams.client({ Id: theatre.ClientId, Name: theatre.ClientName }), { Id: theatre.VenueId, Name: theatre.VenueName });
  const below = levelParams.theatre(venue, theatre);
  const setTheatre = (t: Theatre) => queryClient.setQueryData(key, t);
  const leave = () => {
    queryClient.removeQueries({ queryKey: key });
    navigate(hierarchyPath('/client/theatres', { ...venue }));
  };

  return (
    <>
      <HierarchyBreadcrumbs params={venue} current={theatre.Name} />
      <RecordHeader
        title={theatre.Name}
        kind="theatre"
        archived={theatre.Archived}
        canEdit={canEdit}
        onArchive={() => changeState('theatres', true, theatre, ClientAreaMessages.TheatreArchived, leave)}
        onActivate={() => changeState('theatres', false, theatre, ClientAreaMessages.TheatreActivated, leave)}
        onDelete={() => deleteRecord(`theatres/${theatre.Id}`, leave)}
      />
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
            onSave={(form, setFieldError) =>
              saveWithConcurrency(
                (v) => put<Theatre>(paths.theatres(theatre.ClientId, theatre.VenueId), { ...form, Id: theatre.Id, Version: v ?? theatre.Version }),
                {
                  success: ClientAreaMessages.TheatreSaved,
                  setFieldError,
                  onSaved: (t) => (setTheatre(t), setOpen(false)),
                  onReload: (t) => (setTheatre(t), setOpen(false)),
                },
              )
            }
          />
        }
      />
      <SidePanel<SalesLocationRow>
        title="Sales Locations"
        noun="sales locations"
        empty="No sales locations yet."
        page={locations.data}
        loading={locations.isLoading}
        rowKey={(l) => l.Id}
        item={(l) => (
          <Group gap={6}>
            <Anchor component={Link} to={hierarchyPath('/client/salesLocations/info', { id: l.Id, ...below })}>
              {l.Name}
            </Anchor>
            <Text size="sm" c="dimmed">
              {l.MenuName}
            </Text>
          </Group>
        )}
        listTo={hierarchyPath('/client/salesLocations', { ...below })}
        action={
          canAddLocation &&
          !theatre.Archived && (
            <Anchor component={Link} to={hierarchyPath('/client/salesLocations/add', { ...below })} size="sm">
              Add Sales Location
            </Anchor>
          )
        }
      />
    </>
  );
}
