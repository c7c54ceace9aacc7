import { Alert, Anchor, Badge, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ClientAreaMessages, formatCurrency } from '@intermission/contracts';
import { get, post, put } from '../modules/api/apiClient';
import { BarImages } from '../modules/clients/hierarchy/BarImages';
import { changeState, deleteRecord, paths, useSidePanel, withNewFirst } from '../modules/clients/hierarchy/api';
import { SalesLocationForm } from '../modules/clients/hierarchy/SalesLocationForm';
import { StationForm, type StationFormValues } from '../modules/clients/hierarchy/StationForm';
import { ParValuesEditor, ParValuesView } from '../modules/clients/hierarchy/ParValuesEditor';
import { RecordHeader } from '../modules/clients/hierarchy/RecordHeader';
import type { Page, ParValueGood, SalesLocation, Station, StationRow } from '../modules/clients/hierarchy/types';
import { HierarchyBreadcrumbs } from '../modules/clients/HierarchyBreadcrumbs';
import { hierarchyPath, levelParams, useHierarchyParams } from '../modules/clients/hierarchyParams';
import { useClaim } from '../modules/session/useClaim';
import { DetailSection } from '../modules/ui/DetailSection';
import { notifySuccess } from '../modules/ui/notify';
import { saveWithConcurrency } from '../modules/ui/saveWithConcurrency';
import { showApiError } from '../modules/ui/showApiError';
import { fact } from '../modules/ui/Fact';

type Section = 'basic' | 'stations' | 'parValues' | null;

/**
 * /client/salesLocations/info?id&theatreId&...: basic info, stations (the latest 3, added inline),
 * par values and bar images, one section open at a time; archive, activate and delete.
 */
