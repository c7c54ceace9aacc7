import { expect, test } from '@playwright/test';
import { adminApi, LockedEvent, MissingEnd, NotPosted, pick, stationCounts, submitManagerLog, theatreWithTwoStations, toast } from './shows-support';
import { signIn } from './support';

// A manager's evening after the show (spec document 2 §2–§5): the stations' counts arrive, the show
// event page refuses the manager log while a count is missing, the end counts are posted, a count
// is corrected on the reconciliation and edit pages (the original kept), and the log locks the event.

/** An instant on the venue's clock: 'YYYY-MM-DD' and 'HH:mm'. */
function venueClock(at: Date, timeZone: string) {
  const f = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const p = Object.fromEntries(f.formatToParts(at).map((x) => [x.type, x.value]));
  return { day: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

test('the manager reconciles a past show, posts its end counts and submits its log, which locks it', async ({ page, request }) => {
  test.setTimeout(180_000);
  const api = await adminApi(request);
  const { theatre, stations } = await theatreWithTwoStations(api);

  // A show and a past show event of its own (a day long ago nobody else uses), 23:00Z to 02:00Z.
  const tag = Date.now().toString(36);
  const show = await api.post<{ Id: number; Name: string }>('shows', { Name: `Journey Cash ${tag}` });
  const daysBack = 200 + Math.floor(Math.random() * 400);
  const day = new Date(Date.now() - daysBack * 86_400_000);
  const start = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 23, 0));
  const end = new Date(start.getTime() + 3 * 3_600_000);
  const event = await api.post<{ Id: number }>('shows/showEvents', {
    ShowId: show.Id,
    TheatreId: theatre.Id,
    Start: start.toISOString(),
    End: end.toISOString(),
    Version: 0,
  });

  // The stations' counts: station A start and end (its end flagged as the end of shift), station B start only.
  const { at, count, countsRead: counts } = await stationCounts(api, event.Id, start, 4);
  // 1×100 + 5×20 + 20×1 + 8×0.25 = 222.00
  const aStart = await api.push(count(stations[0], 1, -30, { Hundreds: 1, Twenties: 5, Ones: 20, Quarters: 8 }));
  // 3×100 + 10×20 + 4×5 + 17×1 + 5×0.10 = 537.50
  const aEnd = await api.push(
    count(stations[0], 2, 190, { Hundreds: 3, Twenties: 10, Fives: 4, Ones: 17, Dimes: 5, EndOfShiftCount: true, VisaMastercardSettlement: '125.40' }),
  );
  // 2×100 = 200.00
  await api.push(count(stations[1], 1, -20, { Hundreds: 2 }));
  await counts(3);

  await signIn(page, 'admin', 'admin');
  await page.goto(`/show/event?id=${event.Id}&start=${start.toISOString()}&end=${end.toISOString()}&theatreId=${theatre.Id}`);
  await expect(page.getByRole('heading', { name: show.Name })).toBeVisible();
  const counted = page.getByRole('region', { name: 'Cash boxes', exact: true });
  await expect(counted.getByRole('row').filter({ hasText: '$537.50' })).toHaveCount(1);
  await expect(counted.getByRole('row').filter({ hasText: '$222.00' })).toHaveCount(1);
  await expect(counted.getByRole('row').filter({ hasText: '$200.00' })).toHaveCount(1);

  // Station B has no end count: the log is refused with the spec's message, after the confirmation.
  const submitLog = () => submitManagerLog(page);
  await submitLog();
  await expect(toast(page, MissingEnd)).toBeVisible();

  // Station B's end count syncs (not flagged): now it is there but not posted.
  // 4×50 + 3×10 + 4×0.25 = 231.00
  const bEnd = await api.push(count(stations[1], 2, 185, { Fifties: 4, Tens: 3, Quarters: 4 }));
  await counts(4);
  await page.reload();
  await expect(counted.getByRole('row').filter({ hasText: '$231.00' })).toHaveCount(1);
  await submitLog();
  await expect(toast(page, NotPosted)).toBeVisible();

  // Posting it from the editable table.
  await page.getByRole('button', { name: `Post end count of cash box ${bEnd.Id}` }).click();
  await expect(toast(page, 'CashBox Saved Successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: `Post end count of cash box ${bEnd.Id}` })).toHaveCount(0);

  // The reconciliation page: station A's start count was timed 15 minutes late; it is moved back.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Cashbox Reconciliation', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Cashbox Reconciliation' })).toBeVisible();
  await pick(page, 'Theatre', `${theatre.Name} (${theatre.VenueName})`);
  const first = venueClock(new Date(start.getTime() - 3_600_000), theatre.TimeZone);
  const last = venueClock(end, theatre.TimeZone);
  await page.getByLabel('Date From', { exact: true }).fill(first.day);
  await page.getByLabel('Date To', { exact: true }).fill(first.day);
  // A time range ending before it starts, on one day, is refused.
  await page.getByLabel('Time To', { exact: true }).fill('00:00');
  await expect(page.getByText('End time should be after start time.')).toBeVisible();
  await page.getByLabel('Time To', { exact: true }).fill('23:59');
  await expect(page.getByText('End time should be after start time.')).toHaveCount(0);
  await page.getByLabel('Date To', { exact: true }).fill(last.day);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const found = page.getByRole('region', { name: 'Cash box reconciliation' });
  await expect(found.getByRole('row').filter({ hasText: '$222.00' })).toHaveCount(1);
  await page.getByRole('button', { name: `Edit time of cash box ${aStart.Id}` }).click();
  const moved = new Date(start.getTime() - 45 * 60_000);
  const clock = venueClock(moved, theatre.TimeZone);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Date', { exact: true }).fill(clock.day);
  await dialog.getByLabel('Time', { exact: true }).fill(clock.time);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'CashBox Saved Successfully')).toBeVisible();
  const retimed = await api.get<{ TimestampUtc: string; History: { EventType: string; Changes: { Field: string; From: string | null }[] }[] }>(
    `cashboxes/${aStart.Id}`,
  );
  expect(Date.parse(retimed.TimestampUtc)).toBe(moved.getTime());
  // The original time stays in the history for an auditor.
  expect(retimed.History.at(-1)?.Changes.some((c) => c.From !== null && Date.parse(c.From) === Date.parse(at(-30)))).toBe(true);

  // The edit page: station A's Visa/MC settlement is really $130.00; the count's $125.40 is kept.
  await page.getByRole('link', { name: `Edit cash box ${aEnd.Id}` }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`^Cash Box ${aEnd.Id}:`) })).toBeVisible();
  const visa = page.getByLabel('Final Visa/MC Settlement', { exact: true });
  await expect(visa).toHaveValue('125.40');
  await visa.fill('130');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'CashBox updated successfully')).toBeVisible();
  await expect(page.getByTestId('original-VisaMastercardSettlement')).toHaveText('$125.40');
  await expect(page.getByTestId('override-VisaMastercardSettlement')).toHaveText('$4.60');
  // The history names who changed what: the override from 0.00 to 4.60 (130.00 − 125.40).
  await expect(page.getByRole('table', { name: 'Cash box history' })).toContainText('Visa/MC Settlement override: $0.00 → $4.60');

  // The manager page: a search needs a theatre, the dates and a show event; then each station's pair.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Cashbox Management', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Cashbox Management' })).toBeVisible();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(toast(page, 'Please select a theatre,dates and a show event.')).toBeVisible();
  await pick(page, 'Theatre', `${theatre.Name} (${theatre.VenueName})`);
  await page.getByLabel('Date From', { exact: true }).fill(first.day);
  await page.getByLabel('Date To', { exact: true }).fill(last.day);
  await page.getByRole('textbox', { name: 'Show Event', exact: true }).click();
  await page.getByRole('option', { name: new RegExp(`^${show.Name}: `) }).click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const pairs = page.getByRole('region', { name: 'Cash boxes by station' });
  // End − start by hand: A 537.50 − 222.00 = 315.50; B 231.00 − 200.00 = 31.00; together 346.50.
  await expect(pairs.getByRole('row').filter({ hasText: '$315.50' })).toHaveCount(1);
  await expect(pairs.getByRole('row').filter({ hasText: '$31.00' })).toHaveCount(1);
  await expect(pairs.getByRole('row').filter({ hasText: /^Total/ })).toContainText('$346.50');
  // The filter and the search are kept between visits.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Cashbox Reconciliation', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Cashbox Reconciliation' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Cashbox Management', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Show Event', exact: true })).toHaveValue(new RegExp(`^${show.Name}: `));
  await expect(pairs.getByRole('row').filter({ hasText: '$315.50' })).toHaveCount(1);
  await page.getByRole('link', { name: 'Open the show event' }).click();

  // Every count is in: the log is submitted and the event locks.
  await expect(page.getByRole('heading', { name: show.Name })).toBeVisible();
  await expect(counted.getByRole('row').filter({ hasText: '$130.00' })).toHaveCount(1);
  await page.getByLabel('Comments').fill('Short by a quarter at stand B; counted twice.');
  await submitLog();
  const locked = page.getByTestId('show-event-locked');
  await expect(locked).toContainText(LockedEvent);
  await expect(locked.getByRole('link', { name: 'View the event log' })).toHaveAttribute('href', `/show/log?id=${event.Id}`);
  await expect(page.getByRole('button', { name: 'Submit Manager Log' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save Times' })).toHaveCount(0);
});
