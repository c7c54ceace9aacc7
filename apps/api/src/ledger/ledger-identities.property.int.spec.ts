import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { type Kysely, sql } from 'kysely';
import type { EventStore } from '@intermission/eventstore';
import { SALES_PROJECTION, SalesTables, projectionTable } from '@intermission/projections';
import { type SyncPlaces, queue, syncPlaces } from '../../../../tests/support/sync-fixtures';
import { createTestApp, projectionsCaughtUp, type TestApp } from '../../../../tests/support/test-app';
import { checkLedgerIdentities } from './ledger-identities';
import { EVENT_STORE } from './ledger.tokens';

/**
 * docs/reports.md "Identities between reports": a few random days of station sales (discounts,
 * split tenders, discount lines or none, refunds, reducing inventory or not) pushed through
 * POST stations/{id}/sync; after each, every identity `npm run ledger:check` checks holds.
 */
describe('ledger identities hold for random days of station sales', () => {
  let a: TestApp;
  let admin: { Authorization: string };
  let p: SyncPlaces;
  let db: Kysely<unknown>;

  beforeAll(async () => {
    a = await createTestApp({ runProjections: true });
    admin = { Authorization: `Bearer ${(await a.signIn('admin')).token}` };
    p = await syncPlaces(a.t.db);
    db = a.t.db as unknown as Kysely<unknown>;
  }, 120_000);
  afterAll(() => a.close());

  const cents = (c: number) => (c < 0 ? '-' : '') + `${Math.floor(Math.abs(c) / 100)}.${String(Math.abs(c) % 100).padStart(2, '0')}`;
  /** Half away from zero, as roundMoney. */
  const discounted = (subtotal: number, pct: number) => Math.sign(subtotal) * Math.round((Math.abs(subtotal) * (100 - pct)) / 100);

  const saleArb = fc.record({
    minute: fc.integer({ min: 0, max: 24 * 60 - 1 }),
    qty: fc.integer({ min: 1, max: 4 }),
    refund: fc.boolean(),
    priceCents: fc.constantFrom(225, 375, 450, 1250),
    pct: fc.constantFrom(0, 10, 25, 33),
    methods: fc.constantFrom([1], [2], [3], [1, 2], [2, 4]),
    discountLine: fc.boolean(),
    reduceInventory: fc.boolean(),
  });
  const dayArb = fc.record({ day: fc.integer({ min: 0, max: 364 }), sales: fc.array(saleArb, { minLength: 1, maxLength: 6 }) });

  it('after each day is synced', async () => {
    const salesTable = sql.raw(await projectionTable(db, SALES_PROJECTION, SalesTables.sales));
    await fc.assert(
      fc.asyncProperty(dayArb, async ({ day, sales }) => {
        const date = new Date(Date.UTC(2032, 0, 1) + day * 86_400_000);
        const ids: string[] = [];
        let expectedSubtotal = 0;
        const items = sales.map((s) => {
          const qty = s.refund ? -s.qty : s.qty;
          const subtotal = qty * s.priceCents;
          const total = discounted(subtotal, s.pct);
          const split = s.methods.length === 2 ? Math.trunc(total / 3) : 0;
          const payments = s.methods.map((m, i) => ({ PaymentMethodId: m, Total: cents(i === 0 ? total - split : split) }));
          if (s.discountLine && subtotal !== total) payments.push({ PaymentMethodId: 7, Total: cents(subtotal - total) });
          const SaleId = randomUUID();
          ids.push(SaleId);
          expectedSubtotal += subtotal;
          return {
            Kind: 'Sale',
            Body: {
              SaleId,
              SalesLocationId: p.salesLocationId,
              StationId: p.stationId,
              SaleDate: new Date(date.getTime() + s.minute * 60_000).toISOString(),
              DiscountPercent: String(s.pct),
              ReduceInventory: s.reduceInventory,
              SaleKits: [{ KitId: p.kitId, Qty: String(qty), SalePricePerKit: cents(s.priceCents) }],
              SalePayments: payments,
            },
          };
        });
        const res = await a.http
          .post(`/api/v1/stations/${p.stationId}/sync`)
          .set(admin)
          .send({ Items: queue(items) });
        expect(res.status).toBe(200);
        expect(res.body.Items.filter((i: { Status: string }) => i.Status !== 'Applied')).toEqual([]);
        await projectionsCaughtUp(a.t.db, a.app.get<EventStore>(EVENT_STORE));
        const got = await sql<{ s: string }>`SELECT coalesce(sum("Subtotal"), 0)::text AS s FROM ${salesTable} WHERE "SaleId" = ANY(${ids}::uuid[])`.execute(
          db,
        );
        expect(Math.round(Number(got.rows[0]!.s) * 100)).toBe(expectedSubtotal);
        const results = await checkLedgerIdentities(db);
        expect(results.filter((r) => r.Breaks.length).map((r) => ({ Name: r.Name, Breaks: r.Breaks }))).toEqual([]);
      }),
      { numRuns: 10, ...(process.env.FC_SEED ? { seed: Number(process.env.FC_SEED) } : {}) },
    );
  }, 120_000);
});
