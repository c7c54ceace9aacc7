import type { CellClickedEvent, ColDef } from 'ag-grid-community';
import { useMemo } from 'react';
import { formatCurrency, type LiquorControlDrillColumn, type LiquorControlReport, type LiquorControlRow } from '@intermission/contracts';
import { DataGrid } from '../ui/DataGrid';
import { formatDateTime } from '../ui/formatDateTime';
import type { LiquorDrillTarget } from './api';
import { formatDay, formatOunces, NoEndOfDayCount } from './format';

/** A grid row: a report row, or the totals pinned under them. */
export type LiquorGridRow = Partial<LiquorControlRow> & { IsTotal?: boolean; RowsWithoutEndOfDayCount?: number };

export const LiquorFigureLabels: Record<LiquorControlDrillColumn, string> = {
  VolumeSold: 'Volume Sold (oz)',
  TotalActualVolumeDecreased: 'Actual Volume Decreased (oz)',
  VarianceVolume: 'Variance (oz)',
  VarianceCost: 'Variance Cost',
};
const drillable = new Set<string>(Object.keys(LiquorFigureLabels));
const wrap = { wrapHeaderText: true, autoHeaderHeight: true } as const;

interface Props {
  report: LiquorControlReport;
  onDrillDown: (target: LiquorDrillTarget) => void;
}

/**
 * One row per day, stand and alcohol good, the totals pinned under them; a null
 * TotalActualVolumeDecreased reads 'No end-of-day count'. Clicking a figure opens what is behind it.
 */
export function LiquorControlGrid({ report, onDrillDown }: Props) {
  const zone = report.TimeZone;
  const columns = useMemo<ColDef<LiquorGridRow>[]>(() => {
    const figure = (
      field: keyof LiquorControlRow,
      headerName: string,
      format: (v: number | null | undefined) => string,
      minWidth = 110,
    ): ColDef<LiquorGridRow> => ({
      ...wrap,
      colId: field,
      field,
      headerName,
      type: 'rightAligned',
      minWidth,
      valueFormatter: (p) => format(p.value as number | null | undefined),
      cellStyle: (p) => (!p.data?.IsTotal && drillable.has(field) ? { cursor: 'pointer' } : null),
      tooltipValueGetter: (p) => (!p.data?.IsTotal && drillable.has(field) ? `${p.data?.Good} · ${headerName}: open what is behind it` : undefined),
    });
    const missing = (v: number | null | undefined, row: LiquorGridRow | undefined) => (v === null && !row?.IsTotal ? NoEndOfDayCount : formatOunces(v));
    return [
      {
        ...wrap,
        colId: 'Day',
        headerName: 'Day',
        minWidth: 110,
        pinned: 'left',
        valueGetter: (p) => (p.data?.IsTotal ? 'Total' : p.data?.Day ? formatDay(p.data.Day) : ''),
      },
      { ...wrap, colId: 'SalesLocation', field: 'SalesLocation', headerName: 'Sales Location', minWidth: 160 },
      { ...wrap, colId: 'Good', field: 'Good', headerName: 'Good', minWidth: 180 },
      figure('VolumeSold', LiquorFigureLabels.VolumeSold, formatOunces),
      figure('OpeningVolume', 'Opening (oz)', formatOunces),
      figure('TransfersVolume', 'Transfers (oz)', formatOunces),
      {
        ...wrap,
        colId: 'EndOfDayCount',
        headerName: 'End-of-Day Count (oz)',
        type: 'rightAligned',
        minWidth: 170,
        valueGetter: (p) =>
          p.data?.IsTotal
            ? p.data.RowsWithoutEndOfDayCount
              ? `${p.data.RowsWithoutEndOfDayCount} missing`
              : ''
            : p.data?.EndOfDayCountedAt
              ? `${formatOunces(p.data.EndOfDayCountedVolume)} at ${formatDateTime(p.data.EndOfDayCountedAt, zone).slice(11)}`
              : NoEndOfDayCount,
      },
      figure('ClosingVolume', 'Closing (oz)', formatOunces),
      {
        ...figure('TotalActualVolumeDecreased', LiquorFigureLabels.TotalActualVolumeDecreased, formatOunces, 150),
        valueFormatter: (p) => missing(p.value as number | null, p.data),
      },
      { ...figure('VarianceVolume', LiquorFigureLabels.VarianceVolume, formatOunces), valueFormatter: (p) => missing(p.value as number | null, p.data) },
      figure('CostPerOunce', 'Cost / oz', (v) => (v === null || v === undefined ? '' : formatCurrency(v))),
      {
        ...figure('VarianceCost', LiquorFigureLabels.VarianceCost, (v) => (v === null || v === undefined ? '' : formatCurrency(v)), 120),
        valueFormatter: (p) =>
          p.value === null && !p.data?.IsTotal ? NoEndOfDayCount : p.value === null || p.value === undefined ? '' : formatCurrency(p.value as number),
      },
    ];
  }, [zone]);

  const totals: LiquorGridRow[] = [
    {
      IsTotal: true,
      VolumeSold: report.Totals.VolumeSold,
      TotalActualVolumeDecreased: report.Totals.TotalActualVolumeDecreased,
      VarianceVolume: report.Totals.VarianceVolume,
      VarianceCost: report.Totals.VarianceCost,
      RowsWithoutEndOfDayCount: report.Totals.RowsWithoutEndOfDayCount,
    },
  ];

  const onCellClicked = (e: CellClickedEvent<LiquorGridRow>) => {
    const row = e.data;
    const column = e.column.getColId();
    if (!row || row.IsTotal || !drillable.has(column)) return;
    onDrillDown({
      VenueId: report.VenueId,
      Day: row.Day!,
      SalesLocationId: row.SalesLocationId!,
      SalesLocation: row.SalesLocation!,
      GoodId: row.GoodId!,
      Good: row.Good!,
      Column: column as LiquorControlDrillColumn,
    });
  };

  return (
    <DataGrid<LiquorGridRow>
      label="Liquor Control Report"
      rows={report.Rows}
      totals={totals}
      columns={columns}
      minColumnWidth={100}
      height="min(620px, calc(100vh - 260px))"
      emptyText="No alcohol goods were sold or counted at these stands on these days."
      options={{ onCellClicked, suppressCellFocus: false }}
    />
  );
}
