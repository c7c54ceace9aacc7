import { Alert, Anchor, Badge, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { ShowEventMessages } from '@intermission/contracts';
import { useShowCashboxes, useShowEvent } from '../modules/cashboxes/api';
import { CashboxesEditableGrid } from '../modules/cashboxes/CashboxesEditableGrid';
import { CashboxesReadOnlyGrid } from '../modules/cashboxes/CashboxesReadOnlyGrid';
import { ManagerLogPanel } from '../modules/cashboxes/ManagerLogPanel';
import { ShowEventTimesForm } from '../modules/cashboxes/ShowEventTimesForm';
import { UnassignedCashboxes } from '../modules/cashboxes/UnassignedCashboxes';
import { useShowEventAccess } from '../modules/cashboxes/useShowEventAccess';
import { formatDateTime } from '../modules/ui/formatDateTime';

/**
 * /show/event?id&start&end&theatreId (spec document 2 §2): a show event's times, its cash boxes
 * (read-only, and editable with the end count to post), the unassigned cash boxes near it, and the
 * manager log; once the log is submitted the event is locked and links to /show/log?id.
 */
export function ShowEventPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const theatreId = params.get('theatreId');
  const event = useShowEvent(id);
  const cashboxes = useShowCashboxes(id);
  const locked = event.data?.ManagerLog ?? false;
  const access = useShowEventAccess(locked);

  if (event.isLoading) return <Loader />;
  if (event.error || !event.data) return <Alert color="red">This show event could not be loaded.</Alert>;
  const e = event.data;
  const rows = cashboxes.data ?? [];

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <div>
          <Title order={2}>{e.Show}</Title>
          <Text c="dimmed">
            {formatDateTime(e.Start, e.TimeZone)} – {formatDateTime(e.End, e.TimeZone)}
          </Text>
        </div>
        <Group>
          {locked && <Badge color="gray">Locked</Badge>}
          {access.isAdmin && <Badge variant="light">Admin</Badge>}
          {theatreId && (
            <Anchor component={Link} to={`/show/schedule?theatreId=${theatreId}`}>
              Show Schedule
            </Anchor>
          )}
        </Group>
      </Group>
      {locked && (
        <Alert color="yellow" title="Manager log submitted" data-testid="show-event-locked">
          {ShowEventMessages.Locked}{' '}
          <Anchor component={Link} to={`/show/log?id=${e.Id}`}>
            View the event log
          </Anchor>
        </Alert>
      )}
      <section>
        <Title order={3} mb="sm">
          Event Times
        </Title>
        <ShowEventTimesForm key={`${e.Id}:${e.Version}`} event={e} readOnly={!access.editTimes} />
      </section>
      <section>
        <Title order={3} mb="sm">
          Cash Boxes
        </Title>
        {cashboxes.isError && <Alert color="red">The cash boxes could not be loaded.</Alert>}
        <CashboxesReadOnlyGrid cashboxes={rows} label="Cash boxes" emptyText="No cash boxes for this show." />
      </section>
      {(access.postEndCount || access.editFigures) && (
        <section>
          <Title order={3} mb="sm">
            Edit Cash Boxes
          </Title>
          <CashboxesEditableGrid cashboxes={rows} canPostEndCount={access.postEndCount} canEditFigures={access.editFigures} />
        </section>
      )}
      {!locked && (
        <section>
          <Title order={3} mb="sm">
            Unassigned Cash Boxes
          </Title>
          <UnassignedCashboxes showEventId={e.Id} canAssign={access.editFigures} />
        </section>
      )}
      {access.submitLog && (
        <section>
          <Title order={3} mb="sm">
            Manager Log
          </Title>
          <ManagerLogPanel showEventId={e.Id} />
        </section>
      )}
    </Stack>
  );
}
