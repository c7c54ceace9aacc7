import { Select, TextInput, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { type DepositListItem, runtimeTimeZone } from '@intermission/contracts';
import { depositsSearchQuery } from '../modules/deposits/api';
import { depositListColumns } from '../modules/deposits/depositColumns';
import { depositInfoPath, venuesOf } from '../modules/deposits/depositVenues';
import { eventLogDefaultDays } from '../modules/shows/scheduleWeek';
import { useScheduleTheatres } from '../modules/shows/api';
import { PagedList, stateId } from '../modules/ui/PagedList';

const StateKey = 'deposits';

/** The days the list shows now, as PagedList keeps them (its session storage, `intermission.state.list.<key>`). */
function keptDays(fallback: { FromDate: string; ToDate: string }): { fromDate: string; toDate: string } {
  try {
    const s = JSON.parse(sessionStorage.getItem(`intermission.state.list.${StateKey}`) ?? '{}') as Record<string, unknown>;
    return { fromDate: String(s.fromDate || fallback.FromDate), toDate: String(s.toDate || fallback.ToDate) };
  } catch {
    return { fromDate: fallback.FromDate, toDate: fallback.ToDate };
  }
}

/**
 * /deposits/list (Manage Deposits, document 2 §2): a deposit per ended show event of the chosen venue
 * and days (the last 7 days to today unless changed), 12 a page; a row opens its deposit.
 */
export function DepositsListPage() {
  const navigate = useNavigate();
  const theatres = useScheduleTheatres();
  const venues = venuesOf(theatres.data ?? []);
  const range = eventLogDefaultDays(runtimeTimeZone());
  return (
    <>
      <Title order={2} mb="md">
        Manage Deposits
      </Title>
      <PagedList<DepositListItem>
        stateKey={StateKey}
        label="Deposits"
        initial={{ venueId: '', fromDate: range.FromDate, toDate: range.ToDate }}
        query={(s, skip, take) =>
          depositsSearchQuery({
            Query: s.q || null,
            Skip: skip,
            Take: take,
            VenueId: stateId(s.venueId) ?? null,
            FromDate: String(s.fromDate || '') || null,
            ToDate: String(s.toDate || '') || null,
          })
        }
        filters={(s, set) => (
          <>
            <Select
              label="Venue"
              placeholder={theatres.isLoading ? 'Loading…' : 'All venues'}
              clearable
              searchable
              data={venues.map((v) => ({ value: String(v.Id), label: v.Name }))}
              value={s.venueId ? String(s.venueId) : null}
              onChange={(v) => set({ venueId: v ?? '' })}
              w={260}
            />
            <TextInput label="From date" type="date" value={String(s.fromDate ?? '')} onChange={(e) => set({ fromDate: e.currentTarget.value })} w={170} />
            <TextInput label="To date" type="date" value={String(s.toDate ?? '')} onChange={(e) => set({ toDate: e.currentTarget.value })} w={170} />
          </>
        )}
        columns={depositListColumns((id) => venues.find((v) => v.Id === id)?.TimeZone)}
        onRowClick={(d) => {
          const s = keptDays(range);
          navigate(depositInfoPath(d, s.fromDate, s.toDate));
        }}
      />
    </>
  );
}
