import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { sql } from 'kysely';
import { Client } from 'pg';
import type { EventStore } from '@intermission/eventstore';
import { SALES_PROJECTION, SalesTables, projectionTable } from '@intermission/projections';
import { ClaimTypeNames, ClaimValue, type ClaimFlags, StationSalePushSchema } from '@intermission/contracts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { bearer, demoTheatre } from '../../../../tests/support/shows-fixtures';
import type { CurrentUser } from '../auth/current-user';
import { ProjectionsService } from '../ledger/projections.service';
import { LedgerWriter } from '../ledger/ledger-writer.service';
import { EVENT_STORE } from '../ledger/ledger.tokens';
import { RecordSaleCommand } from './commands/record-sale.command';
import { SaleDecisions } from './commands/sale-decisions.service';

/**
 * The duplicate and negative checks count the sales a station pushed that the sales projection has
 * not applied yet (docs/sales.md "Duplicate and negative sales"): the projection runner is stopped
 * while a station's sale is recorded, so it is only in the store.
 */
describe('sales/checkForDuplicateOrNegativeSales with a sale not yet projected', () => {
  let a: TestApp;
  let admin: { Authorization: string };
  let actor: CurrentUser;
  let harbor: Awaited<ReturnType<typeof demoTheatre>>;
  let candy: number;
  let event: { Id: number };
  let posUser: number;

  beforeAll(async () => {
    a = await createTestApp({ runProjections: true });
    admin = bearer((await a.signIn('admin')).token);
    const u = await a.t.db.selectFrom('app.auth_users').select(['Id', 'UserId', 'RoleId']).where('Username', '=', 'admin').executeTakeFirstOrThrow();
    actor = {
      authUserId: u.Id,
      userId: u.UserId,
      roleId: u.RoleId,
      claims: Object.fromEntries(ClaimTypeNames.map((n) => [n, ClaimValue.FullAccess])) as ClaimFlags,
    };
    harbor = await demoTheatre(a, 'Harbor Point 12');
    candy = (await a.t.db.selectFrom('app.kits').select('Id').where('Name', '=', 'Candy Bar').executeTakeFirstOrThrow()).Id;
    posUser = (
      await a.t.db
        .insertInto('app.pos_users')
        .values({ FirstName: 'Pat', LastName: 'Till', VenueId: harbor.VenueId, UserId: null, PinDigest: 'x' })
        .returning('Id')
        .executeTakeFirstOrThrow()
    ).Id;
    const show = (await a.http.post('/api/v1/shows').set(admin).send({ Name: 'Hamlet' })).body;
    const res = await a.http
      .post('/api/v1/shows/showEvents')
      .set(admin)
      .send({ ShowId: show.Id, TheatreId: harbor.Id, Start: '2026-11-20T19:00:00.000Z', End: '2026-11-20T21:30:00.000Z' });
    expect(res.status).toBe(201);
    event = res.body;
  });
  afterAll(() => a.close());

  const manual = (Qty: string) => ({
    SaleId: randomUUID(),
    UserId: posUser,
    VenueId: harbor.VenueId,
    SalesLocationId: harbor.SalesLocationId,
    ShowEventId: event.Id,
    Lines: [{ KitId: candy, Qty }],
  });
  const check = async (Qty: string) => (await a.http.post('/api/v1/sales/checkForDuplicateOrNegativeSales').set(admin).send(manual(Qty))).body;

  it('counts a station sale received but not projected, and counts it once when projected', async () => {
    const projections = a.app.get(ProjectionsService);
    await projections.onApplicationShutdown();
    // An older transaction left open (another API's, a report's): the store's readAll holds back what commits after it.
    const older = new Client({ connectionString: a.t.url });
    await older.connect();
    await older.query('BEGIN');
    await older.query('SELECT pg_current_xact_id()');
    try {
      // The station's sale: 2 Candy Bars at the menu's 4.50, 9.00 paid in cash, stored without waiting for the projections.
      const push = StationSalePushSchema.parse({
        SaleId: randomUUID(),
        SalesLocationId: harbor.SalesLocationId,
        ShowEventId: event.Id,
        SaleDate: '2026-11-20T18:50:00Z',
        SaleKits: [{ KitId: candy, Qty: '2', SalePricePerKit: '4.50' }],
        SalePayments: [{ PaymentMethodId: 1, Total: '9.00' }],
      });
      const recorded = await a.app.get(CommandBus).execute(new RecordSaleCommand(push, actor, false));
      expect(recorded).toMatchObject({ Message: 'Sale Created Successfully', Total: '9.00' });
      // Not in the sales projection's table.
      const table = await projectionTable(a.t.db as never, SALES_PROJECTION, SalesTables.sales);
      expect((await sql`SELECT 1 FROM ${sql.table(table)} WHERE "SaleId" = ${push.SaleId}`.execute(a.t.db)).rows).toEqual([]);
      expect(await check('2')).toEqual({ IsDuplicateSale: true, IsNegativeSale: false });
      expect(await check('-3')).toEqual({ IsDuplicateSale: false, IsNegativeSale: true });
      expect(await check('-2')).toEqual({ IsDuplicateSale: false, IsNegativeSale: false });
      const posted = await a.http.post('/api/v1/admin/sale/false/postShowStart/false/false').set(admin).send(manual('2'));
      expect(posted.body).toEqual({ Message: 'A matching sale already exists, which may be in the sync queue waiting to be processed.' });
    } finally {
      await older.query('ROLLBACK');
      await older.end();
      projections.onApplicationBootstrap();
    }
    // Once projected it is counted from the table, and not twice: refunding the 2 sold is not negative.
    const store = a.app.get<EventStore>(EVENT_STORE);
    await a.app.get(LedgerWriter).awaitProjected([SALES_PROJECTION], await store.headPosition(), 60_000);
    expect(await check('2')).toEqual({ IsDuplicateSale: true, IsNegativeSale: false });
    expect(await check('-2')).toEqual({ IsDuplicateSale: false, IsNegativeSale: false });
  });

  it('decides a queue of many station sales from a handful of queries, each answered on its own (a refused one does not block the rest)', async () => {
    const pushes = Array.from({ length: 1000 }, (_, i) => ({
      SaleId: randomUUID(),
      SalesLocationId: harbor.SalesLocationId,
      ShowEventId: event.Id,
      SaleDate: '2026-11-20T18:50:00Z',
      SaleKits: [{ KitId: i === 500 ? 999_999 : candy, Qty: '1', SalePricePerKit: '4.50' }],
      SalePayments: i === 7 ? [{ PaymentMethodId: 1, Total: '1.00' }] : [],
    }));
    const decided = await a.app.get(SaleDecisions).decideSales(
      pushes.map((p) => StationSalePushSchema.parse(p)),
      actor,
    );
    expect(decided).toHaveLength(1000);
    expect(decided.filter((d) => !d.ok).map((d) => !d.ok && [d.saleId, d.rejection.code])).toEqual([
      [pushes[7]!.SaleId, 'SalePaymentsDoNotBalance'],
      [pushes[500]!.SaleId, 'KitNotFound'],
    ]);
    const first = decided[0]!;
    expect(first.ok && first.event.data).toMatchObject({
      Total: '4.50',
      Source: 'Station',
      ShowEvent: { Id: event.Id },
      SalePayments: [{ PaymentMethodId: 1, Total: '4.50' }],
    });
  });

  it('refuses a hostile item of a queue with its reason, never throwing for the others', async () => {
    const good = {
      SaleId: randomUUID(),
      SalesLocationId: harbor.SalesLocationId,
      SaleDate: '2026-11-20T18:50:00Z',
      SaleKits: [{ KitId: candy, Qty: '1', SalePricePerKit: '4.50' }],
    };
    const hostile = [
      null,
      'text',
      { SaleId: randomUUID(), SalesLocationId: 2 ** 40 },
      { ShowEvent: 5, SaleKits: 'abc' },
      { ...good, SaleKits: [{ KitId: candy, Qty: '1e400', SalePricePerKit: '1' }] },
    ];
    const decided = await a.app.get(SaleDecisions).decideSales([...hostile, good] as never[], actor);
    expect(decided.map((d) => d.ok)).toEqual([false, false, false, false, false, true]);
    for (const d of decided.slice(0, 5)) expect(!d.ok && d.rejection.code).toBe('InvalidSale');
  });
});
