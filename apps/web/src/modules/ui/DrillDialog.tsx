import { Alert, Anchor, Modal, Text } from '@mantine/core';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { loadFailure } from '../reports/api';
import { DataGrid, type GridPage } from './DataGrid';

/** The last column of a drill-down: "Open" when the row links to the sale, count, movement or deposit behind it. */
export const OpenLinkCell = ({ data }: ICellRendererParams<{ Link?: string | null }>) =>
  data?.Link ? (
    <Anchor component={Link} to={data.Link} size="sm">
      Open
    </Anchor>
  ) : null;

export const openColumn = { headerName: '', colId: 'Open', minWidth: 80, cellRenderer: OpenLinkCell } as const;

interface Props<Row> {
  /** "<row> · <figure>"; null closes the dialog. */
  title: string | null;
  /** The drill-down call of the figure (a new function reloads the grid); null closes the dialog. */
  pages: GridPage<Row> | null;
  columns: ColDef<Row>[];
  /** The grid's accessible name. */
  label: string;
  emptyText: string;
  /** Shown when a page cannot be loaded (a 4xx answer shows its own message). */
  failureText?: string;
  size?: string;
  onClose: () => void;
}

/**
 * The one drill-down dialog of the reports: the rows behind one figure, newest first, each with its
 * part of the figure and a link to open it; the grid fetches the pages it scrolls to, and the count
 * under it says how many rows make up the figure.
 */
export function DrillDialog<Row>({
  title,
  pages,
  columns,
  label,
  emptyText,
  failureText = 'The rows could not be loaded.',
  size = '95%',
  onClose,
}: Props<Row>) {
  const [total, setTotal] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  // Another figure starts from nothing.
  useEffect(() => {
    setTotal(null);
    setError(null);
  }, [pages]);
  const counted = useCallback<GridPage<Row>>(
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
  const failure = loadFailure(error, failureText);
  const close = () => {
    setTotal(null);
    setError(null);
    onClose();
  };
  return (
    <Modal opened={title !== null && pages !== null} onClose={close} size={size} title={title ?? ''}>
      {failure ? (
        <Alert color="red">{failure}</Alert>
      ) : (
        <>
          <DataGrid<Row> label={label} pages={counted} columns={columns} minColumnWidth={70} height="min(560px, calc(100vh - 220px))" emptyText={emptyText} />
          <Text size="sm" c="dimmed" mt="sm" data-testid="drill-down-count">
            {total === null ? 'Loading…' : `${total} in all`}
          </Text>
        </>
      )}
    </Modal>
  );
}
