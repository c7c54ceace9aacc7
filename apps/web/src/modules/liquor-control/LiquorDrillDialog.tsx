import { Alert, Anchor, Modal, Text } from '@mantine/core';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import type { LiquorControlDrillRow } from '@intermission/contracts';
import { loadFailure } from '../reports/api';
import { formatQuantity } from '../stock/formatQuantity';
import { DataGrid } from '../ui/DataGrid';
import { formatDateTime } from '../ui/formatDateTime';
import { type LiquorDrillTarget, useLiquorDrillPages } from './api';
import { formatDay } from './format';
import { LiquorFigureLabels } from './LiquorControlGrid';

const kinds: Record<LiquorControlDrillRow['Kind'], string> = {
  sale: 'Sale',
  opening: 'Opening',
  transfer: 'Transfer',
  count: 'End-of-day count',
  movement: 'After the count',
};

const OpenCell = ({ data }: ICellRendererParams<LiquorControlDrillRow>) =>
  data?.Link ? (
    <Anchor component={Link} to={data.Link} size="sm">
      Open
    </Anchor>
  ) : null;

/** "<Good> at <stand>, <day> · <figure>": the sales, movements and count behind it, each with its ounces (they add up to the figure). */
export function LiquorDrillDialog({ target, timeZone, onClose }: { target: LiquorDrillTarget | null; timeZone: string; onClose: () => void }) {
  const [total, setTotal] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const fetchPage = useLiquorDrillPages(target);
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
  const columns: ColDef<LiquorControlDrillRow>[] = [
    { headerName: 'Date', minWidth: 170, valueGetter: (p) => (p.data ? formatDateTime(p.data.At, timeZone) : '') },
    { headerName: 'What', minWidth: 130, valueGetter: (p) => (p.data ? kinds[p.data.Kind] : '') },
    { headerName: 'Description', field: 'Description', minWidth: 220 },
    { headerName: 'Units', type: 'rightAligned', minWidth: 90, valueGetter: (p) => (p.data ? formatQuantity(p.data.Qty) : '') },
    { headerName: 'Ounces', type: 'rightAligned', minWidth: 100, valueGetter: (p) => (p.data ? formatQuantity(p.data.Volume) : '') },
    { headerName: 'Station', field: 'StationName', minWidth: 130 },
    { headerName: '', colId: 'Open', minWidth: 80, cellRenderer: OpenCell },
  ];
  const failure = loadFailure(error, 'The lines could not be loaded.');
  const close = () => {
    setTotal(null);
    setError(null);
    onClose();
  };
  return (
    <Modal
      opened={!!target}
      onClose={close}
      size="90%"
      title={target ? `${target.Good} at ${target.SalesLocation}, ${formatDay(target.Day)} · ${LiquorFigureLabels[target.Column]}` : ''}
    >
      {failure ? (
        <Alert color="red">{failure}</Alert>
      ) : (
        <>
          <DataGrid<LiquorControlDrillRow>
            label="Liquor control drill-down"
            pages={pages}
            columns={columns}
            minColumnWidth={80}
            height="min(480px, calc(100vh - 220px))"
            emptyText="Nothing is behind this figure: the day has no end-of-day count."
          />
          <Text size="sm" c="dimmed" mt="sm" data-testid="liquor-drill-count">
            {total === null ? 'Loading…' : `${total} in all`}
          </Text>
        </>
      )}
    </Modal>
  );
}
