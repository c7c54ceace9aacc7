import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { ReportLocation } from '@intermission/contracts';
import { signIn } from './support';

// The demo `viewer` is an auditor (docs/stock.md "Who may do what"): VenueManager ReadOnly sees every
// venue's stock, orders and reports, and moves nothing.
const Venues = ['Harbor Point 12', 'Elm Street 8', 'Lakeside Playhouse', 'Riverside Stage'];

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The API as the viewer: what the screens read, and the writes it is refused. */
async function viewerApi(request: APIRequestContext) {
  const login = await request.post('/api/v1/users/token', {
    data: { Username: 'viewer', Password: 'viewer', AuthClientID: 1, AuthClientSecret: 'intermission-demo-client-secret' },
  });
  const headers = { Authorization: `Bearer ${(await login.json()).LoginResult.Jwt as string}` };
  return {
    get: (path: string) => request.get(`/api/v1/${path}`, { headers }),
    post: (path: string, data: unknown) => request.post(`/api/v1/${path}`, { headers, data }),
  };
}

/** A YYYY-MM-DD day of the browser's calendar, `daysBack` days ago. */
function localDay(daysBack = 0): string {
  const d = new Date();
  d.setDate(d.getDate() - daysBack);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

test('the viewer audits every venue: its stock, its orders and a gain/loss report, read-only', async ({ page, request }) => {
  // Four venues through three screens each, on a loaded 2-core runner.
  test.setTimeout(180_000);
  const api = await viewerApi(request);
  await signIn(page, 'viewer', 'viewer');

  // Stock: each venue's on hand, in the venue inventory report.
  await page.goto('/inventory/venueReport');
  await expect(page.getByRole('heading', { name: 'Venue Inventory Report' })).toBeVisible();
  const stock = page.getByRole('region', { name: 'Venue inventory' });
  for (const venue of Venues) {
    await pick(page, 'Venue', venue);
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect(page.getByTestId('report-caption')).toHaveText(`${venue}: on hand now`);
    await expect(stock.getByRole('row').filter({ hasText: 'Bottled Water' })).toHaveCount(1);
  }

  // The entry screens show what is on hand but offer no button that records a movement.
  await page.goto('/inventoryTransfers/add');
  await expect(page.getByRole('heading', { name: 'Add Transfer' })).toBeVisible();
  await pick(page, 'From location', 'Lakeside Playhouse');
  await expect(page.getByLabel('Bottled Water on hand at Lakeside Playhouse', { exact: true })).toBeVisible();
  await expect(page.getByText('You can see the stock here but not record movements')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Transfer', exact: true })).toHaveCount(0);

  // Orders: every venue's, with nothing to receive, post or delete.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Manage Orders', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Manage Orders' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Receive Inventory' })).toHaveCount(0);
  const orders = page.getByRole('region', { name: 'Received Orders' });
  for (const venue of Venues) {
    await pick(page, 'Venue', venue);
    await expect(orders.getByRole('row').filter({ hasText: venue }).first()).toBeVisible();
    await expect(
      orders
        .getByRole('row')
        .filter({ hasText: /Harbor Point 12|Elm Street 8|Lakeside Playhouse|Riverside Stage/ })
        .filter({ hasNotText: venue }),
    ).toHaveCount(0);
  }
  await orders.getByRole('row').filter({ hasText: 'Unposted' }).first().click();
  await expect(page.getByRole('heading', { name: 'Received Order' })).toBeVisible();
  await expect(page.getByText('Unposted', { exact: true })).toBeVisible();
  for (const name of ['Post', 'Delete', 'Delete Posted']) await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);

  // A gain/loss report of each venue (its own inventory location's entry).
  const entries = (await (await api.get('venues/managers/inventorySummary/locations')).json()) as ReportLocation[];
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Gain/Loss Report', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Gain/Loss Report' })).toBeVisible();
  const grid = page.getByRole('region', { name: 'Gain/Loss Report' });
  await page.getByRole('textbox', { name: 'Date From', exact: true }).fill(localDay(20));
  await page.getByRole('textbox', { name: 'Date To', exact: true }).fill(localDay());
  for (const venue of Venues) {
    const entry = entries.find((e) => e.VenueName === venue && e.IsVenue && !e.Composite);
    expect(entry, `${venue}'s entry`).toBeTruthy();
    // The picker and the caption say what the venue's own entry covers (modules/reports/reportFilterParams.ts).
    const label = `${venue} — venue store room only`;
    await pick(page, 'Location', label);
    await page.getByRole('button', { name: 'Run Report' }).click();
    await expect(page.getByTestId('report-caption')).toContainText(label);
    await expect(grid.locator('.ag-center-cols-container .report-good-row').first()).toBeVisible();
  }

  // And a write sent anyway is refused.
  const lakeside = entries.find((e) => e.VenueName === 'Lakeside Playhouse' && e.IsVenue && !e.Composite)!;
  const refused = await api.post('inventoryEventPush/initializingTransfer', {
    GuidId: crypto.randomUUID(),
    ToInventoryLocationId: lakeside.Id,
    TransferGoods: [{ GoodId: 1, Qty: 1 }],
  });
  expect(refused.status()).toBe(403);
});
