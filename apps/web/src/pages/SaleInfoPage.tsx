import { Alert, Anchor, Group, Loader, Paper, SimpleGrid, Table, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import Decimal from 'decimal.js';
import { useNavigate, useSearchParams } from 'react-router';
import { formatCurrency, type SaleDetail } from '@intermission/contracts';
import { ApiError } from '../modules/api/ApiError';
import { get } from '../modules/api/apiClient';
import { formatQuantity } from '../modules/stock/formatQuantity';
import { formatDateTime } from '../modules/ui/formatDateTime';
import { fact } from '../modules/ui/Fact';

/** /inventory/sale?id: one sale, as a report's drill-down links to it: its kits and the goods they consumed. */
export function SaleInfoPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('id') ?? '';
  const sale = useQuery({
    queryKey: ['sales', 'detail', id],
    queryFn: () => get<SaleDetail>(`venues/managers/inventorySummary/sale/${encodeURIComponent(id)}`),
    enabled: !!id,
    retry: false,
  });
  const back = (
    <Anchor component="button" type="button" onClick={() => navigate(-1)}>
      Back
    </Anchor>
  );
  if (!id || (sale.error instanceof ApiError && (sale.error.status === 404 || sale.error.status === 400)))
    return (
      <>
        <Alert color="red" mb="md">
          This sale could not be found.
        </Alert>
        {back}
      </>
    );
  if (sale.isLoading) return <Loader />;
  if (sale.error || !sale.data) return <Alert color="red">This sale could not be loaded.</Alert>;
  const s = sale.data;
  const kitName = new Map(s.Kits.map((k) => [k.KitId, k.Name]));

  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={2}>{s.IsRefund ? 'Refund' : 'Sale'}</Title>
        {back}
      </Group>
      <Paper withBorder p="md" mb="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {fact('Date', formatDateTime(s.SaleDate), { named: true })}
          {fact('Venue', s.VenueName, { named: true })}
          {fact('Sales location', s.LocationName, { named: true })}
          {fact('Show event', s.ShowEventId ? `${s.ShowEventId}${s.ShowStart ? ` · ${formatDateTime(s.ShowStart)}` : ''}` : '', { named: true })}
          {fact('Station', s.StationName ?? '', { named: true })}
          {fact('POS user', s.PosUserName ?? '', { named: true })}
          {fact('Recorded by', s.UserName ?? '', { named: true })}
          {fact('Total', formatCurrency(s.Total), { named: true })}
          {fact('Reduces inventory', s.ReduceInventory ? 'Yes' : 'No', { named: true })}
        </SimpleGrid>
      </Paper>
      <Title order={4} mb="xs">
        Kits
      </Title>
      <Table withTableBorder striped aria-label="Kits sold" mb="md">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Kit</Table.Th>
            <Table.Th ta="right">Quantity</Table.Th>
            <Table.Th ta="right">Price per kit</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {s.Kits.map((k) => (
            <Table.Tr key={k.KitId}>
              <Table.Td>{k.Name}</Table.Td>
              <Table.Td ta="right">{formatQuantity(k.Qty)}</Table.Td>
              <Table.Td ta="right">{formatCurrency(k.SalePricePerKit)}</Table.Td>
              <Table.Td ta="right">{formatCurrency(new Decimal(k.Qty).times(k.SalePricePerKit).toFixed(2))}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Title order={4} mb="xs">
        Goods consumed
      </Title>
      <Table withTableBorder striped aria-label="Goods consumed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Good</Table.Th>
            <Table.Th>Kit</Table.Th>
            <Table.Th ta="right">Quantity</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {s.Goods.map((g) => (
            <Table.Tr key={`${g.KitId}:${g.GoodId}`}>
              <Table.Td>{g.Name}</Table.Td>
              <Table.Td>{kitName.get(g.KitId) ?? g.KitId}</Table.Td>
              <Table.Td ta="right">{formatQuantity(g.Qty)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
