import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { localDay } from '@intermission/contracts';
import { adminApi, type Api, stationCounts } from './shows-support';
import { signIn } from './support';

// Issue 15 point 4 (docs/reports.md "Live over/short and kit sales"): the demo manager has the over/short
// screen of a show that is on open; a sale pushed through the stations' sync call shows on it by itself,
// without a reload, through the live feed (GET sales/live/showEvents/{id}).
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

test('the over/short screen of a show that is on shows a sale pushed through the sync call without a reload', async ({ page, request }) => {
  test.setTimeout(120_000);
  const api = await adminApi(request);
  const place = await harborStation(api);
  const show = await api.post<{ Id: number; Name: string }>('shows', { Name: `Live Rush ${Date.now().toString(36)}` });
  // On now: started an hour ago, ends in two (whole minutes: the calendar's).
  const start = new Date(Math.floor((Date.now() - 3600_000) / 60_000) * 60_000);
  const event = await api.post<{ Id: number }>('shows/showEvents', {
    ShowId: show.Id,
    TheatreId: place.theatre.Id,
    Start: start.toISOString(),
    End: new Date(start.getTime() + 3 * 3600_000).toISOString(),
    Version: 0,
  });
  // A start count of $100.00 at the station, so the show event has its row before anything is sold.
  const { count, countsRead } = await stationCounts(api, event.Id, start, 1);
  await api.push(count(place.stationId, 1, -30, { Hundreds: 1 }));
  await countsRead(1);

  const day = localDay(start, place.theatre.TimeZone);
  await signIn(page, 'manager', 'manager');
  await page.goto(`/sales/overShortReport?from=${day}&to=${day}&theatre=${place.theatre.Id}&ev=${event.Id}`);
  await expect(page.getByRole('heading', { name: 'Over/Short Report' })).toBeVisible();
  await expect(page.getByTestId('live-badge')).toHaveAttribute('data-connected', 'true');
  await expect(page.getByTestId('live-badge')).toContainText('Live');
  const grid = page.getByRole('region', { name: 'Over/Short Report' });
  const row = grid.locator('[row-index="0"]');
  await expect(row.locator('[col-id="StartCashBoxAmount"]')).toHaveText('$100.00');
  await expect(row.locator('[col-id="SaleAmount"]')).toHaveText('$0.00');
  // Marks this page load: a reload would lose it.
  await page.evaluate(() => ((window as unknown as { liveJourney: string }).liveJourney = 'same page'));

  // Two of the menu's first kit, paid in cash, pushed as a station pushes its queue.
  const sold = { Qty: 2, Price: place.kit.Price };
  const synced = await request.post(`/api/v1/stations/${place.stationId}/sync`, {
    headers: { Authorization: (await adminHeaders(request)).Authorization },
    data: {
      Items: [
        {
          Position: Date.now(),
          Kind: 'Sale',
          Body: {
            SaleId: randomUUID(),
            SalesLocationId: place.salesLocationId,
            StationId: place.stationId,
            ShowEventId: event.Id,
            SaleDate: new Date().toISOString(),
            SaleKits: [{ KitId: place.kit.KitId, Qty: String(sold.Qty), SalePricePerKit: String(sold.Price) }],
            SalePayments: [],
          },
        },
      ],
    },
  });
  expect(synced.ok(), await synced.text()).toBeTruthy();
  expect(((await synced.json()) as { Items: { Status: string }[] }).Items[0]!.Status).toBe('Applied');

  // The figure changes on the open screen: 2 × the kit's price sold, by itself.
  const amount = (sold.Qty * sold.Price).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
  await expect(row.locator('[col-id="SaleAmount"]')).toHaveText(amount, { timeout: 10_000 });
  expect(await page.evaluate(() => (window as unknown as { liveJourney?: string }).liveJourney)).toBe('same page');
  await expect(page.getByTestId('live-updated')).toContainText(/Updated \d{1,2}:\d{2} [AP]M/);
});

async function adminHeaders(request: Parameters<typeof adminApi>[0]) {
  const login = await request.post('/api/v1/users/token', {
    data: { Username: 'admin', Password: 'admin', AuthClientID: 1, AuthClientSecret: 'intermission-demo-client-secret' },
  });
  return { Authorization: `Bearer ${(await login.json()).LoginResult.Jwt as string}` };
}
