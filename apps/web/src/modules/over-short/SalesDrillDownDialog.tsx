import { Alert, Anchor, Modal, Text } from '@mantine/core';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { formatCurrency, type SalesDrillDownRow } from '@intermission/contracts';
import { loadFailure } from '../reports/api';
import { DataGrid, type GridPage } from '../ui/DataGrid';
import { formatDateTime } from '../ui/formatDateTime';

interface Props {
  /** "<row> · <figure>"; null closes the dialog. */
  title: string | null;
  /** The drill-down call for the figure (a new function reloads the grid). */
  pages: GridPage<SalesDrillDownRow> | null;
  onClose: () => void;
}

const OpenCell = ({ data }: ICellRendererParams<SalesDrillDownRow>) =>
  data?.Link ? (
    <Anchor component={Link} to={data.Link} size="sm">
      Open
    </Anchor>
  ) : null;

const columns: ColDef<SalesDrillDownRow>[] = [
  { headerName: 'Date', minWidth: 170, valueGetter: (p) => (p.data ? formatDateTime(p.data.At, p.data.TimeZone) : '') },
  { headerName: 'Type', field: 'Description', minWidth: 150 },
  { headerName: 'Show Event', field: 'ShowEvent', minWidth: 160 },
  { headerName: 'Sales Location', field: 'SalesLocation', minWidth: 150 },
  { headerName: 'Station', field: 'Station', minWidth: 120 },
  { headerName: 'Tender', field: 'PaymentMethod', minWidth: 120 },
  { headerName: 'Amount', type: 'rightAligned', minWidth: 110, valueGetter: (p) => (p.data ? formatCurrency(p.data.Amount) : '') },
  { headerName: '', colId: 'Open', minWidth: 80, cellRenderer: OpenCell },
];

/**
 * The sale payments, cash box counts and withdrawals behind one figure of the over/short or deposits
 * report, newest first, each with its signed part of the figure (they add up to it) and a link to
 * the sale, the cash box or the withdrawal; the grid fetches the pages it scrolls to.
 */
export function SalesDrillDownDialog({ title, pages, onClose }: Props) {
  const [total, setTotal] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const counted = useCallback<GridPage<SalesDrillDownRow>>(
    (skip, take) =>
      pages
        ? pages(skip, take).then(
            (page) => {
              setTotal(page.total);
              return page;
            },
            (err: unknown) => {
              setError(err);
              throw err;
            },
          )
        : Promise.resolve({ rows: [], total: 0 }),
    [pages],
  );
  const failure = loadFailure(error, 'The rows could not be loaded.');
  const close = () => {
    setTotal(null);
    setError(null);
    onClose();
  };
  return (
    <Modal opened={title !== null && pages !== null} onClose={close} size="95%" title={title ?? ''}>
      {failure ? (
        <Alert color="red">{failure}</Alert>
      ) : (
        <>
          <DataGrid<SalesDrillDownRow>
            label="Drill-down rows"
            pages={counted}
            columns={columns}
            minColumnWidth={80}
            height="min(560px, calc(100vh - 220px))"
            emptyText="Nothing makes up this figure."
          />
          <Text size="sm" c="dimmed" mt="sm" data-testid="drill-down-count">
            {total === null ? 'Loading…' : `${total} in all`}
          </Text>
        </>
      )}
    </Modal>
  );
}
