import { Alert, Title } from '@mantine/core';
import { BarImages } from '../modules/clients/hierarchy/BarImages';
import { useSalesLocationQuery } from '../modules/clients/hierarchy/api';
import { HierarchyBreadcrumbs } from '../modules/clients/HierarchyBreadcrumbs';
import { type HierarchyParams, levelParams, useHierarchyParams } from '../modules/clients/hierarchyParams';
import { useClaim } from '../modules/session/useClaim';

/** /client/barimages?locId&locName: the bar setup images of a sales location, to add (Clients FullAccess), view and delete. */
export function BarImagesPage() {
  const { locId, locName } = useHierarchyParams();
  const canEdit = useClaim('Clients', 'FullAccess');
  // The levels above the location, for the breadcrumbs.
  const { data: location } = useSalesLocationQuery(locId);
  if (!locId) return <Alert color="red">No sales location was given.</Alert>;
  const crumbs: HierarchyParams = location
    ? levelParams.location(
        levelParams.theatre(
          levelParams.venue(levelParams.client({ Id: location.ClientId, Name: location.ClientName }), { Id: location.VenueId, Name: location.VenueName }),
          { Id: location.TheatreId, Name: location.TheatreName },
        ),
        location,
      )
    : {};
  const name = location?.Name ?? locName;
  return (
    <>
      <HierarchyBreadcrumbs params={crumbs} current="Bar Images" />
      <Title order={2} mb="md">
        Bar Images{name ? ` of ${name}` : ''}
      </Title>
      <BarImages locId={locId} canEdit={canEdit && !location?.Archived} />
    </>
  );
}
