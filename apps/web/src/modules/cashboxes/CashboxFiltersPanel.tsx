import { Button, Group, Select, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { formatDateTime } from '../ui/formatDateTime';
import type { CashboxFilters } from './useCashboxFilters';

interface Props {
  filters: CashboxFilters;
  /** The sales locations the theatre's cash boxes name, for the sales location select. */
  salesLocations: { value: string; label: string }[];
  searching: boolean;
  onSearch: () => void;
}

/** Theatre, dates, time range (00:00–23:59 by default), show event in that window and sales location (§2). */
export function CashboxFiltersPanel({ filters, salesLocations, searching, onSearch }: Props) {
  const { state, set, errors, theatres, showEvents, timeZone } = filters;
  const theatreChoices = useMemo(
    () => (theatres.data ?? []).map((t) => ({ value: String(t.Id), label: `${t.Name} (${t.VenueName})` })).sort((a, b) => a.label.localeCompare(b.label)),
    [theatres.data],
  );
  const eventChoices = (showEvents.data ?? []).map((e) => ({
    value: String(e.Id),
    label: `${e.Show}: ${formatDateTime(e.Start, e.TimeZone ?? timeZone)}`,
  }));
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSearch();
      }}
      aria-label="Cash box filter"
    >
      <Group align="flex-start" gap="sm" mb="md" wrap="wrap">
        <Select
          label="Theatre"
          placeholder="Choose a theatre"
          searchable
          data={theatreChoices}
          value={state.theatreId || null}
          onChange={(v) => set({ theatreId: v ?? '' })}
          error={errors.theatreId}
          w={260}
        />
        <TextInput
          label="Date From"
          type="date"
          value={state.fromDate}
          onChange={(e) => set({ fromDate: e.currentTarget.value })}
          error={errors.fromDate}
          w={160}
        />
        <TextInput label="Date To" type="date" value={state.toDate} onChange={(e) => set({ toDate: e.currentTarget.value })} error={errors.toDate} w={160} />
        <TextInput label="Time From" type="time" value={state.fromTime} onChange={(e) => set({ fromTime: e.currentTarget.value })} w={120} />
        <TextInput label="Time To" type="time" value={state.toTime} onChange={(e) => set({ toTime: e.currentTarget.value })} error={errors.toTime} w={120} />
        <Select
          label="Show Event"
          placeholder={state.theatreId ? 'Any show event' : 'Choose a theatre first'}
          clearable
          data={eventChoices}
          value={state.showEventId || null}
          onChange={(v) => set({ showEventId: v ?? '' })}
          disabled={!state.theatreId}
          w={300}
        />
        <Select
          label="Sales Location"
          placeholder="Any sales location"
          clearable
          data={salesLocations}
          value={state.salesLocationId || null}
          onChange={(v) => set({ salesLocationId: v ?? '' })}
          w={220}
        />
        <Button type="submit" mt={25} loading={searching}>
          Search
        </Button>
      </Group>
    </form>
  );
}
