import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { MasterTransactionLogSearchSchema, StationSalePushSchema } from '@intermission/contracts';
import { recordScriptedWeek, type ScriptedWeek, scriptedGuid } from '../../../../../tests/support/scripted-week';
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';
import { RecordSaleCommand } from '../../sales/commands/record-sale.command';
import { seedActor } from '../../seed/stock.seed';
import { MasterTransactionLogRepository, saleIdPrefixRange } from './master-transaction-log.repository';

/**
 * The master transaction log (document 2 §2, §7, §9; docs/reports.md "Master transaction log") over
 * the API: sales and a refund recorded through the ledger's commands in March 2026 at Harbor Point 12
 * (the demo manager's venue, America/New_York, EDT = UTC−4 then) and Lakeside Playhouse, every figure
 * computed by hand in the comments.
 */
describe('master transaction log', () => {
  let a: TestApp;
  const as: Record<'admin' | 'manager' | 'viewer' | 'nobody', { Authorization: string }> = {} as never;
  const ids = {} as Record<
    'harbor' | 'lakeside' | 'theatre' | 'location' | 'otherLocation' | 'till' | 'oldTill' | 'quincy' | 'other' | 'event' | 'popcorn' | 'combo',
    number
  >;
  const sale = {} as Record<'s1' | 's2' | 's3' | 's4' | 's5' | 's6' | 'recent' | 'old', string>;
  const search = (body: object, who = as.admin) => a.http.post('/api/v1/sales/masterTransactionLog/_search').set(who).send(body);
  const get = (id: string, who = as.admin) => a.http.get(`/api/v1/sales/masterTransactionLog/${id}`).set(who);
  const march = { FromDate: '2026-03-10', ToDate: '2026-03-12' };

  beforeAll(async () => {
    a = await createTestApp({ runProjections: true });
    for (const who of ['admin', 'manager', 'viewer', 'nobody'] as const) as[who] = { Authorization: `Bearer ${(await a.signIn(who)).token}` };
    const db = a.t.db;
    const place = async (venue: string) =>
      db
        .selectFrom('app.sales_locations as sl')
        .innerJoin('app.theatres as t', 't.Id', 'sl.TheatreId')
        .innerJoin('app.venues as v', 'v.Id', 't.VenueId')
        .select(['sl.Id as SalesLocationId', 't.Id as TheatreId', 'v.Id as VenueId', 'v.TimeZone'])
        .where('v.Name', '=', venue)
        .orderBy('sl.Id')
        .execute();
    const harbor = await place('Harbor Point 12');
    const lakeside = await place('Lakeside Playhouse');
    expect(harbor[0]!.TimeZone).toBe('America/New_York');
    ids.harbor = harbor[0]!.VenueId;
    ids.theatre = harbor[0]!.TheatreId;
    ids.location = harbor[0]!.SalesLocationId;
    ids.lakeside = lakeside[0]!.VenueId;
    ids.otherLocation = lakeside[0]!.SalesLocationId;
    // Lakeside on Chicago time (CDT = UTC−5 then), so a day and a time window are each venue's own.
    await db.updateTable('app.venues').set({ TimeZone: 'America/Chicago' }).where('Id', '=', ids.lakeside).execute();
    const station = async (SalesLocationId: number, Name: string) =>
      (await db.insertInto('app.stations').values({ SalesLocationId, Name }).returning('Id').executeTakeFirstOrThrow()).Id;
    ids.till = await station(ids.location, 'Zephyr Till');
    ids.oldTill = await station(ids.location, 'Bar Till 2');
    const otherTill = await station(ids.otherLocation, 'Lake Till');
    const posUser = async (VenueId: number, FirstName: string, LastName: string) =>
      (await db.insertInto('app.pos_users').values({ VenueId, FirstName, LastName, PinDigest: randomUUID() }).returning('Id').executeTakeFirstOrThrow()).Id;
    ids.quincy = await posUser(ids.harbor, 'Quincy', 'Marlowe');
    ids.other = await posUser(ids.lakeside, 'Quincy', 'Lakewood');
    const show = (await db.insertInto('app.shows').values({ Name: 'Log Night' }).returning('Id').executeTakeFirstOrThrow()).Id;
    // 19:00–22:00 on 10 March at New York (EDT).
    ids.event = (
      await db
        .insertInto('app.show_events')
        .values({ ShowId: show, TheatreId: ids.theatre, Start: '2026-03-10T23:00:00Z', End: '2026-03-11T02:00:00Z' })
        .returning('Id')
        .executeTakeFirstOrThrow()
    ).Id;
    const kit = async (Name: string) => (await db.selectFrom('app.kits').select('Id').where('Name', '=', Name).executeTakeFirstOrThrow()).Id;
    ids.popcorn = await kit('Small Popcorn');
    ids.combo = await kit('Popcorn & Cola Combo');
    const coupon = (
      await db.insertInto('app.coupons').values({ VenueId: ids.harbor, Name: 'Log Voucher', DollarValue: '15.00' }).returning('Id').executeTakeFirstOrThrow()
    ).Id;
    const actor = await seedActor(db);
    const record = async (push: Record<string, unknown>) => {
      const SaleId = randomUUID();
      await a.app.get(CommandBus).execute(new RecordSaleCommand(StationSalePushSchema.parse({ SaleId, ReduceInventory: false, ...push }), actor));
      return SaleId;
    };
    const at = { SalesLocationId: ids.location, StationId: ids.till, PosUserId: ids.quincy };
    // s1: 2 × Small Popcorn at 6.50 (0.50 of it not taxable), cash 13.00; 19:30 on 10 March at New York.
    sale.s1 = await record({
      ...at,
      ShowEventId: ids.event,
      SaleDate: '2026-03-10T23:30:00Z',
      SaleKits: [{ KitId: ids.popcorn, Qty: '2', SalePricePerKit: '6.50', NonTaxablePricePerKit: '0.50' }],
      SalePayments: [{ PaymentMethodId: 1, Total: '13.00' }],
    });
    // s2: 1 × combo at 20.00 less 10 % = 18.00 on Visa/MC with a 3.00 tip, a 2.00 discount payment; 20:15 on 10 March at New York (00:15Z on the 11th).
    sale.s2 = await record({
      ...at,
      ShowEventId: ids.event,
      SaleDate: '2026-03-11T00:15:00Z',
      DiscountPercent: '10',
      SaleKits: [{ KitId: ids.combo, Qty: '1', SalePricePerKit: '20.00' }],
      SalePayments: [
        { PaymentMethodId: 2, Total: '18.00', TipAmount: '3.00' },
        { PaymentMethodId: 7, Total: '2.00' },
      ],
    });
    // s3: a refund of 1 Small Popcorn at 6.50 in cash; 19:00 on 11 March at New York.
    sale.s3 = await record({
      ...at,
      SaleDate: '2026-03-11T23:00:00Z',
      SaleKits: [{ KitId: ids.popcorn, Qty: '-1', SalePricePerKit: '6.50' }],
      SalePayments: [{ PaymentMethodId: 1, Total: '-6.50' }],
    });
    // s4: another till, no POS user: 1 combo at 15.00 paid by one 15.00 voucher; 11:00 on 12 March.
    sale.s4 = await record({
      SalesLocationId: ids.location,
      StationId: ids.oldTill,
      SaleDate: '2026-03-12T15:00:00Z',
      SaleKits: [{ KitId: ids.combo, Qty: '1', SalePricePerKit: '15.00' }],
      SalePayments: [{ PaymentMethodId: 5, Total: '15.00', VoucherId: coupon, AmountPerVoucher: '15.00', VoucherQty: 1 }],
    });
    // s5: Lakeside, the same instant as s3: 1 Small Popcorn at 5.00 in cash.
    sale.s5 = await record({
      SalesLocationId: ids.otherLocation,
      StationId: otherTill,
      PosUserId: ids.other,
      SaleDate: '2026-03-11T23:00:00Z',
      SaleKits: [{ KitId: ids.popcorn, Qty: '1', SalePricePerKit: '5.00' }],
      SalePayments: [{ PaymentMethodId: 1, Total: '5.00' }],
    });
    // s6: a manual sale (the office's entry) of 1 Small Popcorn at the menu's price, cash; 12:00 on 12 March.
    sale.s6 = randomUUID();
    const manual = await a.http
      .post('/api/v1/admin/sale/false/postShowStart/false/true')
      .set(as.admin)
      .send({
        SaleId: sale.s6,
        UserId: ids.quincy,
        VenueId: ids.harbor,
        SalesLocationId: ids.location,
        SaleDate: '2026-03-12T16:00:00Z',
        Lines: [{ KitId: ids.popcorn, Qty: '1' }],
      });
    expect(manual.status).toBe(200);
    // Now and 9 days ago, for the default range (7 days back).
    sale.recent = await record({
      ...at,
      SaleDate: new Date(Date.now() - 3600_000).toISOString(),
      SaleKits: [{ KitId: ids.popcorn, Qty: '1', SalePricePerKit: '6.50' }],
    });
    sale.old = await record({
      ...at,
      SaleDate: new Date(Date.now() - 9 * 86_400_000).toISOString(),
      SaleKits: [{ KitId: ids.popcorn, Qty: '1', SalePricePerKit: '6.50' }],
    });
  });
  afterAll(() => a.close());

  const idsOf = (rows: { SaleId: string }[]) => rows.map((r) => r.SaleId);
  // Newest first; s3 and s5 share an instant: the larger SaleId first.
  const tie = () => [sale.s3, sale.s5].sort().reverse();
  const all = () => [sale.s6, sale.s4, ...tie(), sale.s2, sale.s1];

  it.each([
    { method: 'post', path: 'sales/masterTransactionLog/_search' },
    { method: 'get', path: `sales/masterTransactionLog/${randomUUID()}` },
  ] as const)('$method $path: 401 without a token, 403 without VenueManager', async ({ method, path }) => {
    expect((await a.http[method](`/api/v1/${path}`).send({})).status).toBe(401);
    expect((await a.http[method](`/api/v1/${path}`).set(as.nobody).send({})).status).toBe(403);
  });

  it('lists every sale and refund of the days newest first, each column by hand, the total in X-List-Count', async () => {
    const res = await search(march);
    expect(res.status).toBe(200);
    expect(res.headers['x-list-count']).toBe('6');
    expect(idsOf(res.body)).toEqual(all());
    const byId = new Map((res.body as { SaleId: string }[]).map((r) => [r.SaleId, r]));
    const harbor = { VenueId: ids.harbor, VenueName: 'Harbor Point 12', TimeZone: 'America/New_York', SalesLocationId: ids.location, TheatreId: ids.theatre };
    expect(byId.get(sale.s1)).toEqual({
      ...harbor,
      SaleId: sale.s1,
      SaleDate: '2026-03-10T23:30:00.000Z',
      TheatreName: expect.any(String),
      SalesLocationName: expect.any(String),
      StationId: ids.till,
      StationName: 'Zephyr Till',
      PosUserId: ids.quincy,
      PosUserName: 'Quincy Marlowe',
      ShowEventId: ids.event,
      ShowName: 'Log Night',
      ShowEventStart: '2026-03-10T23:00:00.000Z',
      SaleTypeId: 1,
      SaleType: 'Sale',
      Source: 'Station',
      // 2 × 6.50 = 13.00, no discount, paid 13.00 in cash, no tip.
      Subtotal: 13,
      Discount: 0,
      Total: 13,
      Tips: 0,
      PaymentMethods: 'Cash',
    });
    // s2: Subtotal 20.00; Total 20.00 × (1 − 10/100) = 18.00; Discount 20.00 − 18.00 = 2.00; tip 3.00; the discount payment is no tender.
    expect(byId.get(sale.s2)).toMatchObject({ Subtotal: 20, Discount: 2, Total: 18, Tips: 3, PaymentMethods: 'VisaMasterCard', SaleType: 'Sale' });
    // s3: −1 × 6.50 = −6.50, a refund.
    expect(byId.get(sale.s3)).toMatchObject({
      Subtotal: -6.5,
      Discount: 0,
      Total: -6.5,
      Tips: 0,
      PaymentMethods: 'Cash',
      SaleTypeId: 2,
      SaleType: 'Refund',
      ShowEventId: null,
    });
    expect(byId.get(sale.s4)).toMatchObject({ StationName: 'Bar Till 2', PosUserId: null, PosUserName: null, Total: 15, PaymentMethods: 'Voucher' });
    expect(byId.get(sale.s5)).toMatchObject({ VenueName: 'Lakeside Playhouse', PosUserName: 'Quincy Lakewood', Total: 5 });
    expect(byId.get(sale.s6)).toMatchObject({ Source: 'Manual', StationId: null, StationName: null, PosUserName: 'Quincy Marlowe', PaymentMethods: 'Cash' });
  });

  it.each([
    { title: 'a venue', body: () => ({ VenueId: ids.harbor }), expected: () => [sale.s6, sale.s4, sale.s3, sale.s2, sale.s1] },
    { title: 'another venue', body: () => ({ VenueId: ids.lakeside }), expected: () => [sale.s5] },
    { title: 'a theatre', body: () => ({ TheatreId: ids.theatre }), expected: () => [sale.s6, sale.s4, sale.s3, sale.s2, sale.s1] },
    { title: 'a sales location', body: () => ({ SalesLocationId: ids.otherLocation }), expected: () => [sale.s5] },
    { title: 'a station', body: () => ({ StationId: ids.till }), expected: () => [sale.s3, sale.s2, sale.s1] },
    { title: 'a POS user', body: () => ({ PosUserId: ids.quincy }), expected: () => [sale.s6, sale.s3, sale.s2, sale.s1] },
    { title: 'a show event', body: () => ({ ShowEventId: ids.event }), expected: () => [sale.s2, sale.s1] },
    { title: 'cash', body: () => ({ PaymentMethodId: 1 }), expected: () => [sale.s6, ...tie(), sale.s1] },
    { title: 'Visa/MC', body: () => ({ PaymentMethodId: 2 }), expected: () => [sale.s2] },
    { title: 'a voucher', body: () => ({ PaymentMethodId: 5 }), expected: () => [sale.s4] },
    { title: 'a discount', body: () => ({ PaymentMethodId: 7 }), expected: () => [sale.s2] },
    { title: 'refunds', body: () => ({ SaleTypeId: 2 }), expected: () => [sale.s3] },
    { title: 'sales', body: () => ({ SaleTypeId: 1 }), expected: () => [sale.s6, sale.s4, sale.s5, sale.s2, sale.s1] },
    { title: 'manual entries', body: () => ({ Source: 'Manual' }), expected: () => [sale.s6] },
    { title: 'station sales', body: () => ({ Source: 'Station' }), expected: () => [sale.s4, ...tie(), sale.s2, sale.s1] },
    { title: 'a station name', body: () => ({ Query: 'zephyr' }), expected: () => [sale.s3, sale.s2, sale.s1] },
    { title: "a POS user's name", body: () => ({ Query: 'quincy mar' }), expected: () => [sale.s6, sale.s3, sale.s2, sale.s1] },
    { title: 'a name shared by two venues', body: () => ({ Query: 'Quincy' }), expected: () => [sale.s6, ...tie(), sale.s2, sale.s1] },
    { title: "a SaleId's beginning", body: () => ({ Query: sale.s4.slice(0, 13) }), expected: () => [sale.s4] },
    { title: "'*' (every sale)", body: () => ({ Query: '*' }), expected: () => all() },
    // One day at New York: 10 March 00:00 EDT to 11 March 00:00 EDT; s2 (00:15Z on the 11th) is 20:15 on the 10th.
    { title: 'one venue day', body: () => ({ FromDate: '2026-03-10', ToDate: '2026-03-10' }), expected: () => [sale.s2, sale.s1] },
    // 19:00 to 19:59 (ends 20:00) on 11 March at each venue: s3 (19:00 New York); Lakeside's s5 at the same instant is 18:00 in Chicago.
    { title: 'a time window', body: () => ({ FromDate: '2026-03-11', ToDate: '2026-03-11', TimeFrom: '19:00', TimeTo: '19:59' }), expected: () => [sale.s3] },
    {
      title: "a time window at Chicago's hour",
      body: () => ({ FromDate: '2026-03-11', ToDate: '2026-03-11', TimeFrom: '18:00', TimeTo: '18:59' }),
      expected: () => [sale.s5],
    },
    {
      title: 'a time window that ends before a sale',
      body: () => ({ FromDate: '2026-03-11', ToDate: '2026-03-11', TimeFrom: '12:00', TimeTo: '17:59' }),
      expected: () => [],
    },
  ])('narrows to $title', async ({ body, expected }) => {
    const res = await search({ ...march, ...body() });
    expect(res.status).toBe(200);
    expect(idsOf(res.body)).toEqual(expected());
    expect(res.headers['x-list-count']).toBe(String(expected().length));
  });

  it('pages are stable: 2 a page walk the same order, the count stays 6', async () => {
    const pages = [];
    for (const Skip of [0, 2, 4, 6]) {
      const res = await search({ ...march, Skip, Take: 2 });
      expect(res.headers['x-list-count']).toBe('6');
      pages.push(...idsOf(res.body));
    }
    expect(pages).toEqual(all());
  });

  it('takes 12 a page by default (§2 "Paging is 12 per page")', () => {
    expect(MasterTransactionLogSearchSchema.parse({})).toMatchObject({ Skip: 0, Take: 12 });
  });

  it('defaults to 7 days back (today and the 7 days before it at the venue, 00:00 to 23:59)', async () => {
    const res = await search({ PosUserId: ids.quincy });
    expect(res.status).toBe(200);
    expect(idsOf(res.body)).toEqual([sale.recent]);
    // The bounds: 7 days before today's midnight to the next midnight, at the zone.
    const b = MasterTransactionLogRepository.bounds({}, 'America/New_York', new Date('2026-03-12T15:00:00Z'));
    expect(b).toEqual({ from: new Date('2026-03-05T05:00:00Z'), to: new Date('2026-03-13T04:00:00Z') });
  });

  it("a venue manager sees only their venues' sales; another venue's sale is 404", async () => {
    const res = await search(march, as.manager);
    expect(res.status).toBe(200);
    expect(idsOf(res.body)).toEqual([sale.s6, sale.s4, sale.s3, sale.s2, sale.s1]);
    expect(res.headers['x-list-count']).toBe('5');
    expect(idsOf((await search({ ...march, VenueId: ids.lakeside }, as.manager)).body)).toEqual([]);
    expect((await get(sale.s5, as.manager)).status).toBe(404);
    expect((await get(sale.s3, as.manager)).status).toBe(200);
    // The auditor (VenueManager ReadOnly on every claim) reads every venue, as the stock reports.
    expect((await search(march, as.viewer)).headers['x-list-count']).toBe('6');
  });

  // A payment method at a few places is paged and counted from the payments by sales location; a
  // manager's text finds only their venues' stations; their refunds and manual entries come by venue.
  it.each([
    { title: 'cash as the manager', who: () => as.manager, body: () => ({ PaymentMethodId: 1 }), expected: () => [sale.s6, sale.s3, sale.s1] },
    { title: 'a voucher as the manager', who: () => as.manager, body: () => ({ PaymentMethodId: 5 }), expected: () => [sale.s4] },
    { title: 'a discount as the manager', who: () => as.manager, body: () => ({ PaymentMethodId: 7 }), expected: () => [sale.s2] },
    {
      title: "another venue's cash as the manager",
      who: () => as.manager,
      body: () => ({ VenueId: ids.lakeside, PaymentMethodId: 1 }),
      expected: () => [],
    },
    {
      title: "cash at another venue's sales location as the manager",
      who: () => as.manager,
      body: () => ({ SalesLocationId: ids.otherLocation, PaymentMethodId: 1 }),
      expected: () => [],
    },
    { title: 'cash at a venue', who: () => as.admin, body: () => ({ VenueId: ids.harbor, PaymentMethodId: 1 }), expected: () => [sale.s6, sale.s3, sale.s1] },
    { title: 'cash at the other venue', who: () => as.admin, body: () => ({ VenueId: ids.lakeside, PaymentMethodId: 1 }), expected: () => [sale.s5] },
    { title: 'Visa/MC at a theatre', who: () => as.admin, body: () => ({ TheatreId: ids.theatre, PaymentMethodId: 2 }), expected: () => [sale.s2] },
    {
      title: 'cash at a sales location',
      who: () => as.admin,
      body: () => ({ SalesLocationId: ids.otherLocation, PaymentMethodId: 1 }),
      expected: () => [sale.s5],
    },
    {
      title: "cash at a theatre, 19:00 to 19:59 at New York (each venue's own hour)",
      who: () => as.admin,
      body: () => ({ TheatreId: ids.theatre, PaymentMethodId: 1, FromDate: '2026-03-11', ToDate: '2026-03-11', TimeFrom: '19:00', TimeTo: '19:59' }),
      expected: () => [sale.s3],
    },
    {
      title: "cash at the other venue, 19:00 to 19:59 (18:00 at Chicago's s5 is outside)",
      who: () => as.admin,
      body: () => ({ VenueId: ids.lakeside, PaymentMethodId: 1, FromDate: '2026-03-11', ToDate: '2026-03-11', TimeFrom: '19:00', TimeTo: '19:59' }),
      expected: () => [],
    },
    { title: "a station's name as the manager", who: () => as.manager, body: () => ({ Query: 'zephyr' }), expected: () => [sale.s3, sale.s2, sale.s1] },
    { title: "another venue's station name as the manager", who: () => as.manager, body: () => ({ Query: 'Lake Till' }), expected: () => [] },
    {
      title: 'a name shared by two venues as the manager',
      who: () => as.manager,
      body: () => ({ Query: 'Quincy' }),
      expected: () => [sale.s6, sale.s3, sale.s2, sale.s1],
    },
    { title: "a SaleId's beginning as the manager", who: () => as.manager, body: () => ({ Query: sale.s4.slice(0, 8) }), expected: () => [sale.s4] },
    { title: "another venue's SaleId as the manager", who: () => as.manager, body: () => ({ Query: sale.s5.slice(0, 8) }), expected: () => [] },
    { title: 'a text that finds nothing', who: () => as.admin, body: () => ({ Query: 'no such name' }), expected: () => [] },
    { title: 'refunds as the manager', who: () => as.manager, body: () => ({ SaleTypeId: 2 }), expected: () => [sale.s3] },
    { title: 'manual entries as the manager', who: () => as.manager, body: () => ({ Source: 'Manual' }), expected: () => [sale.s6] },
  ])('narrows to $title', async ({ who, body, expected }) => {
    const res = await search({ ...march, ...body() }, who());
    expect(res.status).toBe(200);
    expect(idsOf(res.body)).toEqual(expected());
    expect(res.headers['x-list-count']).toBe(String(expected().length));
  });

  it.each([
    { title: 'a venue', body: () => ({ VenueId: ids.harbor }), expected: () => [sale.s6, sale.s4, sale.s3, sale.s2, sale.s1] },
    { title: 'a theatre', body: () => ({ TheatreId: ids.theatre }), expected: () => [sale.s6, sale.s4, sale.s3, sale.s2, sale.s1] },
    { title: "a POS user's name", body: () => ({ Query: 'Quincy Marlowe' }), expected: () => [sale.s6, sale.s3, sale.s2, sale.s1] },
  ])("$title's pages are stable: 2 a page walk the same order, the count stays", async ({ body, expected }) => {
    const pages = [];
    for (const Skip of [0, 2, 4, 6]) {
      const res = await search({ ...march, ...body(), Skip, Take: 2 });
      expect(res.headers['x-list-count']).toBe(String(expected().length));
      pages.push(...idsOf(res.body));
    }
    expect(pages).toEqual(expected());
  });

  it("a manager's cash pages are stable: 1 a page walks the same order, the count stays 3", async () => {
    const pages = [];
    for (const Skip of [0, 1, 2, 3]) {
      const res = await search({ ...march, PaymentMethodId: 1, Skip, Take: 1 }, as.manager);
      expect(res.headers['x-list-count']).toBe('3');
      pages.push(...idsOf(res.body));
    }
    expect(pages).toEqual([sale.s6, sale.s3, sale.s1]);
  });

  // Up to 480 rows a location a page sorts every location's first rows; deeper it merges them (MasterLogSortedRows).
  it.each([
    { title: 'sorted (Skip + Take 480)', Skip: 0, Take: 480 },
    { title: 'merged (Skip + Take 1000)', Skip: 0, Take: 1000 },
  ])("a manager's cash read $title: the same rows in the same order", async ({ Skip, Take }) => {
    const res = await search({ ...march, PaymentMethodId: 1, Skip, Take }, as.manager);
    expect(res.headers['x-list-count']).toBe('3');
    expect(idsOf(res.body)).toEqual([sale.s6, sale.s3, sale.s1]);
    const past = await search({ ...march, PaymentMethodId: 1, Skip: 998, Take: 2 }, as.manager);
    expect(past.headers['x-list-count']).toBe('3');
    expect(past.body).toEqual([]);
  });

  const big = 2 ** 31;
  it.each([
    { title: 'Skip below 0', body: { Skip: -1 }, field: 'Skip' },
    { title: 'Take 0', body: { Take: 0 }, field: 'Take' },
    { title: 'Take past 32 bits', body: { Take: big }, field: 'Take' },
    { title: 'a venue id past 32 bits', body: { VenueId: big }, field: 'VenueId' },
    { title: 'a station id of 2^53', body: { StationId: 2 ** 53 }, field: 'StationId' },
    { title: 'a theatre id as text', body: { TheatreId: 'x' }, field: 'TheatreId' },
    { title: 'a NUL in the search', body: { Query: 'a\u0000b' }, field: 'Query' },
    { title: 'a huge search', body: { Query: 'q'.repeat(5000) }, field: 'Query' },
    { title: 'To before From', body: { FromDate: '2026-03-12', ToDate: '2026-03-10' }, field: 'ToDate' },
    { title: 'no such day', body: { FromDate: '2026-02-30' }, field: 'FromDate' },
    { title: 'no such time', body: { TimeFrom: '24:00' }, field: 'TimeFrom' },
    { title: 'an end time not after the start', body: { TimeFrom: '19:00', TimeTo: '19:00' }, field: 'TimeTo' },
    { title: 'sale type 3', body: { SaleTypeId: 3 }, field: 'SaleTypeId' },
    { title: 'payment method 9', body: { PaymentMethodId: 9 }, field: 'PaymentMethodId' },
    { title: 'an unknown source', body: { Source: 'Phone' }, field: 'Source' },
  ])('400 for $title', async ({ body, field }) => {
    const res = await search(body);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.ModelState ?? {})).toContain(field);
  });

  it("an end time not after the start says §5's words", async () => {
    const res = await search({ TimeFrom: '19:00', TimeTo: '18:00' });
    expect(res.body.ModelState.TimeTo).toEqual(['End time should be after start time.']);
  });

  it.each([
    { title: 'not a GUID', id: 'abc', status: 400 },
    { title: 'a number past 32 bits', id: '99999999999', status: 400 },
    { title: 'an unknown sale', id: '00000000-0000-4000-8000-000000000000', status: 404 },
  ])('GET by id: $status for $title', async ({ id, status }) => {
    expect((await get(id)).status).toBe(status);
  });

  it('answers a sale with its lines, goods, payments and ledger event, each figure by hand', async () => {
    const res = await get(sale.s2);
    expect(res.status).toBe(200);
    const d = res.body;
    expect(d).toMatchObject({ SaleId: sale.s2, Subtotal: 20, Discount: 2, Total: 18, Tips: 3, DiscountPercent: 10, ReduceInventory: false });
    // The combo's cost per kit: its goods at their costs from 2026-01-01 (demo): kernels 0.5 lb × 1.25 + bag 1 × 0.15 + cola syrup 6 oz × c + cup 1 × c'.
    expect(d.Kits).toHaveLength(1);
    const k = d.Kits[0];
    expect(k).toMatchObject({
      Line: 0,
      KitId: ids.combo,
      KitName: 'Popcorn & Cola Combo',
      Qty: 1,
      SalePricePerKit: 20,
      NonTaxablePricePerKit: 0,
      Gross: 20,
      NonTaxable: 0,
    });
    // Cost = Qty × CostPerKit = 1 × CostPerKit; the goods' costs add up to it.
    expect(k.Cost).toBe(Math.round(k.CostPerKit * 100) / 100);
    expect(d.Goods.map((g: { GoodName: string }) => g.GoodName).sort()).toEqual(['Cola Syrup (oz)', 'Cup 32 oz', 'Popcorn Bag Large', 'Popcorn Kernels (lb)']);
    const kernels = d.Goods.find((g: { GoodName: string }) => g.GoodName === 'Popcorn Kernels (lb)');
    // 0.5 lb × 1.25 = 0.625 → 0.63
    expect(kernels).toMatchObject({ KitId: ids.combo, KitName: 'Popcorn & Cola Combo', Qty: 0.5, CostPerGood: 1.25, Cost: 0.63 });
    expect(d.Payments).toEqual([
      expect.objectContaining({ Line: 0, PaymentMethodId: 2, PaymentMethod: 'VisaMasterCard', Total: 18, TipAmount: 3, VoucherId: null, IsRefund: false }),
      expect.objectContaining({ Line: 1, PaymentMethodId: 7, PaymentMethod: 'Discount', Total: 2, TipAmount: 0 }),
    ]);
    // Gross 1 × 20.00 = 20.00; Paid 18.00 (the 2.00 discount payment is no tender) = Total; Tips 3.00.
    expect(d.Totals).toMatchObject({ Gross: 20, NonTaxable: 0, Paid: 18, Tips: 3 });
    expect(d.Ledger).toMatchObject({ Stream: `sale-${sale.s2}`, EventId: sale.s2, EventType: 'SaleRecorded', Position: expect.any(String) });
    expect(d.Ledger.RecordedAt).toEqual(expect.any(String));
    expect(d.AsOf).toBeNull();
  });

  it("answers a refund's detail and a voucher's name", async () => {
    const refund = (await get(sale.s3)).body;
    // −1 × 6.50 = −6.50; the popcorn's cost 0.25 lb × 1.25 + 1 bag × 0.15 = 0.4625 a kit → −1 × 0.4625 = −0.46.
    expect(refund).toMatchObject({ SaleTypeId: 2, SaleType: 'Refund', Subtotal: -6.5, Total: -6.5 });
    expect(refund.Kits[0]).toMatchObject({ Qty: -1, IsRefund: true, SalePricePerKit: 6.5, CostPerKit: 0.4625, Gross: -6.5, Cost: -0.46 });
    expect(refund.Payments).toEqual([expect.objectContaining({ PaymentMethodId: 1, Total: -6.5 })]);
    expect(refund.Totals).toMatchObject({ Gross: -6.5, Cost: -0.46, Paid: -6.5, Tips: 0 });
    const voucher = (await get(sale.s4)).body;
    expect(voucher.Payments).toEqual([
      expect.objectContaining({ PaymentMethod: 'Voucher', VoucherName: 'Log Voucher', AmountPerVoucher: 15, VoucherQty: 1, Total: 15 }),
    ]);
  });

  it('a SaleId beginning is a range of the key', () => {
    expect(saleIdPrefixRange('AB12-3')).toEqual({ from: 'ab123000-0000-0000-0000-000000000000', to: 'ab123fff-ffff-ffff-ffff-ffffffffffff' });
    expect(saleIdPrefixRange('popcorn')).toBeNull();
  });
  describe('the scripted week', () => {
    let week: ScriptedWeek;
    const days = { FromDate: '2026-11-16', ToDate: '2026-11-22' };
    beforeAll(async () => {
      week = await recordScriptedWeek(a);
    });
    const id = (n: number) => scriptedGuid(1, n);

    it("lists the week's 14 sales newest first, every column by hand, 12 a page", async () => {
      const first = await search({ ...days, VenueId: week.venueId }, as.manager);
      expect(first.status).toBe(200);
      expect(first.headers['x-list-count']).toBe('14');
      const second = await search({ ...days, VenueId: week.venueId, Skip: 12 }, as.manager);
      const rows = [...first.body, ...second.body] as Record<string, unknown>[];
      expect(first.body).toHaveLength(12);
      const main = { TheatreId: week.theatres.main, TheatreName: 'Scripted Main Stage' };
      const test = { TheatreId: week.theatres.test, TheatreName: 'Scripted Test Stage' };
      const at = (stand: 'A' | 'B' | 'C') => ({
        SalesLocationId: week.salesLocations[stand],
        SalesLocationName: { A: 'Scripted Main Bar', B: 'Scripted Main Lobby', C: 'Scripted Test Bar' }[stand],
        StationId: week.stations[stand],
        StationName: `Scripted POS ${stand}`,
        ...(stand === 'C' ? test : main),
      });
      const ev = (key: 'E1' | 'E2' | 'E3' | 'ET' | 'E4' | 'E5' | 'E6' | 'E7', start: string) => ({
        ShowEventId: week.showEvents[key],
        ShowName: key === 'ET' ? 'Scripted Test Rehearsal' : 'Scripted Revue',
        ShowEventStart: start,
      });
      const row = (n: number, stand: 'A' | 'B' | 'C', e: ReturnType<typeof ev>, SaleDate: string, money: object) => ({
        SaleId: id(n),
        SaleDate,
        TimeZone: 'America/New_York',
        VenueId: week.venueId,
        VenueName: 'Scripted Week Playhouse',
        ...at(stand),
        ...e,
        PosUserId: null,
        PosUserName: null,
        SaleTypeId: 1,
        SaleType: 'Sale',
        Source: 'Station',
        Discount: 0,
        Tips: 0,
        PaymentMethods: 'Cash',
        ...money,
      });
      const E1 = ev('E1', '2026-11-17T00:00:00.000Z');
      const E2 = ev('E2', '2026-11-18T00:00:00.000Z');
      const E3 = ev('E3', '2026-11-19T00:00:00.000Z');
      const ET = ev('ET', '2026-11-19T00:00:00.000Z');
      const E4 = ev('E4', '2026-11-20T00:00:00.000Z');
      const E5 = ev('E5', '2026-11-21T00:00:00.000Z');
      const E6 = ev('E6', '2026-11-22T00:00:00.000Z');
      const E7 = ev('E7', '2026-11-22T19:00:00.000Z');
      expect(rows).toEqual([
        // A11: 1 × 9.00 = 9.00 cash.
        row(14, 'A', E7, '2026-11-22T19:30:00.000Z', { Subtotal: 9, Total: 9 }),
        // B2: 2 × 5.00 + 1 × 3.00 = 13.00 cash.
        row(13, 'B', E6, '2026-11-22T00:30:00.000Z', { Subtotal: 13, Total: 13 }),
        // A10: 1 × 9.00 on Visa/MC with a 1.50 tip.
        row(12, 'A', E5, '2026-11-21T00:45:00.000Z', { Subtotal: 9, Total: 9, Tips: 1.5, PaymentMethods: 'VisaMasterCard' }),
        // A9: 2 × 14.00 = 28.00 cash.
        row(11, 'A', E5, '2026-11-21T00:30:00.000Z', { Subtotal: 28, Total: 28 }),
        // A8: 4 × 9.00 = 36.00 cash.
        row(10, 'A', E4, '2026-11-20T00:30:00.000Z', { Subtotal: 36, Total: 36 }),
        // A7: 1 × 9.00 pre-ordered, a 1.00 tip.
        row(8, 'A', E3, '2026-11-19T00:45:00.000Z', { Subtotal: 9, Total: 9, Tips: 1, PaymentMethods: 'Preorder' }),
        // C1 and A6 share 00:30Z: the larger SaleId (…0009, C1) first. C1: 1 × 9.00 cash at the test theatre (listed: the log is every sale).
        row(9, 'C', ET, '2026-11-19T00:30:00.000Z', { Subtotal: 9, Total: 9 }),
        // A6: 2 × 14.00 = 28.00 on Amex, a 4.00 tip.
        row(7, 'A', E3, '2026-11-19T00:30:00.000Z', { Subtotal: 28, Total: 28, Tips: 4, PaymentMethods: 'Amex' }),
        // A5: 3 × 9.00 = 27.00 by voucher.
        row(6, 'A', E2, '2026-11-18T01:10:00.000Z', { Subtotal: 27, Total: 27, PaymentMethods: 'Voucher' }),
        // A4: the refund, −1 × 9.00 = −9.00 in cash.
        row(5, 'A', E2, '2026-11-18T00:50:00.000Z', { Subtotal: -9, Total: -9, SaleTypeId: 2, SaleType: 'Refund' }),
        // A3: 9.00 less 10 % = 8.10 cash; Discount 9.00 − 8.10 = 0.90 (its discount payment is no tender).
        row(4, 'A', E2, '2026-11-18T00:30:00.000Z', { Subtotal: 9, Discount: 0.9, Total: 8.1 }),
        // A2: 1 × 14.00 on Visa/MC, a 2.00 tip.
        row(3, 'A', E1, '2026-11-17T00:45:00.000Z', { Subtotal: 14, Total: 14, Tips: 2, PaymentMethods: 'VisaMasterCard' }),
        // B1: 2 × 5.00 = 10.00 cash.
        row(2, 'B', E1, '2026-11-17T00:40:00.000Z', { Subtotal: 10, Total: 10 }),
        // A1: 2 × 9.00 = 18.00 cash.
        row(1, 'A', E1, '2026-11-17T00:30:00.000Z', { Subtotal: 18, Total: 18 }),
      ]);
    });

    it.each([
      { title: 'refunds', body: { SaleTypeId: 2 }, expected: [5] },
      { title: 'the test theatre', body: () => ({ TheatreId: week.theatres.test }), expected: [9] },
      { title: 'vouchers', body: { PaymentMethodId: 5 }, expected: [6] },
      { title: 'discounts', body: { PaymentMethodId: 7 }, expected: [4] },
      { title: "station B's name", body: { Query: 'Scripted POS B' }, expected: [13, 2] },
      // Wednesday 18 Nov at New York: 00:00 EST (05:00Z) to Thursday 00:00 EST (05:00Z): E3's and ET's sales.
      { title: 'Wednesday', body: { FromDate: '2026-11-18', ToDate: '2026-11-18' }, expected: [8, 9, 7] },
    ])('the week narrowed to $title', async ({ body, expected }) => {
      const b = typeof body === 'function' ? body() : body;
      const res = await search({ ...days, VenueId: week.venueId, ...b }, as.manager);
      expect(idsOf(res.body)).toEqual(expected.map(id));
      expect(res.headers['x-list-count']).toBe(String(expected.length));
    });

    it("answers the refund A4's detail by hand", async () => {
      const res = await get(id(5), as.manager);
      expect(res.status).toBe(200);
      const d = res.body;
      expect(d).toMatchObject({ SaleId: id(5), SaleTypeId: 2, SaleType: 'Refund', Subtotal: -9, Discount: 0, Total: -9, Tips: 0, DiscountPercent: 0 });
      expect(d.ReduceInventory).toBe(true);
      // VodkaSoda −1 × 9.00 = −9.00; its cost: vodka 0.06 bottle × 20.00 + soda 1 × 0.50 = 1.20 + 0.50 = 1.70 a kit → −1.70.
      expect(d.Kits).toEqual([
        expect.objectContaining({
          Line: 0,
          KitId: week.kits.VodkaSoda,
          KitName: 'Scripted Vodka Soda',
          IsRefund: true,
          Qty: -1,
          SalePricePerKit: 9,
          NonTaxablePricePerKit: 0,
          CostPerKit: 1.7,
          Gross: -9,
          NonTaxable: 0,
          Cost: -1.7,
        }),
      ]);
      // Goods back: vodka −1 × 0.06 = −0.06 bottle × 20.00 = −1.20; soda −1 × 1 = −1 × 0.50 = −0.50.
      const goods = Object.fromEntries(
        d.Goods.map((g: { GoodName: string; Qty: number; CostPerGood: number; Cost: number }) => [g.GoodName, [g.Qty, g.CostPerGood, g.Cost]]),
      );
      expect(goods).toEqual({ 'Scripted Vodka (750 ml)': [-0.06, 20, -1.2], 'Scripted Soda Can': [-1, 0.5, -0.5] });
      expect(d.Payments).toEqual([expect.objectContaining({ PaymentMethodId: 1, PaymentMethod: 'Cash', Total: -9, TipAmount: 0, IsRefund: true })]);
      // Gross −9.00; non-taxable 0.00; cost −1.70; paid −9.00 (cash); tips 0.00.
      expect(d.Totals).toEqual({ Gross: -9, NonTaxable: 0, Cost: -1.7, Paid: -9, Tips: 0 });
      expect(d.Ledger).toMatchObject({ Stream: `sale-${id(5)}`, EventId: id(5), EventType: 'SaleRecorded' });
    });

    it("answers B2's non-taxable pretzels and A3's discount by hand", async () => {
      const b2 = (await get(id(13), as.manager)).body;
      // PretzelKit 2 × 5.00 = 10.00, all of it non-taxable (5.00 a kit); SodaKit 1 × 3.00, taxable.
      // Cost: 2 × 1.00 + 1 × 0.50 = 2.50.
      expect(b2.Totals).toEqual({ Gross: 13, NonTaxable: 10, Cost: 2.5, Paid: 13, Tips: 0 });
      const a3 = (await get(id(4), as.manager)).body;
      // 9.00 × (1 − 10/100) = 8.10 paid in cash; the discount payment 0.90 (method 7) is not paid.
      expect(a3).toMatchObject({ Subtotal: 9, Discount: 0.9, Total: 8.1, DiscountPercent: 10 });
      expect(a3.Payments.map((p: { PaymentMethod: string; Total: number }) => [p.PaymentMethod, p.Total])).toEqual([
        ['Cash', 8.1],
        ['Discount', 0.9],
      ]);
      expect(a3.Totals).toMatchObject({ Gross: 9, Paid: 8.1 });
    });
  });
});
