import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { localDay } from '@intermission/contracts';
import { adminApi, type Api, stationCounts } from './shows-support';
import { signIn } from './support';

// Issue 15 point 4 (docs/reports.md "Live over/short and kit sales"): the demo manager has the over/short
// (or kit sales) screen of a show that is on open; a sale pushed through the stations' sync call shows on
// it by itself, without a reload, through the live feed (GET sales/live/showEvents/{id}).
test.use({ viewport: { width: 1440, height: 1000 } });

/** A theatre of Harbor Point 12 (the demo manager's venue) with a station, and the station's sales location. */
async function harborStation(api: Api) {
  const options = await api.get<{ Id: number; Name: string; VenueName: string; TimeZone: string }[]>('theatres');
  const theatres = await api.get<{ Id: number; VenueId: number; ClientId: number }[]>('clients/venues/theatres/search?skip=0&take=200');
  for (const option of options.filter((o) => o.VenueName === 'Harbor Point 12')) {
    const t = theatres.find((x) => x.Id === option.Id);
    if (!t) continue;
    const base = `clients/${t.ClientId}/venues/${t.VenueId}/theatres/${t.Id}/salesLocations`;
    for (const l of await api.get<{ Id: number }[]>(`${base}/_search?skip=0&take=50`)) {
      const stations = await api.get<{ Id: number }[]>(`${base}/${l.Id}/stations/_search?skip=0&take=50`);
      const menu = await api.get<{ MenuKits: { KitId: number; Price: number }[] }>(`sales/salesLocations/${l.Id}/menu`);
      if (stations.length && menu.MenuKits.length) return { theatre: option, salesLocationId: l.Id, stationId: stations[0]!.Id, kit: menu.MenuKits[0]! };
    }
  }
  throw new Error('Harbor Point 12 has no theatre with a station and a menu');
}

/** A show event on now at a Harbor Point 12 theatre (started an hour ago, ends in two; whole minutes, as the calendar's). */
async function showOnNow(api: Api) {
  const place = await harborStation(api);
  const show = await api.post<{ Id: number; Name: string }>('shows', { Name: `Live Rush ${Date.now().toString(36)}` });
  const start = new Date(Math.floor((Date.now() - 3600_000) / 60_000) * 60_000);
  const event = await api.post<{ Id: number }>('shows/showEvents', {
    ShowId: show.Id,
    TheatreId: place.theatre.Id,
    Start: start.toISOString(),
    End: new Date(start.getTime() + 3 * 3600_000).toISOString(),
    Version: 0,
  });
  return { ...place, show, event, start, day: localDay(start, place.theatre.TimeZone) };
}

type OnNow = Awaited<ReturnType<typeof showOnNow>>;

/** The station's queue positions (32-bit, as the sync call takes them: issue 38). */
let nextPosition = 1_000_000;

/** `qty` of the menu's first kit, paid in cash, pushed through POST stations/{id}/sync as a station pushes its queue; answers the amount. */
async function pushSale(request: Parameters<typeof adminApi>[0], on: OnNow, qty: number) {
  const synced = await request.post(`/api/v1/stations/${on.stationId}/sync`, {
    headers: await adminHeaders(request),
    data: {
      Items: [
        {
          Position: nextPosition++,
          Kind: 'Sale',
          Body: {
            SaleId: randomUUID(),
            SalesLocationId: on.salesLocationId,
            StationId: on.stationId,
            ShowEventId: on.event.Id,
            SaleDate: new Date().toISOString(),
            SaleKits: [{ KitId: on.kit.KitId, Qty: String(qty), SalePricePerKit: String(on.kit.Price) }],
            SalePayments: [],
          },
        },
      ],
    },
  });
  expect(synced.ok(), await synced.text()).toBeTruthy();
  expect(((await synced.json()) as { Items: { Status: string }[] }).Items[0]!.Status).toBe('Applied');
  return (qty * on.kit.Price).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
}

/** Marks this page load: a reload would lose it. */
const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { liveJourney: string }).liveJourney = 'same page'));
const samePage = (page: Page) => page.evaluate(() => (window as unknown as { liveJourney?: string }).liveJourney);

test('the over/short screen of a show that is on shows a sale pushed through the sync call without a reload', async ({ page, request }) => {
  test.setTimeout(120_000);
  const api = await adminApi(request);
  const on = await showOnNow(api);
  // A start count of $100.00 at the station, so the show event has its row before anything is sold.
  const { count, countsRead } = await stationCounts(api, on.event.Id, on.start, 1);
  await api.push(count(on.stationId, 1, -30, { Hundreds: 1 }));
  await countsRead(1);

  await signIn(page, 'manager', 'manager');
  await page.goto(`/sales/overShortReport?from=${on.day}&to=${on.day}&theatre=${on.theatre.Id}&ev=${on.event.Id}`);
  await expect(page.getByRole('heading', { name: 'Over/Short Report' })).toBeVisible();
  await expect(page.getByTestId('live-badge')).toHaveAttribute('data-connected', 'true');
  await expect(page.getByTestId('live-badge')).toContainText('Live');
  const grid = page.getByRole('region', { name: 'Over/Short Report' });
  const row = grid.locator('[row-index="0"]');
  await expect(row.locator('[col-id="StartCashBoxAmount"]')).toHaveText('$100.00');
  await expect(row.locator('[col-id="SaleAmount"]')).toHaveText('$0.00');
  await markPage(page);

  // Two of the menu's first kit in cash: the figure changes on the open screen by itself.
  const amount = await pushSale(request, on, 2);
  await expect(row.locator('[col-id="SaleAmount"]')).toHaveText(amount, { timeout: 10_000 });
  expect(await samePage(page)).toBe('same page');
  await expect(page.getByTestId('live-updated')).toContainText(/Updated \d{1,2}:\d{2} [AP]M/);
});

test('the kit sales screen of a show that is on shows a sale pushed through the sync call without a reload', async ({ page, request }) => {
  test.setTimeout(120_000);
  const api = await adminApi(request);
  const on = await showOnNow(api);
  const first = await pushSale(request, on, 1);

  await signIn(page, 'manager', 'manager');
  await page.goto(`/sales/itemizedSalesReport?from=${on.day}&to=${on.day}&theatre=${on.theatre.Id}&ev=${on.event.Id}`);
  await expect(page.getByRole('heading', { name: 'Kit Sales Report' })).toBeVisible();
  await expect(page.getByTestId('live-badge')).toHaveAttribute('data-connected', 'true');
  const gross = page.locator('.ag-floating-bottom [col-id="GrossSales"]');
  await expect(gross).toHaveText(first);
  await markPage(page);

  // Two more of the kit: the total gross becomes 3 × its price, by itself.
  await pushSale(request, on, 2);
  const all = (3 * on.kit.Price).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
  await expect(gross).toHaveText(all, { timeout: 10_000 });
  expect(await samePage(page)).toBe('same page');
});

async function adminHeaders(request: Parameters<typeof adminApi>[0]) {
  const login = await request.post('/api/v1/users/token', {
    data: { Username: 'admin', Password: 'admin', AuthClientID: 1, AuthClientSecret: 'intermission-demo-client-secret' },
  });
  return { Authorization: `Bearer ${(await login.json()).LoginResult.Jwt as string}` };
}
