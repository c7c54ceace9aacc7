import { Button, Checkbox, Group, Select, TextInput } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { entryKey, showEventLabel, useShowEvents } from './api';
import { entryLabel } from './reportFilterParams';
import type { FilterErrors, useReportFilters } from './useReportFilters';

interface Props {
  filters: ReturnType<typeof useReportFilters>;
  /** The errors to show: the page's own once a run was tried, and the server's model state. */
  errors: FilterErrors;
  /** Gain/loss adds "Show variance only" and "Include inactive". */
  gainLoss?: boolean;
  running: boolean;
  onRun: () => void;
  children?: ReactNode;
}

/** The report filters: location entry, Date From, Date To, show event (and the gain/loss checkboxes), and Run. */
export function ReportFilters({ filters, errors, gainLoss, running, onRun, children }: Props) {
  const { state, set, entries, locations, period } = filters;
  const showEvents = useShowEvents(period);
  const events = showEvents.data ?? [];

  // A show event outside the entry or the dates chosen now no longer applies.
  useEffect(() => {
    if (state.showEventId && showEvents.data && !showEvents.data.some((e) => String(e.ShowEventId) === state.showEventId)) set({ showEventId: '' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- set changes every render; the effect follows the answer and the choice
  }, [showEvents.data, state.showEventId]);

  const groups = new Map<string, { value: string; label: string }[]>();
  for (const l of entries) {
    const items = groups.get(l.VenueName) ?? [];
    items.push({ value: entryKey(l), label: entryLabel(l) });
    groups.set(l.VenueName, items);
  }

  return (
    <Group mb="md" align="flex-start" gap="sm">
      <Select
        label="Location"
        placeholder="Choose a location"
        searchable
        nothingFoundMessage="No location matches"
        data={[...groups].map(([group, items]) => ({ group, items }))}
        value={state.entry || null}
        onChange={(v) => set({ entry: v ?? '', showEventId: '' })}
        error={errors.InvLocId}
        disabled={locations.isLoading}
        w={380}
        withAsterisk
      />
      <TextInput
        label="Date From"
        type="date"
        value={state.fromDate}
        onChange={(e) => set({ fromDate: e.currentTarget.value })}
        error={errors.fromDate}
        w={170}
        withAsterisk
      />
      <TextInput
        label="Date To"
        type="date"
        value={state.toDate}
        onChange={(e) => set({ toDate: e.currentTarget.value })}
        error={errors.toDate}
        w={170}
        withAsterisk
      />
      <Select
        label="Show Event"
        placeholder={!period ? 'Choose a location and dates' : showEvents.isFetching ? 'Loading…' : events.length ? 'The whole period' : 'No show events'}
        clearable
        data={events.map((e) => ({ value: String(e.ShowEventId), label: showEventLabel(e) }))}
        value={state.showEventId || null}
        onChange={(v) => set({ showEventId: v ?? '' })}
        disabled={!period || !events.length}
        w={300}
      />
      {gainLoss && (
        <Group gap="md" mt={30}>
          <Checkbox label="Show variance only" checked={state.varianceOnly} onChange={(e) => set({ varianceOnly: e.currentTarget.checked })} />
          <Checkbox label="Include inactive" checked={state.includeInactive} onChange={(e) => set({ includeInactive: e.currentTarget.checked })} />
        </Group>
      )}
      <Group gap="xs" mt={25}>
        <Button onClick={onRun} loading={running}>
          Run Report
        </Button>
        {children}
      </Group>
    </Group>
  );
}
