import type { CashboxSearch } from '@intermission/contracts';
import { useCashboxSearch } from './api';
import { numberOrNull } from './cashboxFilter';
import type { CashboxFilters } from './useCashboxFilters';

/**
 * The reconciliation search (POST cashboxes/_search) of the applied filter, and the sales locations
 * its theatre's cash boxes name (the same search without the sales location, one call when none is chosen).
 */
export function useReconciliationSearch(filters: CashboxFilters) {
  const a = filters.applied;
  const all: CashboxSearch | null = a && {
    TheatreId: numberOrNull(a.state.theatreId),
    ShowEventId: numberOrNull(a.state.showEventId),
    SalesLocationId: null,
    DateFrom: a.window.DateFrom,
    DateTo: a.window.DateTo,
    Skip: 0,
    Take: 999,
  };
  const body = all && { ...all, SalesLocationId: numberOrNull(a!.state.salesLocationId) };
  const unfiltered = useCashboxSearch(all);
  const rows = useCashboxSearch(body);
  const byId = new Map((unfiltered.data ?? []).map((c) => [String(c.SalesLocationId), c.SalesLocation]));
  return { rows, salesLocations: [...byId].map(([value, label]) => ({ value, label })).sort((x, y) => x.label.localeCompare(y.label)) };
}
