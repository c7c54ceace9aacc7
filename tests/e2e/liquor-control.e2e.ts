import { expect, test, type APIRequestContext } from '@playwright/test';
import { Client } from 'pg';
import { todayIn, zonedInstant } from '@intermission/contracts';
import { signIn } from './support';

/** The journeys' database, as scripts/serve-test.js chose it for this port. */
function e2eDatabaseUrl(): string {
  const admin = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  admin.pathname = `/intermission_test_e2e_${process.env.E2E_PORT ?? 3100}`;
  return admin.toString();
}

interface Bar {
  venueId: number;
  zone: string;
  salesLocationId: number;
  salesLocation: string;
  stationId: number;
  locationId: number;
  wine: number;
  kitId: number;
  kit: string;
}

/**
 * A bar of this journey's own at Harbor Point 12 (the demo manager's venue) with a kit pouring a
 * glass of the demo's tracked House Red Wine (0.2 bottle = 5.072 oz of its 25.36): straight into the
 * tables, as the kit editor offers only untracked alcohol (docs/reports.md "Liquor control report").
 */
async function stageBar(unique: string): Promise<Bar> {
  const db = new Client({ connectionString: e2eDatabaseUrl() });
  await db.connect();
  try {
    const venue = (
      await db.query<{ Id: number; TimeZone: string; Code: string | null }>(`SELECT "Id", "TimeZone", "Code" FROM app.venues WHERE "Name" = 'Harbor Point 12'`)
    ).rows[0]!;
    const theatre = (
      await db.query<{ Id: number }>(`INSERT INTO app.theatres ("VenueId", "Name") VALUES ($1, $2) RETURNING "Id"`, [venue.Id, `Liquor Stage ${unique}`])
    ).rows[0]!;
    const salesLocation = `Liquor Bar ${unique}`;
    const sl = (
      await db.query<{ Id: number }>(`INSERT INTO app.sales_locations ("TheatreId", "Name") VALUES ($1, $2) RETURNING "Id"`, [theatre.Id, salesLocation])
    ).rows[0]!;
    const location = (
      await db.query<{ Id: number }>(
        `INSERT INTO app.inventory_locations ("SalesLocationId", "Kind", "Name", "Code", "Archived", "VenueId") VALUES ($1, 'sales_location', $2, $3, false, $4) RETURNING "Id"`,
        [sl.Id, salesLocation, `${venue.Code ?? ''}-SL${sl.Id}`, venue.Id],
      )
    ).rows[0]!;
    const station = (
      await db.query<{ Id: number }>(`INSERT INTO app.stations ("SalesLocationId", "Name") VALUES ($1, $2) RETURNING "Id"`, [sl.Id, `Liquor POS ${unique}`])
    ).rows[0]!;
    const wine = (await db.query<{ Id: number }>(`SELECT "Id" FROM app.goods WHERE "Name" = 'House Red Wine (bottle)'`)).rows[0]!;
    const kit = `Glass of Red ${unique}`;
    const k = (await db.query<{ Id: number }>(`INSERT INTO app.kits ("Name", "DefaultPrice") VALUES ($1, '9.00') RETURNING "Id"`, [kit])).rows[0]!;
    await db.query(`INSERT INTO app.kit_goods ("KitId", "GoodId", "Quantity", "DefaultPrice") VALUES ($1, $2, '0.2000', '0')`, [k.Id, wine.Id]);
    return {
      venueId: venue.Id,
      zone: venue.TimeZone,
      salesLocationId: sl.Id,
      salesLocation,
      stationId: station.Id,
      locationId: location.Id,
      wine: wine.Id,
      kitId: k.Id,
      kit,
    };
  } finally {
    await db.end();
  }
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/v1/users/token', {
    data: { Username: 'admin', Password: 'admin', AuthClientID: 1, AuthClientSecret: 'intermission-demo-client-secret' },
  });
  return (await login.json()).LoginResult.Jwt as string;
}

