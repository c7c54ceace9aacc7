import { Alert, Badge, Button, Group, Text } from '@mantine/core';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { useEffect, useState } from 'react';
import { formatCurrency, type ExportRun } from '@intermission/contracts';
import { DataGrid } from '../ui/DataGrid';
import { formatDateTime } from '../ui/formatDateTime';
import { isRefusal, showApiError } from '../ui/showApiError';
import { downloadExportZip, useExportHistory, useHistoryReExport } from './api';
import { formatRange, RunStatusColors } from './exportFormat';
import { ExportTypePicker } from './ExportTypePicker';
import { useExportTypeParam } from './useExportTypeParam';

/** What a history re-export failed with when the server gives no reason of its own. */
export const HistoryReExportFailed = 'The files could not be exported again.';

const StatusCell = ({ data }: ICellRendererParams<ExportRun>) =>
  data ? (
    <Badge color={RunStatusColors[data.Status]} variant="light">
      {data.Status}
    </Badge>
  ) : null;

const columns: ColDef<ExportRun>[] = [
  { field: 'ExportId', headerName: 'Export', minWidth: 100, maxWidth: 110 },
  { headerName: 'Dates', valueGetter: (p) => (p.data ? formatRange(p.data.FromDate, p.data.ToDate) : ''), minWidth: 200 },
  { headerName: 'Status', colId: 'Status', cellRenderer: StatusCell, minWidth: 120, maxWidth: 130 },
  { headerName: 'Items', valueGetter: (p) => (p.data ? `${p.data.ItemsDone} of ${p.data.ItemCount}` : ''), minWidth: 110, maxWidth: 130 },
  { headerName: 'Amount', valueGetter: (p) => (p.data ? formatCurrency(p.data.Amount) : ''), minWidth: 130, maxWidth: 160, type: 'rightAligned' },
  { field: 'CreatedBy', headerName: 'By', minWidth: 140 },
  { headerName: 'Started', valueGetter: (p) => (p.data ? formatDateTime(p.data.CreatedAt) : ''), minWidth: 180 },
  { headerName: 'Finished', valueGetter: (p) => (p.data?.FinishedAt ? formatDateTime(p.data.FinishedAt) : ''), minWidth: 180 },
];

/**
 * The IIF Export History (document 3 §2): the runs of a type with a checkbox each (isSelected marks
 * those the server preselects); Re-export selected asks for their IIF files again and downloads the zip.
 */
export function ExportHistory() {
  const [typeId, setTypeId] = useExportTypeParam();
  const history = useExportHistory(typeId);
  const reExport = useHistoryReExport();
  const [selected, setSelected] = useState<ExportRun[]>([]);
  // Another type starts with nothing chosen.
  useEffect(() => setSelected([]), [typeId]);

  const handleReExport = async () => {
    try {
      const answer = await reExport.mutateAsync({ ExportTypeId: typeId, ExportIds: selected.map((r) => r.ExportId) });
      await downloadExportZip(answer.FilePath);
    } catch (err) {
      showApiError(err, HistoryReExportFailed, { ownMessageOn: isRefusal });
    }
  };

  return (
    <>
      <Group justify="space-between" mb="sm">
        <ExportTypePicker value={typeId} onChange={setTypeId} />
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {selected.length} selected
          </Text>
          <Button onClick={() => void handleReExport()} disabled={selected.length === 0} loading={reExport.isPending}>
            Re-export selected
          </Button>
        </Group>
      </Group>
      {history.error ? (
        <Alert color="red">The export history could not be loaded.</Alert>
      ) : (
        <DataGrid<ExportRun>
          key={typeId}
          label="IIF Export History"
          rows={history.data ?? []}
          columns={columns}
          onSelectionChange={setSelected}
          isSelected={(r) => r.isSelected}
          emptyText="No exports of this type yet"
          // Arrow keys move between the rows and Space ticks one.
          options={{ getRowId: (p) => String(p.data.ExportId), suppressCellFocus: false }}
        />
      )}
    </>
  );
}
