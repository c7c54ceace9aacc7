import { Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { EventLogListItem } from '@intermission/contracts';
import { useEventLogs } from '../modules/shows/api';
import { EventLogFilters } from '../modules/shows/EventLogFilters';
import { useEventLogFilters } from '../modules/shows/useEventLogFilters';
import { DataGrid } from '../modules/ui/DataGrid';
import { formatDateTime } from '../modules/ui/formatDateTime';
import { apiErrorText } from '../modules/ui/showApiError';

/**
 * /eventlog/list?id (View Event Logs, spec document 2 §2): a theatre's show events whose show time
 * minus 4 hours is past, over the venue days chosen (the last 7 days to today unless changed), with
 * their manager log's state; a row opens the event's log.
 */
export function EventLogListPage() {
  const navigate = useNavigate();
  const filters = useEventLogFilters();
  const logs = useEventLogs(filters.search);
  return (
    <>
      <Title order={2} mb="md">
        Event Logs
      </Title>
      <EventLogFilters filters={filters} />
      {!filters.filter.theatre ? (
        <Text c="dimmed">Choose a theatre to see its event logs.</Text>
      ) : logs.error ? (
        <Text c="red">{apiErrorText(logs.error, 'The event logs could not be loaded.', { ownMessageOn: (s) => s < 500 })}</Text>
      ) : (
        <DataGrid<EventLogListItem>
          label="Event logs"
          rows={logs.data ?? []}
          loading={logs.data === undefined}
          emptyText={logs.isFetching ? 'Loading…' : 'No show events in these days'}
          onRowClick={(r) => navigate(`/show/log?id=${r.ShowEventId}`)}
          columns={[
            { headerName: 'Show Time', valueGetter: (p) => (p.data ? formatDateTime(p.data.Start, p.data.TimeZone) : ''), minWidth: 170 },
            { field: 'Show', headerName: 'Show', flex: 2 },
            { headerName: 'Event Log', valueGetter: (p) => (p.data?.Submitted ? 'Submitted' : 'Not submitted'), minWidth: 140 },
            { field: 'SubmittedBy', headerName: 'Submitted By' },
            { headerName: 'Submitted At', valueGetter: (p) => (p.data?.SubmittedAt ? formatDateTime(p.data.SubmittedAt, p.data.TimeZone) : ''), minWidth: 170 },
            { field: 'Comments', headerName: 'Comments', flex: 2, tooltipField: 'Comments' },
          ]}
        />
      )}
    </>
  );
}
