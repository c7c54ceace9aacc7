import { Text } from '@mantine/core';
import { formatDateTime } from '../ui/formatDateTime';
import { formatDay } from './api';
import { entryLabel } from './reportFilterParams';
import type { ReportRun } from './useRunReport';

/** What a run covers: the entry as the filter named it, and the dates (or the show event's window, at the venue). */
export function ReportCaption({ run }: { run: ReportRun }) {
  const { report, scope, entry } = run;
  const period = report.ShowEventId
    ? `show event ${formatDateTime(report.From, report.TimeZone)} – ${formatDateTime(report.To, report.TimeZone)}`
    : scope.fromDate === scope.toDate
      ? formatDay(scope.fromDate)
      : `${formatDay(scope.fromDate)} – ${formatDay(scope.toDate)}`;
  return (
    <Text fw={600} mb="xs" data-testid="report-caption">
      {entryLabel(entry)} · {period}
    </Text>
  );
}
