import { Alert, Anchor, Group, Loader, Paper, SimpleGrid, Title } from '@mantine/core';
import type { ColDef } from 'ag-grid-community';
import Decimal from 'decimal.js';
import { useNavigate, useSearchParams } from 'react-router';
import { formatCurrency, type SaleDetail } from '@intermission/contracts';
import { ApiError } from '../modules/api/ApiError';
import { useSale } from '../modules/stock/api';
import { DataGrid } from '../modules/ui/DataGrid';
import { formatQuantity } from '../modules/stock/formatQuantity';
import { formatDateTime } from '../modules/ui/formatDateTime';
import { fact } from '../modules/ui/Fact';

type Kit = SaleDetail['Kits'][number];
type Good = SaleDetail['Goods'][number];

const kitColumns: ColDef<Kit>[] = [
  { headerName: 'Kit', field: 'Name', flex: 2 },
  { headerName: 'Quantity', type: 'rightAligned', valueGetter: (p) => (p.data ? formatQuantity(p.data.Qty) : '') },
  { headerName: 'Price per kit', type: 'rightAligned', valueGetter: (p) => (p.data ? formatCurrency(p.data.SalePricePerKit) : '') },
  {
    headerName: 'Amount',
    type: 'rightAligned',
    valueGetter: (p) => (p.data ? formatCurrency(new Decimal(p.data.Qty).times(p.data.SalePricePerKit).toFixed(2)) : ''),
  },
];

/** /inventory/sale?id: one sale, as a report's drill-down links to it: its kits and the goods they consumed. */
export function SaleInfoPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('id') ?? '';
  const sale = useSale(id);
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
  const goodColumns: ColDef<Good>[] = [
    { headerName: 'Good', field: 'Name', flex: 2 },
    { headerName: 'Kit', valueGetter: (p) => (p.data ? (kitName.get(p.data.KitId) ?? p.data.KitId) : '') },
    { headerName: 'Quantity', type: 'rightAligned', valueGetter: (p) => (p.data ? formatQuantity(p.data.Qty) : '') },
  ];

  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={2}>{s.IsRefund ? 'Refund' : 'Sale'}</Title>
        {back}
      </Group>
      <Paper withBorder p="md" mb="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {fact('Date', formatDateTime(s.SaleDate, s.TimeZone), { named: true })}
          {fact('Venue', s.VenueName, { named: true })}
          {fact('Sales location', s.LocationName, { named: true })}
          {fact('Show event', s.ShowEventId ? `${s.ShowEventId}${s.ShowStart ? ` · ${formatDateTime(s.ShowStart, s.TimeZone)}` : ''}` : '', { named: true })}
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
      <DataGrid<Kit> label="Kits sold" rows={s.Kits} columns={kitColumns} height={260} options={{ getRowId: (p) => String(p.data.KitId) }} />
      <Title order={4} mb="xs" mt="md">
        Goods consumed
      </Title>
      <DataGrid<Good> label="Goods consumed" rows={s.Goods} columns={goodColumns} options={{ getRowId: (p) => `${p.data.KitId}:${p.data.GoodId}` }} />
    </>
  );
}
