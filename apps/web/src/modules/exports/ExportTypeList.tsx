import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ExportMessages, type ExportTypeId, type ExportTypeRow } from '@intermission/contracts';
import { notifySuccess } from '../ui/notify';
import { isRefusal, showApiError } from '../ui/showApiError';
import { useExportTypes, useStartExport } from './api';
import { ExportRangeDialog } from './ExportRangeDialog';
import type { ExportRange, RangeErrors } from './exportRange';
import { ExportRunProgress } from './ExportRunProgress';

/** What a start failed with when the server gives no reason of its own. */
export const StartFailed = 'The export could not be started.';

/**
 * The export list (document 3 §2 "Exports"): each export type, the default one marked, with its
 * running run's progress or its last run; choosing one opens the date-range dialog, and a started
 * run is watched until Done, when its zip can be downloaded.
 */
export function ExportTypeList() {
  const types = useExportTypes();
  const start = useStartExport();
  const [chosen, setChosen] = useState<{ Id: ExportTypeId; Name: string } | null>(null);
  const [errors, setErrors] = useState<RangeErrors>({});

  const handleChoose = (t: ExportTypeRow) => {
    setErrors({});
    setChosen({ Id: t.Id as ExportTypeId, Name: t.Name });
  };

  const handleRun = async (range: ExportRange) => {
    if (!chosen) return;
    setErrors({});
    try {
      await start.mutateAsync({ ExportTypeId: chosen.Id, ...range });
      notifySuccess(ExportMessages.Started);
      setChosen(null);
    } catch (err) {
      const found: RangeErrors = {};
      showApiError(err, StartFailed, {
        ownMessageOn: isRefusal,
        setFieldError: (field, message) => {
          if (field === 'FromDate' || field === 'ToDate') found[field] = message;
        },
      });
      // A 409 (one already running over this type and range) is the server's own message.
      setErrors(found);
    }
  };

  if (types.error) return <Alert color="red">The export types could not be loaded.</Alert>;
  return (
    <>
      <Stack gap="sm" aria-label="Export types" role="list">
        {(types.data ?? []).map((t) => {
          const run = t.Running ?? t.LastRun;
          return (
            <Paper key={t.Id} withBorder p="md" role="listitem" aria-label={t.Name}>
              <Group justify="space-between" mb={run ? 'xs' : 0}>
                <Group gap="xs">
                  <Title order={4}>{t.Name}</Title>
                  {t.IsDefault && (
                    <Badge variant="light" size="sm">
                      Default
                    </Badge>
                  )}
                </Group>
                <Button onClick={() => handleChoose(t)} variant={t.IsDefault ? 'filled' : 'light'} aria-label={`Export ${t.Name}`}>
                  Export
                </Button>
              </Group>
              {run ? (
                <ExportRunProgress run={run} />
              ) : (
                <Text size="sm" c="dimmed">
                  Not exported yet
                </Text>
              )}
            </Paper>
          );
        })}
      </Stack>
      <ExportRangeDialog type={chosen} running={start.isPending} errors={errors} onRun={(r) => void handleRun(r)} onClose={() => setChosen(null)} />
    </>
  );
}
