import { Alert, Anchor, Card, Group, Loader, SimpleGrid, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ClientAreaMessages, formatCurrency } from '@intermission/contracts';
import { BarImages } from '../modules/clients/hierarchy/BarImages';
import { salesLocationKeys, useRecordActions, useSalesLocationQuery, useSaveSalesLocationMutation } from '../modules/clients/hierarchy/api';
import { LocationStationsSection } from '../modules/clients/location/LocationStationsSection';
import { ParValuesSection } from '../modules/clients/location/ParValuesSection';
import { SalesLocationForm } from '../modules/clients/hierarchy/SalesLocationForm';
import { RecordHeader } from '../modules/ui/RecordHeader';
import { saveRecordForm } from '../modules/clients/hierarchy/saveRecordForm';
import { HierarchyBreadcrumbs } from '../modules/clients/HierarchyBreadcrumbs';
import { hierarchyPath, levelParams, useHierarchyParams } from '../modules/clients/hierarchyParams';
import { useClaim } from '../modules/session/useClaim';
import { DetailSection } from '../modules/ui/DetailSection';
import { fact } from '../modules/ui/Fact';

type Section = 'basic' | 'stations' | 'parValues' | null;

/**
 * /client/salesLocations/info?id&theatreId&...: basic info, stations (the latest 3, added inline),
 * par values and bar images, one section open at a time; archive, activate and delete.
 */
export function SalesLocationInfoPage() {
  const { id } = useHierarchyParams();
  const navigate = useNavigate();
  const canEdit = useClaim('SalesLocations', 'FullAccess');
  const canAddStation = useClaim('Stations', 'FullAccess');
  const canEditImages = useClaim('Clients', 'FullAccess');
  const { data: location, isLoading, error } = useSalesLocationQuery(id);
  const [open, setOpen] = useState<Section>(null);
  const save = useSaveSalesLocationMutation({
    Id: id ?? 0,
    ClientId: location?.ClientId ?? 0,
    VenueId: location?.VenueId ?? 0,
    TheatreId: location?.TheatreId ?? 0,
  });
  const actions = useRecordActions(salesLocationKeys, id ?? 0, {
    messages: { archive: ClientAreaMessages.SalesLocationArchived, activate: ClientAreaMessages.SalesLocationActivated },
  });

  if (!id) return <Alert color="red">No sales location was given.</Alert>;
  if (isLoading) return <Loader />;
  if (error || !location) return <Alert color="red">This sales location could not be loaded.</Alert>;

  const theatre = levelParams.theatre(
    levelParams.venue(levelParams.client({ Id: location.ClientId, Name: location.ClientName }), { Id: location.VenueId, Name: location.VenueName }),
    { Id: location.TheatreId, Name: location.TheatreName },
  );
  const below = levelParams.location(theatre, location);
  const section = (s: Exclude<Section, null>, allowed: boolean) => ({
    open: open === s,
    canEdit: allowed && !location.Archived,
    onOpen: () => setOpen(s),
    onClose: () => setOpen(null),
  });
  const leave = () => navigate(hierarchyPath('/client/salesLocations', { ...theatre }));

  return (
    <>
      <HierarchyBreadcrumbs params={theatre} current={location.Name} />
      <RecordHeader title={location.Name} kind="sales location" archived={location.Archived} canEdit={canEdit} {...actions.headerProps(location, leave)} />
      <DetailSection
        title="Basic Info"
        {...section('basic', canEdit)}
        view={
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {fact('Name', location.Name)}
            {fact('Menu', location.Menu.Name)}
            {fact('Starting Bank', location.UseStartingBank ? formatCurrency(location.StartingBank) : 'Not used')}
          </SimpleGrid>
        }
        edit={
          <SalesLocationForm
            key={location.Version}
            location={location}
            submitLabel="Save"
            onSave={saveRecordForm(save, location, ClientAreaMessages.SalesLocationSaved, () => setOpen(null))}
          />
        }
      />
      <LocationStationsSection location={location} below={below} section={section('stations', canAddStation)} />
      <ParValuesSection location={location} section={section('parValues', canEdit)} />
      <Card withBorder padding="md" mb="md" aria-label="Bar Images">
        <Group justify="space-between" mb="sm">
          <Title order={4}>Bar Images</Title>
          <Anchor component={Link} to={hierarchyPath('/client/barimages', { locId: location.Id, locName: location.Name })} size="sm">
            Open the bar images
          </Anchor>
        </Group>
        <BarImages locId={location.Id} canEdit={canEditImages && !location.Archived} />
      </Card>
    </>
  );
}
