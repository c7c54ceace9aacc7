import { Alert, Anchor, Badge, Group, Loader, SimpleGrid, Stack, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { formatCurrency } from '@intermission/contracts';
import { useMasterTransaction } from '../modules/master-transaction-log/api';
import {
  masterTransactionGoodColumns,
  masterTransactionKitColumns,
  masterTransactionPaymentColumns,
} from '../modules/master-transaction-log/masterTransactionLogColumns';
import { DataGrid } from '../modules/ui/DataGrid';
import { fact } from '../modules/ui/Fact';
import { formatDateTime } from '../modules/ui/formatDateTime';

/**
 * /masterTransactionLog/info?id=<SaleId> (document 2 §2 "Master transaction detail"): one sale with its
 * kit lines, the goods they took, its payments, who, where and when, and the ledger event behind it.
 */
export function MasterTransactionLogInfoPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const sale = useMasterTransaction(id);
  if (!id) return <Alert color="red">No sale was given.</Alert>;
  if (sale.isLoading) return <Loader />;
  if (sale.error || !sale.data) return <Alert color="red">This sale could not be loaded.</Alert>;
  const d = sale.data;
  const at = (iso: string | null) => (iso ? formatDateTime(iso, d.TimeZone) : '');
  const grid = (rows: number) => 52 + 42 * Math.max(2, Math.min(rows, 8));
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Group>
          <Title order={2}>Sale {d.SaleId.slice(0, 8)}</Title>
          <Badge color={d.SaleTypeId === 2 ? 'red' : 'green'} size="lg" data-testid="sale-type">
            {d.SaleType}
          </Badge>
        </Group>
        <Anchor component={Link} to="/masterTransactionLog/list">
          Back to Master Transaction Log
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {fact('Date', at(d.SaleDate), { named: true })}
        {fact('Venue', d.VenueName)}
        {fact('Theatre', d.TheatreName ?? '')}
        {fact('Sales Location', d.SalesLocationName ?? '')}
        {fact('Station', d.StationName ?? (d.Source === 'Manual' ? 'Manual entry' : ''))}
        {fact('POS User', d.PosUserName ?? '')}
        {fact('Show', d.ShowName ? `${d.ShowName} (${at(d.ShowEventStart)})` : '')}
        {fact('Recorded By', d.UserName ?? '')}
        {fact('Subtotal', formatCurrency(d.Subtotal), { named: true })}
        {fact('Discount', `${formatCurrency(d.Discount)} (${d.DiscountPercent}%)`, { named: true })}
        {fact('Total', formatCurrency(d.Total), { strong: true, named: true })}
        {fact('Tips', formatCurrency(d.Tips), { named: true })}
        {fact('Cost', formatCurrency(d.Totals.Cost), { named: true })}
        {fact('Non-taxable', formatCurrency(d.Totals.NonTaxable), { named: true })}
        {fact('Inventory', d.ReduceInventory ? `Reduced at ${d.InventoryLocationName ?? ''}` : 'Not reduced')}
        {fact('Payment', d.PaymentMethods)}
      </SimpleGrid>
      <Title order={4}>Kits</Title>
      <DataGrid label="Kit lines" rows={d.Kits} columns={masterTransactionKitColumns} height={grid(d.Kits.length)} emptyText="No kit lines" />
      <Title order={4}>Payments</Title>
      <DataGrid label="Payments" rows={d.Payments} columns={masterTransactionPaymentColumns} height={grid(d.Payments.length)} emptyText="No payments" />
      <Title order={4}>Goods consumed</Title>
      <DataGrid label="Goods consumed" rows={d.Goods} columns={masterTransactionGoodColumns} height={grid(d.Goods.length)} emptyText="No goods" />
      <Title order={4}>Ledger</Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {fact('Event', `${d.Ledger.EventType ?? ''} v${d.Ledger.SchemaVersion ?? ''}`)}
        {fact('Stream', d.Ledger.Stream)}
        {fact('Position', d.Ledger.Position)}
        {fact('Recorded At', at(d.Ledger.RecordedAt))}
        {fact('Sale Id', d.SaleId)}
        {d.AsOf && fact('As Of', d.AsOf.Name)}
      </SimpleGrid>
    </Stack>
  );
}
