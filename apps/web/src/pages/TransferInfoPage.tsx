import { Alert, Anchor, Group, Loader, Paper, SimpleGrid, Title } from '@mantine/core';
import type { ColDef } from 'ag-grid-community';
import Decimal from 'decimal.js';
import { Link, useSearchParams } from 'react-router';
import { formatCurrency, MovementType, type TransferDetail } from '@intermission/contracts';
import { ApiError } from '../modules/api/ApiError';
import { useManagedItemsQuery } from '../modules/settings/api';
import { useTransfer } from '../modules/stock/api';
import { DataGrid } from '../modules/ui/DataGrid';
import { formatQuantity } from '../modules/stock/formatQuantity';
import { sideName, TransferTypeLabels } from '../modules/stock/transferTypes';
import { formatDateTime } from '../modules/ui/formatDateTime';
import { fact } from '../modules/ui/Fact';

type Line = TransferDetail['TransferGoods'][number];

const lineColumns: ColDef<Line>[] = [
  { headerName: 'Good', field: 'Name', flex: 2 },
  { headerName: 'Quantity', type: 'rightAligned', valueGetter: (p) => (p.data ? formatQuantity(p.data.Qty) : '') },
  { headerName: 'Cost per good', type: 'rightAligned', valueGetter: (p) => (p.data ? formatCurrency(p.data.CostPerGood) : '') },
  {
    headerName: 'Cost',
    type: 'rightAligned',
    valueGetter: (p) => (p.data ? formatCurrency(new Decimal(p.data.Qty).times(p.data.CostPerGood).toFixed(4)) : ''),
  },
];

/** A count's lines: each a gain or a loss by its own sign (docs/stock.md "Count labels"). */
const countColumns: ColDef<Line>[] = [lineColumns[0]!, { headerName: 'Adjustment', field: 'CountAdjustment', flex: 1 }, ...lineColumns.slice(1)];

/** /inventoryTransfers/info?id&isWastage: one movement with its goods, quantities and costs. */
export function TransferInfoPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const isWastage = params.get('isWastage') === 'true';
  const transfer = useTransfer(id, isWastage);
  const reasons = useManagedItemsQuery('wastes', isWastage);

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
        <Title order={2}>{t.TypeId === MovementType.Wastage ? 'Wastage' : `${typeName} Transfer`}</Title>
        {back}
      </Group>
      <Paper withBorder p="md" mb="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {fact('Date', formatDateTime(t.TransferDate, t.TimeZone), { named: true })}
          {fact('Type', typeName, { named: true })}
          {fact('Total cost', formatCurrency(t.TotalCost), { named: true })}
          {fact('From', sideName(t, 'From'), { named: true })}
          {fact('To', sideName(t, 'To'), { named: true })}
          {t.TypeId === MovementType.Wastage ? fact('Reason', reason ?? '', { named: true }) : fact('Notes', t.Notes, { named: true })}
        </SimpleGrid>
      </Paper>
      <DataGrid<Line>
        label="Goods moved"
        rows={t.TransferGoods}
        columns={t.TypeId === MovementType.GainLost ? countColumns : lineColumns}
        options={{ getRowId: (p) => String(p.data.GoodId) }}
      />
    </>
  );
}
