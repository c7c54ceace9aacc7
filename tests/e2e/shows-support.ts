import { type APIRequestContext, type APIResponse, expect, type Locator, type Page } from '@playwright/test';

// What the shows journeys share (schedule.e2e.ts, show-event.e2e.ts, evening.e2e.ts): the calendar's
// hand movements, the admin's API calls, the stations' pushes and the show event page's log.

/** The spec's refusals of the manager log (document 2 §5) and of a locked event (§9). */
export const MissingEnd = 'Some Cash Boxes are missing an end count. Please confirm they have synced, and review the Cash Box Reconciliation page.';
export const NotPosted = 'Some Cash Boxes do not have an end count posted for this show. Please try again after posting them.';
export const LockedEvent = 'This Event is locked for editing since the Event Log for this event has already been submitted.';
export const OverwriteWeek = 'There are shows scheduled next week ! Are you sure you want to over-write them?';

/** The last notification holding `text`. */
export const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).last();

/** Picks an option of a Mantine select by its label. */
export async function pick(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** YYYY-MM-DD of a UTC calendar date `n` days after `day`. */
export const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The Monday (YYYY-MM-DD) of the week holding `at`'s UTC date. */
export function mondayOf(at: Date): string {
  return addDays(at.toISOString().slice(0, 10), -((at.getUTCDay() + 6) % 7));
}

/** Scrolls the time grid (and the page) until a slot ('23:30:00') is in view: FullCalendar drops only where the grid shows. */
export async function reveal(page: Page, time: string) {
  await page.locator(`.show-schedule [data-time="${time}"]`).last().scrollIntoViewIfNeeded();
}

/** The point of the time grid at a venue day and a slot ('19:00:00'), in the middle of the day's column (measured, not scrolled). */
export async function slotPoint(page: Page, day: string, time: string) {
  const lane = (await page.locator(`.show-schedule [role="cell"][data-date="${day}"]`).first().boundingBox())!;
  const row = (await page.locator(`.show-schedule [data-time="${time}"]`).last().boundingBox())!;
  return { x: lane.x + lane.width / 2, y: row.y + row.height / 2 };
}

/** Presses at `from`, moves in steps to `to` and lets go, as a hand drags. */
export async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + (to.x - from.x) / 3, from.y + (to.y - from.y) / 3, { steps: 5 });
  await page.mouse.move(to.x, to.y, { steps: 10 });
  await page.mouse.up();
}

/** Whether an event box lies in a day's column. */
export async function inDay(page: Page, event: Locator, day: string) {
  const lane = (await page.locator(`.show-schedule [role="cell"][data-date="${day}"]`).first().boundingBox())!;
  const box = (await event.boundingBox())!;
  return box.x >= lane.x - 1 && box.x + box.width <= lane.x + lane.width + 1;
}

/** The height of an hour of the time grid, measured on a day's column. */
export async function hourHeight(page: Page, day: string) {
  return (await slotPoint(page, day, '20:00:00')).y - (await slotPoint(page, day, '19:00:00')).y;
}

