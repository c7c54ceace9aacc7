import { Alert, Anchor, Modal, Text } from '@mantine/core';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { formatCurrency, PaymentMethods, type ReconciliationDrillRow, type SalesReconciliationRequest } from '@intermission/contracts';
import { loadFailure } from '../reports/api';
import { DataGrid } from '../ui/DataGrid';
import { formatDateTime } from '../ui/formatDateTime';
import { type ReconciliationDrillTarget, useReconciliationDrillPages } from './api';

const method = new Map<number, string>(PaymentMethods.map((m) => [m.Id, m.Name]));

const OpenCell = ({ data }: ICellRendererParams<ReconciliationDrillRow>) =>
  data?.Link ? (
    <Anchor component={Link} to={data.Link} size="sm">
      Open
    </Anchor>
  ) : null;

const columns: ColDef<ReconciliationDrillRow>[] = [
  { headerName: 'Date', minWidth: 170, valueGetter: (p) => (p.data ? formatDateTime(p.data.At, p.data.TimeZone) : '') },
  { headerName: 'What', minWidth: 110, valueGetter: (p) => (p.data ? (p.data.IsRefund ? `${p.data.Kind} (refund)` : p.data.Kind) : '') },
  { headerName: 'Sales Location', field: 'SalesLocationName', minWidth: 180 },
  { headerName: 'Tender', minWidth: 130, valueGetter: (p) => (p.data?.PaymentMethodId ? (method.get(p.data.PaymentMethodId) ?? '') : '') },
  { headerName: 'Amount', type: 'rightAligned', minWidth: 110, valueGetter: (p) => (p.data ? formatCurrency(p.data.Amount) : '') },
  { headerName: '', colId: 'Open', minWidth: 80, cellRenderer: OpenCell },
];

interface Props {
  body: SalesReconciliationRequest | null;
  target: ReconciliationDrillTarget | null;
  onClose: () => void;
}

/** The sales, payments or deposits behind one figure, newest first, each with its signed part of it and a link to open it. */
export function ReconciliationDrillDialog({ body, target, onClose }: Props) {
  const [total, setTotal] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const fetchPage = useReconciliationDrillPages(body, target);
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
  const failure = loadFailure(error, 'The lines could not be loaded.');
  const close = () => {
    setTotal(null);
    setError(null);
    onClose();
  };
  return (
    <Modal opened={!!body && !!target} onClose={close} size="90%" title={target?.title ?? ''}>
      {failure ? (
        <Alert color="red">{failure}</Alert>
      ) : (
        <>
          <DataGrid<ReconciliationDrillRow>
            label="Reconciliation drill-down"
            pages={pages}
            columns={columns}
            minColumnWidth={80}
            height="min(520px, calc(100vh - 220px))"
            emptyText="Nothing makes up this figure."
          />
          <Text size="sm" c="dimmed" mt="sm" data-testid="reconciliation-drill-count">
            {total === null ? 'Loading…' : `${total} in all`}
          </Text>
        </>
      )}
    </Modal>
  );
}
