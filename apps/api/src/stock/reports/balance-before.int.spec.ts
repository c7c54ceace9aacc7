import Decimal from 'decimal.js';
import { type Kysely, sql } from 'kysely';
import { MovementType, StockEventTypes } from '@intermission/contracts';
import { StockTables, stockProjection, versionedTable } from '@intermission/projections';
import { recorded } from '../../../../../projections/test-support/projection-spec';
import { createTestDatabase, type TestDatabase } from '../../../../../tests/support/test-database';
import { balanceBefore, monthStartUtc } from './balance-before';

// The ledger before an instant read from the monthly nets plus its own month must equal the sum of
// every movement before it, to the last decimal, at any instant: month edges, the first and last
// millisecond of a month, back-dated movements recorded after later ones.
let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterAll(() => tdb.drop());

/** A deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('balanceBefore', () => {
  it('equals the sum of every movement before the instant, for 200 instants over three years of random movements', async () => {
    const rnd = random(17);
    const t = (base: string) => versionedTable(`${base}_bb`, 1);
    const from = Date.parse('2025-01-01T00:00:00Z');
    const span = Date.parse('2028-01-01T00:00:00Z') - from;
    const edges = ['2025-02-01T00:00:00.000Z', '2025-01-31T23:59:59.999Z', '2026-03-01T00:00:00.000Z', '2027-12-31T23:59:59.999Z'];
    const events = Array.from({ length: 600 }, (_, i) => {
      const to = 1 + Math.floor(rnd() * 3);
      const fromLoc = rnd() < 0.5 ? null : (to % 3) + 1;
      const qty = new Decimal(Math.floor(rnd() * 100_000)).div(rnd() < 0.5 ? 100 : 10_000).plus('0.01');
      const TransferDate = i < edges.length ? edges[i]! : new Date(from + Math.floor(rnd() * span)).toISOString();
      const TransferId = `cccccccc-0000-4000-8000-${String(i).padStart(12, '0')}`;
      return {
        type: StockEventTypes.StockMoved,
        id: TransferId,
        data: {
          TransferId,
          TypeId: fromLoc === null ? MovementType.GainLost : MovementType.Inventory,
          FromInventoryLocationId: fromLoc,
          ToInventoryLocationId: to,
          Lines: [{ GoodId: 1 + Math.floor(rnd() * 4), Qty: qty.toFixed(), CostPerGood: '1.0000', CogsTypeId: 1, InventoryAccountTypeId: 2 }],
          PosUserId: null,
          WastageReasonId: null,
          Notes: '',
          TransferDate,
          UserId: 7,
        },
      };
    });
    const projection = stockProjection();
    const db = tdb.db as unknown as Kysely<unknown>;
    // In batches of 50, in the order recorded (dates out of order): the monthly nets are added to.
    const all = recorded(events);
    await db.transaction().execute(async (tx) => {
      await projection.setup(tx, t);
      for (let i = 0; i < all.length; i += 50) await projection.applyBatch!(tx, all.slice(i, i + 50), t);
    });
    const tables = { movements: sql.table(t(StockTables.movements)), monthly: sql.table(t(StockTables.monthly)) };
    const instants = [...edges.map((e) => new Date(e)), ...edges.map((e) => new Date(Date.parse(e) + 1))];
    while (instants.length < 200) instants.push(new Date(from - 86_400_000 + Math.floor(rnd() * (span + 2 * 86_400_000))));
    for (const at of instants) {
      const got = await sql<{ LocationId: number; GoodId: number; Qty: string }>`
        SELECT b."LocationId", b."GoodId", b."Qty"::text AS "Qty" FROM (${balanceBefore(tables, [1, 2, 3], at)}) b ORDER BY 1, 2`.execute(db);
      const want = await sql<{ LocationId: number; GoodId: number; Qty: string }>`
        SELECT "LocationId", "GoodId", sum("Qty")::text AS "Qty" FROM ${tables.movements} WHERE "TransferDate" < ${at} GROUP BY 1, 2 ORDER BY 1, 2`.execute(db);
      const norm = (rows: { LocationId: number; GoodId: number; Qty: string }[]) =>
        rows.map((r) => `${r.LocationId}:${r.GoodId}:${new Decimal(r.Qty).toFixed()}`);
      expect({ at: at.toISOString(), rows: norm(got.rows) }).toEqual({ at: at.toISOString(), rows: norm(want.rows) });
    }
    // One good, one location: the liquor control drill-down's form.
    const at = new Date('2026-06-15T12:00:00Z');
    const one = await sql<{ Qty: string }>`SELECT b."Qty"::text AS "Qty" FROM (${balanceBefore(tables, [2], at, [3])}) b`.execute(db);
    const sum = await sql<{ Qty: string }>`SELECT sum("Qty")::text AS "Qty" FROM ${tables.movements}
      WHERE "LocationId" = 2 AND "GoodId" = 3 AND "TransferDate" < ${at}`.execute(db);
    expect(new Decimal(one.rows[0]!.Qty).toFixed()).toBe(new Decimal(sum.rows[0]!.Qty).toFixed());
  });

  it('starts a month at its first UTC instant', () => {
    expect(monthStartUtc(new Date('2026-03-31T23:59:59.999Z')).toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(monthStartUtc(new Date('2026-03-01T00:00:00.000Z')).toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });
});
