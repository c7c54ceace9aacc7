import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { formatCurrency, type ExportRun } from '@intermission/contracts';
import { formatDateTime } from '../ui/formatDateTime';
import { showApiError } from '../ui/showApiError';
import { downloadExportZip, isUnderWay } from './api';
import { formatRange, RunStatusColors } from './exportFormat';

/** A run's progress bar (read again every second while it is under way) and, once Done, its zip. */
export function ExportRunProgress({ run }: { run: ExportRun }) {
  const underWay = isUnderWay(run);
  const value = run.Status === 'Done' ? 100 : run.Progress;
  const handleDownload = () => downloadExportZip(run.FilePath!).catch((err: unknown) => showApiError(err, 'The file could not be downloaded.'));
  return (
    <Stack gap={4} data-testid={`export-run-${run.ExportId}`}>
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          {formatRange(run.FromDate, run.ToDate)} · <span data-testid="export-run-status">{run.Status}</span> · {run.ItemsDone} of {run.ItemCount}
          {run.Status === 'Done' && ` · ${formatCurrency(run.Amount)}`}
        </Text>
        <Text size="xs" c="dimmed">
          {run.CreatedBy}, {formatDateTime(run.FinishedAt ?? run.CreatedAt)}
        </Text>
      </Group>
      <Progress
        value={value}
        color={RunStatusColors[run.Status]}
        striped={underWay}
        animated={underWay}
        aria-label={`Export ${run.ExportTypeName} ${run.Status}`}
        aria-valuetext={`${value}%`}
      />
      {run.Status === 'Failed' && run.Error && (
        <Alert color="red" p="xs">
          {run.Error}
        </Alert>
      )}
      {run.Status === 'Done' && run.FilePath && (
        <Group>
          <Button size="xs" variant="light" onClick={() => void handleDownload()}>
            Download zip
          </Button>
        </Group>
      )}
    </Stack>
  );
}
