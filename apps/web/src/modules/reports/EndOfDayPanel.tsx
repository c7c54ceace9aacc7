import { Alert, Card, Group, Loader, ScrollArea, Table, Text, Title } from '@mantine/core';
import { formatDateTime } from '../ui/formatDateTime';
import { loadFailure, useEndOfDayStatus } from './reportApi';

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

/** A venue's end-of-day counts: location × day, a tick (counted), a warning (discrepancies) or a dash (no count). */
export function EndOfDayPanel({ venueId, fromDate, toDate }: Props) {
  const status = useEndOfDayStatus({ VenueId: venueId, FromDate: fromDate, ToDate: toDate });
  const locations = status.data ?? [];
  const days = locations[0]?.Days.map((d) => d.Date.slice(0, 10)) ?? [];
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
        <ScrollArea>
          <Table withTableBorder withColumnBorders aria-label="End of day counts by location and day">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Location</Table.Th>
                {days.map((d) => (
                  <Table.Th key={d} ta="center">
                    {monthDay(d)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {locations.map((l) => (
                <Table.Tr key={l.InventoryLocationId}>
                  <Table.Td>{l.Name}</Table.Td>
                  {l.Days.map((d) => {
                    const m = !d.CountId ? marks.none : d.HasIssue ? marks.issue : marks.counted;
                    const label = `${l.Name}, ${monthDay(d.Date)}: ${m.text}${d.CountedAt ? ` at ${formatDateTime(d.CountedAt)}` : ''}`;
                    return (
                      <Table.Td key={d.Date} ta="center" title={label} aria-label={label}>
                        <Text span c={m.color} fw={700}>
                          {m.mark}
                        </Text>
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Card>
  );
}