/** Drags over a day from one slot to another, picks the show in the dialog and creates the event; answers the dialog's range text check. */
export async function scheduleByDragging(page: Page, day: string, from: string, to: string, show: string, rangeText: RegExp) {
  await reveal(page, '23:30:00');
  await drag(page, await slotPoint(page, day, from), await slotPoint(page, day, to));
  const dialog = page.getByRole('dialog', { name: 'New Show Event' });
  await expect(dialog.getByText(rangeText)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Show' }).fill(show);
  await page.getByRole('option', { name: show }).click();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Show Event Created Successfully')).toBeVisible();
}

/** Moves an event by `dy` pixels (and into `toDay`'s column) by pressing near its top. */
export async function moveEvent(page: Page, event: Locator, toDay: string, dy: number) {
  await reveal(page, '23:30:00');
  const settled = await oneBox(page, event);
  const box = (await event.boundingBox())!;
  const from = { x: box.x + box.width / 2, y: box.y + 20 };
  await drag(page, from, { x: (await slotPoint(page, toDay, '19:00:00')).x, y: from.y + dy });
  await settled();
}

/** Resizes an event by dragging its bottom edge `dy` pixels. */
export async function resizeEvent(page: Page, event: Locator, dy: number) {
  await reveal(page, '23:30:00');
  await event.hover();
  const settled = await oneBox(page, event);
  const box = (await event.boundingBox())!;
  const edge = { x: box.x + box.width / 2, y: box.y + box.height - 2 };
  await drag(page, edge, { x: edge.x, y: edge.y + dy });
  await settled();
}

/**
 * Waits, after a drag, until the event is one box again: the calendar's drag mirror carries the same
 * show event id for a moment after the mouse is released (a strict-mode failure seen in CI).
 */
async function oneBox(page: Page, event: Locator) {
  const id = await event.getAttribute('data-show-event-id');
  return () => expect(page.locator(`.show-schedule [data-show-event-id="${id}"]`)).toHaveCount(1);
}

/** Tries to move a locked event down by `dy`: the calendar must refuse with the spec's words. */
export async function expectLockedDragRefused(page: Page, event: Locator, dy: number) {
  await reveal(page, '23:30:00');
  const box = (await event.boundingBox())!;
  const from = { x: box.x + box.width / 2, y: box.y + 20 };
  await drag(page, from, { x: from.x, y: from.y + dy });
  await expect(toast(page, LockedEvent)).toBeVisible();
}

/** The show event page's Submit Manager Log, through its confirmation. */
export async function submitManagerLog(page: Page) {
  await page.getByRole('button', { name: 'Submit Manager Log' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit manager log' });
  await expect(dialog).toContainText('cannot be edited');
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
}

export type Api = Awaited<ReturnType<typeof adminApi>>;

/** The admin's API calls (a token of the demo's client), each expected to succeed. */
export async function adminApi(request: APIRequestContext, username = 'admin') {
  const login = await request.post('/api/v1/users/token', {
    data: { Username: username, Password: username, AuthClientID: 1, AuthClientSecret: 'intermission-demo-client-secret' },
  });
  const headers = { Authorization: `Bearer ${(await login.json()).LoginResult.Jwt as string}` };
  const json = async <T>(res: Promise<APIResponse>): Promise<T> => {
    const r = await res;
    expect(r.ok(), `${r.url()} answered ${r.status()}: ${await r.text()}`).toBeTruthy();
    return (await r.json()) as T;
  };
  return {
    get: <T>(path: string) => json<T>(request.get(`/api/v1/${path}`, { headers })),
    post: <T>(path: string, data: unknown) => json<T>(request.post(`/api/v1/${path}`, { headers, data })),
    /** A station's push, sent again while the ledger answers 503 'catching up', as a station does. */
    push: async (data: unknown) => {
      for (let i = 0; ; i++) {
        const r = await request.post('/api/v1/cashboxEventPush/count', { headers, data });
        if (r.status() !== 503 || i >= 20) {
          expect(r.ok(), `push answered ${r.status()}: ${await r.text()}`).toBeTruthy();
          return (await r.json()) as { Id: number };
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    },
  };
}

export interface Place {
  theatre: { Id: number; Name: string; VenueName: string; TimeZone: string };
  stations: [number, number];
}

/** A theatre of the demo with two stations (over its sales locations). */
export async function theatreWithTwoStations(api: Api): Promise<Place> {
  const options = await api.get<{ Id: number; Name: string; VenueName: string; TimeZone: string }[]>('theatres');
  const theatres = await api.get<{ Id: number; VenueId: number; ClientId: number }[]>('clients/venues/theatres/search?skip=0&take=200');
  for (const t of theatres) {
    const option = options.find((o) => o.Id === t.Id);
    if (!option) continue;
    const base = `clients/${t.ClientId}/venues/${t.VenueId}/theatres/${t.Id}/salesLocations`;
    const stations: number[] = [];
    for (const l of await api.get<{ Id: number }[]>(`${base}/_search?skip=0&take=50`)) {
      stations.push(...(await api.get<{ Id: number }[]>(`${base}/${l.Id}/stations/_search?skip=0&take=50`)).map((s) => s.Id));
      if (stations.length >= 2) return { theatre: option, stations: [stations[0]!, stations[1]!] };
    }
  }
  throw new Error('The demo has no theatre with two stations');
}

/** Every denomination of a count at zero. */
export const zeroCount = { Hundreds: 0, Fifties: 0, Twenties: 0, Tens: 0, Fives: 0, Ones: 0, Quarters: 0, Dimes: 0, Nickels: 0 };

/**
 * The pushes of a show event's stations: `count(station, type, minutes, figures)` is a count body
 * (type 1 start, 2 end) timed `minutes` after the event's start, each with a fresh guid of the server's.
 */
export async function stationCounts(api: Api, eventId: number, start: Date, pushes: number) {
  const guids = await api.get<string[]>(`guid/${pushes}`);
  let next = 0;
  const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000).toISOString();
  const count = (station: number, type: 1 | 2, minutes: number, figures: Record<string, unknown>) => ({
    GuidId: guids[next++],
    PointOfSaleStationId: station,
    ShowEventId: eventId,
    LogTypeId: type,
    TimestampUtc: at(minutes),
    ...zeroCount,
    ...figures,
  });
  /** The projection applies a push shortly after its answer: waits until the show's cash boxes read `n`. */
  const countsRead = (n: number) => expect.poll(async () => (await api.get<unknown[]>(`shows/${eventId}/cashboxes`)).length, { timeout: 20_000 }).toBe(n);
  return { at, count, countsRead };
}
