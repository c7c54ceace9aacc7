import { Select } from '@mantine/core';
import type { TheatreOption } from '@intermission/contracts';

interface Props {
  theatres: TheatreOption[];
  value: number | null;
  onChange: (id: number | null) => void;
  loading?: boolean;
  error?: string;
  w?: number;
}

/** A theatre picker grouped by venue, as the schedule and the event log list offer them. */
export function TheatreSelect({ theatres, value, onChange, loading, error, w = 320 }: Props) {
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const t of theatres) groups.set(t.VenueName, [...(groups.get(t.VenueName) ?? []), { value: String(t.Id), label: t.Name }]);
  return (
    <Select
      label="Theatre"
      placeholder={loading ? 'Loading…' : 'Choose a theatre'}
      searchable
      nothingFoundMessage="No theatre matches"
      data={[...groups].map(([group, items]) => ({ group, items }))}
      value={value ? String(value) : null}
      onChange={(v) => onChange(v ? Number(v) : null)}
      error={error}
      disabled={loading}
      w={w}
    />
  );
}
