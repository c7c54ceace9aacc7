import { Alert, Card, Group, Loader, Text, Title } from '@mantine/core';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { useMemo } from 'react';
import type { EndOfDayStatus } from '@intermission/contracts';
import { DataGrid } from '../ui/DataGrid';
import { formatDateTime } from '../ui/formatDateTime';
import { loadFailure, useEndOfDayStatus } from './api';

interface Props {
  venueId: number;
  fromDate: string;
  toDate: string;
}

/** MM/dd of a YYYY-MM-DD day (or of an ISO time's date). */
const monthDay = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}`;

const marks = {
  counted: { mark: '✓', color: 'green', text: 'Counted' },
  issue: { mark: '⚠', color: 'orange', text: 'Counted with discrepancies' },
  none: { mark: '–', color: 'dimmed', text: 'No count' },
} as const;

type LocationDays = EndOfDayStatus[number];

/** A location's count on one day: a tick, a warning or a dash, with what it means (and when, at the venue) as its label. */
function DayCell({ data, colDef }: ICellRendererParams<LocationDays>) {
  const d = data?.Days.find((x) => x.Date === colDef?.colId);
  if (!data || !d) return null;
  const m = !d.CountId ? marks.none : d.HasIssue ? marks.issue : marks.counted;
  const label = `${data.Name}, ${monthDay(d.Date)}: ${m.text}${d.CountedAt ? ` at ${formatDateTime(d.CountedAt, data.TimeZone)}` : ''}`;
  return (
    <Text span c={m.color} fw={700} title={label} aria-label={label}>
      {m.mark}
    </Text>
  );
}

/** A venue's end-of-day counts: location × day, a tick (counted), a warning (discrepancies) or a dash (no count). */
export function EndOfDayPanel({ venueId, fromDate, toDate }: Props) {
  const status = useEndOfDayStatus({ VenueId: venueId, FromDate: fromDate, ToDate: toDate });
  const locations = status.data ?? [];
  const columns = useMemo<ColDef<LocationDays>[]>(
    () => [
      { headerName: 'Location', field: 'Name', pinned: 'left', minWidth: 220 },
      ...(status.data?.[0]?.Days ?? []).map<ColDef<LocationDays>>((d) => ({
        headerName: monthDay(d.Date),
        colId: d.Date,
        minWidth: 70,
        cellRenderer: DayCell,
        cellStyle: { textAlign: 'center' },
      })),
    ],
    [status.data],
  );
  const failure = loadFailure(status.error, 'The end-of-day counts could not be loaded.');

  return (
    <Card withBorder padding="md" mt="md" aria-label="End of day counts">
      <Group justify="space-between" mb="sm">
        <Title order={4}>End of day counts</Title>
        <Text size="xs" c="dimmed">
          {Object.values(marks)
            .map((m) => `${m.mark} ${m.text}`)
            .join('   ')}
        </Text>
      </Group>
      {status.isLoading ? (
        <Loader size="sm" />
      ) : failure ? (
        <Alert color="gray">{failure}</Alert>
      ) : !locations.length ? (
        <Text size="sm" c="dimmed">
          No locations of this venue take end-of-day counts.
        </Text>
      ) : (
        <DataGrid<LocationDays>
          label="End of day counts by location and day"
          rows={locations}
          columns={columns}
          minColumnWidth={70}
          options={{ getRowId: (p) => String(p.data.InventoryLocationId) }}
        />
      )}
    </Card>
  );
}
