import { expect, test } from '@playwright/test';
import { Client } from 'pg';
import { signIn } from './support';

const Seeded = 100_000;

/** The journeys' database, as scripts/serve-test.js chose it for this port. */
function e2eDatabaseUrl(): string {
  const admin = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  admin.pathname = `/intermission_test_e2e_${process.env.E2E_PORT ?? 3100}`;
  return admin.toString();
}

/** A YYYY-MM-DD day of the browser's (and the test's) calendar, `daysBack` days ago. */
function localDay(daysBack = 0): string {
  const d = new Date();
  d.setDate(d.getDate() - daysBack);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

test('a drill-down of 100,000 events scrolls to its last one, the grid holding only the rows in view', async ({ page, request }) => {
  test.setTimeout(180_000);
  const login = await request.post('/api/v1/users/token', {
    data: { Username: 'admin', Password: 'admin', AuthClientID: 1, AuthClientSecret: 'intermission-demo-client-secret' },
  });
  const headers = { Authorization: `Bearer ${(await login.json()).LoginResult.Jwt as string}` };
  const entries = (await (await request.get('/api/v1/venues/managers/inventorySummary/locations', { headers })).json()) as {
    Id: number;
    Name: string;
    VenueName: string;
    IsVenue: boolean;
    Composite: boolean;
  }[];
  // A stand no other journey reads, and a good of its.
  const stand = entries.find((e) => e.VenueName === 'Lakeside Playhouse' && !e.IsVenue && !e.Composite)!;
  expect(stand).toBeTruthy();
  // The first good of the stand's report (its row in view without scrolling), or its first tracked good.
  const report = (await (
    await request.post('/api/v1/venues/managers/inventorySummary/', {
      headers,
      data: { InvLocId: stand.Id, Composite: false, fromDate: localDay(6), toDate: localDay(), Totals: true, VarianceOnly: false, IncludeInactive: false },
    })
  ).json()) as { Rows: { Id: number; Name: string; IsTotal: boolean; IsCategory: boolean }[] };
  const goods = (await (await request.get(`/api/v1/inventory/admin/inventory_${stand.Id}`, { headers })).json()) as { Id: number; Name: string }[];
  const good = report.Rows.find((r) => !r.IsTotal && !r.IsCategory) ?? goods[0]!;

  // 100,000 movements into the stand a month ago, straight into the stock projection's read tables: the movements, and
  // (as the projection does for every movement) their sum onto the stand's stock on hand, without which the report has no
  // row for the good (its goods are those on hand at the location or moved in the period)…
  const db = new Client({ connectionString: e2eDatabaseUrl() });
  await db.connect();
  try {
    const { rows } = await db.query<{ version: number }>(
      `SELECT version FROM es.projection_checkpoints WHERE name = 'stock' ORDER BY caught_up DESC, version DESC LIMIT 1`,
    );
    const movements = `app.stock_movements_v${rows[0]!.version}`;
    const onHand = `app.stock_on_hand_v${rows[0]!.version}`;
    const monthly = `app.stock_monthly_v${rows[0]!.version}`;
    // …and their net per month (UTC) onto the monthly nets, from which the report reads the ledger before its period.
    await db.query(
      `WITH seeded AS (
        INSERT INTO ${movements} ("TransferId", "TypeId", "LocationId", "OtherLocationId", "GoodId", "Qty", "CostPerGood", "CogsTypeId",
          "InventoryAccountTypeId", "TransferDate", "PosUserId", "UserId", "WastageReasonId", "Position")
        SELECT gen_random_uuid(), 1, $1::int, NULL, $2::int, 1, 0.5, 1, 1, now() - interval '30 days' - i * interval '1 second', NULL, 1, NULL, lpad(i::text, 20, '0')
        FROM generate_series(1, ${Seeded}) i
        RETURNING "Qty", "TransferDate"),
      on_hand AS (
        INSERT INTO ${onHand} ("LocationId", "GoodId", "Qty") SELECT $1::int, $2::int, sum("Qty") FROM seeded
        ON CONFLICT ("LocationId", "GoodId") DO UPDATE SET "Qty" = ${onHand}."Qty" + EXCLUDED."Qty")
      INSERT INTO ${monthly} ("LocationId", "GoodId", "Month", "Qty")
      SELECT $1::int, $2::int, date_trunc('month', "TransferDate" AT TIME ZONE 'UTC')::date, sum("Qty") FROM seeded GROUP BY 3
      ON CONFLICT ("LocationId", "GoodId", "Month") DO UPDATE SET "Qty" = ${monthly}."Qty" + EXCLUDED."Qty"`,
      [stand.Id, good.Id],
    );
  } finally {
    await db.end();
  }

  await signIn(page, 'admin', 'admin');
  await page.goto(`/inventory/gainlossReport?lid=${stand.Id}`);
  await page.getByRole('textbox', { name: 'Date From', exact: true }).fill(localDay(6));
  await page.getByRole('textbox', { name: 'Date To', exact: true }).fill(localDay());
  await page.getByRole('button', { name: 'Run Report' }).click();
  // The opening count's events: every movement before the period, the seeded ones among them.
  await page
    .getByRole('region', { name: 'Gain/Loss Report' })
    .locator(`.ag-center-cols-container [row-id="good-${good.Id}"] [col-id="CountedOpening"]`)
    .click();
  const drill = page.getByRole('dialog', { name: new RegExp(`^${good.Name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · `) });
  const count = drill.getByTestId('drill-down-count');
  await expect(count).toHaveText(/^\d+ in all$/, { timeout: 30_000 });
  const total = Number((await count.innerText()).split(' ')[0]);
  expect(total).toBeGreaterThanOrEqual(Seeded);

  // Scroll to the end: the last event shows, and the grid holds only a window of rows.
  const grid = drill.getByRole('region', { name: 'Drill-down events' });
  const last = grid.locator(`.ag-center-cols-container [row-index="${total - 1}"]`);
  await expect(async () => {
    await grid.locator('.ag-body-viewport').evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect(last.locator('.ag-cell').first()).toHaveText(/^\d{2}\/\d{2}\/\d{4} /, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  const rendered = await grid.locator('.ag-center-cols-container .ag-row').count();
  expect(rendered).toBeGreaterThan(0);
  expect(rendered).toBeLessThan(100);
});
