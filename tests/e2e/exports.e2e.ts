import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Download, expect, type Page, test } from '@playwright/test';
import JSZip from 'jszip';
import { type ExportItem, ExportMessages, ExportTypes, runtimeTimeZone, todayIn } from '@intermission/contracts';
import { signIn } from './support';

// One demo server for every journey: the settings journey below connects another company, so it runs
// after the exports journey, in this file, in order (the demo's own company is a local fake QBO).
test.describe.configure({ mode: 'serial' });

/** A day of the browser's (and the test's) calendar, `daysBack` days ago. */
const localDay = (daysBack = 0) => todayIn(runtimeTimeZone(), daysBack);

/** The API as admin, to find what the page should show (never to change anything). */
async function adminApi(request: APIRequestContext) {
  const login = await request.post('/api/v1/users/token', {
    data: { Username: 'admin', Password: 'admin', AuthClientID: 1, AuthClientSecret: 'intermission-demo-client-secret' },
  });
  const token = (await login.json()).LoginResult.Jwt as string;
  return {
    post: async <T>(path: string, data: unknown): Promise<T> => {
      const res = await request.post(`/api/v1/${path}`, { headers: { Authorization: `Bearer ${token}` }, data });
      expect(res.status(), path).toBe(200);
      return (await res.json()) as T;
    },
  };
}

/** An IIF amount ("-1,234.5") in whole cents; a figure with more than 2 decimals fails the test. */
function cents(text: string): number {
  const m = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim().replace(/,/g, ''));
  expect(m, `an amount of 2 decimals: ${text}`).not.toBeNull();
  const value = Number(m![2]) * 100 + Number((m![3] ?? '').padEnd(2, '0'));
  return m![1] ? -value : value;
}

/**
 * The IIF files of a downloaded zip: each has the !TRNS header, and each transaction
 * (TRNS…SPL…ENDTRNS) sums to zero in its AMOUNT column, counted in whole cents.
 */
async function readIifZip(download: Download): Promise<{ names: string[]; transactions: number }> {
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const zip = await JSZip.loadAsync(await readFile((await download.path())!));
  const names = Object.keys(zip.files).filter((n) => n.toLowerCase().endsWith('.iif'));
  expect(names.length).toBeGreaterThan(0);
  let transactions = 0;
  for (const name of names) {
    const text = await zip.file(name)!.async('string');
    const lines = text.split(/\r?\n/).map((l) => l.split('\t'));
    const header = lines.find((l) => l[0] === '!TRNS');
    expect(header, `${name} has the !TRNS header`).toBeDefined();
    const splHeader = lines.find((l) => l[0] === '!SPL')!;
    let open: number | null = null;
    for (const cells of lines) {
      if (cells[0] === 'TRNS') open = cents(cells[header!.indexOf('AMOUNT')]!);
      else if (cells[0] === 'SPL' && open !== null) open += cents(cells[splHeader.indexOf('AMOUNT')]!);
      else if (cells[0] === 'ENDTRNS') {
        expect(open, `a transaction of ${name} balances`).toBe(0);
        transactions += 1;
        open = null;
      }
    }
  }
  return { names, transactions };
}

/** Ticks a history row's checkbox (AG Grid's selection column), by the run's id. */
async function selectRun(page: Page, exportId: number) {
  const box = page.locator(`.ag-row[row-id="${exportId}"] .ag-selection-checkbox input`).first();
  await expect(box).toBeAttached();
  await box.check();
}

