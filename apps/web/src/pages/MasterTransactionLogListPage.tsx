import { Select, Text, TextInput, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { MasterLogDefaultTimes, type MasterTransactionLogRow, Messages, runtimeTimeZone } from '@intermission/contracts';
import { venuesOf } from '../modules/deposits/depositVenues';
import { masterTransactionLogSearchQuery, useMasterLogLookups } from '../modules/master-transaction-log/api';
import { masterTransactionLogColumns } from '../modules/master-transaction-log/masterTransactionLogColumns';
import { masterTransactionInfoPath } from '../modules/master-transaction-log/masterTransactionLogRoutes';
import { eventLogDefaultDays } from '../modules/shows/scheduleWeek';
import { useScheduleTheatres } from '../modules/shows/api';
import { PagedList, type ListState, stateId } from '../modules/ui/PagedList';

const text = (v: ListState[string] | undefined) => String(v ?? '') || null;

/**
 * /masterTransactionLog/list (document 2 §2): every sale and refund of the user's venues, 7 days back
 * and 00:00 to 23:59 unless changed (§9), searched and filtered, 12 a page; a row opens its sale.
 */
export function MasterTransactionLogListPage() {
  const navigate = useNavigate();
  const theatres = useScheduleTheatres();
  const venues = venuesOf(theatres.data ?? []);
  const { paymentMethods, saleTypes } = useMasterLogLookups();
  const range = eventLogDefaultDays(runtimeTimeZone());
  const options = (rows: { Id: number; Name: string }[]) => rows.map((r) => ({ value: String(r.Id), label: r.Name }));
  return (
    <>
      <Title order={2} mb="md">
        Master Transaction Log
      </Title>
      <PagedList<MasterTransactionLogRow>
        stateKey="masterTransactionLog"
        label="Master transaction log"
        initial={{ venueId: '', theatreId: '', saleTypeId: '', paymentMethodId: '', fromDate: range.FromDate, toDate: range.ToDate, ...defaultTimes }}
        query={(s, skip, take) =>
          masterTransactionLogSearchQuery({
            Query: s.q || null,
            Skip: skip,
            Take: take,
            VenueId: stateId(s.venueId) ?? null,
            TheatreId: stateId(s.theatreId) ?? null,
            SaleTypeId: (stateId(s.saleTypeId) as 1 | 2 | undefined) ?? null,
            PaymentMethodId: stateId(s.paymentMethodId) ?? null,
            FromDate: text(s.fromDate),
            ToDate: text(s.toDate),
            TimeFrom: text(s.timeFrom),
            TimeTo: text(s.timeTo),
          })
        }
        filters={(s, set) => (
          <>
            <Select
              label="Venue"
              placeholder="All venues"
              clearable
              searchable
              data={options(venues)}
              value={s.venueId ? String(s.venueId) : null}
              onChange={(v) => set({ venueId: v ?? '', theatreId: '' })}
              w={200}
            />
            <Select
              label="Theatre"
              placeholder="All theatres"
              clearable
              searchable
              data={options((theatres.data ?? []).filter((t) => !s.venueId || t.VenueId === Number(s.venueId)))}
              value={s.theatreId ? String(s.theatreId) : null}
              onChange={(v) => set({ theatreId: v ?? '' })}
              w={200}
            />
            <Select
              label="Sale Type"
              placeholder="All"
              clearable
              data={options(saleTypes)}
              value={s.saleTypeId ? String(s.saleTypeId) : null}
              onChange={(v) => set({ saleTypeId: v ?? '' })}
              w={120}
            />
            <Select
              label="Payment Method"
              placeholder="All"
              clearable
              data={options(paymentMethods)}
              value={s.paymentMethodId ? String(s.paymentMethodId) : null}
              onChange={(v) => set({ paymentMethodId: v ?? '' })}
              w={170}
            />
            <TextInput label="From date" type="date" value={String(s.fromDate ?? '')} onChange={(e) => set({ fromDate: e.currentTarget.value })} w={150} />
            <TextInput label="To date" type="date" value={String(s.toDate ?? '')} onChange={(e) => set({ toDate: e.currentTarget.value })} w={150} />
            <TextInput label="From time" type="time" value={String(s.timeFrom ?? '')} onChange={(e) => set({ timeFrom: e.currentTarget.value })} w={120} />
            <TextInput
              label="To time"
              type="time"
              value={String(s.timeTo ?? '')}
              onChange={(e) => set({ timeTo: e.currentTarget.value })}
              w={120}
              error={s.timeFrom && s.timeTo && String(s.timeTo) <= String(s.timeFrom) ? Messages.EndBeforeStart : undefined}
            />
            {!theatres.data && theatres.isLoading && <Text size="sm">Loading…</Text>}
          </>
        )}
        columns={masterTransactionLogColumns}
        onRowClick={(r) => navigate(masterTransactionInfoPath(r.SaleId))}
      />
    </>
  );
}

const defaultTimes = { timeFrom: MasterLogDefaultTimes.TimeFrom, timeTo: MasterLogDefaultTimes.TimeTo };
