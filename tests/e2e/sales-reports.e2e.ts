import ExcelJS from 'exceljs';
import { expect, type Page, test } from '@playwright/test';
import { formatCurrency, todayIn } from '@intermission/contracts';
import { adminApi, pick } from './shows-support';
import { DemoUsers, signIn } from './support';

// Issue 15: the kit, goods and managed sales reports run in Chromium by the demo manager over the
// demo's last three weeks at Harbor Point 12; every figure on screen is the server's answer, a money
// figure opens the sales behind it, and kitsalesreport.xlsx is downloaded and read back.

const Zone = 'America/New_York';
const venue = 'Harbor Point 12';

interface KitReport {
  SalesSummaryData: { KitName: string; GrossSales: number }[];
  Totals: { GrossSales: number; TaxAmount: number; COGs: number };
  CashTotal: number;
  DiscountAmount: number;
}

const totalCell = (page: Page, col: string) => page.locator(`.ag-floating-bottom [col-id="${col}"]`);
const firstCell = (page: Page, col: string) => page.locator(`.ag-center-cols-container [row-index="0"] [col-id="${col}"]`);

async function fillDates(page: Page, from: string, to: string) {
  await page.getByLabel('Date From').fill(from);
  await page.getByLabel('Date To').fill(to);
}

test('the demo manager runs the kit sales report, drills into a figure and reads kitsalesreport.xlsx back', async ({ page, request }) => {
  const from = todayIn(Zone, 21);
  const to = todayIn(Zone);
  const api = await adminApi(request, 'manager');
  const theatres = await api.get<{ Id: number; VenueId: number; VenueName: string; Name: string }[]>('theatres');
  const venueId = theatres.find((t) => t.VenueName === venue)!.VenueId;
  const expected = await api.post<KitReport>('sales/itemizedSalesReport', { FromDate: from, ToDate: to, VenueId: venueId });
  expect(expected.SalesSummaryData.length).toBeGreaterThan(0);

  await signIn(page, 'manager', DemoUsers.manager.password, { from: '/sales/itemizedSalesReport' });
  await page.goto('/sales/itemizedSalesReport');
  await expect(page.getByRole('heading', { name: 'Kit Sales Report' })).toBeVisible();
  await fillDates(page, from, to);
  await pick(page, 'Venue', venue);
  await page.getByRole('button', { name: 'Run Report' }).click();

  await expect(totalCell(page, 'GrossSales')).toHaveText(formatCurrency(expected.Totals.GrossSales));
  await expect(totalCell(page, 'TaxAmount')).toHaveText(formatCurrency(expected.Totals.TaxAmount));
  await expect(totalCell(page, 'COGs')).toHaveText(formatCurrency(expected.Totals.COGs));
  await expect(firstCell(page, 'KitName')).toHaveText(expected.SalesSummaryData[0]!.KitName);
  await expect(page.getByTestId('total-Cash')).toHaveText(formatCurrency(expected.CashTotal));
  await expect(page.getByTestId('total-Discount')).toHaveText(formatCurrency(expected.DiscountAmount));

  // A row's gross opens its sales, each linking to the master transaction log.
  await firstCell(page, 'GrossSales').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('drill-down-count')).toHaveText(/^\d+ in all$/);
  await expect(dialog.getByRole('link', { name: 'Open' }).first()).toHaveAttribute('href', /^\/masterTransactionLog\/info\?id=[0-9a-f-]{36}$/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Excel' }).click()]);
  expect(download.suggestedFilename()).toBe('kitsalesreport.xlsx');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile((await download.path())!);
  const ws = wb.worksheets[0]!;
  expect(ws.getCell('A1').value).toBe('Kit Sales Report');
  expect(ws.getCell('B2').value).toBe(DemoUsers.manager.name);
  const rows = new Map<string, ExcelJS.Row>();
  ws.eachRow((r) => rows.set(String(r.getCell(1).value), r));
  expect(rows.get('Venue')!.getCell(2).value).toBe(venue);
  const total = rows.get('Total')!;
  expect(total.getCell(4).value).toBe(expected.Totals.GrossSales);
  expect(total.getCell(4).numFmt).toBe('$#,##0.00;($#,##0.00)');
  expect(rows.get(expected.SalesSummaryData[0]!.KitName)!.getCell(4).value).toBe(expected.SalesSummaryData[0]!.GrossSales);
  expect(rows.get('Cash Total')!.getCell(2).value).toBe(expected.CashTotal);
});

