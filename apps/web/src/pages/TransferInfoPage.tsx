import { Alert, Anchor, Group, Loader, Paper, SimpleGrid, Table, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import Decimal from 'decimal.js';
import { Link, useSearchParams } from 'react-router';
import { formatCurrency, type ManagedItem } from '@intermission/contracts';
import { ApiError } from '../modules/api/ApiError';
import { get } from '../modules/api/apiClient';
import { formatQuantity } from '../modules/stock/formatQuantity';
import { TransferType, TransferTypeLabels } from '../modules/stock/transferTypes';
import { formatDateTime } from '../modules/ui/formatDateTime';
import { fact } from '../modules/ui/Fact';

interface TransferDetail {
  Id: string;
  TypeId: number;
  FromInventoryLocationId: number | null;
  FromName: string | null;
  ToInventoryLocationId: number | null;
  ToName: string | null;
  TransferDate: string;
  Notes: string;
  LineCount: number;
  TotalCost: string;
  WastageReasonId: number | null;
  TransferGoods: { GoodId: number; Name: string; Qty: string; CostPerGood: string }[];
}

/** /inventoryTransfers/info?id&isWastage: one movement with its goods, quantities and costs. */
export function TransferInfoPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const isWastage = params.get('isWastage') === 'true';
  const transfer = useQuery({
    queryKey: ['transfers', 'detail', id, isWastage],
    queryFn: () => get<TransferDetail>(`transfers/${encodeURIComponent(id)}/isWastage/${isWastage}`),
    enabled: !!id,
    retry: false,
  });
  const reasons = useQuery({
    queryKey: ['managedItems', 'wastes'],
    queryFn: () => get<ManagedItem[]>('managedItems/wastes'),
    enabled: isWastage,
  });

  const back = (
    <Anchor component={Link} to="/inventoryTransfers/list">
      Inventory Transfers
    </Anchor>
  );
  if (!id || (transfer.error instanceof ApiError && (transfer.error.status === 404 || transfer.error.status === 400)))
    return (
      <>
        <Alert color="red" mb="md">
          This transfer could not be found.
        </Alert>
        {back}
      </>
    );
  if (transfer.isLoading) return <Loader />;
  if (transfer.error || !transfer.data) return <Alert color="red">This transfer could not be loaded.</Alert>;
  const t = transfer.data;
  const typeName = TransferTypeLabels[t.TypeId] ?? String(t.TypeId);
  const reason = t.WastageReasonId ? reasons.data?.find((r) => r.Id === t.WastageReasonId)?.Name : undefined;

  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={2}>{t.TypeId === TransferType.Wastage ? 'Wastage' : `${typeName} Transfer`}</Title>
        {back}
      </Group>
      <Paper withBorder p="md" mb="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {fact('Date', formatDateTime(t.TransferDate), { named: true })}
          {fact('Type', typeName, { named: true })}
          {fact('Total cost', formatCurrency(t.TotalCost), { named: true })}
          {fact('From', t.FromName ?? '', { named: true })}
          {fact('To', t.ToName ?? '', { named: true })}
          {t.TypeId === TransferType.Wastage ? fact('Reason', reason ?? '', { named: true }) : fact('Notes', t.Notes, { named: true })}
        </SimpleGrid>
      </Paper>
      <Table withTableBorder striped aria-label="Goods moved">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Good</Table.Th>
            <Table.Th ta="right">Quantity</Table.Th>
            <Table.Th ta="right">Cost per good</Table.Th>
            <Table.Th ta="right">Cost</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {t.TransferGoods.map((g) => (
            <Table.Tr key={g.GoodId}>
              <Table.Td>{g.Name}</Table.Td>
              <Table.Td ta="right">{formatQuantity(g.Qty)}</Table.Td>
              <Table.Td ta="right">{formatCurrency(g.CostPerGood)}</Table.Td>
              <Table.Td ta="right">{formatCurrency(new Decimal(g.Qty).times(g.CostPerGood).toFixed(4))}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
