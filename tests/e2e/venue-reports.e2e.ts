import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, type Request, test } from '@playwright/test';
import { MonthNames } from '@intermission/contracts';
import { signIn } from './support';

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).last();
const crumb = (page: Page, name: string) => page.getByLabel('Breadcrumbs').getByRole('link', { name, exact: true });

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** An admin bearer token, for preparing data through the API. */
async function adminHeaders(request: APIRequestContext): Promise<{ Authorization: string }> {
  const login = await request.post('/api/v1/users/token', {
    data: { Username: 'admin', Password: 'admin', AuthClientID: 1, AuthClientSecret: 'intermission-demo-client-secret' },
  });
  expect(login.status()).toBe(200);
  return { Authorization: `Bearer ${(await login.json()).LoginResult.Jwt as string}` };
}

/** Midnight (or hour:minute) `days` days from today on the local calendar, the same one the browser uses. */
const localAt = (days: number, hour = 0, minute = 0) => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + days, hour, minute);
};
const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const mdy = (d: Date) => `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}`;
const datetimeLocal = (d: Date) => `${ymd(d)}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
/** A log-date bound as the page sends it: a local time with no offset, read at each count's venue. */
const wall = (d: Date) => `${datetimeLocal(d)}:00`;

const isLogSearch = (r: Request) => r.method() === 'POST' && r.url().includes('/api/v1/venues/managers/_searchInventoryLogs');

test('venue inventory report: a venue now, as of a past day, and its CSV', async ({ page }) => {
  await signIn(page, 'admin', 'admin');
  await page.goto('/inventory/venueReport');
  await expect(page.getByRole('heading', { name: 'Venue Inventory Report' })).toBeVisible();
  await pick(page, 'Venue', 'Riverside Stage');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByTestId('report-caption')).toHaveText('Riverside Stage: on hand now');

  const grid = page.getByRole('region', { name: 'Venue inventory' });
  // One column per location of the venue besides the good, its category and the total.
  for (const header of ['Good', 'Category', 'Total', 'Riverside Stage', 'Riverside Stage Patrons Room']) {
    await expect(grid.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  const water = grid.getByRole('row').filter({ hasText: 'Bottled Water' });
  await expect(water).toHaveCount(1);
  await expect(water.locator('[col-id="total"]')).toHaveText(/^-?\d+(\.\d+)?$/);

  // As of the end of a past day.
  const weekAgo = localAt(-7);
  await page.getByLabel('As of', { exact: true }).fill(ymd(weekAgo));
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByTestId('report-caption')).toHaveText(`Riverside Stage: as of the end of ${mdy(weekAgo)}`);
  await expect(grid.getByRole('row').filter({ hasText: 'Bottled Water' })).toHaveCount(1);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('venue-inventory-report.csv');
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toContain('"Good"');
  expect(csv).toContain('Bottled Water');

  // The filters are kept between visits.
  await page.goto('/inventory/venueReport');
  await expect(page.getByRole('textbox', { name: 'Venue', exact: true })).toHaveValue('Riverside Stage');
  await expect(page.getByLabel('As of', { exact: true })).toHaveValue(ymd(weekAgo));
});

test('patrons room report: a transfer into the room shows with its total, the revenue is saved, cost % and the CSV', async ({ page }) => {
  test.slow();
  // A patrons room transfer of our own (the demo may have none), from Riverside Stage to its patrons room.
  const headers = await adminHeaders(page.request);
  const locations = (await (await page.request.get('/api/v1/inventoryLocations/dropDown', { headers })).json()) as { Id: number; Name: string; Kind: string }[];
  const from = locations.find((l) => l.Name === 'Riverside Stage' && l.Kind === 'venue');
  expect(from).toBeTruthy();
  const goods = (await (await page.request.get(`/api/v1/inventory/admin/inventory_${from!.Id}`, { headers })).json()) as {
    Id: number;
    Name: string;
    QuantityOnHand: string;
  }[];
  // A good the other journeys do not count on, with stock to move.
  const busy = ['Bottled Water', 'Chocolate Bar', 'Gummy Bears'];
  const good = goods.find((g) => !busy.includes(g.Name) && Number(g.QuantityOnHand) >= 1) ?? goods.find((g) => !busy.includes(g.Name));
  expect(good).toBeTruthy();
  const [guid] = (await (await page.request.get('/api/v1/guid/1', { headers })).json()) as string[];
  const note = `Journey patrons room ${Date.now().toString(36)}`;
  const push = await page.request.post('/api/v1/inventoryEventPush/patronsRoom', {
    headers,
    data: { GuidId: guid, FromInventoryLocationId: from!.Id, TransferGoods: [{ GoodId: good!.Id, Qty: '1' }], Notes: note },
  });
  expect(push.ok()).toBeTruthy();

  await signIn(page, 'admin', 'admin');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Patrons Room Transfer Report', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Patrons Room Transfer Report' })).toBeVisible();
  await pick(page, 'Patrons room', 'Riverside Stage Patrons Room');
  // The report's months are UTC months, as the transfer was dated now.
  const now = new Date();
  await page.getByLabel('Year', { exact: true }).fill(String(now.getUTCFullYear()));
  await pick(page, 'Month', MonthNames[now.getUTCMonth()]!);

  const grid = page.getByRole('region', { name: 'Patrons room transfers' });
  const row = grid.getByRole('row').filter({ hasText: note });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(good!.Name);
  await expect(row).toContainText('Riverside Stage');
  await expect(grid.getByRole('row').filter({ hasText: 'Total' })).toHaveCount(1);
  const total = page.getByLabel('Total Cost', { exact: true });
  await expect(total).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await expect(total).not.toHaveText('$0.00');

  // A revenue of $100: the cost is then exactly its own percentage.
  const revenue = page.getByRole('textbox', { name: "Month's revenue" });
  await expect(revenue).toBeEnabled();
  await revenue.fill('100');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Revenue Updated Successfully')).toBeVisible();
  await expect(page.getByLabel('Revenue', { exact: true })).toHaveText('$100.00');
  const totalCost = (await total.innerText()).replace(/[$,]/g, '');
  await expect(page.getByLabel('Cost % of revenue', { exact: true })).toHaveText(`${totalCost}%`);

  // Not an amount: refused on the form with the spec's failure message, nothing saved.
  await revenue.fill('12.345');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'An error occurred updating the revenue')).toBeVisible();
  await expect(page.getByLabel('Revenue', { exact: true })).toHaveText('$100.00');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('patronsroomreport.csv');
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const [first] = csv.split(/\r?\n/);
  expect(first).toMatch(/good/i);
  expect(first).not.toContain(note);
  expect(csv).toContain(note);
});

test('inventory count log: opened from the venue, filtered by issue and log date; a custom range ending before its start is not searched', async ({ page }) => {
  test.slow();
  await signIn(page, 'admin', 'admin');
  await page.goto('/client/venues/all');
  await page.getByLabel('Search').fill('Harbor Point');
  await expect(page.getByTestId('list-count')).toHaveText('1 in all');
  await page.getByRole('region', { name: 'All venues' }).getByRole('link', { name: 'Harbor Point 12', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Harbor Point 12', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Inventory Count Log', exact: true }).click();

  await expect(page).toHaveURL(/\/client\/venues\/inventoryCountLog\?.*venueId=\d+/);
  await expect(page.getByRole('heading', { name: 'Inventory Count Log of Harbor Point 12' })).toBeVisible();
  await expect(crumb(page, 'Clients')).toBeVisible();
  await expect(crumb(page, 'Northwind Cinemas')).toBeVisible();
  await expect(crumb(page, 'Harbor Point 12')).toBeVisible();
  const list = page.getByRole('region', { name: 'Inventory Count Log' });
  // The demo counts its stands at the end of the last days, some short.
  await expect(
    list
      .getByRole('row')
      .filter({ hasText: /Has Issue|No Issue/ })
      .first(),
  ).toBeVisible();

  await pick(page, 'Issue', 'Has Issue');
  await expect(list.getByRole('row').filter({ hasText: 'Has Issue' }).first()).toBeVisible();
  await expect(list.getByRole('row').filter({ hasText: 'No Issue' })).toHaveCount(0);

  // This Week: Sunday 00:00 to the next Sunday 00:00 of the user's calendar, local times at the venue.
  const sunday = localAt(-new Date().getDay());
  const nextSunday = new Date(sunday.getFullYear(), sunday.getMonth(), sunday.getDate() + 7);
  const thisWeek = page.waitForRequest((r) => isLogSearch(r) && r.postDataJSON()?.DateLogFrom === wall(sunday));
  await pick(page, 'Log date', 'This Week');
  const body = (await thisWeek).postDataJSON();
  expect(body).toMatchObject({ DateLogTo: wall(nextSunday), IsDiscrepency: true, Take: 12, Skip: 0 });
  expect(body.VenueId).toEqual(expect.any(Number));
  await expect(page.getByTestId('list-count')).toHaveText(/^\d+ in all$/);

  // Custom range: an end alone is searched; a start after it is refused and not searched.
  await pick(page, 'Log date', 'Custom Range');
  const end = localAt(-2, 8, 0);
  const start = localAt(-1, 8, 0);
  const endOnly = page.waitForRequest((r) => isLogSearch(r) && r.postDataJSON()?.DateLogTo === wall(end));
  await page.getByLabel('End', { exact: true }).fill(datetimeLocal(end));
  expect((await endOnly).postDataJSON().DateLogFrom).toBeNull();

  let searches = 0;
  const count = (r: Request) => {
    if (isLogSearch(r)) searches++;
  };
  page.on('request', count);
  await page.getByLabel('Start', { exact: true }).fill(datetimeLocal(start));
  await expect(page.getByText('End time should be after start time.')).toBeVisible();
  await page.waitForTimeout(1000);
  expect(searches).toBe(0);
  page.off('request', count);

  // An end after the start searches again and clears the message.
  const later = localAt(0, 23, 0);
  const valid = page.waitForRequest((r) => isLogSearch(r) && r.postDataJSON()?.DateLogFrom === wall(start) && r.postDataJSON()?.DateLogTo === wall(later));
  await page.getByLabel('End', { exact: true }).fill(datetimeLocal(later));
  await valid;
  await expect(page.getByText('End time should be after start time.')).toHaveCount(0);

  // The filters are kept between visits.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Issue', exact: true })).toHaveValue('Has Issue');
  await expect(page.getByRole('textbox', { name: 'Log date', exact: true })).toHaveValue('Custom Range');
  await expect(page.getByLabel('Start', { exact: true })).toHaveValue(datetimeLocal(start));
});
