import { type APIRequestContext, expect, test } from '@playwright/test';
import { Client } from 'pg';
import {
  addDays,
  drag,
  expectLockedDragRefused,
  hourHeight,
  inDay,
  mondayOf,
  moveEvent,
  OverwriteWeek,
  resizeEvent,
  reveal,
  scheduleByDragging,
  slotPoint,
  toast,
} from './shows-support';
import { menuLabels, signIn } from './support';

// The show schedule (spec document 2 §2, §5, §9): a theatre no other journey schedules in, and weeks
// ten weeks ahead, clear of the demo's events. The venue is in New York (the demo's time zone), and
// the calendar shows New York times whatever zone the browser runs in.
const TheatreName = 'Riverside Stage - Auditorium 2';
// Tall enough for an evening of the time grid and its events' edges to be in view while dragging.
test.use({ viewport: { width: 1400, height: 1000 } });

/** The journeys' database, as scripts/serve-test.js chose it for this port. */
function e2eDatabaseUrl(): string {
  const admin = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  admin.pathname = `/intermission_test_e2e_${process.env.E2E_PORT ?? 3100}`;
  return admin.toString();
}

/** The Monday ten weeks from now. */
const mondayAhead = () => mondayOf(new Date(Date.now() + 70 * 86_400_000));

