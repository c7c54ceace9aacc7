import { Anchor, Badge, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ClientAreaMessages, type SalesLocation } from '@intermission/contracts';
import { DetailSection } from '../../ui/DetailSection';
import type { SetFieldError } from '../../ui/form/useZodForm';
import { notifySuccess } from '../../ui/notify';
import type { SectionProps } from '../../ui/sectionProps';
import { showApiError } from '../../ui/showApiError';
import { useAddLocationStationMutation, useLatestStationsQuery } from '../hierarchy/api';
import { LatestItems } from '../hierarchy/SidePanel';
import { StationForm, type StationFormValues } from '../hierarchy/StationForm';
import { hierarchyPath, type HierarchyParams } from '../hierarchyParams';

/** A sales location's latest 3 stations with a link to all of them; open, a station is added inline. */
export function LocationStationsSection({ location, below, section }: { location: SalesLocation; below: HierarchyParams; section: SectionProps }) {
  const place = { ClientId: location.ClientId, VenueId: location.VenueId, TheatreId: location.TheatreId, SalesLocationId: location.Id };
  const stations = useLatestStationsQuery(place);
  const add = useAddLocationStationMutation(place);
  const addStation = async (form: StationFormValues, setFieldError: SetFieldError) => {
    try {
      await add.mutateAsync(form);
      notifySuccess(ClientAreaMessages.StationAdded);
      return true;
    } catch (err) {
      showApiError(err, undefined, setFieldError);
      return false;
    }
  };
  const list = (
    <>
      {stations.data?.rows.length ? (
        <LatestItems
          rows={stations.data.rows}
          to={(s) => hierarchyPath('/client/stations/info', { id: s.Id, stationName: s.Name, ...below })}
          extra={(s) => (
            <>
              {s.SerialNumber && (
                <Text size="sm" c="dimmed">
                  {s.SerialNumber}
                </Text>
              )}
              {s.IsInventoryStation && (
                <Badge size="sm" variant="light">
                  Inventory
                </Badge>
              )}
            </>
          )}
        />
      ) : (
        <Text c="dimmed">{stations.isLoading ? 'Loading…' : 'No stations yet.'}</Text>
      )}
      <Anchor component={Link} to={hierarchyPath('/client/stations', { ...below })} size="sm" mt="sm" display="block">
        {stations.data && stations.data.total > stations.data.rows.length ? `See all ${stations.data.total} stations` : 'See the stations'}
      </Anchor>
    </>
  );
  return (
    <DetailSection
      title="Stations"
      {...section}
      view={list}
      edit={
        <>
          {list}
          <Title order={5} mt="md" mb="xs">
            Add Station
          </Title>
          <StationForm submitLabel="Add Station" autoFocus={false} onSave={addStation} />
        </>
      }
    />
  );
}