test('the demo manager runs the goods sales report: its gross adds up to the kits’', async ({ page, request }) => {
  const from = todayIn(Zone, 21);
  const to = todayIn(Zone);
  const api = await adminApi(request, 'manager');
  const venueId = (await api.get<{ VenueId: number; VenueName: string }[]>('theatres')).find((t) => t.VenueName === venue)!.VenueId;
  const body = { FromDate: from, ToDate: to, VenueId: venueId };
  const goods = await api.post<{ Totals: { GrossSales: number }; UnallocatedGrossSales: number; GoodsSummaryReportData: { GoodName: string }[] }>(
    'sales/goodsSalesReport',
    body,
  );
  const kits = await api.post<KitReport>('sales/itemizedSalesReport', body);
  expect(Math.round((goods.Totals.GrossSales + goods.UnallocatedGrossSales) * 100)).toBe(Math.round(kits.Totals.GrossSales * 100));

  await signIn(page, 'manager', DemoUsers.manager.password, { from: '/sales/goodsSalesReport' });
  await page.goto('/sales/goodsSalesReport');
  await fillDates(page, from, to);
  await pick(page, 'Venue', venue);
  await page.getByRole('button', { name: 'Run Report' }).click();
  await expect(totalCell(page, 'GrossSales')).toHaveText(formatCurrency(goods.Totals.GrossSales));
  await expect(firstCell(page, 'GoodName')).toHaveText(goods.GoodsSummaryReportData[0]!.GoodName);
  await firstCell(page, 'GrossSales').click();
  await expect(page.getByRole('dialog').getByTestId('drill-down-count')).toHaveText(/^[1-9]\d* in all$/);
});

test('the demo manager runs the managed sales report: nothing without a theatre, then the theatre’s rows', async ({ page, request }) => {
  const from = todayIn(Zone, 21);
  const to = todayIn(Zone);
  const api = await adminApi(request, 'manager');
  const theatre = (await api.get<{ Id: number; VenueName: string; Name: string }[]>('theatres')).find((t) => t.VenueName === venue)!;
  const expected = await api.post<{
    AdjustedSalesReportData: { Kit: string }[];
    Totals: { SalePrice: number; AdjustedSalePrice: number };
    DiscountAmount: number;
  }>('sales/adjustedSalesReport', { DateFrom: from, DateTo: to, TheatreId: theatre.Id, IncludeNonAdjusted: true });
  expect(expected.AdjustedSalesReportData.length).toBeGreaterThan(0);

  await signIn(page, 'manager', DemoUsers.manager.password, { from: '/sales/adjustedSalesReport' });
  await page.goto('/sales/adjustedSalesReport');
  await fillDates(page, from, to);
  // §5: no theatre, nothing to run.
  await expect(page.getByRole('button', { name: 'Run Report' })).toBeDisabled();
  await pick(page, 'Theatre', `${theatre.Name} (${theatre.VenueName})`);
  await page.getByLabel('Include non-adjusted').check();
  await page.getByRole('button', { name: 'Run Report' }).click();
  await expect(totalCell(page, 'SalePrice')).toHaveText(formatCurrency(expected.Totals.SalePrice));
  await expect(totalCell(page, 'AdjustedSalePrice')).toHaveText(formatCurrency(expected.Totals.AdjustedSalePrice));
  await expect(page.getByTestId('adjusted-discount')).toHaveText(formatCurrency(expected.DiscountAmount));
  await firstCell(page, 'AdjustedSalePrice').click();
  await expect(page.getByRole('dialog').getByTestId('drill-down-count')).toHaveText(/^[1-9]\d* in all$/);
});
