import { Group, Select, TextInput } from '@mantine/core';
import { MonthNames } from '@intermission/contracts';
import { usePatronsRooms } from './api';

export interface PatronsRoomFilterValues {
  /** The patrons room's inventory location id; blank for every room the user may see. */
  roomId: string;
  year: string;
  /** 1 (January) to 12 (December). */
  month: string;
}

interface Props {
  filters: PatronsRoomFilterValues;
  yearError: string | undefined;
  onChange: (patch: Partial<PatronsRoomFilterValues>) => void;
}

const months = MonthNames.map((name, i) => ({ value: String(i + 1), label: name }));

/** The room (or all), the year and the month of the patrons room report. */
export function PatronsRoomFilters({ filters, yearError, onChange }: Props) {
  const rooms = usePatronsRooms();
  const roomOptions = (rooms.data ?? []).map((r) => ({ value: String(r.Id), label: r.Name }));
  return (
    <Group mb="md" align="flex-start">
      <Select
        label="Patrons room"
        placeholder="All patrons rooms"
        clearable
        searchable
        nothingFoundMessage="No patrons room matches"
        data={roomOptions}
        value={filters.roomId || null}
        onChange={(v) => onChange({ roomId: v ?? '' })}
        w={300}
      />
      <TextInput
        label="Year"
        inputMode="numeric"
        maxLength={4}
        value={filters.year}
        onChange={(e) => onChange({ year: e.currentTarget.value.replace(/\D/g, '') })}
        error={yearError}
        w={110}
      />
      <Select label="Month" data={months} value={filters.month} onChange={(v) => v && onChange({ month: v })} allowDeselect={false} w={160} />
    </Group>
  );
}
