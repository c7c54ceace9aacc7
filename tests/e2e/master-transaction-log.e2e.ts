import { type APIRequestContext, expect, test } from '@playwright/test';
import { formatCurrency, todayIn } from '@intermission/contracts';
import { pick } from './shows-support';
import { DemoUsers, signIn } from './support';

// Document 2 §2 "Master transaction log": the demo manager opens the log (7 days back, 12 a page),
// searches it, filters its refunds, pages and opens a sale's detail. What each step must show is read
// from the same calls as the manager (the demo's sales move with today).

interface Row {
  SaleId: string;
  SaleType: string;
  StationName: string | null;
  PosUserName: string | null;
  Total: number;
  TimeZone: string;
}

test('the demo manager browses the master transaction log and opens a refund', async ({ page, request }) => {
  const auth = await managerHeaders(request);
  const search = async (body: object) => {
    const res = await request.post('/api/v1/sales/masterTransactionLog/_search', { headers: auth, data: body });
    expect(res.ok()).toBeTruthy();
    return { rows: (await res.json()) as Row[], total: Number(res.headers()['x-list-count']) };
  };
  // The screen's total against the call's, read before and after it: another journey on the same demo
  // server may add the manager's sales meanwhile (deposits-sales does), which widens the range, never fails it.
  const count = page.getByTestId('list-count');
  const expectCount = async (body: object, before: number) =>
    expect(async () => {
      const shown = Number(/^(\d+) in all$/.exec((await count.textContent()) ?? '')?.[1] ?? Number.NaN);
      const after = (await search(body)).total;
      expect(shown).toBeGreaterThanOrEqual(before);
      expect(shown).toBeLessThanOrEqual(after);
    }).toPass({ timeout: 10_000 });
  // The screen's default range is the browser's today and the 7 days before it (its own zone, which
  // at some hours is another day than the venue's): the calls are given the same dates.
  const browserZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const screenRange = { FromDate: todayIn(browserZone, 7), ToDate: todayIn(browserZone) };
  const week = await search(screenRange);
  expect(week.total, 'the demo has sales in the last 7 days').toBeGreaterThan(0);
  const zone = week.rows[0]!.TimeZone;

  await signIn(page, 'manager', DemoUsers.manager.password);
  await page.goto('/masterTransactionLog/list');
  await expect(page.getByRole('heading', { name: 'Master Transaction Log' })).toBeVisible();
  // The default range: today and the 7 days before it, 00:00 to 23:59.
  await expect(page.getByLabel('From date')).toHaveValue(screenRange.FromDate);
  await expect(page.getByLabel('To date')).toHaveValue(screenRange.ToDate);
  await expect(page.getByLabel('From time')).toHaveValue('00:00');
  await expect(page.getByLabel('To time')).toHaveValue('23:59');
  await expectCount(screenRange, week.total);
  await expect(page.getByRole('row').filter({ hasText: week.rows[0]!.SaleId.slice(0, 8) })).toBeVisible();

  // Search by a POS user's name (or a station's): the same sales the call finds.
  const text = week.rows.find((r) => r.PosUserName)?.PosUserName ?? week.rows[0]!.StationName!;
  const found = await search({ ...screenRange, Query: text });
  await page.getByLabel('Search').fill(text);
  await expectCount({ ...screenRange, Query: text }, found.total);
  await expect(page.getByRole('row').filter({ hasText: found.rows[0]!.SaleId.slice(0, 8) })).toBeVisible();
  await page.getByLabel('Search').fill('');

  // Refunds over the demo's three weeks.
  const from = todayIn(zone, 25);
  const refunds = await search({ SaleTypeId: 2, FromDate: from, ToDate: screenRange.ToDate });
  expect(refunds.total, 'the demo has refunds').toBeGreaterThan(0);
  await page.getByLabel('From date').fill(from);
  await pick(page, 'Sale Type', 'Refund');
  await expectCount({ SaleTypeId: 2, FromDate: from, ToDate: screenRange.ToDate }, refunds.total);
  const refund = refunds.rows[0]!;
  const refundRow = page.getByRole('row').filter({ hasText: refund.SaleId.slice(0, 8) });
  await expect(refundRow).toContainText('Refund');
  // A refund's total is negative: in parentheses.
  await expect(refundRow).toContainText(formatCurrency(refund.Total));
  expect(formatCurrency(refund.Total)).toMatch(/^\(\$/);

  // Every sale of those weeks, page 2: the 13th to the 24th.
  await page.getByRole('textbox', { name: 'Sale Type', exact: true }).click();
  await page.getByRole('option', { name: 'Sale', exact: true }).click();
  const sales = await search({ SaleTypeId: 1, FromDate: from, ToDate: screenRange.ToDate });
  expect(sales.total).toBeGreaterThan(12);
  await expectCount({ SaleTypeId: 1, FromDate: from, ToDate: screenRange.ToDate }, sales.total);
  const second = await search({ SaleTypeId: 1, FromDate: from, ToDate: screenRange.ToDate, Skip: 12 });
  await page.getByRole('button', { name: '2', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: second.rows[0]!.SaleId.slice(0, 8) })).toBeVisible();

  // Back to the refunds; open the refund's detail.
  await pick(page, 'Sale Type', 'Refund');
  await expectCount({ SaleTypeId: 2, FromDate: from, ToDate: screenRange.ToDate }, refunds.total);
  await refundRow.getByRole('gridcell').first().click();
  await expect(page).toHaveURL(new RegExp(`/masterTransactionLog/info\\?id=${refund.SaleId}`));
  await expect(page.getByTestId('sale-type')).toHaveText('Refund');
  await expect(page.getByLabel('Total', { exact: true })).toHaveText(formatCurrency(refund.Total));
  await expect(page.getByRole('region', { name: 'Kit lines' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payments' })).toContainText(formatCurrency(refund.Total));
  await expect(page.getByText(`sale-${refund.SaleId}`)).toBeVisible();
});

/** The manager's bearer header for the page's own checks. */
async function managerHeaders(request: APIRequestContext) {
  const login = await request.post('/api/v1/users/token', {
    data: { Username: 'manager', Password: 'manager', AuthClientID: 1, AuthClientSecret: 'intermission-demo-client-secret' },
  });
  return { Authorization: `Bearer ${(await login.json()).LoginResult.Jwt as string}` };
}
