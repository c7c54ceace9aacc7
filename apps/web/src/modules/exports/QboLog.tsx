import { Alert, Anchor, Badge, Button, Group, Pagination, Text, TextInput } from '@mantine/core';
import type { CellClickedEvent, CellKeyDownEvent, ColDef, ICellRendererParams } from 'ag-grid-community';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ExportMessages, formatCurrency, type ExportItem } from '@intermission/contracts';
import { DataGrid } from '../ui/DataGrid';
import { formatDateTime } from '../ui/formatDateTime';
import { notifyError, notifySuccess } from '../ui/notify';
import { isRefusal, showApiError } from '../ui/showApiError';
import { QboLogPageSize, useGenerateExport, useQboLog, useQboReExport } from './api';
import { formatRange, ItemStatusColors, transfersOfRow } from './exportFormat';
import { ExportTypePicker } from './ExportTypePicker';
import { QboLogRowDialog } from './QboLogRowDialog';
import { useQboLogFilters } from './useQboLogFilters';

const StatusCell = ({ data }: ICellRendererParams<ExportItem>) =>
  data ? (
    <Badge color={ItemStatusColors[data.Status]} variant="filled" data-status={data.Status}>
      {data.Status}
    </Badge>
  ) : null;

/** The log's columns (a Transfers row links to its transfers beside its buttons); `pendingId` is the row being re-exported. */
function logColumns(transfers: boolean, pendingId: number | null, onReExport: (row: ExportItem) => void, onOpen: (id: number) => void): ColDef<ExportItem>[] {
  const ReExportCell = ({ data }: ICellRendererParams<ExportItem>) =>
    data ? (
      <Group gap={4} h="100%" wrap="nowrap">
        <Button
          size="compact-xs"
          variant="light"
          aria-label={`Re-export ${data.DocNumber}`}
          disabled={!data.CanReExport || data.Running || pendingId !== null}
          loading={pendingId === data.Id}
          onClick={() => onReExport(data)}
        >
          Re-export
        </Button>
        <Button size="compact-xs" variant="subtle" aria-label={`Details of ${data.DocNumber}`} onClick={() => onOpen(data.Id)}>
          Details
        </Button>
        {data.TransferId !== null && (
          <Anchor component={Link} to={transfersOfRow(data.Id)} size="xs" aria-label={`Transfers of ${data.DocNumber}`}>
            Transfers
          </Anchor>
        )}
      </Group>
    ) : null;

  return [
    { headerName: 'Status', colId: 'Status', cellRenderer: StatusCell, minWidth: 120, maxWidth: 120 },
    { headerName: 'Day', valueGetter: (p) => (p.data ? formatRange(p.data.Day, p.data.Day) : ''), minWidth: 120, maxWidth: 120 },
    { field: 'VenueName', headerName: 'Venue', minWidth: 160, tooltipField: 'VenueName' },
    { field: 'DocNumber', headerName: 'Doc number', minWidth: 200, tooltipField: 'DocNumber' },
    { field: 'Kind', headerName: 'Kind', minWidth: 130, maxWidth: 130 },
    ...(transfers
      ? ([
          { field: 'TransferTypeName', headerName: 'Transfer type', minWidth: 140 },
          { headerName: 'Wastage', valueGetter: (p) => (p.data?.IsWastage ? 'Yes' : ''), minWidth: 100, maxWidth: 100 },
        ] satisfies ColDef<ExportItem>[])
      : []),
    { headerName: 'Amount', valueGetter: (p) => (p.data ? formatCurrency(p.data.Amount) : ''), minWidth: 130, maxWidth: 150, type: 'rightAligned' },
    { field: 'QbReference', headerName: 'QB ref', minWidth: 110, maxWidth: 140 },
    { headerName: 'Synced', valueGetter: (p) => (p.data?.DateSynced ? formatDateTime(p.data.DateSynced) : ''), minWidth: 170 },
    { headerName: 'Modified', valueGetter: (p) => (p.data?.DateModified ? formatDateTime(p.data.DateModified) : ''), minWidth: 170 },
    { field: 'ErrorMessage', headerName: 'Error', minWidth: 200, tooltipField: 'ErrorMessage' },
    { headerName: '', colId: 'Actions', cellRenderer: ReExportCell, minWidth: transfers ? 240 : 170, maxWidth: transfers ? 240 : 170, pinned: 'right' },
  ];
}

