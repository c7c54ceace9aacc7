import { Anchor, Card, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../ui/formatDateTime';
import { useScheduleTheatres, useShowParams } from './api';

/**
 * The show's events at a glance (GET shows/params/{id}), a read-only section of the show's page:
 * how many, the first and the last, and the theatres it plays in, each a link to that theatre's
 * schedule. The times read at the venue when the show plays in one time zone, else in the browser's.
 */
export function ShowScheduleSummary({ showId }: { showId: number }) {
  const { data: params, isLoading, error } = useShowParams(showId);
  const theatres = useScheduleTheatres().data ?? [];
  if (isLoading)
    return (
      <Section>
        <Text c="dimmed">Loading…</Text>
      </Section>
    );
  if (error || !params)
    return (
      <Section>
        <Text c="red">The show events could not be loaded.</Text>
      </Section>
    );
  if (!params.EventCount)
    return (
      <Section>
        <Text c="dimmed">This show is not scheduled yet.</Text>
      </Section>
    );
  const playsIn = params.TheatreIds.map((id) => theatres.find((t) => t.Id === id) ?? { Id: id, Name: `Theatre ${id}`, TimeZone: undefined });
  const zones = new Set(playsIn.map((t) => t.TimeZone));
  const zone = zones.size === 1 ? [...zones][0] : undefined;
  return (
    <Section>
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
    </Section>
  );
}

/** The card it sits in, as the page's other sections (with no Edit: the events are changed on the schedule). */
function Section({ children }: { children: ReactNode }) {
  return (
    <Card withBorder padding="md" mb="md" aria-label="Schedule">
      <Title order={4} mb="sm">
        Schedule
      </Title>
      {children}
    </Card>
  );
}
