import { Table, Text } from '@mantine/core';
import type { CashboxLog } from '@intermission/contracts';
import { formatDateTime } from '../ui/formatDateTime';
import { changeLabel, fieldLabel, fieldValue } from './cashboxChangeText';

/** Who changed what and when (GET cashboxes/{id} History): the original count is never overwritten. */
export function CashboxHistory({ cashbox }: { cashbox: CashboxLog }) {
  if (!cashbox.History.length) return <Text c="dimmed">No corrections: the count is as the station sent it.</Text>;
  return (
    <Table withTableBorder aria-label="Cash box history">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Version</Table.Th>
          <Table.Th>Change</Table.Th>
          <Table.Th>By</Table.Th>
          <Table.Th>When</Table.Th>
          <Table.Th>What</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {cashbox.History.map((h) => (
          <Table.Tr key={h.Version}>
            <Table.Td>{h.Version}</Table.Td>
            <Table.Td>{changeLabel(h.EventType)}</Table.Td>
            <Table.Td>{h.ChangedBy}</Table.Td>
            <Table.Td>{formatDateTime(h.ChangedAt, cashbox.TimeZone)}</Table.Td>
            <Table.Td>
              {h.Changes.map((c) => (
                <div key={c.Field}>
                  {fieldLabel(c.Field)}: {fieldValue(c.Field, c.From, cashbox.TimeZone)} → {fieldValue(c.Field, c.To, cashbox.TimeZone)}
                </div>
              ))}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
