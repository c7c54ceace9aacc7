import { Select, type SelectProps } from '@mantine/core';
import type { LocationKind, StockLocation } from './stockTypes';

interface Props extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  label: string;
  locations: StockLocation[];
  value: number | null;
  onChange: (location: StockLocation | null) => void;
  /** Only these kinds are offered (all when not given). */
  kinds?: LocationKind[];
  /** A location not offered (the other end of a transfer). */
  exclude?: number | null;
}

/** An inventory location picker: the user's locations grouped by venue, searchable. */
export function LocationSelect({ label, locations, value, onChange, kinds, exclude, ...rest }: Props) {
  const offered = locations.filter((l) => (!kinds || kinds.includes(l.Kind)) && l.Id !== exclude);
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const l of offered) {
    const items = groups.get(l.VenueName) ?? [];
    items.push({ value: String(l.Id), label: l.Name });
    groups.set(l.VenueName, items);
  }
  return (
    <Select
      label={label}
      placeholder="Choose a location"
      searchable
      nothingFoundMessage="No location matches"
      data={[...groups].map(([group, items]) => ({ group, items }))}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(locations.find((l) => String(l.Id) === v) ?? null)}
      w={320}
      {...rest}
    />
  );
}
