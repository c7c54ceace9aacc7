import { Alert, Anchor, Modal, Text } from '@mantine/core';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { type DrillDownRow, formatCurrency } from '@intermission/contracts';
import { formatQuantity } from '../stock/formatQuantity';
import { DataGrid } from '../ui/DataGrid';
import { formatDateTime } from '../ui/formatDateTime';
import { loadFailure, type ReportScope, useDrillDownPages } from './api';
import { type DrillDownTarget, FigureLabels } from './reportColumns';

interface Props {
  scope: ReportScope | null;
  target: DrillDownTarget | null;
  onClose: () => void;
}

const OpenCell = ({ data }: ICellRendererParams<DrillDownRow>) =>
  data?.Link ? (
    <Anchor component={Link} to={data.Link} size="sm">
      Open
    </Anchor>
  ) : null;

const columns: ColDef<DrillDownRow>[] = [
  { headerName: 'Date', minWidth: 170, valueGetter: (p) => (p.data ? formatDateTime(p.data.At, p.data.TimeZone) : '') },
  { headerName: 'Type', field: 'TypeName', minWidth: 110 },
  { headerName: 'Location', field: 'LocationName', minWidth: 200 },
  { headerName: 'Quantity', type: 'rightAligned', minWidth: 100, valueGetter: (p) => (p.data ? formatQuantity(p.data.Qty) : '') },
  { headerName: 'Cost', type: 'rightAligned', minWidth: 100, valueGetter: (p) => (p.data ? formatCurrency(p.data.CostPerGood) : '') },
  { headerName: 'User', field: 'UserName', minWidth: 140 },
  { headerName: 'POS User', field: 'PosUserName', minWidth: 130 },
  { headerName: 'Station', field: 'StationName', minWidth: 120 },
  { headerName: 'Source', field: 'Source', minWidth: 170 },
  { headerName: '', colId: 'Open', minWidth: 80, cellRenderer: OpenCell },
];

/**
 * "<Good> · <Column>": the events that make up one figure of a good's row, newest first, with links
 * to open them; the grid fetches the pages it scrolls to, so a figure of any number of events scrolls.
 */
export function DrillDownDialog({ scope, target, onClose }: Props) {
  const opened = !!scope && !!target;
  const [total, setTotal] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const fetchPage = useDrillDownPages(scope, target?.good.Id ?? null, target?.column ?? null);
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
  const failure = loadFailure(error, 'The events could not be loaded.');
  const close = () => {
    setTotal(null);
    setError(null);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} size="95%" title={target ? `${target.good.Name} · ${FigureLabels[target.column]}` : ''}>
      {failure ? (
        <Alert color="red">{failure}</Alert>
      ) : (
        <>
          <DataGrid<DrillDownRow>
            label="Drill-down events"
            pages={pages}
            columns={columns}
            minColumnWidth={80}
            height="min(560px, calc(100vh - 220px))"
            emptyText="No events make up this figure."
          />
          <Text size="sm" c="dimmed" mt="sm" data-testid="drill-down-count">
            {total === null ? 'Loading…' : `${total} in all`}
          </Text>
        </>
      )}
    </Modal>
  );
}
