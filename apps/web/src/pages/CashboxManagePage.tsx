import { Alert, Anchor, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CashboxMessages, type CashboxManageSearch, ShowEventMessages } from '@intermission/contracts';
import { useCashboxManage } from '../modules/cashboxes/api';
import { CashboxFiltersPanel } from '../modules/cashboxes/CashboxFiltersPanel';
import { numberOrNull } from '../modules/cashboxes/cashboxFilter';
import { StationPairsGrid } from '../modules/cashboxes/StationPairsGrid';
import { useCashboxFilters } from '../modules/cashboxes/useCashboxFilters';
import { notifyWarning } from '../modules/ui/notify';

/**
 * /cashboxes/manage (spec document 2 §2, "Cashbox Management"): each station's start and end counts
 * for one show event. A theatre, the dates and a show event are required (§5 warning); the filter
 * and the last search are kept between visits.
 */
export function CashboxManagePage() {
  const filters = useCashboxFilters('manage');
  const a = filters.applied;
  const body: CashboxManageSearch | null = a && {
    TheatreId: numberOrNull(a.state.theatreId),
    ShowEventId: numberOrNull(a.state.showEventId),
    SalesLocationId: numberOrNull(a.state.salesLocationId),
    DateFrom: a.window.DateFrom,
    DateTo: a.window.DateTo,
  };
  const manage = useCashboxManage(body?.TheatreId && body.ShowEventId ? body : null);
  const stations = manage.data?.Stations ?? [];
  const salesLocations = [...new Map(stations.map((s) => [String(s.SalesLocationId), s.SalesLocation]))].map(([value, label]) => ({ value, label }));

  const handleSearch = () => {
    const { state, window } = filters;
    if (!state.theatreId || !state.showEventId || !window) {
      if (!window && state.fromDate && state.toDate && state.theatreId && state.showEventId) return; // the time message shows on the field
      notifyWarning(CashboxMessages.ManageFilterRequired);
      return;
    }
    filters.apply();
  };

  return (
    <>
      <Title order={2} mb="md">
        Cashbox Management
      </Title>
      <CashboxFiltersPanel filters={filters} salesLocations={salesLocations} searching={manage.isFetching} onSearch={handleSearch} />
      {!manage.data && !manage.isError ? (
        <Text c="dimmed">Choose a theatre, the dates and a show event, then search.</Text>
      ) : manage.isError ? (
        <Alert color="red">The cash boxes could not be loaded.</Alert>
      ) : (
        <>
          {manage.data?.ManagerLog && (
            <Alert color="yellow" mb="sm">
              {ShowEventMessages.Locked}
            </Alert>
          )}
          <Text mb="xs">
            <Anchor component={Link} to={`/show/event?id=${manage.data!.ShowEventId}`}>
              Open the show event
            </Anchor>
          </Text>
          <StationPairsGrid stations={stations} />
        </>
      )}
    </>
  );
}
