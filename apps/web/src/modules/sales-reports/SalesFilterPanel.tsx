import { Button, Checkbox, Group, Select, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDateTime } from '../ui/formatDateTime';
import { useReportSalesLocations, useReportShowEvents, useReportTheatres } from './api';
import type { SalesFilterErrors, SalesFilterState } from './salesReportFilter';

interface Props {
  value: SalesFilterState;
  onChange: (patch: Partial<SalesFilterState>) => void;
  errors: SalesFilterErrors;
  running: boolean;
  onRun: () => void;
  /** The kit and goods reports filter by time of day and venue; the managed report by theatre with includeNonAdjusted. */
  variant: 'sales' | 'adjusted';
  children?: ReactNode;
}

/** The sales reports' filter (document 2 §5): dates, times, venue, theatre, sales location, show event, Run. */
export function SalesFilterPanel({ value: s, onChange, errors, running, onRun, variant, children }: Props) {
  const theatres = useReportTheatres();
  const all = theatres.data ?? [];
  const venues = [...new Map(all.map((t) => [t.VenueId, t.VenueName])).entries()].sort((a, b) => a[1].localeCompare(b[1]));
  const venueId = s.venueId ? Number(s.venueId) : s.theatreId ? (all.find((t) => String(t.Id) === s.theatreId)?.VenueId ?? null) : null;
  const locations = useReportSalesLocations(venueId);
  const period = s.fromDate && s.toDate && s.fromDate <= s.toDate;
  const showEvents = useReportShowEvents(
    period && (venueId || s.theatreId)
      ? {
          FromDate: s.fromDate,
          ToDate: s.toDate,
          FromTime: variant === 'sales' ? s.fromTime : '00:00',
          ToTime: variant === 'sales' ? s.toTime : '23:59',
          VenueId: venueId,
          TheatreId: s.theatreId ? Number(s.theatreId) : null,
        }
      : null,
  );
  const theatreChoices = all.filter((t) => !s.venueId || String(t.VenueId) === s.venueId);

  return (
    <Group mb="md" align="flex-start" gap="sm">
      <TextInput
        label="Date From"
        type="date"
        value={s.fromDate}
        onChange={(e) => onChange({ fromDate: e.currentTarget.value, showEventId: '' })}
        error={errors.fromDate}
        w={160}
        withAsterisk
      />
      <TextInput
        label="Date To"
        type="date"
        value={s.toDate}
        onChange={(e) => onChange({ toDate: e.currentTarget.value, showEventId: '' })}
        error={errors.toDate}
        w={160}
        withAsterisk
      />
      {variant === 'sales' && (
        <>
          <TextInput
            label="Time From"
            type="time"
            value={s.fromTime}
            onChange={(e) => onChange({ fromTime: e.currentTarget.value })}
            error={errors.fromTime}
            w={120}
          />
          <TextInput label="Time To" type="time" value={s.toTime} onChange={(e) => onChange({ toTime: e.currentTarget.value })} error={errors.toTime} w={120} />
          <Select
            label="Venue"
            placeholder="All my venues"
            clearable
            data={venues.map(([id, name]) => ({ value: String(id), label: name }))}
            value={s.venueId || null}
            onChange={(v) => onChange({ venueId: v ?? '', theatreId: '', salesLocationId: '', showEventId: '' })}
            w={220}
          />
        </>
      )}
      <Select
        label="Theatre"
        placeholder={variant === 'adjusted' ? 'Choose a theatre' : 'All'}
        clearable
        searchable
        data={theatreChoices.map((t) => ({ value: String(t.Id), label: variant === 'adjusted' ? `${t.VenueName} · ${t.Name}` : t.Name }))}
        value={s.theatreId || null}
        onChange={(v) => onChange({ theatreId: v ?? '', salesLocationId: '', showEventId: '' })}
        error={errors.theatreId}
        withAsterisk={variant === 'adjusted'}
        w={260}
      />
      <Select
        label="Sales Location"
        placeholder={venueId ? 'All' : 'Choose a venue or theatre'}
        clearable
        data={(locations.data ?? []).map((l) => ({ value: String(l.Id), label: l.Name }))}
        value={s.salesLocationId || null}
        onChange={(v) => onChange({ salesLocationId: v ?? '' })}
        disabled={!venueId}
        w={200}
      />
      <Select
        label="Show Event"
        placeholder={showEvents.data?.length ? 'All' : 'No show events'}
        clearable
        data={(showEvents.data ?? []).map((e) => ({ value: String(e.Id), label: `${e.ShowName} · ${formatDateTime(e.Start, e.TimeZone)}` }))}
        value={s.showEventId || null}
        onChange={(v) => onChange({ showEventId: v ?? '' })}
        disabled={!showEvents.data?.length}
        w={260}
      />
      {variant === 'adjusted' && (
        <Checkbox
          mt={32}
          label="Include non-adjusted"
          checked={s.includeNonAdjusted}
          onChange={(e) => onChange({ includeNonAdjusted: e.currentTarget.checked })}
        />
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