test('liquor control: a day counted and a day without its end-of-day count, and the sales behind the volume sold', async ({ page, request }) => {
  const unique = Date.now().toString(36);
  const bar = await stageBar(unique);
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  // Two days back: 2 bottles in at 4 PM, 2 glasses sold at 7:30 PM (0.4 bottle), counted 1.55 at 11:30 PM (1.6 expected).
  // Yesterday: 1 glass sold, no count.
  const [day1, day2] = [todayIn(bar.zone, 2), todayIn(bar.zone, 1)];
  const at = (day: string, time: string) => zonedInstant(`${day}T${time}`, bar.zone).toISOString();
  const init = await request.post('/api/v1/inventoryEventPush/initializingTransfer', {
    headers,
    data: {
      GuidId: crypto.randomUUID(),
      ToInventoryLocationId: bar.locationId,
      TransferDate: at(day1, '16:00'),
      TransferGoods: [{ GoodId: bar.wine, Qty: '2' }],
    },
  });
  expect(init.status()).toBe(200);
  const sale = (day: string, qty: string) => ({
    Kind: 'Sale',
    Body: {
      SaleId: crypto.randomUUID(),
      SalesLocationId: bar.salesLocationId,
      StationId: bar.stationId,
      SaleDate: at(day, '19:30'),
      SaleKits: [{ KitId: bar.kitId, Qty: qty, SalePricePerKit: '9.00' }],
      SalePayments: [],
    },
  });
  // In time order, as a station and a counter would: a count compares with what the ledger holds when it is recorded.
  const sync = async (Position: number, item: ReturnType<typeof sale>) => {
    const res = await request.post(`/api/v1/stations/${bar.stationId}/sync`, { headers, data: { Items: [{ Position, ...item }] } });
    expect(res.status()).toBe(200);
    expect((await res.json()).Items.map((i: { Status: string }) => i.Status)).toEqual(['Applied']);
  };
  await sync(0, sale(day1, '2'));
  const count = await request.post('/api/v1/inventoryEventPush/gainlostTransfer', {
    headers,
    data: {
      GuidId: crypto.randomUUID(),
      InventoryLocationId: bar.locationId,
      TransferDate: at(day1, '23:30'),
      Counts: [{ GoodId: bar.wine, Counted: '1.55' }],
    },
  });
  expect(count.status()).toBe(200);
  await sync(1, sale(day2, '1'));

  await signIn(page, 'manager', 'manager');
  await page.goto(`/sales/liquorControlReport?venue=${bar.venueId}&from=${day1}&to=${day2}&sl=${bar.salesLocationId}`);
  await expect(page.getByRole('heading', { name: 'Liquor Control Report' })).toBeVisible();
  await page.getByRole('button', { name: 'Run Report' }).click();
  const grid = page.getByRole('region', { name: 'Liquor Control Report' });
  // Day 1: sold 0.4 × 25.36 = 10.144 oz; used 2 − 1.55 = 0.45 bottle = 11.412 oz; variance −1.268 oz; −0.05 × 6.50 = −0.33.
  const first = grid.locator('.ag-center-cols-container [row-index="0"]');
  await expect(first).toContainText(bar.salesLocation);
  await expect(first.locator('[col-id="VolumeSold"]')).toHaveText('10.144');
  await expect(first.locator('[col-id="TotalActualVolumeDecreased"]')).toHaveText('11.412');
  await expect(first.locator('[col-id="VarianceCost"]')).toHaveText('($0.33)');
  // Day 2: no end-of-day count, shown as missing.
  const second = grid.locator('.ag-center-cols-container [row-index="1"]');
  await expect(second.locator('[col-id="TotalActualVolumeDecreased"]')).toHaveText('No end-of-day count');
  await expect(second.locator('[col-id="VolumeSold"]')).toHaveText('5.072');

  // The sales behind day 1's volume sold.
  await first.locator('[col-id="VolumeSold"]').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Volume Sold (oz)');
  await expect(dialog.getByTestId('drill-down-count')).toHaveText('1 in all');
  await expect(dialog.getByRole('region', { name: 'Liquor control drill-down' })).toContainText(bar.kit);
  await expect(dialog.getByRole('region', { name: 'Liquor control drill-down' })).toContainText('10.144');
});
