import { Group, Select, TextInput } from '@mantine/core';
import { useTheatreShows } from './api';
import { TheatreSelect } from './TheatreSelect';
import type { useEventLogFilters } from './useEventLogFilters';

/** The event log list's filters (spec document 2 §2): theatre, show and the date range. */
export function EventLogFilters({ filters }: { filters: ReturnType<typeof useEventLogFilters> }) {
  const { theatres, filter, toDateError, set } = filters;
  const shows = useTheatreShows(filter.theatre?.Id ?? null);
  return (
    <Group mb="md" align="flex-start" gap="sm">
      <TheatreSelect theatres={theatres.data ?? []} value={filter.theatre?.Id ?? null} onChange={(id) => set({ id })} loading={theatres.isLoading} />
      <Select
        label="Show"
        placeholder={!filter.theatre ? 'Choose a theatre' : shows.isLoading ? 'Loading…' : 'All shows'}
        clearable
        searchable
        data={(shows.data ?? []).map((s) => ({ value: String(s.Id), label: s.Name }))}
        value={filter.showId ? String(filter.showId) : null}
        onChange={(v) => set({ show: v ? Number(v) : null })}
        disabled={!filter.theatre}
        w={260}
      />
      <TextInput
        label="Date From"
        type="date"
        value={filter.fromDate}
        onChange={(e) => set({ from: e.currentTarget.value })}
        disabled={!filter.theatre}
        w={170}
      />
      <TextInput
        label="Date To"
        type="date"
        value={filter.toDate}
        onChange={(e) => set({ to: e.currentTarget.value })}
        error={toDateError}
        disabled={!filter.theatre}
        w={170}
      />
    </Group>
  );
}
