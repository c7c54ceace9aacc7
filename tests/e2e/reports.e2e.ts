import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { ReportLocation } from '@intermission/contracts';
import { signIn } from './support';

interface Row {
  Id: number;
  IsTotal: boolean;
  IsCategory: boolean;
  Name: string;
  CategoryId: number;
  CategoryName: string;
  Sales: string;
  Variance: string;
  CountedEnd: string | null;
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
  const token = (await login.json()).LoginResult.Jwt as string;
  const headers = { Authorization: `Bearer ${token}` };
  return {
    get: async <T>(path: string): Promise<T> => {
      const res = await request.get(`/api/v1/${path}`, { headers });
      expect(res.status(), path).toBe(200);
      return (await res.json()) as T;
    },
    post: async <T>(path: string, data: unknown): Promise<T> => {
      const res = await request.post(`/api/v1/${path}`, { headers, data });
      expect(res.status(), path).toBe(200);
      return (await res.json()) as T;
    },
  };
}

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const isZero = (text: string) => /^\(?-?\$?0(\.0+)?\)?$/.test(text.trim());

test('the gain/loss report of a sales location: totals, variance only, kits sold, CSV, a drill-down to its events, and the summary report', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const api = await adminApi(request);
  const entries = await api.get<ReportLocation[]>('venues/managers/inventorySummary/locations');
  const stand = entries.find((e) => e.VenueName === 'Harbor Point 12' && !e.IsVenue && !e.Composite) ?? entries.find((e) => !e.IsVenue && !e.Composite)!;
  const venueEntry = entries.find((e) => e.VenueId === stand.VenueId && e.IsVenue && !e.Composite)!;
  expect(venueEntry.Name).toMatch(/ Inventory Location$/);
  // The picker and the caption say what a venue's two entries cover.
  const venueLabel = `${venueEntry.VenueName} — venue store room only`;
  const fromDate = localDay(6);
  const toDate = localDay();
  const body = { InvLocId: stand.Id, Composite: false, fromDate, toDate, Totals: true, VarianceOnly: false, IncludeInactive: false };
  // The demo seed records the last days' sales and end-of-day counts before the server listens.
  const expected = (await api.post<{ Rows: Row[] }>('venues/managers/inventorySummary/', body)).Rows;
  expect(expected.some((r) => r.CountedEnd !== null) && expected.some((r) => !r.IsTotal && Number(r.Sales) !== 0)).toBe(true);
  const varianceOnly = (await api.post<{ Rows: Row[] }>('venues/managers/inventorySummary/', { ...body, VarianceOnly: true })).Rows;

  await signIn(page, 'admin', 'admin');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Gain/Loss Report', exact: true }).click();
  await expect(page).toHaveURL(/\/inventory\/gainlossReport/);
  await expect(page.getByRole('heading', { name: 'Gain/Loss Report' })).toBeVisible();

  // Nothing chosen: the fields say what is missing and nothing runs.
  await page.getByRole('button', { name: 'Run Report' }).click();
  await expect(page.getByText('Location is required')).toBeVisible();

  await pick(page, 'Location', stand.Name);
  await page.getByRole('textbox', { name: 'Date From', exact: true }).fill(fromDate);
  await page.getByRole('textbox', { name: 'Date To', exact: true }).fill(toDate);
  await page.getByRole('button', { name: 'Run Report' }).click();

  const grid = page.getByRole('region', { name: 'Gain/Loss Report' });
  const goodRows = grid.locator('.ag-center-cols-container .report-good-row');
  const totalRows = grid.locator('.ag-center-cols-container .report-total-row');
  await expect(page.getByTestId('report-caption')).toContainText(stand.Name);
  await expect(goodRows).toHaveCount(expected.filter((r) => !r.IsTotal && !r.IsCategory).length);
  expect(expected.some((r) => !r.IsTotal)).toBe(true);
  await expect(totalRows).toHaveCount(expected.filter((r) => r.IsTotal).length);
  await expect(grid.locator('.ag-pinned-left-cols-container .report-total-row').first()).toContainText('Total');

  // Show variance only: only the goods whose variance is not zero.
  await page.getByLabel('Show variance only').check();
  await page.getByRole('button', { name: 'Run Report' }).click();
  await expect(goodRows).toHaveCount(varianceOnly.filter((r) => !r.IsTotal && !r.IsCategory).length);
  for (const text of await goodRows.locator('[col-id="Variance"]').allInnerTexts()) expect(isZero(text), `variance ${text}`).toBe(false);
  await page.getByLabel('Show variance only').uncheck();
  await page.getByRole('button', { name: 'Run Report' }).click();
  await expect(goodRows).toHaveCount(expected.filter((r) => !r.IsTotal && !r.IsCategory).length);

  // The kits-sold dialog from a category's Total row; Escape closes it.
  const firstTotal = expected.find((r) => r.IsTotal)!;
  await grid.getByRole('button', { name: `Kits sold: ${firstTotal.CategoryName}` }).click();
  const kits = page.getByRole('dialog', { name: `Kits Sold · ${firstTotal.CategoryName}` });
  await expect(kits).toBeVisible();
  const sold = await api.post<unknown[]>('venues/managers/inventorySummary/kitsSold', {
    InvLocId: stand.Id,
    Composite: false,
    fromDate,
    toDate,
    Categoryid: firstTotal.CategoryId,
  });
  if (sold.length) await expect(kits.getByRole('region', { name: 'Kits sold' })).toBeVisible();
  else await expect(kits.getByText('No kits were sold in this period.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(kits).toBeHidden();

  // CSV of the grid as shown.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV', exact: true }).click()]);
  expect(download.suggestedFilename()).toBe('gain-loss-report.csv');
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.split('\n')[0]).toMatch(/ExpectedOpening|Expected Opening/);

  // A drill-down from a Sales figure (Enter on the focused cell), then the event it links to.
  const selling = expected.find((r) => !r.IsTotal && !r.IsCategory && Number(r.Sales) !== 0);
  expect(selling, 'a good sold at the stand in the last 7 days').toBeTruthy();
  const salesCell = grid.locator(`.ag-center-cols-container [row-id="good-${selling!.Id}"] [col-id="Sales"]`);
  await salesCell.press('Enter');
  const drill = page.getByRole('dialog', { name: `${selling!.Name} · Sales` });
  await expect(drill).toBeVisible();
  const newest = drill.getByRole('region', { name: 'Drill-down events' }).locator('.ag-center-cols-container [row-index="0"]');
  await expect(newest.getByRole('link', { name: 'Open' })).toBeVisible();
  await expect(drill.getByTestId('drill-down-count')).toHaveText(/\d+ in all/);
  const href = await newest.getByRole('link', { name: 'Open' }).getAttribute('href');
  await newest.getByRole('link', { name: 'Open' }).click();
  await expect(page).toHaveURL(new RegExp(href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  // The dialog's title is a heading too until it has closed (seen in CI: two level-2 headings at once).
  await expect(drill).toBeHidden();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(/^(Sale|Refund|.+ Transfer|Wastage|Received Order)$/);

  // The summary report with ?lid preselected (the venue's own ' Inventory Location' entry, its store room).
  await page.goto(`/inventory/summaryReport?lid=${venueEntry.Id}`);
  await expect(page.getByRole('heading', { name: 'Inventory Summary Report' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Location', exact: true })).toHaveValue(venueLabel);
  await page.getByRole('button', { name: 'Run Report' }).click();
  const summary = page.getByRole('region', { name: 'Inventory Summary Report' });
  await expect(page.getByTestId('report-caption')).toContainText(venueLabel);
  await expect(summary.locator('.ag-center-cols-container .report-good-row').first()).toBeVisible();
  await expect(summary.locator('.report-total-row')).toHaveCount(0);

  // The summary of the stand in one show event: filtered to the show's window, a drill-down, its CSV.
  const shows = await api.post<{ ShowEventId: number; Start: string }[]>('venues/managers/inventorySummary/showEvents', {
    InvLocId: stand.Id,
    Composite: false,
    fromDate,
    toDate,
  });
  expect(shows.length, 'the demo stand sold in show events this week').toBeGreaterThan(0);
  // The latest show event whose sales took stock out of the stand: another journey's manual sale that does not reduce
  // inventory can make the latest one list no such good (seen in CI with two workers, after midnight in New York).
  let chosen: { index: number; row: Row } | undefined;
  for (let i = shows.length - 1; i >= 0 && !chosen; i--) {
    const rows = (await api.post<{ Rows: Row[] }>('venues/managers/inventorySummary/', { ...body, Totals: false, ShowEventId: shows[i]!.ShowEventId })).Rows;
    const row = rows.find((r) => Number(r.Sales) !== 0);
    if (row) chosen = { index: i, row };
  }
  expect(chosen, 'a show event of the week took stock out of the demo stand').toBeDefined();
  const inShow = chosen!.row;
  await pick(page, 'Location', stand.Name);
  await page.getByRole('textbox', { name: 'Show Event', exact: true }).click();
  await page.getByRole('option').nth(chosen!.index).click();
  await page.getByRole('button', { name: 'Run Report' }).click();
  const showSales = summary.locator(`.ag-center-cols-container [row-id="good-${inShow.Id}"] [col-id="Sales"]`);
  await expect(showSales).toHaveText(new RegExp(`^${Number(inShow.Sales)}(\\.0+)?$`));
  await showSales.click();
  const showDrill = page.getByRole('dialog', { name: `${inShow.Name} · Sales` });
  await expect(showDrill.getByRole('region', { name: 'Drill-down events' }).locator('.ag-center-cols-container [row-index="0"]')).toContainText('Sale');
  await page.keyboard.press('Escape');
  const [summaryCsv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV', exact: true }).click()]);
  expect(summaryCsv.suggestedFilename()).toBe('inventory-summary-report.csv');
  expect(await readFile((await summaryCsv.path())!, 'utf8')).toContain(inShow.Name);

  // Its link back to the gain/loss report carries the filter (in the URL); a venue's composite entry adds its end-of-day counts.
  await page.getByRole('link', { name: 'Gain/Loss Report', exact: true }).last().click();
  await expect(page.getByRole('textbox', { name: 'Location', exact: true })).toHaveValue(stand.Name);
  await expect(page.getByRole('textbox', { name: 'Date From', exact: true })).toHaveValue(fromDate);
  const composite = entries.find((e) => e.VenueId === stand.VenueId && e.Composite)!;
  const compositeLabel = `${composite.VenueName} — whole venue (all locations)`;
  await pick(page, 'Location', compositeLabel);
  await page.getByRole('button', { name: 'Run Report' }).click();
  await expect(page.getByTestId('report-caption')).toContainText(compositeLabel);
  await expect(page.getByRole('heading', { name: 'End of day counts' })).toBeVisible();
  // Every demo stand is counted at the end of every day: yesterday shows a tick or a warning at the stand.
  await expect(
    page
      .getByRole('region', { name: 'End of day counts by location and day' })
      .getByLabel(new RegExp(`^${stand.Name}, .*: Counted`))
      .first(),
  ).toBeVisible();
});
