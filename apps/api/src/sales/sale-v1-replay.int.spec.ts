import { sql } from 'kysely';
import type { Pool } from 'pg';
import { CountSaleEventTypes, type SaleRecorded, SaleRecordedV1, SaleRecordedV2, saleStream } from '@intermission/contracts';
import { type EventStore, createEventStorePool, createPostgresEventStore } from '@intermission/eventstore';
import { InventoryReportsTables, SalesTables, StockTables, registeredProjections, replayProjections } from '@intermission/projections';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-database';
import { applicationEventRegistry } from '../ledger/event-registry';

// Sales stored before sales v2 are SaleRecorded v1 rows in es.events. They must still read: through
// the application's registry (upcast to v2, valid), and through a store without one (the replay
// script), where the projections upcast them themselves. Both rebuild the same rows, the rows v1 gave.

let tdb: TestDatabase;
let pool: Pool;
let raw: EventStore;
let upcasting: EventStore;

const show = { Id: 9, Start: '2026-11-20T18:30:00.000Z', End: '2026-11-20T21:00:00.000Z' };
const accounts = { CogsTypeId: 1, InventoryAccountTypeId: 2 };
const v1Sale = (n: number, over: Partial<SaleRecorded> = {}): SaleRecorded =>
  SaleRecordedV1.parse({
    SaleId: `bbbbbbbb-0000-4000-8000-00000000000${n}`,
    VenueId: 1,
    SalesLocationId: 4,
    InventoryLocationId: 2,
    ShowEvent: show,
    StationId: 6,
    PosUserId: 5,
    UserId: 7,
    IsRefund: false,
    ReduceInventory: true,
    SaleDate: '2026-11-20T19:00:00.000Z',
    Total: '19.50',
    SaleKits: [{ KitId: 8, Qty: '3', SalePricePerKit: '6.5', CostPerKit: '0.4625' }],
    SaleGoods: [
      { GoodId: 50, KitId: 8, Qty: '0.75', CostPerGood: '1.2500', ...accounts },
      { GoodId: 51, KitId: 8, Qty: '3', CostPerGood: '0.1500', ...accounts },
    ],
    ...over,
  });
const stored = [
  v1Sale(1),
  v1Sale(2, {
    ShowEvent: null,
    IsRefund: true,
    Total: '-6.50',
    SaleKits: [{ KitId: 8, Qty: '-1', SalePricePerKit: '6.5', CostPerKit: '0.4625' }],
    SaleGoods: [{ GoodId: 50, KitId: 8, Qty: '-0.25', CostPerGood: '1.2500', ...accounts }],
  }),
  v1Sale(3, { ReduceInventory: false }),
];

beforeAll(async () => {
  tdb = await createTestDatabase();
  pool = createEventStorePool({ connectionString: tdb.url, max: 4 });
  raw = createPostgresEventStore(pool);
  upcasting = createPostgresEventStore(pool, { registry: applicationEventRegistry() });
  // As they were stored before today: schema_version 1, the v1 data as is.
  for (const s of stored) await raw.append(saleStream(s.SaleId), [{ id: s.SaleId, type: CountSaleEventTypes.SaleRecorded, schemaVersion: 1, data: s }]);
});
afterAll(async () => {
  await raw.close();
  await upcasting.close();
  await pool.end();
  await tdb.drop();
});

const rows = async (schema: string, table: string, orderBy: string) =>
  (await sql<Record<string, unknown>>`SELECT * FROM ${sql.raw(`${schema}.${table}`)} ORDER BY ${sql.raw(orderBy)}`.execute(tdb.db)).rows;

describe('SaleRecorded v1 events stored before sales v2', () => {
  it('are stored as v1 and read through the registry as valid v2: cash, no discount, Total as Subtotal', async () => {
    const { rows: versions } = await sql<{ schema_version: number }>`SELECT schema_version FROM es.events ORDER BY position`.execute(tdb.db);
    expect(versions.map((r) => r.schema_version)).toEqual([1, 1, 1]);
    // By id: readAll holds back while an older transaction runs anywhere in the cluster (other test files).
    const read = await upcasting.readEvents(stored.map((s) => s.SaleId));
    expect(read).toHaveLength(3);
    for (const e of read) {
      expect(e.schemaVersion).toBe(2);
      expect(SaleRecordedV2.safeParse(e.data).success).toBe(true);
    }
    expect(read[1]!.data).toMatchObject({
      Source: 'Station',
      IsRefund: true,
      PaymentMethodId: 1,
      Subtotal: '-6.50',
      DiscountPercent: '0',
      DiscountAmount: '0',
      Total: '-6.50',
      SaleKits: [{ KitId: 8, ItemId: null, IsRefund: true, Qty: '-1', SalePricePerKit: '6.5', NonTaxablePricePerKit: '0', CostPerKit: '0.4625' }],
      SalePayments: [{ PaymentMethodId: 1, IsRefund: true, Total: '-6.50', TipAmount: '0', VoucherId: null, AmountPerVoucher: null, VoucherQty: null }],
    });
  });

  it('replay into the same rows with or without the registry, the stock and inventory report rows v1 gave', async () => {
    const until = { time: new Date(Date.now() + 60_000) };
    const projections = registeredProjections();
    await replayProjections({ pool, store: raw, projections, until, schema: 'v1_raw' });
    await replayProjections({ pool, store: upcasting, projections, until, schema: 'v1_upcast' });
    const tables: [string, string][] = [
      [StockTables.movements, '"TransferId", "GoodId"'],
      [StockTables.onHand, '"LocationId", "GoodId"'],
      [InventoryReportsTables.sales, '"SaleId"'],
      [InventoryReportsTables.saleKits, '"SaleId", "KitId"'],
      [InventoryReportsTables.saleGoods, '"SaleId", "GoodId"'],
      [SalesTables.sales, '"SaleId"'],
      [SalesTables.kits, '"SaleId", "Line"'],
      [SalesTables.payments, '"SaleId", "Line"'],
    ];
    for (const [table, by] of tables) {
      const viaRegistry = await rows('v1_upcast', table, by);
      expect(viaRegistry.length).toBeGreaterThan(0);
      expect({ table, rows: await rows('v1_raw', table, by) }).toEqual({ table, rows: viaRegistry });
    }
    // What v1 gave: the goods out of stock (the third sale did not reduce inventory), the sales with their Total.
    expect((await rows('v1_raw', StockTables.onHand, '"GoodId"')).map((r) => [r.LocationId, r.GoodId, r.Qty])).toEqual([
      [2, 50, '-0.5'],
      [2, 51, '-3'],
    ]);
    expect((await rows('v1_raw', InventoryReportsTables.sales, '"SaleId"')).map((r) => [r.ShowEventId, r.IsRefund, r.ReduceInventory, r.Total])).toEqual([
      [9, false, true, '19.50'],
      [null, true, true, '-6.50'],
      [9, false, false, '19.50'],
    ]);
    expect((await rows('v1_raw', InventoryReportsTables.saleKits, '"SaleId"')).map((r) => [r.KitId, r.Qty, r.SalePricePerKit])).toEqual([
      [8, '3', '6.5'],
      [8, '-1', '6.5'],
      [8, '3', '6.5'],
    ]);
    expect((await rows('v1_raw', SalesTables.payments, '"SaleId"')).map((r) => [r.PaymentMethodId, r.Total, r.IsRefund])).toEqual([
      [1, '19.50', false],
      [1, '-6.50', true],
      [1, '19.50', false],
    ]);
  });
});
