import { Alert, Loader, Modal, Text } from '@mantine/core';
import type { CellStyle, ColDef } from 'ag-grid-community';
import { formatQuantity } from '../stock/formatQuantity';
import { DataGrid } from '../ui/DataGrid';
import { loadFailure, type ReportScope, useKitsSold } from './api';
import type { KitsSoldTarget } from './reportColumns';

interface Props {
  scope: ReportScope | null;
  target: KitsSoldTarget | null;
  onClose: () => void;
}

/** A kit's line, then one line per good of the category it consumed. */
interface Line {
  id: string;
  name: string;
  quantity: number;
  kit: boolean;
}

const kitStyle: CellStyle = { fontWeight: 600 };
const goodStyle: CellStyle = { color: 'var(--mantine-color-dimmed)' };

const columns: ColDef<Line>[] = [
  { headerName: 'Kit', field: 'name', flex: 3, cellStyle: (p) => (p.data?.kit ? kitStyle : { ...goodStyle, paddingLeft: '2rem' }) },
  {
    headerName: 'Sold',
    type: 'rightAligned',
    valueGetter: (p) => (p.data ? formatQuantity(p.data.quantity) : ''),
    cellStyle: (p) => (p.data?.kit ? kitStyle : goodStyle),
  },
];

/** The kits sold in the report's period (or show event), with the goods of the category they consumed. */
export function KitsSoldDialog({ scope, target, onClose }: Props) {
  const opened = !!scope && !!target;
  const kits = useKitsSold(opened ? scope : null, target?.categoryId ?? null);
  const failure = loadFailure(kits.error, 'The kits sold could not be loaded.');
  const lines = (kits.data ?? []).flatMap<Line>((k) => [
    { id: `${k.KitId}`, name: k.KitName, quantity: k.Quantity, kit: true },
    ...k.Goods.map((g) => ({ id: `${k.KitId}-${g.GoodId}`, name: g.Name, quantity: g.Quantity, kit: false })),
  ]);

  return (
    <Modal opened={opened} onClose={onClose} size="lg" title={target?.categoryName ? `Kits Sold · ${target.categoryName}` : 'Kits Sold'}>
      {kits.isLoading ? (
        <Loader size="sm" />
      ) : failure ? (
        <Alert color="red">{failure}</Alert>
      ) : lines.length ? (
        <DataGrid<Line> label="Kits sold" rows={lines} columns={columns} height={420} options={{ getRowId: (p) => p.data.id }} />
      ) : (
        <Text size="sm" c="dimmed">
          No kits were sold in this period.
        </Text>
      )}
    </Modal>
  );
}
