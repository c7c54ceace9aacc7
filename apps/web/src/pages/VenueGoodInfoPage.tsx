import { Alert, Anchor, Group, Loader, SimpleGrid } from '@mantine/core';
import { Link } from 'react-router';
import { useVenueGoodQuery } from '../modules/clients/hierarchy/api';
import { HierarchyBreadcrumbs } from '../modules/clients/HierarchyBreadcrumbs';
import { hierarchyPath, levelParams, useHierarchyParams } from '../modules/clients/hierarchyParams';
import { GoodFacts } from '../modules/goods/GoodFacts';
import { useClaim } from '../modules/session/useClaim';
import { DetailSection } from '../modules/ui/DetailSection';
import { fact } from '../modules/ui/Fact';
import { formatDateTime } from '../modules/ui/formatDateTime';
import { RecordHeader } from '../modules/ui/RecordHeader';

/** The page's sections only show (the good is edited in the catalogue). */
const readOnly = { open: false, canEdit: false, onOpen: () => undefined, onClose: () => undefined, edit: null };

/**
 * /client/venueGoods/info?id&venueId&venueName&clientId&clientName: a good under a venue (document 1
 * §2.3 "Goods under a venue: list, info (id), add"), read-only: the good's fields (document 1 §3, the
 * good of document 3) and when it was added to the venue. The good itself is edited in the catalogue.
 */
export function VenueGoodInfoPage() {
  const { id, venueId } = useHierarchyParams();
  const inCatalogue = useClaim('Goods', 'ReadOnly');
  const { data: good, isLoading, error } = useVenueGoodQuery(venueId, id);

  if (!id || !venueId) return <Alert color="red">No good of a venue was given.</Alert>;
  if (isLoading) return <Loader />;
  if (error || !good) return <Alert color="red">This good of the venue could not be loaded.</Alert>;

  const venue = levelParams.venue(levelParams.client({ Id: good.ClientId, Name: good.ClientName }), { Id: good.VenueId, Name: good.VenueName });
  return (
    <>
      <HierarchyBreadcrumbs params={venue} current={good.Name} />
      <RecordHeader title={good.Name} kind="good" archived={good.Archived} canEdit={false} />
      <Group mb="md">
        <Anchor component={Link} to={hierarchyPath('/client/venueGoods', { ...venue })} size="sm">
          All goods of {good.VenueName}
        </Anchor>
        {inCatalogue && (
          <Anchor component={Link} to={`/good/info?id=${good.Id}`} size="sm">
            Open in the catalogue
          </Anchor>
        )}
      </Group>
      <DetailSection
        title="At the venue"
        {...readOnly}
        view={
          <SimpleGrid cols={3}>
            {fact('Venue', good.VenueName)}
            {fact('Added', formatDateTime(good.AddedAt, good.TimeZone), { named: true })}
          </SimpleGrid>
        }
      />
      <DetailSection title="Basic Info" {...readOnly} view={<GoodFacts good={good} />} />
    </>
  );
}
