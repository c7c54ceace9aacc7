import type { OverShortRequest } from '@intermission/contracts';

/** The over/short filter as the page's URL carries it: ?from&to&theatre&ev (a shared link or Back shows the same report). */
export interface OverShortFilterState {
  fromDate: string;
  toDate: string;
  theatreId: number | null;
  showEventId: number | null;
}

const id = (v: string | null) => {
  const n = Number(v);
  return v && Number.isInteger(n) && n > 0 ? n : null;
};

export function paramsToOverShort(p: URLSearchParams): OverShortFilterState | null {
  const fromDate = p.get('from') ?? '';
  const toDate = p.get('to') ?? '';
  if (!fromDate || !toDate) return null;
  return { fromDate, toDate, theatreId: id(p.get('theatre')), showEventId: id(p.get('ev')) };
}

export function overShortToParams(s: OverShortFilterState): URLSearchParams {
  const p = new URLSearchParams({ from: s.fromDate, to: s.toDate });
  if (s.theatreId) p.set('theatre', String(s.theatreId));
  if (s.showEventId) p.set('ev', String(s.showEventId));
  return p;
}

/** The call's body (§7: from, to, theatre, show event). */
export const overShortRequest = (s: OverShortFilterState): OverShortRequest => ({
  FromDate: s.fromDate,
  ToDate: s.toDate,
  TheatreId: s.theatreId,
  ShowEventId: s.showEventId,
});

/** The fields' own checks before anything is sent ('{label} is required', To on or after From). */
export function overShortErrors(s: OverShortFilterState): Partial<Record<'fromDate' | 'toDate', string>> {
  const errors: Partial<Record<'fromDate' | 'toDate', string>> = {};
  if (!s.fromDate) errors.fromDate = 'From Date is required';
  if (!s.toDate) errors.toDate = 'To Date is required';
  else if (s.fromDate && s.toDate < s.fromDate) errors.toDate = 'To Date should be on or after From Date';
  return errors;
}