test('admin exports two weeks of transactions, downloads the IIF, re-exports it from the history and reads a failed row in the QBO log', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const fromDate = localDay(13);
  const toDate = localDay(0);
  await signIn(page, 'admin', 'admin');

  // The export list: each type, Transactions the default.
  await page.goto('/exports/list');
  await expect(page).toHaveTitle('Intermission - Exports');
  const list = page.getByRole('list', { name: 'Export types' });
  for (const t of ExportTypes) await expect(list.getByRole('listitem', { name: t.Name })).toBeVisible();
  const transactions = list.getByRole('listitem', { name: 'Transactions' });
  await expect(transactions.getByText('Default')).toBeVisible();

  // The range dialog: focus on From Date, Run disabled until both dates, To before From refused, Escape closes.
  await transactions.getByRole('button', { name: 'Export Transactions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export Transactions' });
  const from = dialog.getByLabel('From Date');
  const to = dialog.getByLabel('To Date');
  await expect(from).toBeFocused();
  const run = dialog.getByRole('button', { name: 'Run' });
  await expect(run).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await transactions.getByRole('button', { name: 'Export Transactions' }).click();
  await from.fill(toDate);
  await expect(run).toBeDisabled();
  await to.fill(fromDate);
  await expect(dialog.getByText('To Date should be on or after From Date')).toBeVisible();
  await expect(run).toBeDisabled();
  await from.fill(fromDate);
  await to.fill(toDate);
  await expect(run).toBeEnabled();
  await to.press('Enter');
  await expect(page.getByText(ExportMessages.Started)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The run's progress updates by itself until Done; then its zip downloads and every transaction balances.
  const progress = transactions.locator('[data-testid^="export-run-"]').first();
  await expect(progress.getByRole('progressbar')).toBeVisible();
  await expect(progress.getByTestId('export-run-status')).toHaveText('Done', { timeout: 90_000 });
  const exportId = Number((await progress.getAttribute('data-testid'))!.replace('export-run-', ''));
  expect(exportId).toBeGreaterThan(0);
  const [download] = await Promise.all([page.waitForEvent('download'), transactions.getByRole('button', { name: 'Download zip' }).click()]);
  const first = await readIifZip(download);
  expect(first.transactions).toBeGreaterThan(0);

  // The history: select the run and re-export it; the same files come back.
  await page.getByRole('link', { name: 'IIF Export History' }).click();
  await expect(page).toHaveURL(/\/exports\/history/);
  await expect(page.getByRole('radio', { name: 'Transactions' })).toBeChecked();
  const reExport = page.getByRole('button', { name: 'Re-export selected' });
  await selectRun(page, exportId);
  await expect(reExport).toBeEnabled();
  const [again] = await Promise.all([page.waitForEvent('download'), reExport.click()]);
  const second = await readIifZip(again);
  expect(second.transactions).toBeGreaterThanOrEqual(first.transactions);

  // The QBO log: the notice of a local environment, and the demo's failed row with its detail.
  const api = await adminApi(request);
  const logOf = (typeId: number) =>
    api.post<ExportItem[]>('exports/QBOExports/', { ExportTypeId: typeId, FromDate: localDay(365), ToDate: localDay(0), Skip: 0, Take: 1000 });
  // The demo's company refused its first bill once (apps/api/src/seed/exports.seed.ts).
  const failed = (await logOf(3)).find((r) => r.Status === 'Fail' && r.ErrorMessage?.includes('Vendor assigned to this transaction has been deleted'));
  expect(failed, 'the demo has a failed bill').toBeDefined();
  await page.goto(`/exports/errorLog?typeId=${failed!.ExportTypeId}`);
  await expect(page).toHaveTitle('Intermission - QBO Export Logs');
  await expect(page.getByTestId('environment-notice')).toContainText('This is a local environment');
  await page.getByLabel('From Date').fill(failed!.Day);
  await page.getByLabel('To Date').fill(failed!.Day);
  const grid = page.getByRole('region', { name: 'QBO Export Logs' });
  const row = grid.locator(`.ag-row[row-id="${failed!.Id}"]`);
  await expect(row.first()).toBeVisible();
  await expect(grid.locator(`.ag-row[row-id="${failed!.Id}"] [data-status]`)).toHaveText('Fail');
  await grid.getByRole('button', { name: `Details of ${failed!.DocNumber}` }).click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByLabel('Status Fail')).toBeVisible();
  await expect(detail.getByRole('table', { name: 'Lines' })).toBeVisible();
  await expect(detail.getByText('Attempts')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // A failed row may be sent again: the demo's QuickBooks company (a local fake) refused that bill once
  // with a Fault; sent again it takes it, and the row is synced.
  await grid.getByRole('button', { name: `Re-export ${failed!.DocNumber}` }).click();
  await expect(page.getByText(ExportMessages.ReExported)).toBeVisible();
  await expect(grid.locator(`.ag-row[row-id="${failed!.Id}"] [data-status]`)).toHaveText('Success');

  // A Transfers row links to its transfers: the transfer list filtered by the row, the filter a removable chip.
  const transfer = (await logOf(1))[0]!;
  await page.goto('/exports/errorLog?typeId=1');
  await page.getByLabel('From Date').fill(transfer.Day);
  await page.getByLabel('To Date').fill(transfer.Day);
  await grid.getByRole('link', { name: `Transfers of ${transfer.DocNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/inventoryTransfers/list\\?exportDetailId=${transfer.Id}$`));
  await expect(page.getByText(`Export row ${transfer.Id}`)).toBeVisible();
  await expect(page.getByTestId('list-count')).toHaveText('1 in all');
  await page.getByRole('button', { name: `Remove the filter Export row ${transfer.Id}` }).click();
  await expect(page).toHaveURL(/\/inventoryTransfers\/list$/);
  await expect(page.getByText(`Export row ${transfer.Id}`)).toBeHidden();
});

// An administrator connects QuickBooks Online in the export settings: the secrets are never shown
// again, a save that leaves them empty keeps them, and disconnecting forgets them.
test('export settings: the QuickBooks Online connection is saved with write-only secrets', async ({ page }) => {
  await signIn(page, 'admin', 'admin');
  await page.goto('/export-settings/export-settings');
  await page.getByLabel('Company id').fill('9341452909345678');
  await page.getByLabel('Client id', { exact: true }).fill('ABcLientFromIntuit');
  await page.getByLabel('Client secret', { exact: true }).fill('a-secret-from-intuit');
  await page.getByLabel('Refresh token', { exact: true }).fill('RT1-a-refresh-token');
  await page.getByLabel('API address').fill('http://127.0.0.1:9/');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated Successfully!')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Client id', { exact: true })).toHaveValue('ABcLientFromIntuit');
  await expect(page.getByLabel('Client secret', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Client secret', { exact: true })).toHaveAttribute('placeholder', 'Stored: leave empty to keep it');
  await expect(page.getByLabel('Refresh token', { exact: true })).toHaveAttribute('placeholder', 'Stored: leave empty to keep it');
  await expect(page.getByLabel('Token address')).toHaveAttribute('placeholder', 'https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer');

  // A save that leaves the secrets empty keeps them.
  await page.getByLabel('Accounting company').fill('Northwind Books');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated Successfully!').last()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Client secret', { exact: true })).toHaveAttribute('placeholder', 'Stored: leave empty to keep it');

  await page.getByLabel('Disconnect: forget the client secret and tokens').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Client secret', { exact: true })).toHaveAttribute('placeholder', 'Not set');
});
