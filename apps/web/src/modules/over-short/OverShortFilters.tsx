import { Button, Group, Select, TextInput } from '@mantine/core';
import { dayRange, type TheatreOption } from '@intermission/contracts';
import { useShowEvents } from '../shows/api';
import { formatDateTime } from '../ui/formatDateTime';
import type { OverShortFilterState } from './overShortParams';

interface Props {
  state: OverShortFilterState;
  onChange: (patch: Partial<OverShortFilterState>) => void;
  theatres: TheatreOption[];
  theatresLoading: boolean;
  errors: Partial<Record<'fromDate' | 'toDate', string>>;
  running: boolean;
  onRun: () => void;
}

/** The over/short filter panel (§7: from, to, theatre, show event): the show events are the theatre's on those days. */
export function OverShortFilters({ state, onChange, theatres, theatresLoading, errors, running, onRun }: Props) {
  const theatre = theatres.find((t) => t.Id === state.theatreId);
  const days = theatre && state.fromDate && state.toDate && state.fromDate <= state.toDate ? dayRange(state.fromDate, state.toDate, theatre.TimeZone) : null;
  const events = useShowEvents(theatre && days ? { TheatreId: theatre.Id, Start: days.from.toISOString(), End: days.to.toISOString() } : null);
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const t of theatres) groups.set(t.VenueName, [...(groups.get(t.VenueName) ?? []), { value: String(t.Id), label: t.Name }]);
  return (
    <Group align="flex-end" mb="md" wrap="wrap">
      <TextInput
        label="From Date"
        type="date"
        value={state.fromDate}
        onChange={(e) => onChange({ fromDate: e.currentTarget.value, showEventId: null })}
        error={errors.fromDate}
        w={170}
      />
      <TextInput
        label="To Date"
        type="date"
        value={state.toDate}
        onChange={(e) => onChange({ toDate: e.currentTarget.value, showEventId: null })}
        error={errors.toDate}
        w={170}
      />
      <Select
        label="Theatre"
        placeholder={theatresLoading ? 'Loading…' : 'All my theatres'}
        searchable
        clearable
        nothingFoundMessage="No theatre matches"
        data={[...groups].map(([group, items]) => ({ group, items }))}
        value={state.theatreId ? String(state.theatreId) : null}
        onChange={(v) => onChange({ theatreId: v ? Number(v) : null, showEventId: null })}
        w={300}
      />
      <Select
        label="Show Event"
        placeholder={theatre ? 'All show events' : 'Choose a theatre first'}
        clearable
        disabled={!theatre}
        data={(events.data ?? []).map((e) => ({ value: String(e.Id), label: `${e.Show} · ${formatDateTime(e.Start, e.TimeZone)}` }))}
        value={state.showEventId ? String(state.showEventId) : null}
        onChange={(v) => onChange({ showEventId: v ? Number(v) : null })}
        w={320}
      />
      <Button onClick={onRun} loading={running}>
        Run
      </Button>
    </Group>
  );
}
