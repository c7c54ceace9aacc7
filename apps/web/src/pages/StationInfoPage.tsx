import { Alert, Loader, SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ClientAreaMessages } from '@intermission/contracts';
import { stationKeys, useRecordActions, useSaveStationMutation, useStationQuery } from '../modules/clients/hierarchy/api';
import { StationForm } from '../modules/clients/hierarchy/StationForm';
import { RecordHeader } from '../modules/ui/RecordHeader';
import { saveRecordForm } from '../modules/clients/hierarchy/saveRecordForm';
import { HierarchyBreadcrumbs } from '../modules/clients/HierarchyBreadcrumbs';
import { hierarchyPath, levelParams, useHierarchyParams } from '../modules/clients/hierarchyParams';
import { useClaim } from '../modules/session/useClaim';
import { DetailSection } from '../modules/ui/DetailSection';
import { CopyableValue } from '../modules/ui/copyToClipboard';
import { fact } from '../modules/ui/Fact';
import { formatDateTime } from '../modules/ui/formatDateTime';

/** /client/stations/info?id&stationName&locId&...: a point-of-sale station; archive, activate and delete. */
export function StationInfoPage() {
  const { id } = useHierarchyParams();
  const navigate = useNavigate();
  const canEdit = useClaim('Stations', 'FullAccess');
  const { data: station, isLoading, error } = useStationQuery(id);
  const save = useSaveStationMutation({
    Id: id ?? 0,
    ClientId: station?.ClientId ?? 0,
    VenueId: station?.VenueId ?? 0,
    TheatreId: station?.TheatreId ?? 0,
    SalesLocationId: station?.SalesLocationId ?? 0,
  });
  const actions = useRecordActions(stationKeys, id ?? 0, { messages: { delete: ClientAreaMessages.StationDeleted } });
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
  const leave = () => navigate(hierarchyPath('/client/stations', { ...location }));

  return (
    <>
      <HierarchyBreadcrumbs params={location} current={station.Name} />
      <RecordHeader title={station.Name} kind="station" archived={station.Archived} canEdit={canEdit} {...actions.headerProps(station, leave)} />
      <DetailSection
        title="Basic Info"
        open={open}
        canEdit={canEdit && !station.Archived}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        view={
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {fact('Name', station.Name)}
            <CopyableValue label="Serial Number" value={station.SerialNumber}>
              {fact('Serial Number', station.SerialNumber ?? '—')}
            </CopyableValue>
            {fact('Inventory station', station.IsInventoryStation ? 'Yes' : 'No')}
            {/* Read-only: kept by the station's last POST stations/{id}/sync (docs/station-sync.md). */}
            {fact('Last sync', station.LastSyncUtc ? formatDateTime(station.LastSyncUtc) : 'Never', { named: true })}
            {fact('Queue position', station.QueuePosition === null ? 'Never' : String(station.QueuePosition), { named: true })}
          </SimpleGrid>
        }
        edit={
          <StationForm
            key={station.Version}
            station={station}
            submitLabel="Save"
            onSave={saveRecordForm(save, station, ClientAreaMessages.StationSaved, () => setOpen(false))}
          />
        }
      />
    </>
  );
}
