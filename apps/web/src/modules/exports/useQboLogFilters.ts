import { useSessionStorage } from '@mantine/hooks';
import { type ExportTypeId, type QboLogSearch, runtimeTimeZone, todayIn } from '@intermission/contracts';
import { QboLogPageSize } from './api';
import { rangeErrors, type RangeErrors } from './exportRange';
import { useExportTypeParam } from './useExportTypeParam';

/** The QBO log's default range: the last 30 days up to today. */
export const QboLogDaysBack = 30;

interface Kept {
  FromDate: string;
  ToDate: string;
  page: number;
}

/**
 * The QBO log's filter: the type in the URL, the dates and page kept for the browser tab (as the
 * paged lists keep theirs); `search` is the page's call, null while the dates are not a valid range.
 */
export function useQboLogFilters() {
  const [typeId, setTypeId] = useExportTypeParam();
  const [kept, setKept] = useSessionStorage<Kept>({
    key: 'intermission.state.list.exports.qboLog',
    defaultValue: { FromDate: todayIn(runtimeTimeZone(), QboLogDaysBack), ToDate: todayIn(runtimeTimeZone()), page: 1 },
    getInitialValueInEffect: false,
  });
  const range = { FromDate: kept.FromDate, ToDate: kept.ToDate };
  const errors: RangeErrors = {
    ...(range.FromDate ? {} : { FromDate: 'From Date is required' }),
    ...(range.ToDate ? {} : { ToDate: 'To Date is required' }),
    ...rangeErrors(typeId, range),
  };
  const search: QboLogSearch | null = Object.keys(errors).length
    ? null
    : { ExportTypeId: typeId, ...range, Skip: (kept.page - 1) * QboLogPageSize, Take: QboLogPageSize };
  return {
    typeId,
    fromDate: kept.FromDate,
    toDate: kept.ToDate,
    page: kept.page,
    errors,
    search,
    setType: (t: ExportTypeId) => {
      setTypeId(t);
      setKept({ ...kept, page: 1 });
    },
    setDates: (patch: Partial<Pick<Kept, 'FromDate' | 'ToDate'>>) => setKept({ ...kept, ...patch, page: 1 }),
    setPage: (page: number) => setKept({ ...kept, page }),
  };
}
