import { Alert, Loader, SimpleGrid } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ClientAreaMessages } from '@intermission/contracts';
import { get, put } from '../modules/api/apiClient';
import { changeState, deleteRecord, paths } from '../modules/clients/hierarchy/api';
import { StationForm } from '../modules/clients/hierarchy/StationForm';
import { RecordHeader } from '../modules/clients/hierarchy/RecordHeader';
import type { Station } from '../modules/clients/hierarchy/types';
import { HierarchyBreadcrumbs } from '../modules/clients/HierarchyBreadcrumbs';
import { hierarchyPath, levelParams, useHierarchyParams } from '../modules/clients/hierarchyParams';
import { useClaim } from '../modules/session/useClaim';
import { DetailSection } from '../modules/ui/DetailSection';
import { saveWithConcurrency } from '../modules/ui/saveWithConcurrency';
import { fact } from '../modules/ui/Fact';

/** /client/stations/info?id&stationName&locId&...: a point-of-sale station; archive, activate and delete. */
export function StationInfoPage() {
  const { id } = useHierarchyParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canEdit = useClaim('Stations', 'FullAccess');
  const key = ['stations', id];
  const { data: station, isLoading, error } = useQuery({ queryKey: key, queryFn: () => get<Station>(`stations/${id}`), enabled: !!id });
  const [open, setOpen] = useState(false);

  if (!id) return <Alert color="red">No station was given.</Alert>;
  if (isLoading) return <Loader />;
  if (error || !station) return <Alert color="red">This station could not be loaded.</Alert>;

  const location = levelParams.location(
    levelParams.theatre(
      levelParams.venue(levelParams.client({ Id: station.ClientId, Name: station.ClientName }), { Id: station.VenueId, Name: station.VenueName }),
      { Id: station.TheatreId, Name: station.TheatreName },
    ),
    { Id: station.SalesLocationId, Name: station.SalesLocationName },
  );
  const setStation = (s: Station) => queryClient.setQueryData(key, s);
  const leave = () => {
    queryClient.removeQueries({ queryKey: key });
    navigate(hierarchyPath('/client/stations', { ...location }));
  };

  return (
    <>
      <HierarchyBreadcrumbs params={location} current={station.Name} />
      <RecordHeader
        title={station.Name}
        kind="station"
        archived={station.Archived}
        canEdit={canEdit}
        onArchive={() => changeState('stations', true, station, undefined, leave)}
        onActivate={() => changeState('stations', false, station, undefined, leave)}
        onDelete={() => deleteRecord(`stations/${station.Id}`, leave, ClientAreaMessages.StationDeleted)}
      />
      <DetailSection
        title="Basic Info"
        open={open}
        canEdit={canEdit && !station.Archived}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        view={
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {fact('Name', station.Name)}
            {fact('Serial Number', station.SerialNumber ?? '—')}
            {fact('Inventory station', station.IsInventoryStation ? 'Yes' : 'No')}
          </SimpleGrid>
        }
        edit={
          <StationForm
            key={station.Version}
            station={station}
            submitLabel="Save"
            onSave={(form, setFieldError) =>
              saveWithConcurrency(
                (v) =>
                  put<Station>(paths.stations(station.ClientId, station.VenueId, station.TheatreId, station.SalesLocationId), {
                    ...form,
                    Id: station.Id,
                    Version: v ?? station.Version,
                  }),
                {
                  success: ClientAreaMessages.StationSaved,
                  setFieldError,
                  onSaved: (s) => (setStation(s), setOpen(false)),
                  onReload: (s) => (setStation(s), setOpen(false)),
                },
              )
            }
          />
        }
      />
    </>
  );
}
