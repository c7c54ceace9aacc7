import { Button, Checkbox, Group, Select, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { formatDateTime } from '../ui/formatDateTime';
import { isRequiredMessage, SalesFilterLabels, type SalesFilterField, type SalesFilterState } from './salesFilterParams';
import type { SalesReportFilters as Filters } from './useSalesReportFilters';

interface Props {
  filters: Filters;
  running: boolean;
  /** Called once the filter is complete and in the URL (the page runs the report on it, or again when unchanged). */
  onRun: (changed: boolean) => void;
  /** The server's messages on the fields (model state), keyed as the state. */
  serverErrors?: Partial<Record<keyof SalesFilterState, string>>;
  children?: ReactNode;
}

/**
 * The sales reports' filter panel (document 2 §2, §5): the fields the report's config names — dates,
 * time from/to (00:00–23:59; 'End time should be after start time.'), venue, theatre, sales location,
 * show event (POST sales/showEvents), week start/end, include non-adjusted — and Run, disabled until
 * the required ones are given.
 */
export function SalesReportFilters({ filters, running, onRun, serverErrors, children }: Props) {
  const { config, state, set, errors, valid, lookups } = filters;
  const [tried, setTried] = useState(false);
  const has = (f: SalesFilterField) => config.fields.includes(f);
  const required = (f: SalesFilterField) => (config.required ?? []).includes(f);
  const shown = (k: keyof SalesFilterState) => serverErrors?.[k] ?? (tried || !isRequiredMessage(errors[k]) ? errors[k] : undefined);

  const theatres = lookups.theatres.data ?? [];
  const venueIds = new Set(theatres.map((t) => t.VenueId));
  const venues = (lookups.venues.data ?? []).filter((v) => venueIds.has(v.Id)).map((v) => ({ value: String(v.Id), label: v.Name }));
  const venueName = new Map((lookups.venues.data ?? []).map((v) => [v.Id, v.Name]));
  const theatreChoices = theatres
    .filter((t) => !state.venueId || String(t.VenueId) === state.venueId)
    .map((t) => ({ value: String(t.Id), label: has('venue') && state.venueId ? t.Name : `${t.Name} (${venueName.get(t.VenueId) ?? t.VenueId})` }));
  const locations = (lookups.salesLocations.data ?? []).map((l) => ({ value: String(l.Id), label: l.Name }));
  const events = (lookups.showEvents.data ?? []).map((e) => ({ value: String(e.Id), label: `${e.ShowName}: ${formatDateTime(e.Start, e.TimeZone)}` }));

  const handleRun = () => {
    setTried(true);
    if (!valid) return;
    onRun(filters.apply());
  };

  const date = (k: 'fromDate' | 'toDate' | 'weekStart' | 'weekEnd', req: boolean) => (
    <TextInput
      key={k}
      label={SalesFilterLabels[k]}
      type="date"
      value={state[k]}
      onChange={(e) => set({ [k]: e.currentTarget.value })}
      error={shown(k)}
      withAsterisk={req}
      w={165}
    />
  );

  return (
    <form
      aria-label="Report filter"
      onSubmit={(e) => {
        e.preventDefault();
        handleRun();
      }}
    >
      <Group mb="md" align="flex-start" gap="sm" wrap="wrap">
        {has('dates') && [date('fromDate', required('dates')), date('toDate', required('dates'))]}
        {has('week') && [date('weekStart', required('week')), date('weekEnd', required('week'))]}
        {has('times') && (
          <>
            <TextInput
              label={SalesFilterLabels.fromTime}
              type="time"
              value={state.fromTime}
              onChange={(e) => set({ fromTime: e.currentTarget.value })}
              error={shown('fromTime')}
              w={120}
            />
            <TextInput
              label={SalesFilterLabels.toTime}
              type="time"
              value={state.toTime}
              onChange={(e) => set({ toTime: e.currentTarget.value })}
              error={shown('toTime')}
              w={120}
            />
          </>
        )}
        {has('venue') && (
          <Select
            label={SalesFilterLabels.venueId}
            placeholder={required('venue') ? 'Choose a venue' : 'Every venue'}
            searchable
            clearable={!required('venue')}
            data={venues}
            value={state.venueId || null}
            onChange={(v) => set({ venueId: v ?? '' })}
            error={shown('venueId')}
            withAsterisk={required('venue')}
            disabled={lookups.theatres.isLoading}
            w={230}
          />
        )}
        {has('theatre') && (
          <Select
            label={SalesFilterLabels.theatreId}
            placeholder={required('theatre') ? 'Choose a theatre' : 'Every theatre'}
            searchable
            clearable={!required('theatre')}
            data={theatreChoices}
            value={state.theatreId || null}
            onChange={(v) => set({ theatreId: v ?? '' })}
            error={shown('theatreId')}
            withAsterisk={required('theatre')}
            w={280}
          />
        )}
        {has('salesLocation') && (
          <Select
            label={SalesFilterLabels.salesLocationId}
            placeholder={
              lookups.venueId === null ? 'Choose a venue or theatre first' : required('salesLocation') ? 'Choose a sales location' : 'Every sales location'
            }
            searchable
            clearable={!required('salesLocation')}
            data={locations}
            value={state.salesLocationId || null}
            onChange={(v) => set({ salesLocationId: v ?? '' })}
            error={shown('salesLocationId')}
            withAsterisk={required('salesLocation')}
            disabled={lookups.venueId === null}
            w={230}
          />
        )}
        {has('showEvent') && (
          <Select
            label={SalesFilterLabels.showEventId}
            placeholder={
              lookups.showEvents.isFetching
                ? 'Loading…'
                : events.length
                  ? required('showEvent')
                    ? 'Choose a show event'
                    : 'Every show event'
                  : 'No show events'
            }
            searchable
            clearable={!required('showEvent')}
            data={events}
            value={state.showEventId || null}
            onChange={(v) => set({ showEventId: v ?? '' })}
            error={shown('showEventId')}
            withAsterisk={required('showEvent')}
            disabled={!events.length}
            w={320}
          />
        )}
        {has('includeNonAdjusted') && (
          <Checkbox
            mt={32}
            label={SalesFilterLabels.includeNonAdjusted}
            checked={state.includeNonAdjusted}
            onChange={(e) => set({ includeNonAdjusted: e.currentTarget.checked })}
          />
        )}
        <Group gap="xs" mt={25}>
          <Button type="submit" loading={running} disabled={!valid}>
            Run Report
          </Button>
          {children}
        </Group>
      </Group>
    </form>
  );
}
