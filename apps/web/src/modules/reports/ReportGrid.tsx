import { Badge, Button, Group } from '@mantine/core';
import { type CellKeyDownEvent, type ColDef, type ICellRendererParams, type RowClassParams } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { type ReactNode, useMemo, useRef } from 'react';
import { DrillDownColumns, type DrillDownColumn, formatCurrency, type InventoryReportRow } from '@intermission/contracts';
import { formatQuantity } from '../stock/formatQuantity';
import { DataGrid } from '../ui/DataGrid';
import { exportGridCsv } from '../ui/exportGridCsv';
import { type DrillDownTarget, FigureLabels, isGoodRow } from './reportColumns';

interface Props {
  rows: InventoryReportRow[];
  label: string;
  /** The CSV file's name (the "CSV" button exports the grid as shown). */
  csvFileName: string;
  onDrillDown: (target: DrillDownTarget) => void;
  /** Gain/loss: a "Kits Sold" button on each category's Total row. */
  onKitsSold?: (categoryId: number, categoryName: string) => void;
  /** More toolbar buttons, before "CSV". */
  toolbar?: ReactNode;
}

const figures = new Set<string>(DrillDownColumns);
const blank = (v: string | null | undefined) => v === null || v === undefined || v === '';
const quantity = (v: string | null | undefined) => (blank(v) ? '' : formatQuantity(v));
const money = (v: string | null | undefined) => (blank(v) ? '' : formatCurrency(v));

function NameCell({ data }: ICellRendererParams<InventoryReportRow>) {
  if (!data) return null;
  return (
    <Group gap={6} wrap="nowrap">
      <span>{data.Name}</span>
      {data.Alcohol && (
        <Badge size="xs" variant="light" color="grape" title="Quantities in ounces" aria-label="in ounces">
          oz
        </Badge>
      )}
    </Group>
  );
}

/** The columns of document 3 §3's row; with a "Kits Sold" button on Total rows for gain/loss. */
function reportColumns(withKits: boolean, onKitsSold: (categoryId: number, categoryName: string) => void): ColDef<InventoryReportRow>[] {
  const figure = (field: DrillDownColumn, format: (v: string | null) => string, width = 120): ColDef<InventoryReportRow> => ({
    colId: field,
    field,
    headerName: FigureLabels[field],
    type: 'rightAligned',
    minWidth: width,
    valueFormatter: (p) => format(p.value as string | null),
    cellStyle: (p) => (isGoodRow(p.data) ? { cursor: 'pointer' } : null),
    tooltipValueGetter: (p) => (isGoodRow(p.data) ? `${p.data.Name} · ${FigureLabels[field]}: open the events` : undefined),
  });

  const columns: ColDef<InventoryReportRow>[] = [
    {
      colId: 'Name',
      field: 'Name',
      headerName: 'Good',
      minWidth: 220,
      pinned: 'left',
      cellRenderer: NameCell,
      valueFormatter: (p) => (p.data?.Alcohol ? `${p.data.Name} (oz)` : (p.data?.Name ?? '')),
    },
    { colId: 'CategoryName', field: 'CategoryName', headerName: 'Category', minWidth: 150 },
    { colId: 'Price', field: 'Price', headerName: 'Price', type: 'rightAligned', minWidth: 100, valueFormatter: (p) => money(p.value as string) },
    { colId: 'Cost', field: 'Cost', headerName: 'Cost', type: 'rightAligned', minWidth: 100, valueFormatter: (p) => money(p.value as string) },
    figure('ExpectedOpening', quantity, 140),
    figure('CountedOpening', quantity, 140),
    figure('OpeningAdjustments', quantity, 160),
    figure('Additions', quantity),
    figure('Sales', quantity),
    figure('Wastes', quantity),
    figure('ExpectedEnd', quantity),
    figure('CountedEnd', quantity),
    figure('PostEndingTransfers', quantity, 170),
    figure('Variance', quantity),
    figure('GainLoss', money),
  ];
  if (withKits)
    columns.push({
      colId: 'KitsSold',
      headerName: '',
      minWidth: 120,
      cellRenderer: ({ data }: ICellRendererParams<InventoryReportRow>) =>
        data?.IsTotal ? (
          <Button
            size="compact-xs"
            variant="light"
            onClick={() => onKitsSold(data.CategoryId, data.CategoryName)}
            aria-label={`Kits sold: ${data.CategoryName}`}
          >
            Kits Sold
          </Button>
        ) : null,
    });
  return columns;
}

/**
 * The inventory report grid (document 3 §3 row): one row per good, the Total rows bold, every figure
 * of a good's row opening its drill-down by click or by Enter on the focused cell.
 */
export function ReportGrid({ rows, label, csvFileName, onDrillDown, onKitsSold, toolbar }: Props) {
  const grid = useRef<AgGridReact<InventoryReportRow>>(null);

  // The handlers change on every render of the page; the columns (and the widths the user set) stay.
  const handlers = useRef({ onDrillDown, onKitsSold });
  handlers.current = { onDrillDown, onKitsSold };
  const withKits = !!onKitsSold;
  const columns = useMemo(() => reportColumns(withKits, (categoryId, categoryName) => handlers.current.onKitsSold?.(categoryId, categoryName)), [withKits]);

  const open = (row: InventoryReportRow | undefined, colId: string) => {
    if (isGoodRow(row) && figures.has(colId))
      handlers.current.onDrillDown({ good: { Id: row.Id, Name: row.Name, Alcohol: row.Alcohol }, column: colId as DrillDownColumn });
  };

  const keyDown = (e: CellKeyDownEvent<InventoryReportRow>) => {
    if ((e.event as KeyboardEvent | undefined)?.key !== 'Enter') return;
    const colId = e.column.getColId();
    if (colId === 'KitsSold' && e.data?.IsTotal) handlers.current.onKitsSold?.(e.data.CategoryId, e.data.CategoryName);
    else open(e.data, colId);
  };

  const exportCsv = () =>
    grid.current &&
    exportGridCsv(
      grid.current.api,
      csvFileName,
      columns.map((c) => c.colId!).filter((c) => c !== 'KitsSold'),
    );

  return (
    <>
      <Group justify="flex-end" gap="xs" mb="xs">
        {toolbar}
        <Button size="xs" variant="default" onClick={exportCsv} disabled={!rows.length}>
          CSV
        </Button>
      </Group>
      <DataGrid<InventoryReportRow>
        gridRef={grid}
        label={label}
        rows={rows}
        columns={columns}
        height="max(420px, calc(100vh - 260px))"
        minColumnWidth={0}
        emptyText="No goods to report for these filters."
        options={{
          tooltipShowDelay: 500,
          getRowId: (p) => (p.data.IsTotal ? `total-${p.data.CategoryId}` : p.data.IsCategory ? `category-${p.data.CategoryId}` : `good-${p.data.Id}`),
          getRowClass: (p: RowClassParams<InventoryReportRow>) =>
            p.data?.IsTotal ? 'report-total-row' : p.data?.IsCategory ? 'report-category-row' : 'report-good-row',
          getRowStyle: (p) =>
            p.data?.IsTotal
              ? { fontWeight: 700, background: 'var(--mantine-color-gray-1)' }
              : p.data?.IsCategory
                ? { fontWeight: 700, background: 'var(--mantine-color-gray-0)' }
                : undefined,
          onCellClicked: (e) => open(e.data, e.column.getColId()),
          onCellKeyDown: keyDown,
        }}
      />
    </>
  );
}
