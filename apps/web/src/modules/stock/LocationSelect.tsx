import { Select, type SelectProps } from '@mantine/core';
import type { InventoryLocationOption } from '@intermission/contracts';

interface Props extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  label: string;
  locations: InventoryLocationOption[];
  value: number | null;
  onChange: (location: InventoryLocationOption | null) => void;
  /** Only these kinds are offered (all when not given). */
  kinds?: InventoryLocationOption['Kind'][];
  /** A location not offered (the other end of a transfer). */
  exclude?: number | null;
}

/** A location's name with its venue's, unless the name already says the venue ("Bar 1 · Harbor Point 12"). */
export const locationWithVenue = (l: Pick<InventoryLocationOption, 'Name' | 'VenueName'>) =>
  l.Name.includes(l.VenueName) ? l.Name : `${l.Name} · ${l.VenueName}`;

/**
 * An inventory location picker: the user's locations grouped by venue, searchable (by the venue's
 * name too). The list shows each location under its venue; the chosen one reads with its venue, so
 * "Bar 1" of one venue is not taken for another's.
 */
export function LocationSelect({ label, locations, value, onChange, kinds, exclude, ...rest }: Props) {
  const offered = locations.filter((l) => (!kinds || kinds.includes(l.Kind)) && l.Id !== exclude);
  const groups = new Map<string, { value: string; label: string }[]>();
  const names = new Map<string, string>();
  for (const l of offered) {
    const items = groups.get(l.VenueName) ?? [];
    items.push({ value: String(l.Id), label: locationWithVenue(l) });
    names.set(String(l.Id), l.Name);
    groups.set(l.VenueName, items);
  }
  return (
    <Select
      label={label}
      placeholder="Choose a location"
      searchable
      nothingFoundMessage="No location matches"
      data={[...groups].map(([group, items]) => ({ group, items }))}
      renderOption={({ option }) => names.get(option.value) ?? option.label}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(locations.find((l) => String(l.Id) === v) ?? null)}
      w={320}
      {...rest}
    />
  );
}
