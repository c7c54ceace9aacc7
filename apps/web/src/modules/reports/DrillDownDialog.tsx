import { Alert, Anchor, Button, Group, Loader, Modal, ScrollArea, Table, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { type DrillDownRow, formatCurrency } from '@intermission/contracts';
import { formatQuantity } from '../stock/movementBody';
import { formatDateTime } from '../ui/formatDateTime';
import { drillDownPage, loadFailure, reportKeys, type ReportScope } from './reportApi';
import { type DrillDownTarget, FigureLabels } from './reportColumns';

/** Events fetched at a time; "Show more" fetches the next ones while X-List-Count says there are. */
const PageSize = 50;

interface Props {
  scope: ReportScope | null;
  target: DrillDownTarget | null;
  onClose: () => void;
}

/** "<Good> · <Column>": the events that make up one figure of a good's row, newest first, with links to open them. */
export function DrillDownDialog({ scope, target, onClose }: Props) {
  const opened = !!scope && !!target;
  const events = useInfiniteQuery({
    queryKey: reportKeys.drillDown({ scope, good: target?.good.Id, column: target?.column }),
    queryFn: ({ pageParam }) => drillDownPage<DrillDownRow>(scope!, target!.good.Id, target!.column, pageParam, PageSize),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const fetched = pages.reduce((n, p) => n + p.rows.length, 0);
      return fetched < last.total && last.rows.length > 0 ? fetched : undefined;
    },
    enabled: opened,
    retry: false,
  });
  const rows = events.data?.pages.flatMap((p) => p.rows) ?? [];
  const total = events.data?.pages.at(-1)?.total ?? 0;
  const failure = loadFailure(events.error, 'The events could not be loaded.');

  return (
    <Modal opened={opened} onClose={onClose} size="95%" title={target ? `${target.good.Name} · ${FigureLabels[target.column]}` : ''}>
      {events.isLoading ? (
        <Loader size="sm" />
      ) : failure ? (
        <Alert color="red">{failure}</Alert>
      ) : (
        <>
          <ScrollArea>
            <Table striped withTableBorder aria-label="Drill-down events" miw={1000}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Type</Table.Th>
                  <Table.Th>Location</Table.Th>
                  <Table.Th ta="right">Quantity</Table.Th>
                  <Table.Th ta="right">Cost</Table.Th>
                  <Table.Th>User</Table.Th>
                  <Table.Th>POS User</Table.Th>
                  <Table.Th>Station</Table.Th>
                  <Table.Th>Source</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={`${r.EventId}-${r.LocationId}`}>
                    <Table.Td>{formatDateTime(r.At)}</Table.Td>
                    <Table.Td>{r.TypeName}</Table.Td>
                    <Table.Td>{r.LocationName}</Table.Td>
                    <Table.Td ta="right">{formatQuantity(r.Qty)}</Table.Td>
                    <Table.Td ta="right">{formatCurrency(r.CostPerGood)}</Table.Td>
                    <Table.Td>{r.UserName ?? ''}</Table.Td>
                    <Table.Td>{r.PosUserName ?? ''}</Table.Td>
                    <Table.Td>{r.StationName ?? ''}</Table.Td>
                    <Table.Td>{r.Source}</Table.Td>
                    <Table.Td>
                      {r.Link && (
                        <Anchor component={Link} to={r.Link} size="sm">
                          Open
                        </Anchor>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
                {!rows.length && (
                  <Table.Tr>
                    <Table.Td colSpan={10}>
                      <Text size="sm" c="dimmed">
                        No events make up this figure.
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          <Group justify="space-between" mt="sm">
            <Text size="sm" c="dimmed" data-testid="drill-down-count">
              {rows.length < total ? `${rows.length} of ${total} events` : `${total} in all`}
            </Text>
            {events.hasNextPage && (
              <Button size="xs" variant="light" loading={events.isFetchingNextPage} onClick={() => void events.fetchNextPage()}>
                Show more
              </Button>
            )}
          </Group>
        </>
      )}
    </Modal>
  );
}
