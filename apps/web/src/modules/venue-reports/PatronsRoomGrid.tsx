import type { ColDef } from 'ag-grid-community';
import { useMemo } from 'react';
import { formatCurrency, type PatronsRoomReport, type PatronsRoomReportRow } from '@intermission/contracts';
import { formatQuantity } from '../stock/formatQuantity';
import { DataGrid } from '../ui/DataGrid';
import { formatDateTime } from '../ui/formatDateTime';

interface Props {
  report: PatronsRoomReport;
  /** One room chosen: its column of rooms is left out. */
  oneRoom: boolean;
}

/** The month's patrons room transfers, one line per good moved, with the Total line pinned under them. */
export function PatronsRoomGrid({ report, oneRoom }: Props) {
  const columns = useMemo<ColDef<PatronsRoomReportRow>[]>(
    () => [
      {
        headerName: 'Date',
        colId: 'date',
        valueGetter: (p) => (p.node?.rowPinned ? 'Total' : p.data ? formatDateTime(p.data.TransferDate, p.data.TimeZone) : ''),
        minWidth: 170,
      },
      { field: 'FromLocationName', headerName: 'From', flex: 2, minWidth: 180, tooltipValueGetter: (p) => p.data?.FromLocationName ?? '' },
      ...(oneRoom ? [] : [{ field: 'ToLocationName', headerName: 'Patrons room', flex: 2, minWidth: 180 } as ColDef<PatronsRoomReportRow>]),
      { field: 'GoodName', headerName: 'Good', flex: 2, minWidth: 170 },
      { field: 'CategoryName', headerName: 'Category', minWidth: 130 },
      { headerName: 'Qty', colId: 'qty', valueGetter: (p) => (p.data && !p.node?.rowPinned ? formatQuantity(p.data.Qty) : ''), maxWidth: 100 },
      {
        headerName: 'Cost per good',
        colId: 'cost',
        valueGetter: (p) => (p.data && !p.node?.rowPinned ? formatCurrency(p.data.CostPerGood) : ''),
        maxWidth: 150,
      },
      { headerName: 'Extended cost', colId: 'extended', valueGetter: (p) => (p.data ? formatCurrency(p.data.ExtendedCost) : ''), maxWidth: 160 },
      { headerName: 'User', colId: 'user', valueGetter: (p) => p.data?.UserName ?? '', minWidth: 140 },
      { headerName: 'Notes', colId: 'notes', valueGetter: (p) => p.data?.Notes ?? '', flex: 2, minWidth: 160, tooltipValueGetter: (p) => p.data?.Notes ?? '' },
    ],
    [oneRoom],
  );
  const totalRow: PatronsRoomReportRow = {
    TransferId: 'total',
    TransferDate: '',
    TimeZone: '',
    FromLocationName: '',
    ToLocationName: '',
    GoodId: 0,
    GoodName: '',
    CategoryName: '',
    Qty: 0,
    CostPerGood: 0,
    ExtendedCost: report.TotalCost,
    UserName: null,
    Notes: null,
  };
  return <DataGrid<PatronsRoomReportRow> minColumnWidth={110} label="Patrons room transfers" rows={report.Rows} totals={[totalRow]} columns={columns} />;
}