export function SalesLocationInfoPage() {
  const { id } = useHierarchyParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canEdit = useClaim('SalesLocations', 'FullAccess');
  const canAddStation = useClaim('Stations', 'FullAccess');
  const canEditImages = useClaim('Clients', 'FullAccess');
  const key = ['salesLocations', id];
  const goodsKey = ['salesLocations', id, 'goods'];
  const { data: location, isLoading, error } = useQuery({ queryKey: key, queryFn: () => get<SalesLocation>(`salesLocations/${id}`), enabled: !!id });
  const [open, setOpen] = useState<Section>(null);
  const goods = useQuery({ queryKey: goodsKey, queryFn: () => get<ParValueGood[]>(`salesLocations/${id}/_goods`), enabled: !!id });
  const stationsKey = ['location-stations', id];
  const stations = useSidePanel<StationRow>(
    stationsKey,
    location ? `${paths.stations(location.ClientId, location.VenueId, location.TheatreId, location.Id)}/_search` : null,
  );

  if (!id) return <Alert color="red">No sales location was given.</Alert>;
  if (isLoading) return <Loader />;
  if (error || !location) return <Alert color="red">This sales location could not be loaded.</Alert>;

  const theatre = levelParams.theatre(
    levelParams.venue(levelParams.client({ Id: location.ClientId, Name: location.ClientName }), { Id: location.VenueId, Name: location.VenueName }),
    { Id: location.TheatreId, Name: location.TheatreName },
  );
  const below = levelParams.location(theatre, location);
  const setLocation = (l: SalesLocation) => queryClient.setQueryData(key, l);
  const saved = { onSaved: (l: SalesLocation) => (setLocation(l), setOpen(null)), onReload: (l: SalesLocation) => (setLocation(l), setOpen(null)) };
  const section = (s: Exclude<Section, null>, allowed: boolean) => ({
    open: open === s,
    canEdit: allowed && !location.Archived,
    onOpen: () => setOpen(s),
    onClose: () => setOpen(null),
  });
  const leave = () => {
    queryClient.removeQueries({ queryKey: key });
    navigate(hierarchyPath('/client/salesLocations', { ...theatre }));
  };

  const addStation = async (form: StationFormValues, setFieldError: (field: string, message: string) => void) => {
    try {
      const station = await post<Station>(paths.stations(location.ClientId, location.VenueId, location.TheatreId, location.Id), form);
      notifySuccess(ClientAreaMessages.StationAdded);
      queryClient.setQueryData<Page<StationRow>>(stationsKey, (page) => {
        // One inventory station per location: the new one clears the flag on the others on screen.
        const cleared = station.IsInventoryStation && page ? { ...page, rows: page.rows.map((r) => ({ ...r, IsInventoryStation: false })) } : page;
        return withNewFirst(cleared, station);
      });
      return true;
    } catch (err) {
      showApiError(err, undefined, setFieldError);
      return false;
    }
  };

  const stationList = stations.data?.rows.length ? (
    <Stack gap={4}>
      {stations.data.rows.map((s) => (
        <Group key={s.Id} gap={6}>
          <Anchor component={Link} to={hierarchyPath('/client/stations/info', { id: s.Id, stationName: s.Name, ...below })}>
            {s.Name}
          </Anchor>
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
        </Group>
      ))}
    </Stack>
  ) : (
    <Text c="dimmed">{stations.isLoading ? 'Loading…' : 'No stations yet.'}</Text>
  );
  const stationsLink = (
    <Anchor component={Link} to={hierarchyPath('/client/stations', { ...below })} size="sm" mt="sm" display="block">
      {stations.data && stations.data.total > stations.data.rows.length ? `See all ${stations.data.total} stations` : 'See the stations'}
    </Anchor>
  );

  return (
    <>
      <HierarchyBreadcrumbs params={theatre} current={location.Name} />
      <RecordHeader
        title={location.Name}
        kind="sales location"
        archived={location.Archived}
        canEdit={canEdit}
        onArchive={() => changeState('salesLocations', true, location, ClientAreaMessages.SalesLocationArchived, leave)}
        onActivate={() => changeState('salesLocations', false, location, ClientAreaMessages.SalesLocationActivated, leave)}
        onDelete={() => deleteRecord(`salesLocations/${location.Id}`, leave)}
      />
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
            onSave={(form, setFieldError) =>
              saveWithConcurrency(
                (v) =>
                  put<SalesLocation>(paths.salesLocations(location.ClientId, location.VenueId, location.TheatreId), {
                    ...form,
                    Id: location.Id,
                    Version: v ?? location.Version,
                  }),
                { success: ClientAreaMessages.SalesLocationSaved, setFieldError, ...saved },
              )
            }
          />
        }
      />
      <DetailSection
        title="Stations"
        {...section('stations', canAddStation)}
        view={
          <>
            {stationList}
            {stationsLink}
          </>
        }
        edit={
          <>
            {stationList}
            {stationsLink}
            <Title order={5} mt="md" mb="xs">
              Add Station
            </Title>
            <StationForm submitLabel="Add Station" autoFocus={false} onSave={addStation} />
          </>
        }
      />
      <DetailSection
        title="Par Values"
        {...section('parValues', canEdit)}
        view={goods.isLoading ? <Loader size="sm" /> : <ParValuesView goods={goods.data} />}
        edit={
          goods.data ? (
            <ParValuesEditor
              key={location.Version}
              goods={goods.data}
              onSave={(values) =>
                saveWithConcurrency(
                  async (v) => {
                    const res = await put<{ SalesLocation: SalesLocation; ParValues: ParValueGood[] }>(`salesLocations/${location.Id}/parValues`, {
                      ParValues: values,
                      Version: v ?? location.Version,
                    });
                    queryClient.setQueryData(goodsKey, res.ParValues);
                    return res.SalesLocation;
                  },
                  {
                    success: ClientAreaMessages.ParValuesUpdated,
                    ...saved,
                    onReload: (l) => {
                      saved.onReload(l);
                      void queryClient.invalidateQueries({ queryKey: goodsKey });
                    },
                  },
                )
              }
            />
          ) : (
            <Loader size="sm" />
          )
        }
      />
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
