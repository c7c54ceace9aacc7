import { Alert, Anchor, Modal, Text } from '@mantine/core';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { formatCurrency, type SalesDrillRow, type SalesFigure } from '@intermission/contracts';
import { loadFailure } from '../reports/api';
import { formatQuantity } from '../stock/formatQuantity';
import { DataGrid } from '../ui/DataGrid';
import { formatDateTime } from '../ui/formatDateTime';
import { type SalesReportKind, useSalesDrillPages } from './api';

/** What a drill-down opens: a figure of a report, with the title the dialog shows. */
export interface SalesDrillTarget {
  title: string;
  figure: SalesFigure;
}

interface Props {
  kind: SalesReportKind;
  body: object | null;
  target: SalesDrillTarget | null;
  onClose: () => void;
}

const OpenCell = ({ data }: ICellRendererParams<SalesDrillRow>) =>
  data ? (
    <Anchor component={Link} to={data.Link} size="sm">
      Open
    </Anchor>
  ) : null;

const money = (v: number | null | undefined) => (v === null || v === undefined ? '' : formatCurrency(v));
const columns: ColDef<SalesDrillRow>[] = [
  { headerName: 'Date', minWidth: 170, valueGetter: (p) => (p.data ? formatDateTime(p.data.SaleDate, p.data.TimeZone) : '') },
  { headerName: 'Sales Location', field: 'SalesLocation', minWidth: 160 },
  { headerName: 'Station', field: 'StationName', minWidth: 110 },
  { headerName: 'Source', field: 'Source', minWidth: 90 },
  { headerName: 'Refund', minWidth: 80, valueGetter: (p) => (p.data?.IsRefund ? 'Yes' : '') },
  { headerName: 'Qty', type: 'rightAligned', minWidth: 80, valueGetter: (p) => (p.data?.Qty === null || !p.data ? '' : formatQuantity(String(p.data.Qty))) },
  { headerName: 'Amount', type: 'rightAligned', minWidth: 110, valueGetter: (p) => money(p.data?.Amount) },
  { headerName: 'Taxable', type: 'rightAligned', minWidth: 100, valueGetter: (p) => money(p.data?.Taxable) },
  { headerName: 'COGs', type: 'rightAligned', minWidth: 90, valueGetter: (p) => money(p.data?.COGs) },
  { headerName: 'Sale Total', type: 'rightAligned', minWidth: 110, valueGetter: (p) => money(p.data?.SaleTotal) },
  { headerName: '', colId: 'Open', minWidth: 80, cellRenderer: OpenCell },
];

/** The sales behind one figure, newest first, each opening in the master transaction log. */
export function SalesDrillDialog({ kind, body, target, onClose }: Props) {
  const [total, setTotal] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const fetchPage = useSalesDrillPages(kind, body, target?.figure ?? null);
  const pages = useCallback(
    (skip: number, take: number) =>
      fetchPage(skip, take).then(
        (page) => {
          setTotal(page.total);
          return page;
        },
        (err: unknown) => {
          setError(err);
          throw err;
        },
      ),
    [fetchPage],
  );
  const failure = loadFailure(error, 'The sales could not be loaded.');
  const close = () => {
    setTotal(null);
    setError(null);
    onClose();
  };
  return (
    <Modal opened={!!target && !!body} onClose={close} size="95%" title={target?.title ?? ''}>
      {failure ? (
        <Alert color="red">{failure}</Alert>
      ) : (
        <>
          <DataGrid<SalesDrillRow>
            label="Sales behind the figure"
            pages={pages}
            columns={columns}
            minColumnWidth={70}
            height="min(520px, calc(100vh - 220px))"
            emptyText="No sales make up this figure."
          />
          <Text size="sm" c="dimmed" mt="sm" data-testid="sales-drill-count">
            {total === null ? 'Loading…' : `${total} sales`}
          </Text>
        </>
      )}
    </Modal>
  );
}
