import { Alert, Anchor, Badge, Group, Loader, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { localDay } from '@intermission/contracts';
import { useEventLog } from '../modules/shows/api';
import { EventLogView } from '../modules/shows/EventLogView';
import { showEventPath } from '../modules/shows/useShowSchedule';
import { apiErrorText } from '../modules/ui/showApiError';

/** /show/log?id (spec document 2 §2): the event log of one show event (id is the show event's). */
export function EventLogPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const { data, isLoading, error } = useEventLog(id);
  if (isLoading) return <Loader />;
  if (error || !data) return <Alert color="red">{apiErrorText(error, 'This event log could not be loaded.', { ownMessageOn: (s) => s < 500 })}</Alert>;
  const e = data.ShowEvent;
  return (
    <>
      <Group justify="space-between" mb="md">
        <Group>
          <Title order={2}>{e.Show}</Title>
          {data.Log ? <Badge color="gray">Locked</Badge> : <Badge color="yellow">Open</Badge>}
        </Group>
        <Group gap="md">
          <Anchor component={Link} to={showEventPath(e)}>
            Show Event
          </Anchor>
          <Anchor component={Link} to={`/show/schedule?theatreId=${e.TheatreId}&week=${localDay(e.Start, e.TimeZone)}`}>
            Schedule
          </Anchor>
          <Anchor component={Link} to={`/eventlog/list?id=${e.TheatreId}`}>
            Event Logs
          </Anchor>
        </Group>
      </Group>
      <EventLogView detail={data} />
    </>
  );
}