test('a show is scheduled by dragging on the calendar, moved, resized, its week copied over the next, and a submitted one is locked', async ({
  page,
  request,
}) => {
  test.slow();
  const show = `Hamlet ${Date.now().toString(36)}`;
  await signIn(page, 'admin', 'admin');

  // A new show.
  await page.getByRole('link', { name: 'Shows', exact: true }).click();
  await page.getByRole('button', { name: 'Add Show' }).click();
  await page.getByRole('button', { name: 'Create Show' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await page.getByRole('textbox', { name: /^Name/ }).fill(show);
  await page.getByRole('button', { name: 'Create Show' }).click();
  await expect(toast(page, 'Show Created Successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: show })).toBeVisible();
  await expect(page.getByText('This show is not scheduled yet.')).toBeVisible();

  // The theatre's schedule, ten weeks ahead.
  await page.getByRole('link', { name: 'Show Schedule', exact: true }).click();
  await page.getByRole('textbox', { name: 'Theatre' }).click();
  await page.getByRole('option', { name: TheatreName }).click();
  await expect(page).toHaveURL(/theatreId=\d+/);
  const theatreId = Number(new URL(page.url()).searchParams.get('theatreId'));
  const monday = mondayAhead();
  const [tuesday, wednesday] = [addDays(monday, 1), addDays(monday, 2)];
  await page.goto(`/show/schedule?theatreId=${theatreId}&week=${monday}`);
  await expect(page.getByText('times at the venue (America/New_York)')).toBeVisible();
  await expect(page.locator(`.show-schedule [role="cell"][data-date="${monday}"]`)).toBeVisible();

  // Dragging over Tuesday 7:00 PM to 9:30 PM asks for the show, then schedules it.
  await scheduleByDragging(page, tuesday, '19:00:00', '21:00:00', show, /7:00 PM – 9:30 PM/);
  const event = page.locator('.show-schedule [data-show-event-id]').filter({ hasText: show });
  await expect(event).toHaveCount(1);
  await expect(event).toContainText('7:00 PM – 9:30 PM');
  expect(await inDay(page, event, tuesday)).toBe(true);

  // Moved to Wednesday an hour later, in half-hour steps.
  const hour = await hourHeight(page, wednesday);
  await moveEvent(page, event, wednesday, hour);
  await expect(toast(page, 'Show Event Updated Successfully')).toBeVisible();
  await expect(event).toContainText('8:00 PM – 10:30 PM');
  expect(await inDay(page, event, wednesday)).toBe(true);

  // Resized by its bottom edge: it ends half an hour later.
  const half = hour / 2;
  await resizeEvent(page, event, half);
  await expect(toast(page, 'Show Event Updated Successfully').last()).toBeVisible();
  await expect(event).toContainText('8:00 PM – 11:00 PM');

  // Copy week: the next week is empty, so it copies at once; the second time it asks before over-writing.
  await page.getByRole('button', { name: 'Copy week' }).click();
  await expect(toast(page, 'Week Copied Successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Copy week' }).click();
  await expect(page.getByText(OverwriteWeek)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Over-write' }).click();
  await expect(toast(page, 'Week Copied Successfully').last()).toBeVisible();

  // The next week holds the show once (over-written, not doubled), Wednesday 8:00 PM to 11:00 PM.
  // The calendar first draws the next week as read before the over-write (its cached window), then as
  // read again: the copy's id comes from the new read.
  const reread = page.waitForResponse(
    (r) => r.request().method() === 'GET' && r.url().includes(`showEvents?TheatreId=${theatreId}&Start=${addDays(monday, 7)}T`),
  );
  await page.getByRole('button', { name: /next/i }).first().click();
  await expect(page).toHaveURL(new RegExp(`week=${addDays(monday, 7)}`));
  const nextWeek = (await (await reread).json()) as { Id: number; Show: string }[];
  expect(nextWeek.filter((e) => e.Show === show)).toHaveLength(1);
  const copiedId = nextWeek.find((e) => e.Show === show)!.Id;
  const copied = page.locator('.show-schedule [data-show-event-id]').filter({ hasText: show });
  await expect(copied).toHaveAttribute('data-show-event-id', String(copiedId));
  await expect(copied).toHaveCount(1);
  await expect(copied).toContainText('8:00 PM – 11:00 PM');
  expect(await inDay(page, copied, addDays(wednesday, 7))).toBe(true);

  // A show event whose manager log was submitted (straight into app.event_logs: POST shows/createLog is the
  // show event page's) is drawn locked, and an attempt to move it says why and leaves it.
  const db = new Client({ connectionString: e2eDatabaseUrl() });
  await db.connect();
  try {
    const logged = await db.query(
      `INSERT INTO app.event_logs ("ShowEventId", "Comments", "ShowTime", "SubmittedBy")
       SELECT e."Id", 'All counts in.', e."Start", u."UserId" FROM app.show_events e, app.auth_users u WHERE e."Id" = $1 AND u."Username" = 'admin'`,
      [copiedId],
    );
    expect(logged.rowCount).toBe(1);
  } finally {
    await db.end();
  }
  await page.reload();
  await expect(copied).toHaveAttribute('data-locked', 'true');
  await expect(copied.getByLabel('Locked')).toBeVisible();
  await expectLockedDragRefused(page, copied, 2 * half);
  await expect(copied).toContainText('8:00 PM – 11:00 PM');

  // The open event of the week before is deleted from the calendar after a confirmation.
  await page.goto(`/show/schedule?theatreId=${theatreId}&week=${monday}`);
  await expect(event).toContainText('8:00 PM – 11:00 PM');
  await event.getByRole('button', { name: `Delete ${show}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Show Event Deleted')).toBeVisible();
  await expect(event).toHaveCount(0);
  await page.goto(`/show/schedule?theatreId=${theatreId}&week=${addDays(monday, 7)}`);
  await expect(copied.getByRole('button', { name: `Delete ${show}` })).toHaveCount(0);

  // Its log reads on the event log page; a click on the event opens the show event page.
  await page.goto(`/show/log?id=${copiedId}`);
  await expect(page.getByRole('heading', { name: show })).toBeVisible();
  await expect(page.getByLabel('Comments')).toHaveText('All counts in.');
  await expect(page.getByLabel('Submitted By')).toHaveText('Avery Admin');
  await page.goBack();
  await copied.click();
  await expect(page).toHaveURL(new RegExp(`/show/event\\?id=${copiedId}&start=`));

  // View Event Logs: the theatre's last 7 days list yesterday's show (due: its show time minus 4 hours is past), with
  // its submitted log; the events ten weeks ahead are not due yet.
  const showId = await pastEventWithLog(request, db2(), show, theatreId);
  await page.goto('/');
  await page.getByRole('link', { name: 'View Event Logs' }).click();
  await page.getByRole('textbox', { name: 'Theatre' }).click();
  await page.getByRole('option', { name: TheatreName }).click();
  await expect(page.getByLabel('Date To')).not.toHaveValue('');
  const logs = page.getByRole('region', { name: 'Event logs' });
  await expect(logs.getByText(show)).toHaveCount(1);
  await expect(logs.getByRole('row').filter({ hasText: show }).getByText('Submitted', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'Show' }).click();
  await page.getByRole('option', { name: show }).click();
  await expect(page).toHaveURL(new RegExp(`show=${showId}`));
  await logs.getByText(show).click();
  await expect(page).toHaveURL(/\/show\/log\?id=\d+/);
  await expect(page.getByLabel('Comments')).toHaveText('A quiet house.');
});

const db2 = () => new Client({ connectionString: e2eDatabaseUrl() });

/** Yesterday 7:00 PM to 9:30 PM UTC in the theatre, through the API, with its manager log submitted; answers the show's id. */
async function pastEventWithLog(request: APIRequestContext, db: Client, show: string, theatreId: number): Promise<number> {
  const login = await request.post('/api/v1/users/token', {
    data: { Username: 'admin', Password: 'admin', AuthClientID: 1, AuthClientSecret: 'intermission-demo-client-secret' },
  });
  const headers = { Authorization: `Bearer ${(await login.json()).LoginResult.Jwt as string}` };
  const shows = (await (await request.get(`/api/v1/shows/_search?q=${encodeURIComponent(show)}&skip=0&take=12`, { headers })).json()) as { Id: number }[];
  const yesterday = addDays(new Date().toISOString().slice(0, 10), -1);
  const created = await request.post('/api/v1/shows/showEvents', {
    headers,
    data: { ShowId: shows[0]!.Id, TheatreId: theatreId, Start: `${yesterday}T23:00:00Z`, End: `${addDays(yesterday, 1)}T01:30:00Z` },
  });
  expect(created.status()).toBe(201);
  const eventId = ((await created.json()) as { Id: number }).Id;
  await db.connect();
  try {
    await db.query(
      `INSERT INTO app.event_logs ("ShowEventId", "Comments", "ShowTime", "SubmittedBy")
       SELECT e."Id", 'A quiet house.', e."Start", u."UserId" FROM app.show_events e, app.auth_users u WHERE e."Id" = $1 AND u."Username" = 'admin'`,
      [eventId],
    );
  } finally {
    await db.end();
  }
  return shows[0]!.Id;
}

test('a viewer reads the schedule of a past week and cannot change it; the venue manager picks only the theatres of their venues', async ({ page }) => {
  // The demo's show events fill the three weeks before today, two an evening (6:00 PM and 9:00 PM at the venue).
  const day = addDays(new Date().toISOString().slice(0, 10), -10);
  await signIn(page, 'viewer', 'viewer');
  expect(await menuLabels(page)).toEqual(expect.arrayContaining(['Shows', 'Show Schedule']));
  expect(await menuLabels(page)).not.toContain('View Event Logs');
  await page.getByRole('link', { name: 'Show Schedule', exact: true }).click();
  await page.getByRole('textbox', { name: 'Theatre' }).click();
  await page.getByRole('option', { name: 'Lakeside Playhouse - Auditorium 1' }).click();
  const theatreId = Number(new URL(page.url()).searchParams.get('theatreId'));
  await page.goto(`/show/schedule?theatreId=${theatreId}&week=${day}`);
  const events = page.locator('.show-schedule [data-show-event-id]');
  await expect(events.first()).toBeVisible();
  expect(await events.count()).toBeGreaterThanOrEqual(2);
  await expect(events.filter({ hasText: '6:00 PM – 8:30 PM' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy week' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  // Dragging over an empty morning asks nothing: the calendar only reads.
  await reveal(page, '11:00:00');
  await drag(page, await slotPoint(page, day, '10:00:00'), await slotPoint(page, day, '11:00:00'));
  await expect(page.getByRole('dialog', { name: 'New Show Event' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Shows', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Add Show' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Shows' }).getByText('Evening Revue')).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await signIn(page, 'manager', 'manager');
  expect(await menuLabels(page)).toContain('View Event Logs');
  await page.getByRole('link', { name: 'Show Schedule', exact: true }).click();
  await page.getByRole('textbox', { name: 'Theatre' }).click();
  const offered = await page.getByRole('option').allInnerTexts();
  // Only the demo theatres of the manager's two venues, none of the other two venues' (the hierarchy
  // journey may add a theatre of its own at Harbor Point 12 meanwhile: it is the manager's too).
  const demoTheatres = offered.filter((t) => /^(Elm Street 8|Harbor Point 12|Lakeside Playhouse|Riverside Stage) - /.test(t));
  expect(demoTheatres.sort()).toEqual([
    'Elm Street 8 - Auditorium 1',
    'Elm Street 8 - Auditorium 2',
    'Harbor Point 12 - Auditorium 1',
    'Harbor Point 12 - Auditorium 2',
  ]);
});
