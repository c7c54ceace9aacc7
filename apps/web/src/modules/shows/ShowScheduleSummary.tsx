import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime } from '../ui/formatDateTime';
import { useScheduleTheatres, useShowParams } from './api';

/**
 * The show's events at a glance (GET shows/params/{id}): how many, the first and the last, and the
 * theatres it plays in, each a link to that theatre's schedule. The times read at the venue when the
 * show plays in one time zone, else in the browser's.
 */
export function ShowScheduleSummary({ showId }: { showId: number }) {
  const { data: params, isLoading, error } = useShowParams(showId);
  const theatres = useScheduleTheatres().data ?? [];
  if (isLoading) return <Text c="dimmed">Loading…</Text>;
  if (error || !params) return <Text c="red">The show events could not be loaded.</Text>;
  if (!params.EventCount) return <Text c="dimmed">This show is not scheduled yet.</Text>;
  const playsIn = params.TheatreIds.map((id) => theatres.find((t) => t.Id === id) ?? { Id: id, Name: `Theatre ${id}`, TimeZone: undefined });
  const zones = new Set(playsIn.map((t) => t.TimeZone));
  const zone = zones.size === 1 ? [...zones][0] : undefined;
  return (
    <>
      <Text>Show events: {params.EventCount}</Text>
      {params.FirstStart && <Text>First: {formatDateTime(params.FirstStart, zone)}</Text>}
      {params.LastStart && <Text>Last: {formatDateTime(params.LastStart, zone)}</Text>}
      <Group gap="xs" mt="xs">
        <Text>Theatres:</Text>
        {playsIn.map((t) => (
          <Anchor key={t.Id} component={Link} to={`/show/schedule?theatreId=${t.Id}`}>
            {t.Name}
          </Anchor>
        ))}
      </Group>
    </>
  );
}
