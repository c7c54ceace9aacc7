import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { ReportLocation } from '@intermission/contracts';
import { signIn } from './support';

interface Row {
  Id: number;
  IsTotal: boolean;
  IsCategory: boolean;
  Name: string;
  CategoryId: number;
  Sales: string | null;
  GainLoss: string;
}

/** A YYYY-MM-DD day of the browser's (and the test's) calendar, `daysBack` days ago. */
function localDay(daysBack = 0): string {
  const d = new Date();
  d.setDate(d.getDate() - daysBack);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The API as admin, to read what the page should show (never to change anything). */
async function adminApi(request: APIRequestContext) {
  const login = await request.post('/api/v1/users/token', {
    data: { Username: 'admin', Password: 'admin', AuthClientID: 1, AuthClientSecret: 'intermission-demo-client-secret' },
  });
  const headers = { Authorization: `Bearer ${(await login.json()).LoginResult.Jwt as string}` };
  return {
    get: async <T>(path: string): Promise<T> => (await (await request.get(`/api/v1/${path}`, { headers })).json()) as T,
    post: async <T>(path: string, data: unknown): Promise<T> => (await (await request.post(`/api/v1/${path}`, { headers, data })).json()) as T,
  };
}

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.use({ viewport: { width: 1440, height: 900 } });

test('the gain/loss report at 1440×900: the columns that matter in view, totals in money, and Back from a drill-down link shows the same report', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const api = await adminApi(request);
  const entries = await api.get<ReportLocation[]>('venues/managers/inventorySummary/locations');
  const venue = entries.find((e) => e.VenueName === 'Harbor Point 12' && e.Composite)!;
  expect(venue, 'the demo venue Harbor Point 12').toBeTruthy();
  const fromDate = localDay(6);
  const toDate = localDay();
  const body = { InvLocId: venue.Id, Composite: true, fromDate, toDate, Totals: true, VarianceOnly: false, IncludeInactive: false };
  const rows = (await api.post<{ Rows: Row[] }>('venues/managers/inventorySummary/', body)).Rows;
  // A category of several non-alcohol goods (a bag, a box, a cup…): its Total has money, no quantity.
  const mixed = rows.find((r) => r.IsTotal && r.Sales === null);
  expect(mixed, 'a category whose goods are in different units').toBeTruthy();
  const selling = rows.find((r) => !r.IsTotal && !r.IsCategory && Number(r.Sales) !== 0)!;
  expect(selling, 'a good sold at the venue in the last 7 days').toBeTruthy();

  await signIn(page, 'admin', 'admin');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Gain/Loss Report', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Gain/Loss Report' })).toBeVisible();

  // The picker says what each of the venue's two entries covers.
  await page.getByRole('textbox', { name: 'Location', exact: true }).click();
  await expect(page.getByRole('option', { name: 'Harbor Point 12 — whole venue (all locations)', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Harbor Point 12 — venue store room only', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  await pick(page, 'Location', 'Harbor Point 12 — whole venue (all locations)');
  await page.getByRole('textbox', { name: 'Date From', exact: true }).fill(fromDate);
  await page.getByRole('textbox', { name: 'Date To', exact: true }).fill(toDate);
  await page.getByRole('button', { name: 'Run Report' }).click();

  // The filter is in the URL.
  await expect(page).toHaveURL(new RegExp(`loc=${venue.Id}%3Aall&from=${fromDate}&to=${toDate}`));
  const reportUrl = page.url();
  const grid = page.getByRole('region', { name: 'Gain/Loss Report' });
  const goodRows = grid.locator('.ag-pinned-left-cols-container .report-good-row');
  await expect(goodRows).toHaveCount(rows.filter((r) => !r.IsTotal && !r.IsCategory).length);

  // Good, Sales, Variance and Gain/Loss: whole headers inside the window, no horizontal scroll.
  expect(await grid.locator('.ag-center-cols-viewport').evaluate((el) => el.scrollLeft)).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const centre = (await grid.locator('.ag-header-viewport').boundingBox())!;
  for (const [colId, text] of [
    ['Name', 'Good'],
    ['Sales', 'Sales'],
    ['Variance', 'Variance'],
    ['GainLoss', 'Gain/Loss'],
  ] as const) {
    const header = grid.locator(`.ag-header-cell[col-id="${colId}"]`);
    await expect(header).toBeVisible();
    await expect(header).toContainText(text);
    const box = (await header.boundingBox())!;
    expect(box.x, colId).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, colId).toBeLessThanOrEqual(1440);
    expect(box.y + box.height, colId).toBeLessThanOrEqual(900);
    // Sales scrolls with the figures: it must sit inside their visible part, not under a pinned column.
    if (colId === 'Sales') expect(box.x + box.width, colId).toBeLessThanOrEqual(centre.x + centre.width);
  }
  // Headers wrap rather than cut: no header text is truncated.
  const cut = await grid
    .locator('.ag-header-cell-text')
    .evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent));
  expect(cut).toEqual([]);

  // The mixed category's Total: Gain/Loss in money, no sum of quantities in different units.
  const total = (colId: string) => grid.locator(`[row-id="total-${mixed!.CategoryId}"] [col-id="${colId}"]`);
  await expect(total('GainLoss')).toHaveText(/\$/);
  await expect(total('Sales')).toHaveText('');
  await expect(total('Variance')).toHaveText('');

  // Drill into a Sales figure, follow its "Open" link, come Back: the same report.
  const caption = await page.getByTestId('report-caption').innerText();
  const names = await goodRows.locator('[col-id="Name"]').allInnerTexts();
  const gainLoss = await grid.locator('.ag-pinned-right-cols-container [col-id="GainLoss"]').allInnerTexts();
  await grid.locator(`.ag-center-cols-container [row-id="good-${selling.Id}"] [col-id="Sales"]`).click();
  const drill = page.getByRole('dialog', { name: `${selling.Name} · Sales` });
  const open = drill
    .getByRole('region', { name: 'Drill-down events' })
    .locator('.ag-center-cols-container [row-index="0"]')
    .getByRole('link', { name: 'Open' });
  await expect(open).toBeVisible();
  await open.click();
  await expect(page).not.toHaveURL(/gainlossReport/);
  // By name: while the record's page loads, the report and its dialog may still be on screen.
  await expect(page.getByRole('heading', { level: 2, name: /^(Sale|Refund|.+ Transfer|Wastage|Received Order)$/ })).toBeVisible();
  await expect(drill).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(reportUrl);
  await expect(page.getByTestId('report-caption')).toHaveText(caption);
  await expect(page.getByRole('textbox', { name: 'Location', exact: true })).toHaveValue('Harbor Point 12 — whole venue (all locations)');
  await expect(page.getByRole('textbox', { name: 'Date From', exact: true })).toHaveValue(fromDate);
  await expect(page.getByRole('textbox', { name: 'Date To', exact: true })).toHaveValue(toDate);
  await expect(goodRows.locator('[col-id="Name"]')).toHaveText(names);
  await expect(grid.locator('.ag-pinned-right-cols-container [col-id="GainLoss"]')).toHaveText(gainLoss);
});
