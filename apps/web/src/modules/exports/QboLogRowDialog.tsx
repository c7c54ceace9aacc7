import { Alert, Anchor, Badge, Button, Group, Loader, Modal, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatCurrency, type ExportItem, type ExportItemDetail } from '@intermission/contracts';
import { loadFailure } from '../reports/api';
import { fact } from '../ui/Fact';
import { formatDateTime } from '../ui/formatDateTime';
import { useQboLogRow } from './api';
import { formatRange, ItemStatusColors, transfersOfRow } from './exportFormat';

/** A QBO log row in full: what it is, the lines it sends (debits and credits) and QuickBooks' answer to each attempt. */
interface Props {
  /** The row shown; null closes the dialog. */
  detailId: number | null;
  /** The row being re-exported from the log (the dialog's button follows the log's). */
  pendingId: number | null;
  onReExport: (row: ExportItem) => void;
  onClose: () => void;
}

export function QboLogRowDialog({ detailId, pendingId, onReExport, onClose }: Props) {
  const row = useQboLogRow(detailId);
  const failure = loadFailure(row.error, 'The row could not be loaded.');
  const d = row.data;
  return (
    <Modal opened={detailId !== null} onClose={onClose} size="xl" title={d ? `${d.Item.Kind} ${d.Item.DocNumber}` : 'Export row'}>
      {failure ? <Alert color="red">{failure}</Alert> : !d ? <Loader size="sm" /> : <RowDetail d={d} pendingId={pendingId} onReExport={onReExport} />}
    </Modal>
  );
}

function RowDetail({ d, pendingId, onReExport }: { d: ExportItemDetail } & Pick<Props, 'pendingId' | 'onReExport'>) {
  const i = d.Item;
  return (
    <>
      <Group mb="sm" gap="xs">
        <Button
          size="xs"
          variant="light"
          disabled={!i.CanReExport || i.Running || pendingId !== null}
          loading={pendingId === i.Id}
          onClick={() => onReExport(i)}
        >
          Re-export
        </Button>
        <Badge color={ItemStatusColors[i.Status]} aria-label={`Status ${i.Status}`}>
          {i.Status}
        </Badge>
        {i.IsWastage && <Badge color="gray">Wastage</Badge>}
        {i.TransferId !== null && (
          <Anchor component={Link} to={transfersOfRow(i.Id)} size="sm">
            Transfers of this row
          </Anchor>
        )}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} mb="md">
        {fact('Venue', i.VenueName)}
        {fact('Day', formatRange(i.Day, i.Day))}
        {fact('Amount', formatCurrency(i.Amount), { strong: true })}
        {fact('QuickBooks reference', i.QbReference ?? '')}
        {fact('Synced', i.DateSynced ? formatDateTime(i.DateSynced) : '')}
        {fact('Modified', i.DateModified ? formatDateTime(i.DateModified) : '')}
        {fact('Vendor', d.VendorName ?? '')}
        {fact('Transfer type', i.TransferTypeName ?? '')}
      </SimpleGrid>
      {i.ErrorMessage && (
        <Alert color="red" mb="md" title="QuickBooks answered">
          {i.ErrorMessage}
        </Alert>
      )}
      <Text size="sm" mb="xs">
        {d.Memo}
      </Text>
      <Title order={5}>Lines</Title>
      <Table striped aria-label="Lines" mb="md">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Account</Table.Th>
            <Table.Th ta="right">Debit</Table.Th>
            <Table.Th ta="right">Credit</Table.Th>
            <Table.Th>Class</Table.Th>
            <Table.Th>Memo</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {d.Lines.map((l, n) => (
            <Table.Tr key={n}>
              <Table.Td>{l.Account}</Table.Td>
              <Table.Td ta="right">{formatCurrency(l.Debit)}</Table.Td>
              <Table.Td ta="right">{formatCurrency(l.Credit)}</Table.Td>
              <Table.Td>{l.ClassName}</Table.Td>
              <Table.Td>{l.Memo}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Title order={5}>Attempts</Title>
      {d.Attempts.length === 0 ? (
        <Text size="sm" c="dimmed">
          Not posted yet
        </Text>
      ) : (
        <Table striped aria-label="Attempts">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>At</Table.Th>
              <Table.Th>HTTP</Table.Th>
              <Table.Th>Reference</Table.Th>
              <Table.Th>Message</Table.Th>
              <Table.Th>Request id</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {d.Attempts.map((a, n) => (
              <Table.Tr key={n}>
                <Table.Td>{formatDateTime(a.At)}</Table.Td>
                <Table.Td>{a.HttpStatus ?? '—'}</Table.Td>
                <Table.Td>{a.QbReference}</Table.Td>
                <Table.Td>{a.Message}</Table.Td>
                <Table.Td>
                  <Text size="xs" ff="monospace">
                    {a.RequestId}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