/**
 * The QBO Export Logs (document 3 §2, §4): the rows of a type over a range, 12 a page, each with its
 * status (Success / Modified / Fail) and a Re-export button (disabled by CanReExport and while one
 * runs); Generate posts every row not synced or modified since; a row opens its lines and attempts.
 */
export function QboLog() {
  const f = useQboLogFilters();
  const log = useQboLog(f.search);
  const reExport = useQboReExport();
  const generate = useGenerateExport();
  const [detailId, setDetailId] = useState<number | null>(null);
  const total = log.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / QboLogPageSize));
  const { page, setPage } = f;
  useEffect(() => {
    if (log.data && page > pages) setPage(pages);
  }, [log.data, page, pages, setPage]);

  const handleReExport = async (row: ExportItem) => {
    try {
      const answer = await reExport.mutateAsync(row);
      if (answer.Result && answer.Result.Status !== 'Fail') notifySuccess(answer.Message || ExportMessages.ReExported);
      else notifyError(answer.Message || ExportMessages.ReExportNoResult);
    } catch (err) {
      showApiError(err, ExportMessages.ReExportFailed, { ownMessageOn: isRefusal });
    }
  };

  const handleGenerate = async () => {
    if (!f.search) return;
    try {
      await generate.mutateAsync({ ExportTypeId: f.typeId, FromDate: f.fromDate, ToDate: f.toDate });
      notifySuccess(ExportMessages.Triggered);
    } catch (err) {
      showApiError(err, ExportMessages.ReExportFailed, { ownMessageOn: isRefusal });
    }
  };

  // The cells call the latest handler; the columns change only with the type and the row being re-exported.
  const reExportRef = useRef(handleReExport);
  reExportRef.current = handleReExport;
  const pendingId = reExport.isPending ? (reExport.variables?.Id ?? 0) : null;
  const columns = useMemo(() => logColumns(f.typeId === 1, pendingId, (row) => void reExportRef.current(row), setDetailId), [f.typeId, pendingId]);

  // A click on a row opens it, unless it was on one of its buttons or links; so does Enter on a focused cell.
  const handleCellClicked = (e: CellClickedEvent<ExportItem>) => {
    const target = e.event?.target as Element | null | undefined;
    if (e.data && !target?.closest('button, a')) setDetailId(e.data.Id);
  };
  const handleCellKeyDown = (e: CellKeyDownEvent<ExportItem>) => {
    if (e.data && (e.event as KeyboardEvent | null)?.key === 'Enter') setDetailId(e.data.Id);
  };

  return (
    <>
      <Group mb="sm" align="flex-end" justify="space-between">
        <Group align="flex-end">
          <ExportTypePicker value={f.typeId} onChange={f.setType} />
          <TextInput
            label="From Date"
            type="date"
            required
            value={f.fromDate}
            error={f.errors.FromDate}
            onChange={(e) => f.setDates({ FromDate: e.currentTarget.value })}
            w={170}
          />
          <TextInput
            label="To Date"
            type="date"
            required
            value={f.toDate}
            error={f.errors.ToDate}
            onChange={(e) => f.setDates({ ToDate: e.currentTarget.value })}
            w={170}
          />
        </Group>
        <Button onClick={() => void handleGenerate()} disabled={!f.search} loading={generate.isPending}>
          Generate
        </Button>
      </Group>
      {log.error ? (
        <Alert color="red">The export log could not be loaded.</Alert>
      ) : (
        <DataGrid<ExportItem>
          label="QBO Export Logs"
          rows={log.data?.rows ?? []}
          columns={columns}
          emptyText="No export rows of this type in these dates"
          options={{ getRowId: (p) => String(p.data.Id), onCellClicked: handleCellClicked, onCellKeyDown: handleCellKeyDown, rowClass: 'clickable-row' }}
        />
      )}
      <Group justify="space-between" mt="sm">
        <Text size="sm" c="dimmed" data-testid="list-count">
          {log.isFetching && !log.data ? 'Loading…' : `${total} in all`}
        </Text>
        <Pagination total={pages} value={f.page} onChange={setPage} size="sm" />
      </Group>
      <QboLogRowDialog detailId={detailId} pendingId={pendingId} onReExport={(row) => void handleReExport(row)} onClose={() => setDetailId(null)} />
    </>
  );
}
