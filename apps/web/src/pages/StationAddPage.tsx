import { Alert, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ClientAreaMessages } from '@intermission/contracts';
import { useCreateStationMutation } from '../modules/clients/hierarchy/api';
import { StationForm } from '../modules/clients/hierarchy/StationForm';
import { HierarchyBreadcrumbs } from '../modules/clients/HierarchyBreadcrumbs';
import { hierarchyPath, levelParams, useHierarchyParams } from '../modules/clients/hierarchyParams';
import { notifySuccess } from '../modules/ui/notify';
import { showApiError } from '../modules/ui/showApiError';

/** /client/stations/add?locId&locName&theatreId&...: a new point-of-sale station, then its page. */
export function StationAddPage() {
  const params = useHierarchyParams();
  const navigate = useNavigate();
  const { clientId, venueId, theatreId, locId, locName } = params;
  const create = useCreateStationMutation({ ClientId: clientId ?? 0, VenueId: venueId ?? 0, TheatreId: theatreId ?? 0, SalesLocationId: locId ?? 0 });
  if (!clientId || !venueId || !theatreId || !locId) return <Alert color="red">No sales location was given.</Alert>;
  const parent = levelParams.location(params, { Id: locId, Name: locName ?? '' });
  return (
    <>
      <HierarchyBreadcrumbs params={parent} current="Add Station" />
      <Title order={2} mb="md">
        Add Station
      </Title>
      <StationForm
        submitLabel="Create Station"
        onSave={async (form, setFieldError) => {
          try {
            const station = await create.mutateAsync(form);
            notifySuccess(ClientAreaMessages.StationCreated);
            navigate(hierarchyPath('/client/stations/info', { id: station.Id, stationName: station.Name, ...parent }), { replace: true });
          } catch (err) {
            showApiError(err, undefined, setFieldError);
          }
        }}
      />
    </>
  );
}
