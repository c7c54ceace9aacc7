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
/** The CSV's columns: document 3 §3's row in its order (the screen pins some to either side). */
const csvColumns = ['Name', 'CategoryName', 'Price', 'Cost', ...DrillDownColumns];
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

/** Headers wrap onto two lines (never "Expected Ope…") and the header row grows to fit them. */
const wrap = { wrapHeaderText: true, autoHeaderHeight: true } as const;

/** The quantities a Total row leaves empty when its goods are in different units (docs/reports.md). */
const totalQuantities = new Set<string>(['Sales', 'Wastes', 'OpeningAdjustments', 'Variance']);

/**
 * The columns of document 3 §3's row (the CSV keeps that order: csvColumns); with a "Kits Sold" button
 * on Total rows for gain/loss. On screen the good is pinned left and Variance and Gain/Loss right, the
 * figures sized to their numbers with wrapped headers, so at 1440 px Good, Sales, Variance and
 * Gain/Loss show without scrolling; Price and Cost, reference figures, come after the quantities.
 */
function reportColumns(withKits: boolean, onKitsSold: (categoryId: number, categoryName: string) => void): ColDef<InventoryReportRow>[] {
  const figure = (field: DrillDownColumn, format: (v: string | null) => string, width = 88): ColDef<InventoryReportRow> => ({
    ...wrap,
    colId: field,
    field,
    headerName: FigureLabels[field],
    type: 'rightAligned',
    minWidth: width,
    valueFormatter: (p) => format(p.value as string | null),
    cellStyle: (p) => (isGoodRow(p.data) ? { cursor: 'pointer' } : null),
    tooltipValueGetter: (p) => {
      const row: InventoryReportRow | undefined = p.data;
      if (isGoodRow(row)) return `${row.Name} · ${FigureLabels[field]}: open the events`;
      return p.data?.IsTotal && totalQuantities.has(field) && p.value === null
        ? 'No total: the goods of this category are counted in different units'
        : undefined;
    },
  });

  const columns: ColDef<InventoryReportRow>[] = [
    {
      ...wrap,
      colId: 'Name',
      field: 'Name',
      headerName: 'Good',
      minWidth: 190,
      pinned: 'left',
      lockPinned: true,
      cellRenderer: NameCell,
      valueFormatter: (p) => (p.data?.Alcohol ? `${p.data.Name} (oz)` : (p.data?.Name ?? '')),
    },
    { ...wrap, colId: 'CategoryName', field: 'CategoryName', headerName: 'Category', minWidth: 120, tooltipField: 'CategoryName' },
    figure('ExpectedOpening', quantity, 108),
    figure('CountedOpening', quantity, 108),
    figure('OpeningAdjustments', quantity, 124),
    figure('Additions', quantity, 100),
    figure('Sales', quantity),
    figure('Wastes', quantity),
    figure('ExpectedEnd', quantity),
    figure('CountedEnd', quantity),
    figure('PostEndingTransfers', quantity, 100),
    { ...wrap, colId: 'Price', field: 'Price', headerName: 'Price', type: 'rightAligned', minWidth: 88, valueFormatter: (p) => money(p.value as string) },
    { ...wrap, colId: 'Cost', field: 'Cost', headerName: 'Cost', type: 'rightAligned', minWidth: 88, valueFormatter: (p) => money(p.value as string) },
    // Pinned right at their own width (no flex share), so the scrolling figures keep the room.
    { ...figure('Variance', quantity, 100), pinned: 'right', lockPinned: true, flex: 0, width: 100 },
    { ...figure('GainLoss', money, 112), pinned: 'right', lockPinned: true, flex: 0, width: 112 },
  ];
  if (withKits)
    columns.splice(columns.length - 2, 0, {
      colId: 'KitsSold',
      headerName: '',
      minWidth: 100,
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

  const exportCsv = () => grid.current && exportGridCsv(grid.current.api, csvFileName, csvColumns);

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
