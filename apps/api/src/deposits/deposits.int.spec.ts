import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { CommandBus } from '@nestjs/cqrs';
import { DepositMessages, StationSalePushSchema } from '@intermission/contracts';
import { DepositFailureMessages, depositClosed } from '@intermission/domain';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { RecordSaleCommand } from '../sales/commands/record-sale.command';
import { seedActor } from '../seed/stock.seed';

/**
 * Deposits (document 2 §2, §3, §4, §7, §8; docs/deposits.md) over the API: a scripted show event
 * whose every figure is computed by hand in the comments, the post, what it closes, the list.
 */
describe('deposits', () => {
  let a: TestApp;
  const as: Record<'admin' | 'manager' | 'viewer' | 'nobody', { Authorization: string }> = {} as never;
  let st: { a: number; b: number; c: number };
  let theatre: number;
  let venue: number;
  let lakesideTheatre: number;
  const ev: Record<'night' | 'quiet' | 'future' | 'lakeside', number> = {} as never;
  const logs: Record<'aEnd' | 'bEnd' | 'cStart', { Id: number }> = {} as never;
  let withdrawal: { Id: number; Version: number };
  let reason: number;
  let sell: (Qty: string, SalePricePerKit: string, SalePayments: object[], DiscountPercent?: string) => Promise<unknown>;
  const zero = Object.fromEntries(
    [
      'VisaMastercardSettlementOverride',
      'AmexSettlementOverride',
      'OtherSettlementOverride',
      'PreorderSettlementOverride',
      'VisaMastercardTipOverrideTotal',
      'AmexTipOverrideTotal',
      'OtherCreditCardTipOverrideTotal',
      'PreorderTipOverrideTotal',
    ].map((f) => [f, '0']),
  );

  beforeAll(async () => {
    a = await createTestApp({ runProjections: true });
    for (const who of ['admin', 'manager', 'viewer', 'nobody'] as const) as[who] = { Authorization: `Bearer ${(await a.signIn(who)).token}` };
    const db = a.t.db;
    const stations = await db
      .selectFrom('app.stations as s')
      .innerJoin('app.sales_locations as sl', 'sl.Id', 's.SalesLocationId')
      .innerJoin('app.theatres as t', 't.Id', 'sl.TheatreId')
      .innerJoin('app.venues as v', 'v.Id', 't.VenueId')
      .select(['s.Id', 's.SalesLocationId', 'sl.TheatreId', 't.VenueId', 'v.Name as Venue'])
      .orderBy('s.Id')
      .execute();
    // Harbor Point 12 is the demo manager's venue (America/New_York).
    const harbor = stations.filter((s) => s.Venue === 'Harbor Point 12');
    const same = harbor.filter((s) => s.SalesLocationId === harbor[0]!.SalesLocationId);
    [theatre, venue] = [harbor[0]!.TheatreId, harbor[0]!.VenueId];
    st = { a: same[0]!.Id, b: same[1]!.Id, c: same[2]!.Id };
    lakesideTheatre = stations.find((s) => s.Venue === 'Lakeside Playhouse')!.TheatreId;
    const show = async (Name: string) => (await db.insertInto('app.shows').values({ Name }).returning('Id').executeTakeFirstOrThrow()).Id;
    const event = async (ShowId: number, TheatreId: number, Start: string, End: string) =>
      (await db.insertInto('app.show_events').values({ ShowId, TheatreId, Start, End }).returning('Id').executeTakeFirstOrThrow()).Id;
    const night = await show('Deposit Night');
    // 18:00–21:00 on 20 November in New York.
    ev.night = await event(night, theatre, '2026-11-20T23:00:00Z', '2026-11-21T02:00:00Z');
    ev.quiet = await event(await show('Quiet Matinee'), theatre, '2026-11-18T19:00:00Z', '2026-11-18T21:00:00Z');
    const tomorrow = Date.now() + 86_400_000;
    ev.future = await event(night, theatre, new Date(tomorrow).toISOString(), new Date(tomorrow + 3 * 3600_000).toISOString());
    ev.lakeside = await event(night, lakesideTheatre, '2026-11-20T23:00:00Z', '2026-11-21T02:00:00Z');
    reason = (await db.selectFrom('app.managed_items').select('Id').where('List', '=', 'pettyCashReasons').executeTakeFirstOrThrow()).Id;

    const push = async (body: Record<string, unknown>) => {
      const res = await a.http
        .post('/api/v1/cashboxEventPush/count')
        .set(as.admin)
        .send({ GuidId: randomUUID(), ShowEventId: ev.night, ...body });
      expect(res.status).toBe(200);
      return res.body as { Id: number };
    };
    // Station a: start 3×100 + 2×20 + 7×0.25 = 341.75; end 5×100 + 50 + 3×10 + 4×1 + 6×0.10 + 3×0.05 = 584.75,
    // Visa/MC settled 80.00 (tips 6.00), pre-orders 30.00 (tips 1.50).
    await push({ PointOfSaleStationId: st.a, LogTypeId: 1, TimestampUtc: '2026-11-20T22:30:00Z', Hundreds: 3, Twenties: 2, Quarters: 7 });
    logs.aEnd = await push({
      PointOfSaleStationId: st.a,
      LogTypeId: 2,
      TimestampUtc: '2026-11-21T02:15:00Z',
      ...{ Hundreds: 5, Fifties: 1, Tens: 3, Ones: 4, Dimes: 6, Nickels: 3 },
      ...{ VisaMastercardSettlement: '80.00', VisaMastercardTipTotal: '6.00', PreorderSettlement: '30.00', PreorderTipTotal: '1.50' },
    });
    // Station b: start 2×100 = 200.00; end 2×100 + 20 + 5 = 225.00, Amex 40.10 (tips 4.00), other card 12.34 (tips 0.66).
    await push({ PointOfSaleStationId: st.b, LogTypeId: 1, TimestampUtc: '2026-11-20T22:30:00Z', Hundreds: 2 });
    logs.bEnd = await push({
      PointOfSaleStationId: st.b,
      LogTypeId: 2,
      TimestampUtc: '2026-11-21T02:15:00Z',
      ...{ Hundreds: 2, Twenties: 1, Fives: 1 },
      ...{ AmexSettlement: '40.10', AmexTipTotal: '4.00', OtherSettlement: '12.34', OtherCreditCardTipTotal: '0.66' },
    });
    // Station c: a start of 500.00 and no end: adds nothing.
    logs.cStart = await push({ PointOfSaleStationId: st.c, LogTypeId: 1, TimestampUtc: '2026-11-20T22:30:00Z', Hundreds: 5 });
    // The office corrects station b's Amex: final 40.10 + 4.90 = 45.00, tips 4.00 + 1.00 = 5.00.
    // The stations' sales (document 2 §3 "SalePayment"), by tender:
    // cash 2 × 6.50 = 13.00; a refund of 1 × 12.25 in cash; 20.00 less 10 % = 18.00 in cash with a 2.00 discount payment (7, no tender);
    // Visa/MC 80.00 (a 6.00 tip on the slip: the tips come from the end counts); a voucher 15.00; a tab 22.40.
    // SalesAmount: cash 13.00 − 12.25 + 18.00 = 18.75, Visa/MC 80.00, voucher 15.00, tab 22.40.
    const kit = (await db.selectFrom('app.kits').select('Id').where('Name', '=', 'Small Popcorn').executeTakeFirstOrThrow()).Id;
    const actor = await seedActor(db);
    sell = async (Qty: string, SalePricePerKit: string, SalePayments: object[], DiscountPercent = '0') =>
      a.app.get(CommandBus).execute(
        new RecordSaleCommand(
          StationSalePushSchema.parse({
            SaleId: randomUUID(),
            SalesLocationId: harbor[0]!.SalesLocationId,
            StationId: st.a,
            ShowEventId: ev.night,
            SaleDate: '2026-11-20T23:30:00Z',
            DiscountPercent,
            ReduceInventory: false,
            SaleKits: [{ KitId: kit, Qty, SalePricePerKit }],
            SalePayments,
          }),
          actor,
        ),
      );
    await sell('2', '6.50', [{ PaymentMethodId: 1, Total: '13.00' }]);
    await sell('-1', '12.25', [{ PaymentMethodId: 1, Total: '-12.25' }]);
    await sell(
      '1',
      '20.00',
      [
        { PaymentMethodId: 1, Total: '18.00' },
        { PaymentMethodId: 7, Total: '2.00' },
      ],
      '10',
    );
    await sell('1', '80.00', [{ PaymentMethodId: 2, Total: '80.00', TipAmount: '6.00' }]);
    await sell('1', '15.00', [{ PaymentMethodId: 5, Total: '15.00', AmountPerVoucher: '15.00', VoucherQty: 1 }]);
    await sell('1', '22.40', [{ PaymentMethodId: 6, Total: '22.40' }]);

    const corrected = await a.http
      .put('/api/v1/cashboxes/update')
      .set(as.admin)
      .send({ ...zero, Id: logs.bEnd.Id, Version: 1, AmexSettlementOverride: '4.90', AmexTipOverrideTotal: '1.00' });
    expect(corrected.status).toBe(200);
    // Petty cash: 15.25 taken out; 99.00 taken and then deleted (not counted).
    const taken = async (Amount: string) => {
      const res = await a.http.post('/api/v1/pettyCashWithdrawals').set(as.admin).send({ ShowEventId: ev.night, ReasonId: reason, Amount });
      expect(res.status).toBe(201);
      return res.body.PettyCashWithdrawal as { Id: number; Version: number };
    };
    withdrawal = await taken('15.25');
    const deleted = await taken('99.00');
    expect((await a.http.delete(`/api/v1/pettyCashWithdrawals/${deleted.Id}`).set(as.admin)).status).toBe(200);
  });
  afterAll(() => a.close());

  const getById = (body: object, who = as.admin) => a.http.post('/api/v1/deposits/getById').set(who).send(body);
  const search = (body: object, who = as.admin) => a.http.post('/api/v1/deposits/_search').set(who).send(body);
  const post = (body: object, who = as.admin) => a.http.put('/api/v1/deposits/').set(who).send(body);

  // Cash counted: (584.75 − 341.75) + (225.00 − 200.00) = 243.00 + 25.00 = 268.00 (station c's lone start adds nothing).
  // Amount = cash 268.00 + Visa/MC 80.00 + Amex 45.00 + other 12.34 + voucher 15.00 + tab 22.40 + pre-order 30.00 = 472.74
  // TipTotal = 6.00 + 5.00 + 0.66 + 1.50 = 13.16; PettyCash = 15.25; AmountToBePosted = 472.74 − 15.25 − 13.16 = 444.33
  const figures = { Amount: 472.74, PettyCashAmount: 15.25, TipTotal: 13.16, AmountToBePosted: 444.33 };
  const details = [
    { PaymentMethodId: 1, PaymentMethod: 'Cash', SalesAmount: 18.75, Amount: 268, TipAmount: 0 },
    { PaymentMethodId: 2, PaymentMethod: 'VisaMasterCard', SalesAmount: 80, Amount: 80, TipAmount: 6 },
    { PaymentMethodId: 3, PaymentMethod: 'Amex', SalesAmount: 0, Amount: 45, TipAmount: 5 },
    { PaymentMethodId: 4, PaymentMethod: 'OtherCreditCard', SalesAmount: 0, Amount: 12.34, TipAmount: 0.66 },
    { PaymentMethodId: 5, PaymentMethod: 'Voucher', SalesAmount: 15, Amount: 15, TipAmount: 0 },
    { PaymentMethodId: 6, PaymentMethod: 'Tab', SalesAmount: 22.4, Amount: 22.4, TipAmount: 0 },
    { PaymentMethodId: 8, PaymentMethod: 'Preorder', SalesAmount: 0, Amount: 30, TipAmount: 1.5 },
  ];

  it.each([
    { method: 'post', path: 'deposits/_search' },
    { method: 'post', path: 'deposits/getById' },
    { method: 'put', path: 'deposits' },
  ] as const)('$method $path: 401 without a token, 403 without its claim', async ({ method, path }) => {
    expect((await a.http[method](`/api/v1/${path}`).send({})).status).toBe(401);
    expect((await a.http[method](`/api/v1/${path}`).set(as.nobody).send({})).status).toBe(403);
  });

  it('answers the show event deposit as it stands, every figure by hand; the ReadOnly viewer reads it but may not post', async () => {
    const res = await getById({ PostedDepositId: 0, ShowEventId: ev.night }, as.viewer);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      Id: 0,
      ShowEventId: ev.night,
      ShowName: 'Deposit Night',
      Start: '2026-11-20T23:00:00.000Z',
      End: '2026-11-21T02:00:00.000Z',
      TheatreId: theatre,
      TheatreName: expect.any(String),
      VenueId: venue,
      VenueName: 'Harbor Point 12',
      ...figures,
      IsPosted: false,
      PostedAt: null,
      PostedBy: null,
      DepositsDetails: details,
    });
    expect((await post({ ShowEventId: ev.night, AmountToBePosted: '444.33' }, as.viewer)).status).toBe(403);
    // The manager of Harbor Point does not see Lakeside's show events.
    expect((await getById({ ShowEventId: ev.lakeside }, as.manager)).status).toBe(404);
    expect((await post({ ShowEventId: ev.lakeside, AmountToBePosted: '0' }, as.manager)).status).toBe(404);
    expect((await getById({ ShowEventId: ev.lakeside }, as.admin)).status).toBe(200);
  });

  it.each([
    { title: 'a show event not ended', body: () => ({ ShowEventId: ev.future, AmountToBePosted: '0' }), status: 400, Message: DepositFailureMessages.NotEnded },
    { title: 'an unknown show event', body: () => ({ ShowEventId: 999999, AmountToBePosted: '0' }), status: 404, Message: 'The show event was not found.' },
    { title: 'an id beyond 32 bits', body: () => ({ ShowEventId: 2 ** 40, AmountToBePosted: '0' }), status: 400 },
    { title: 'a NUL in the amount', body: () => ({ ShowEventId: ev.night, AmountToBePosted: '1\u0000' }), status: 400 },
    { title: 'a huge amount', body: () => ({ ShowEventId: ev.night, AmountToBePosted: '1e400' }), status: 400 },
  ])('refuses $title', async ({ body, status, Message }) => {
    const res = await post(body());
    expect(res.status).toBe(status);
    if (Message) expect(res.body.Message).toBe(Message);
  });

  it('answers 409 with the deposit as it stands when the figures moved since they were shown', async () => {
    const res = await post({ ShowEventId: ev.night, AmountToBePosted: '444.32' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ Message: DepositFailureMessages.FiguresChanged, Current: expect.objectContaining({ ...figures, IsPosted: false }) });
  });

  it.each([
    { title: 'a search Take beyond the limit', send: () => search({ Take: 10001 }) },
    { title: 'a search Query with a NUL', send: () => search({ Query: 'a\u0000b' }) },
    { title: 'a search VenueId beyond 32 bits', send: () => search({ VenueId: 2 ** 40 }) },
    { title: 'a lookup PostedDepositId beyond 32 bits', send: () => getById({ PostedDepositId: 2 ** 40, ShowEventId: ev.night }) },
    { title: 'a lookup without a show event', send: () => getById({ PostedDepositId: 0 }) },
  ])('answers 400 to $title', async ({ send }) => {
    expect((await send()).status).toBe(400);
  });

  it('loses no petty cash withdrawal racing the post: it is in the posted figures or refused', async () => {
    const show = await a.t.db.insertInto('app.shows').values({ Name: 'Race Night' }).returning('Id').executeTakeFirstOrThrow();
    const race = (
      await a.t.db
        .insertInto('app.show_events')
        .values({ ShowId: show.Id, TheatreId: theatre, Start: '2026-11-10T23:00:00Z', End: '2026-11-11T02:00:00Z' })
        .returning('Id')
        .executeTakeFirstOrThrow()
    ).Id;
    // Nothing yet: the post is of 0.00; a withdrawal of 7.00 races it.
    const [posted, taken] = await Promise.all([
      post({ ShowEventId: race, AmountToBePosted: '0' }),
      a.http.post('/api/v1/pettyCashWithdrawals').set(as.admin).send({ ShowEventId: race, ReasonId: reason, Amount: '7.00' }),
    ]);
    if (taken.status === 201) {
      // The withdrawal came first: the post saw −7.00, not the 0.00 it was sent with.
      expect(posted.status).toBe(409);
      expect(posted.body.Current).toMatchObject({ PettyCashAmount: 7, AmountToBePosted: -7, IsPosted: false });
    } else {
      expect(posted.status).toBe(200);
      expect(taken.status).toBe(400);
      expect(taken.body.Message).toBe('The deposit for this show event has been posted: no more petty cash can be made for it.');
    }
  });

  describe('once posted', () => {
    let posted: { Id: number };

    beforeAll(async () => {
      // Two posts at once: one posts, the other is told it was posted already.
      const both = await Promise.all([1, 2].map(() => post({ ShowEventId: ev.night, AmountToBePosted: 444.33 }, as.manager)));
      expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
      const ok = both.find((r) => r.status === 200)!;
      expect(ok.body).toEqual(
        expect.objectContaining({
          Message: DepositMessages.Posted,
          Id: expect.any(Number),
          ShowEventId: ev.night,
          ...figures,
          IsPosted: true,
          PostedAt: expect.any(String),
          PostedBy: 'Morgan Manager',
          DepositsDetails: details,
        }),
      );
      expect(ok.body.Message).toBe('Posted Successfully');
      posted = ok.body;
      const other = both.find((r) => r.status === 409)!;
      expect(other.body).toEqual({ Message: DepositFailureMessages.AlreadyPosted, Current: expect.objectContaining({ Id: posted.Id, IsPosted: true }) });
    });

    it('is one DepositPosted on deposit-<ShowEventId>, and a further post is 409', async () => {
      const { rows } = await sql<{ type: string; data: { DepositId: number; ReadAtPosition: string } }>`
        SELECT type, data FROM es.events WHERE stream_id = ${`deposit-${ev.night}`}`.execute(a.t.db);
      expect(rows).toEqual([
        { type: 'DepositPosted', data: expect.objectContaining({ DepositId: posted.Id, ReadAtPosition: expect.stringMatching(/^\d+:\d+$/) }) },
      ]);
      const again = await post({ ShowEventId: ev.night, AmountToBePosted: '444.33' });
      expect(again.status).toBe(409);
      expect(again.body.Message).toBe('The deposit for this show event has already been posted.');
    });

    it.each([
      {
        title: 'a petty cash withdrawal',
        send: () => a.http.post('/api/v1/pettyCashWithdrawals').set(as.admin).send({ ShowEventId: ev.night, ReasonId: reason, Amount: '1.00' }),
        what: 'petty cash' as const,
      },
      {
        title: 'a petty cash edit',
        send: () =>
          a.http
            .put('/api/v1/pettyCashWithdrawals')
            .set(as.admin)
            .send({ Id: withdrawal.Id, Version: withdrawal.Version, ShowEventId: ev.night, ReasonId: reason, Amount: '1.00' }),
        what: 'petty cash' as const,
      },
      {
        title: 'a petty cash withdrawal moved to another show event',
        send: () =>
          a.http
            .put('/api/v1/pettyCashWithdrawals')
            .set(as.admin)
            .send({ Id: withdrawal.Id, Version: withdrawal.Version, ShowEventId: ev.quiet, ReasonId: reason, Amount: '15.25' }),
        what: 'petty cash' as const,
      },
      { title: 'a petty cash delete', send: () => a.http.delete(`/api/v1/pettyCashWithdrawals/${withdrawal.Id}`).set(as.admin), what: 'petty cash' as const },
      {
        title: 'PUT cashboxes/update',
        send: () =>
          a.http
            .put('/api/v1/cashboxes/update')
            .set(as.admin)
            .send({ ...zero, Id: logs.bEnd.Id, Version: 2 }),
        what: 'cash box corrections' as const,
      },
      {
        title: 'PUT cashboxes (a new time)',
        send: () => a.http.put('/api/v1/cashboxes').set(as.admin).send({ Id: logs.cStart.Id, Version: 1, TimestampUtc: '2026-11-20T22:40:00Z' }),
        what: 'cash box corrections' as const,
      },
      {
        title: 'PUT shows/cashbox-endcount',
        send: () => a.http.put('/api/v1/shows/cashbox-endcount').set(as.admin).send({ CashboxId: logs.aEnd.Id }),
        what: 'cash box corrections' as const,
      },
    ])('refuses $title with its text', async ({ send, what }) => {
      const res = await send();
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ Message: depositClosed(what).message });
      expect(res.body.Message).toBe(`The deposit for this show event has been posted: no more ${what} can be made for it.`);
    });

    it('refuses assigning another show event count to it', async () => {
      const other = await a.http
        .post('/api/v1/cashboxEventPush/count')
        .set(as.admin)
        .send({ GuidId: randomUUID(), ShowEventId: ev.quiet, PointOfSaleStationId: st.c, LogTypeId: 2, TimestampUtc: '2026-11-18T21:10:00Z', Hundreds: 1 });
      expect(other.status).toBe(200);
      const res = await a.http
        .put('/api/v1/cashboxes')
        .set(as.admin)
        .send({ Id: other.body.Id, Version: 1, TimestampUtc: '2026-11-20T22:40:00Z', ShowEventId: ev.night });
      expect(res.status).toBe(400);
      expect(res.body.Message).toBe('The deposit for this show event has been posted: no more cash box corrections can be made for it.');
    });

    it("still applies a station's pushed count and sale (facts), and the posted figures stay as posted", async () => {
      const pushed = await a.http
        .post('/api/v1/cashboxEventPush/count')
        .set(as.admin)
        .send({ GuidId: randomUUID(), ShowEventId: ev.night, PointOfSaleStationId: st.c, LogTypeId: 2, TimestampUtc: '2026-11-21T02:20:00Z', Hundreds: 6 });
      expect(pushed.status).toBe(200);
      await expect(sell('1', '9.00', [{ PaymentMethodId: 1, Total: '9.00' }])).resolves.toMatchObject({ SaleId: expect.any(String) });
      const res = await getById({ PostedDepositId: posted.Id, ShowEventId: ev.night }, as.viewer);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ Id: posted.Id, ...figures, IsPosted: true, DepositsDetails: details });
      expect((await getById({ ShowEventId: ev.night })).body).toMatchObject({ Id: posted.Id, ...figures });
      // The posted id names this show event's deposit only.
      expect((await getById({ PostedDepositId: posted.Id, ShowEventId: ev.quiet })).status).toBe(404);
    });

    it('refuses deleting the show event', async () => {
      const res = await a.http.delete(`/api/v1/shows/showEvents/${ev.night}`).set(as.admin);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.Message).toMatch(/^This show event cannot be deleted because it has .*a posted deposit\.$/);
    });

    it('lists the ended show events newest first, posted and not, with X-List-Count, paged and filtered', async () => {
      const all = await search({ FromDate: '2026-11-18', ToDate: '2026-11-20', VenueId: venue });
      expect(all.status).toBe(200);
      expect(all.headers['x-list-count']).toBe('2');
      expect(all.body.map((r: { ShowEventId: number }) => r.ShowEventId)).toEqual([ev.night, ev.quiet]);
      expect(all.body[0]).toMatchObject({ Id: posted.Id, IsPosted: true, ...figures, PostedBy: 'Morgan Manager' });
      expect(all.body[0].DepositsDetails).toBeUndefined();
      // The matinee, computed live: only station c's end count of 1×100 (no start: counted from 0) → 100.00.
      expect(all.body[1]).toMatchObject({ Id: 0, ShowName: 'Quiet Matinee', IsPosted: false, Amount: 100, AmountToBePosted: 100, PostedAt: null });

      const page = await search({ FromDate: '2026-11-18', ToDate: '2026-11-20', VenueId: venue, Skip: 1, Take: 1 });
      expect(page.headers['x-list-count']).toBe('2');
      expect(page.body.map((r: { ShowEventId: number }) => r.ShowEventId)).toEqual([ev.quiet]);
      // 20 November only, by the venue's day; the show's name.
      const day = await search({ FromDate: '2026-11-20', ToDate: '2026-11-20', VenueId: venue });
      expect(day.body.map((r: { ShowEventId: number }) => r.ShowEventId)).toEqual([ev.night]);
      const named = await search({ Query: 'matinee', VenueId: venue });
      expect(named.body.map((r: { ShowEventId: number }) => r.ShowEventId)).toEqual([ev.quiet]);
      // The show event of tomorrow has not ended: never listed.
      const everything = await search({ Take: 10000 });
      const ids = everything.body.map((r: { ShowEventId: number }) => r.ShowEventId);
      expect(ids).toEqual(expect.arrayContaining([ev.night, ev.quiet, ev.lakeside]));
      expect(ids).not.toContain(ev.future);
      // The manager's list holds only the venues they manage.
      const mine = await search({ Take: 10000 }, as.manager);
      expect(mine.body.map((r: { ShowEventId: number }) => r.ShowEventId)).not.toContain(ev.lakeside);
      const bad = await search({ FromDate: '2026-11-21', ToDate: '2026-11-20' });
      expect(bad.status).toBe(400);
      expect(bad.body.ModelState.ToDate).toEqual(['To Date should be on or after From Date']);
    });

    it("counts every ended show event without a filter from the kept count, a deep page read from the list's other end", async () => {
      const db = a.t.db;
      const ended = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM app.show_events WHERE "End" <= now()`.execute(db)).rows[0]!.n;
      const ids = async () => (await search({ Take: 10000 })).body.map((r: { ShowEventId: number }) => r.ShowEventId) as number[];
      const before = await ids();
      expect((await search({ Take: 1 })).headers['x-list-count']).toBe(String(await ended()));
      // Three more ended show events (written straight to the table: the kept count follows it, its triggers).
      const ShowId = (await db.selectFrom('app.shows').select('Id').executeTakeFirstOrThrow()).Id;
      const added = await db
        .insertInto('app.show_events')
        .values([1, 2, 3].map((d) => ({ ShowId, TheatreId: theatre, Start: `2026-10-0${d}T18:00:00Z`, End: `2026-10-0${d}T20:00:00Z` })))
        .returning('Id')
        .execute();
      const order = await ids();
      expect(order.length).toBe(before.length + 3);
      expect((await search({ Take: 1 })).headers['x-list-count']).toBe(String(order.length));
      // The last page and a page just past the middle hold the rows the whole list holds there, in its order.
      for (const skip of [order.length - 2, Math.floor(order.length / 2) + 1]) {
        const page = await search({ Skip: skip, Take: 2 });
        expect([page.headers['x-list-count'], page.body.map((r: { ShowEventId: number }) => r.ShowEventId)]).toEqual([
          String(order.length),
          order.slice(skip, skip + 2),
        ]);
      }
      await db
        .deleteFrom('app.show_events')
        .where(
          'Id',
          'in',
          added.map((r) => r.Id),
        )
        .execute();
      expect((await search({ Take: 1 })).headers['x-list-count']).toBe(String(before.length));
      expect(await ids()).toEqual(before);
    });
  });
});
