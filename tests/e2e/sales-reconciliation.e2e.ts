import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { formatCurrency, type SalesReconciliationReport, todayIn } from '@intermission/contracts';
import { adminApi, pick } from './shows-support';
import { DemoUsers, signIn } from './support';

// Issue 15 "Done when": the demo manager runs the sales reconciliation report in Chromium over the
// last week at their venue, drills into a figure, downloads salesreconciliationreport.xlsx and the
// CSV and reads them back: every file agrees with the report the server answers.

const Zone = 'America/New_York';
const Venue = 'Harbor Point 12';

/** RFC 4180 lines of quoted fields ("" a quote). */
const parseCsv = (text: string) =>
  text
    .split('\r\n')
    .filter(Boolean)
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]!.replace(/""/g, '"')));

test('the manager reconciles the week: the grid, a drill-down, the xlsx and the CSV', async ({ page, request }) => {
  const api = await adminApi(request, 'manager');
  const venues = await api.get<{ Id: number; Name: string }[]>('goods/_simpleVenues');
  const venueId = venues.find((v) => v.Name === Venue)!.Id;
  const FromDate = todayIn(Zone, 6);
  const ToDate = todayIn(Zone);
  const expected = await api.post<SalesReconciliationReport>('sales/salesReport', { FromDate, ToDate, VenueId: venueId });
  expect(expected.Rows.length, 'the demo sells at Harbor Point 12 every day').toBeGreaterThan(0);

  await signIn(page, 'manager', DemoUsers.manager.password);
  await page.goto('/sales/salesReport');
  await expect(page.getByRole('heading', { name: 'Sales Reconciliation Report' })).toBeVisible();
  await page.getByLabel('Date From').fill(FromDate);
  await page.getByLabel('Date To').fill(ToDate);
  await pick(page, 'Venue', Venue);
  await page.getByRole('button', { name: 'Run Report' }).click();

  // The filter is in the URL, the grid holds a row per show event and the Totals row the server's figures.
  await expect(page).toHaveURL(new RegExp(`from=${FromDate}&to=${ToDate}&venue=${venueId}`));
  await expect(page.getByTestId('reconciliation-caption')).toContainText(`${expected.Rows.length} rows`);
  const grid = page.getByRole('region', { name: 'Sales Reconciliation Report' });
  const total = (col: string) => grid.locator(`.ag-floating-bottom [col-id="${col}"]`);
  await expect(total('NetSales')).toHaveText(formatCurrency(expected.Totals.NetSales));
  await expect(total('Tender-1')).toHaveText(formatCurrency(expected.Totals.Cash));
  await expect(total('Paid')).toHaveText(formatCurrency(expected.Totals.Paid));
  await expect(total('SalesCount')).toHaveText(String(expected.Totals.SalesCount));

  // Net Sales of the week opens every sale behind it.
  await total('NetSales').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Total · Net Sales');
  await expect(page.getByTestId('drill-down-count')).toHaveText(`${expected.Totals.SalesCount} in all`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // salesreconciliationreport.xlsx: its title, the filter and the Total row match the report.
  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Excel', exact: true }).click()]);
  expect(xlsx.suggestedFilename()).toBe('salesreconciliationreport.xlsx');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile((await xlsx.path())!);
  const ws = wb.worksheets[0]!;
  expect(ws.getCell('A1').value).toBe('Sales Reconciliation Report');
  expect(ws.getCell('B2').value).toBe(DemoUsers.manager.name);
  const rows: unknown[][] = [];
  ws.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  expect(rows.find((r) => r[0] === 'Venue' && r[1] !== 'Day')?.[1]).toBe(Venue);
  const header = rows.find((r) => r[0] === 'Venue' && r[1] === 'Day') as string[];
  const xlsxTotal = rows.find((r) => r[0] === 'Total')!;
  expect(xlsxTotal[header.indexOf('Net Sales')]).toBe(expected.Totals.NetSales);
  expect(xlsxTotal[header.indexOf('Paid')]).toBe(expected.Totals.Paid);
  expect(rows.length).toBeGreaterThanOrEqual(expected.Rows.length + 2);

  // salesreconciliationreport.csv: the header, a line per row and the Total line, in plain decimals.
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV', exact: true }).click()]);
  expect(csv.suggestedFilename()).toBe('salesreconciliationreport.csv');
  const lines = parseCsv(await readFile((await csv.path())!, 'utf8'));
  expect(lines[0]!.slice(0, 6)).toEqual(['Venue', 'Day', 'Show Event', 'Theatre', 'Start', 'Sales']);
  expect(lines).toHaveLength(expected.Rows.length + 2);
  const csvTotal = lines.at(-1)!;
  const at = (h: string) => csvTotal[lines[0]!.indexOf(h)];
  expect(csvTotal[0]).toBe('Total');
  expect(at('Net Sales')).toBe(expected.Totals.NetSales.toFixed(2));
  expect(at('Cash')).toBe(expected.Totals.Cash.toFixed(2));
  expect(at('Sales')).toBe(String(expected.Totals.SalesCount));
  expect(lines[1]![0]).toBe(Venue);
});
