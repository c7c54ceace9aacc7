import { Alert, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { type EventLogDetail, type ShowEvent, ShowEventPartNames } from '@intermission/contracts';
import { fact } from '../ui/Fact';
import { formatDateTime } from '../ui/formatDateTime';

const PartLabels: Record<(typeof ShowEventPartNames)[number], string> = {
  PreShowStart: 'Pre-Show Start',
  PreShowEnd: 'Pre-Show End',
  IntermissionStart: 'Intermission Start',
  IntermissionEnd: 'Intermission End',
  PostShowStart: 'Post-Show Start',
  PostShowEnd: 'Post-Show End',
};

/** A part's time: the minutes after Start (§3) as a time at the venue. */
const partTime = (e: ShowEvent, minutes: number | null) =>
  minutes === null ? '' : formatDateTime(new Date(Date.parse(e.Start) + minutes * 60_000), e.TimeZone);

/** One show event's times and its manager log: the comments, who submitted it and when, or that it is not submitted yet. */
export function EventLogView({ detail }: { detail: EventLogDetail }) {
  const { ShowEvent: e, Theatre, Log } = detail;
  return (
    <>
      <Card withBorder padding="md" mb="md" aria-label="Show Event">
        <Title order={4} mb="sm">
          Show Event
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {fact('Theatre', Theatre)}
          {fact('Start', formatDateTime(e.Start, e.TimeZone), { named: true })}
          {fact('End', formatDateTime(e.End, e.TimeZone), { named: true })}
          {ShowEventPartNames.map((n) => (
            <div key={n}>{fact(PartLabels[n], partTime(e, e[n]))}</div>
          ))}
        </SimpleGrid>
      </Card>
      <Card withBorder padding="md" mb="md" aria-label="Event Log">
        <Title order={4} mb="sm">
          Event Log
        </Title>
        {Log ? (
          <>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" mb="sm">
              {fact('Show Time', formatDateTime(Log.ShowTime, Log.TimeZone))}
              {fact('Submitted By', Log.SubmittedBy, { named: true })}
              {fact('Submitted At', formatDateTime(Log.SubmittedAt, Log.TimeZone))}
            </SimpleGrid>
            <Text size="xs" c="dimmed">
              Comments
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }} aria-label="Comments">
              {Log.Comments || '—'}
            </Text>
          </>
        ) : (
          <Alert color="yellow" title="Not submitted">
            The manager log of this show event has not been submitted yet. It is submitted from the show event page, once every cash box has its end count.
          </Alert>
        )}
      </Card>
    </>
  );
}
