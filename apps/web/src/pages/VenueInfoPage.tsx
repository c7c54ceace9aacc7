import { Alert, Anchor, Loader } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ClientAreaMessages } from '@intermission/contracts';
import { paths, useRecordActions } from '../modules/clients/hierarchy/api';
import { RecordHeader } from '../modules/ui/RecordHeader';
import { HierarchyBreadcrumbs } from '../modules/clients/HierarchyBreadcrumbs';
import { hierarchyPath, levelParams, useHierarchyParams } from '../modules/clients/hierarchyParams';
import { useVenueQuery, venueKeys } from '../modules/clients/venue/api';
import { VenueBackupsSection } from '../modules/clients/venue/VenueBackupsSection';
import { VenueBasicSection } from '../modules/clients/venue/VenueBasicSection';
import { VenueMenuSection } from '../modules/clients/venue/VenueMenuSection';
import { VenuePhonesSection } from '../modules/clients/venue/VenuePhonesSection';
import { VenueSidePanels } from '../modules/clients/venue/VenueSidePanels';
import { useClaim } from '../modules/session/useClaim';

type Section = 'basic' | 'phones' | 'menu' | 'backups' | null;

/**
 * /client/venues/info?id&clientId&clientName: basic info, phone, menu and backup managers (one
 * section open at a time), the latest theatres, coupons and goods; archive, activate and delete.
 */
export function VenueInfoPage() {
  const params = useHierarchyParams();
  const { id, clientId } = params;
  const navigate = useNavigate();
  const canEdit = useClaim('Venues', 'FullAccess');
  const { data: venue, isLoading, error } = useVenueQuery(clientId, id);
  const actions = useRecordActions(venueKeys, id ?? 0, {
    statePath: paths.venues(clientId ?? 0),
    messages: { archive: ClientAreaMessages.VenueArchived, activate: ClientAreaMessages.VenueActivated },
  });
  const [open, setOpen] = useState<Section>(null);

  if (!id || !clientId) return <Alert color="red">No venue was given.</Alert>;
  if (isLoading) return <Loader />;
  if (error || !venue) return <Alert color="red">This venue could not be loaded.</Alert>;

  const client = levelParams.client({ Id: venue.ClientId, Name: venue.Client.Name });
  const below = levelParams.venue(client, venue);
  const section = (s: Exclude<Section, null>) => ({
    open: open === s,
    canEdit: canEdit && !venue.Archived,
    onOpen: () => setOpen(s),
    onClose: () => setOpen(null),
  });
  const leave = () => navigate(hierarchyPath('/client/venues', { ...client }));

  return (
    <>
      <HierarchyBreadcrumbs params={client} current={venue.Name} />
      <RecordHeader title={venue.Name} kind="venue" archived={venue.Archived} canEdit={canEdit} {...actions.headerProps(venue, leave)} />
      <Anchor component={Link} to={hierarchyPath('/client/venues/inventoryCountLog', { ...below })} size="sm" display="inline-block" mb="md">
        Inventory Count Log
      </Anchor>
      <VenueBasicSection venue={venue} section={section('basic')} />
      <VenuePhonesSection venue={venue} section={section('phones')} />
      <VenueMenuSection venue={venue} section={section('menu')} />
      <VenueBackupsSection venue={venue} section={section('backups')} />
      <VenueSidePanels venue={venue} below={below} />
    </>
  );
}
