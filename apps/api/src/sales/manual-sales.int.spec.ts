import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { SaleMessages } from '@intermission/contracts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { bearer, demoTheatre } from '../../../../tests/support/shows-fixtures';

/**
 * The manual sale entry (document 2 §5 "Sale save", "Sale amounts"; docs/sales.md): POST
 * admin/sale/{reduceInventory}/postShowStart/{postShowStart}/{forced}, every §5 message, the amounts
 * by hand, refunds, replays, the duplicate and negative confirmations, the deposit's closing.
 */
describe('manual sales (admin/sale/…)', () => {
  let a: TestApp;
  let admin: { Authorization: string };
  let manager: { Authorization: string };
  let harbor: Awaited<ReturnType<typeof demoTheatre>>;
  let lakeside: Awaited<ReturnType<typeof demoTheatre>>;
  let barLocation: number;
  let posUser: number;
  let voucher: number;
  let kit: Record<string, number>;
  let good: Record<string, number>;
  let event: { Id: number; Start: string; End: string };
  let adminUserId: number;

  beforeAll(async () => {
    a = await createTestApp({ runProjections: true });
    admin = bearer((await a.signIn('admin')).token);
    manager = bearer((await a.signIn('manager')).token);
    harbor = await demoTheatre(a, 'Harbor Point 12');
    lakeside = await demoTheatre(a, 'Lakeside Playhouse');
    barLocation = (
      await a.t.db.selectFrom('app.inventory_locations').select('Id').where('SalesLocationId', '=', harbor.SalesLocationId).executeTakeFirstOrThrow()
    ).Id;
    kit = Object.fromEntries((await a.t.db.selectFrom('app.kits').select(['Id', 'Name']).execute()).map((k) => [k.Name, k.Id]));
    good = Object.fromEntries((await a.t.db.selectFrom('app.goods').select(['Id', 'Name']).execute()).map((g) => [g.Name, g.Id]));
    posUser = (
      await a.t.db
        .insertInto('app.pos_users')
        .values({ FirstName: 'Pat', LastName: 'Till', VenueId: harbor.VenueId, UserId: null, PinDigest: 'x' })
        .returning('Id')
        .executeTakeFirstOrThrow()
    ).Id;
    voucher = (await a.t.db.insertInto('app.coupons').values({ VenueId: harbor.VenueId, Name: 'Comp' }).returning('Id').executeTakeFirstOrThrow()).Id;
    adminUserId = (await a.t.db.selectFrom('app.auth_users').select('UserId').where('Username', '=', 'admin').executeTakeFirstOrThrow()).UserId;
    const show = (await a.http.post('/api/v1/shows').set(admin).send({ Name: 'Hamlet' })).body;
    event = await showEvent(show.Id, '2026-11-20T19:00:00.000Z');
  });
  afterAll(() => a.close());

  const showEvent = async (ShowId: number, Start: string) => {
    const res = await a.http
      .post('/api/v1/shows/showEvents')
      .set(admin)
      .send({ ShowId, TheatreId: harbor.Id, Start, End: new Date(Date.parse(Start) + 150 * 60_000).toISOString(), PostShowStart: 100, PostShowEnd: 120 });
    expect(res.status).toBe(201);
    return res.body as { Id: number; Start: string; End: string };
  };
  /** The form's body: 3 Small Popcorn (6.50) and 1 Water Bottle (3.75), the trailing empty line. */
  const sale = (over: Record<string, unknown> = {}) => ({
    SaleId: randomUUID(),
    UserId: posUser,
    VenueId: harbor.VenueId,
    SalesLocationId: harbor.SalesLocationId,
    ShowEventId: event.Id,
    Discount: '0',
    Lines: [
      { KitId: kit['Small Popcorn'], Qty: '3' },
      { KitId: kit['Water Bottle'], Qty: '1' },
      { KitId: null, Qty: null },
    ],
    ...over,
  });
  const post = (body: object, flags = 'false/postShowStart/false/true', who = admin) => a.http.post(`/api/v1/admin/sale/${flags}`).set(who).send(body);
  const check = (body: object, who = admin) => a.http.post('/api/v1/sales/checkForDuplicateOrNegativeSales').set(who).send(body);
  const stored = async (saleId: string) =>
    (await sql<{ data: any }>`SELECT data FROM es.events WHERE stream_id = ${`sale-${saleId}`}`.execute(a.t.db)).rows.map((r) => r.data);

  it('records the amounts by hand: subtotal, discounted total, discount payment, paid by voucher; the same SaleId again answers the same', async () => {
    // 3 × 6.50 + 1 × 3.75 = 23.25; 10% off: 20.925 → 20.93 (half up); the discount payment 23.25 − 20.93 = 2.32.
    const body = sale({ Discount: '10', Voucher: { VoucherId: voucher, AmountPerVoucher: '20.93', VoucherQty: 1 } });
    const res = await post(body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      Message: 'Sale Created Successfully',
      SaleId: body.SaleId,
      Position: expect.any(String),
      Subtotal: 23.25,
      DiscountAmount: 2.32,
      Total: 20.93,
      IsRefund: false,
      SaleKits: [
        { KitId: kit['Small Popcorn'], Qty: 3, SalePricePerKit: 6.5 },
        { KitId: kit['Water Bottle'], Qty: 1, SalePricePerKit: 3.75 },
      ],
      SalePayments: [
        { PaymentMethodId: 5, Total: 20.93, VoucherId: voucher },
        { PaymentMethodId: 7, Total: 2.32, VoucherId: null },
      ],
      // The sale's date (the show event's start) and method as recorded, ours and under document 2 §3's names (issue 39 point 4).
      SaleDate: '2026-11-20T19:00:00.000Z',
      SaleDateUtc: '2026-11-20T19:00:00.000Z',
      DateTimeUTC: '2026-11-20T19:00:00.000Z',
      PaymentMethod: 1,
    });
    const [data] = await stored(body.SaleId as string);
    expect(data).toMatchObject({
      Source: 'Manual',
      UserId: adminUserId,
      PosUserId: posUser,
      StationId: null,
      PaymentMethodId: 1,
      ReduceInventory: false,
      SaleDate: '2026-11-20T19:00:00.000Z',
      ShowEvent: { Id: event.Id },
      DiscountPercent: '10',
      SalePayments: [
        { PaymentMethodId: 5, Total: '20.93', VoucherId: voucher, AmountPerVoucher: '20.93', VoucherQty: 1, IsRefund: false, TipAmount: '0.00' },
        { PaymentMethodId: 7, Total: '2.32', VoucherId: null, AmountPerVoucher: null, VoucherQty: null, IsRefund: false, TipAmount: '0.00' },
      ],
    });
    // A replay (even with other lines): the first answer, one event.
    const again = await post({ ...body, Lines: [{ KitId: kit['Candy Bar'], Qty: '9' }] });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(res.body);
    expect(await stored(body.SaleId as string)).toHaveLength(1);
  });

  it('dates the sale at the show event start, at its post-show start (Start + PostShowStart minutes), or at the SaleDate without one', async () => {
    const at = async (flags: string, over: object) => {
      const body = sale({ Lines: [{ KitId: kit['Gummy Bears Bag'], Qty: '1' }], ...over });
      const res = await post(body, flags);
      expect(res.status).toBe(200);
      return (await stored(body.SaleId as string))[0].SaleDate;
    };
    expect(await at('false/postShowStart/false/true', {})).toBe('2026-11-20T19:00:00.000Z');
    expect(await at('false/postShowStart/true/true', {})).toBe('2026-11-20T20:40:00.000Z');
    expect(await at('false/postShowStart/true/true', { ShowEventId: null, SaleDate: '2026-11-21T15:30:00Z' })).toBe('2026-11-21T15:30:00.000Z');
    // Under document 2 §3's names (issue 39 point 4): recorded the same; two different values are 400 on the §3 name.
    expect(await at('false/postShowStart/true/true', { ShowEventId: null, SaleDateUtc: '2026-11-21T15:30:00Z' })).toBe('2026-11-21T15:30:00.000Z');
    expect(await at('false/postShowStart/true/true', { ShowEventId: null, DateTimeUTC: '2026-11-21T15:30:00Z' })).toBe('2026-11-21T15:30:00.000Z');
    const both = await post(sale({ ShowEventId: null, SaleDate: '2026-11-21T15:30:00Z', DateTimeUTC: '2026-11-21T15:31:00Z' }));
    expect(both.status).toBe(400);
    expect(both.body.ModelState).toEqual({ DateTimeUTC: ['DateTimeUTC and SaleDate name the same field and differ'] });
    const none = await post(sale({ ShowEventId: null }));
    expect(none.status).toBe(400);
    expect(none.body.ModelState).toEqual({ SaleDate: ['A sale without a show event needs its SaleDate'] });
  });

  it('a quantity of 0 sells the kit once; empty lines are dropped; a discount below 0 or empty is 0', async () => {
    for (const Discount of ['-5', '', null]) {
      const res = await post(sale({ Discount, Lines: [{ KitId: kit['Large Cola'], Qty: '0' }, { KitId: null, Qty: '4' }, {}] }));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ Subtotal: 5.25, DiscountAmount: 0, Total: 5.25, SaleKits: [{ KitId: kit['Large Cola'], Qty: 1 }] });
      expect(res.body.SalePayments).toEqual([{ PaymentMethodId: 1, Total: 5.25, VoucherId: null }]);
    }
  });

  it('a voucher worth 0 (a "Dynamic Voucher") pays the discounted total', async () => {
    const res = await post(sale({ Voucher: { VoucherId: voucher, AmountPerVoucher: '0', VoucherQty: 2 } }));
    expect(res.status).toBe(200);
    expect(res.body.SalePayments).toEqual([{ PaymentMethodId: 5, Total: 23.25, VoucherId: voucher }]);
  });

  it.each([
    { title: 'no POS user', over: { UserId: undefined }, expected: { ModelState: { UserId: [SaleMessages.NoPosUser] } } },
    { title: 'a POS user id of 0', over: { UserId: 0 }, expected: { ModelState: { UserId: [SaleMessages.NoPosUser] } } },
    { title: 'an unknown POS user', over: { UserId: 999_999 }, expected: { ModelState: { UserId: [SaleMessages.NoPosUser] } } },
    { title: 'only empty lines', over: { Lines: [{ KitId: null, Qty: '2' }, {}] }, expected: { ModelState: { Lines: [SaleMessages.NoValidLine] } } },
    { title: 'no lines', over: { Lines: [] }, expected: { ModelState: { Lines: [SaleMessages.NoValidLine] } } },
    {
      title: 'a voucher that does not pay the discounted total',
      over: { Discount: '10', Voucher: { VoucherId: 1, AmountPerVoucher: '10.00', VoucherQty: 2 } },
      expected: { ModelState: { Voucher: [SaleMessages.VoucherDoesNotBalance] } },
    },
    {
      title: 'a voucher of another venue',
      over: { Voucher: { VoucherId: 999_999, AmountPerVoucher: '0', VoucherQty: 1 } },
      expected: { ModelState: { 'Voucher.VoucherId': ['There is no such voucher at this venue'] } },
    },
    {
      title: 'a sales location of another venue',
      over: { VenueId: 999_999 },
      expected: { ModelState: { SalesLocationId: ['There is no such sales location at this venue'] } },
    },
    {
      title: 'an unknown show event',
      over: { ShowEventId: 999_999 },
      expected: { ModelState: { ShowEventId: ["There is no such show event at this sales location's theatre"] } },
    },
  ])('refuses $title (400)', async ({ over, expected }) => {
    const body = sale(over);
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(expected);
    expect(await stored(body.SaleId as string)).toEqual([]);
  });

  /** A show event of its own, so the sales of one case do not meet another's. */
  const freshEvent = async (name: string, day: number) => {
    const show = (await a.http.post('/api/v1/shows').set(admin).send({ Name: name })).body;
    return showEvent(show.Id, `2026-12-${String(day).padStart(2, '0')}T19:00:00.000Z`);
  };
  const withoutMenu = async <T>(fn: () => Promise<T>) => {
    const empty = (
      await a.t.db.insertInto('app.menus').values({ Name: 'Bare', SalesLocationId: null, VenueId: null }).returning('Id').executeTakeFirstOrThrow()
    ).Id;
    const before = (await a.t.db.selectFrom('app.sales_locations').select('MenuId').where('Id', '=', harbor.SalesLocationId).executeTakeFirstOrThrow()).MenuId;
    await a.t.db.updateTable('app.sales_locations').set({ MenuId: empty }).where('Id', '=', harbor.SalesLocationId).execute();
    try {
      return await fn();
    } finally {
      await a.t.db.updateTable('app.sales_locations').set({ MenuId: before }).where('Id', '=', harbor.SalesLocationId).execute();
    }
  };
  // Every message of document 2 §5 "Sale save" and "Sale amounts", exactly, each refused with nothing recorded.
  it.each([
    { message: 'Cannot retrieve POS User ID. Please refresh the page and try again.', where: 'UserId', run: () => post(sale({ UserId: null })) },
    {
      message: 'Cannot save sale, voucher payment does not balance.',
      where: 'Voucher',
      run: () => post(sale({ Voucher: { VoucherId: voucher, AmountPerVoucher: '1.00', VoucherQty: 3 } })),
    },
    { message: 'Must have at least one valid line item with a quantity greater than zero.', where: 'Lines', run: () => post(sale({ Lines: [{}] })) },
    {
      message: 'Entering this sale will result a negative inventory on Inventory Summary Report.',
      where: null,
      run: () => post(sale({ Lines: [{ KitId: kit['Gummy Bears Bag'], Qty: '1' }] }), 'true/postShowStart/false/true'),
    },
    { message: 'No Menu has been set for this saleslocation', where: null, run: () => withoutMenu(() => post(sale())) },
    {
      message: 'A matching sale already exists, which may be in the sync queue waiting to be processed.',
      where: null,
      run: async () => {
        const e = await freshEvent('Duplicate case', 1);
        expect((await post(sale({ ShowEventId: e.Id }), 'false/postShowStart/false/false')).status).toBe(200);
        return post(sale({ ShowEventId: e.Id }), 'false/postShowStart/false/false');
      },
    },
    {
      message: 'This will result in negative sale. There may be sales in the sync queue waiting to be processed.',
      where: null,
      run: async () => {
        const e = await freshEvent('Negative case', 2);
        return post(sale({ ShowEventId: e.Id, Lines: [{ KitId: kit['Water Bottle'], Qty: '-1' }] }), 'false/postShowStart/false/false');
      },
    },
  ])('§5: $message', async ({ message, where, run }) => {
    const before = Number((await sql<{ n: string }>`SELECT count(*) AS n FROM es.events WHERE type = 'SaleRecorded'`.execute(a.t.db)).rows[0]!.n);
    const res = await run();
    expect(res.status).toBe(400);
    expect(res.body).toEqual(where ? { Message: expect.any(String), ModelState: { [where]: [message] } } : { Message: message });
    const after = Number((await sql<{ n: string }>`SELECT count(*) AS n FROM es.events WHERE type = 'SaleRecorded'`.execute(a.t.db)).rows[0]!.n);
    // The duplicate case recorded its first sale; the refused one is never recorded.
    expect(after - before).toBe(message.startsWith('A matching sale') ? 1 : 0);
  });

  it("refuses a sales location whose menu has nothing on it: 'No Menu has been set for this saleslocation'", async () => {
    const empty = (
      await a.t.db.insertInto('app.menus').values({ Name: 'Empty', SalesLocationId: null, VenueId: null }).returning('Id').executeTakeFirstOrThrow()
    ).Id;
    const before = (await a.t.db.selectFrom('app.sales_locations').select('MenuId').where('Id', '=', harbor.SalesLocationId).executeTakeFirstOrThrow()).MenuId;
    await a.t.db.updateTable('app.sales_locations').set({ MenuId: empty }).where('Id', '=', harbor.SalesLocationId).execute();
    try {
      const res = await post(sale());
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ Message: 'No Menu has been set for this saleslocation' });
    } finally {
      await a.t.db.updateTable('app.sales_locations').set({ MenuId: before }).where('Id', '=', harbor.SalesLocationId).execute();
    }
  });

  it('with reduceInventory, refuses a sale that would leave a tracked good below 0, and takes the goods out once there is stock', async () => {
    const water = { Lines: [{ KitId: kit['Water Bottle'], Qty: '2' }] };
    const short = await post(sale(water), 'true/postShowStart/false/true');
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ Message: 'Entering this sale will result a negative inventory on Inventory Summary Report.' });
    const init = await a.http
      .post('/api/v1/inventoryEventPush/initializingTransfer')
      .set(admin)
      .send({ GuidId: randomUUID(), ToInventoryLocationId: barLocation, TransferGoods: [{ GoodId: good['Bottled Water'], Qty: '3' }] });
    expect(init.status).toBe(200);
    expect((await post(sale(water), 'true/postShowStart/false/true')).status).toBe(200);
    const onHand = async () =>
      Number(
        ((await a.http.get(`/api/v1/inventory/admin/inventory_${barLocation}`).set(admin)).body as { Id: number; QuantityOnHand: string }[]).find(
          (r) => r.Id === good['Bottled Water'],
        )?.QuantityOnHand,
      );
    expect(await onHand()).toBe(1);
    // 2 more would leave −1; without reduceInventory the same sale leaves stock alone.
    expect((await post(sale(water), 'true/postShowStart/false/true')).body.Message).toBe(SaleMessages.NegativeInventory);
    expect((await post(sale(water), 'false/postShowStart/false/true')).status).toBe(200);
    expect(await onHand()).toBe(1);
  });

  it('refunds: negative lines are refund lines, paid back in cash; a refund of more than was sold asks for confirmation (negative sale)', async () => {
    const show = (await a.http.post('/api/v1/shows').set(admin).send({ Name: 'Macbeth' })).body;
    const refundEvent = await showEvent(show.Id, '2026-11-22T19:00:00.000Z');
    const candy = (Qty: string) => sale({ ShowEventId: refundEvent.Id, Lines: [{ KitId: kit['Candy Bar'], Qty }] });
    expect((await post(candy('2'), 'false/postShowStart/false/false')).status).toBe(200);
    const refund = await post(candy('-1'), 'false/postShowStart/false/false');
    expect(refund.status).toBe(200);
    expect(refund.body).toMatchObject({
      IsRefund: true,
      Subtotal: -4.5,
      Total: -4.5,
      SaleKits: [{ Qty: -1 }],
      SalePayments: [{ PaymentMethodId: 1, Total: -4.5 }],
    });
    // 2 sold, 1 refunded: refunding 2 more goes below 0.
    expect((await check(candy('-2'))).body).toEqual({ IsDuplicateSale: false, IsNegativeSale: true });
    const negative = await post(candy('-2'), 'false/postShowStart/false/false');
    expect(negative.status).toBe(400);
    expect(negative.body).toEqual({ Message: 'This will result in negative sale. There may be sales in the sync queue waiting to be processed.' });
    // Post anyways.
    expect((await post(candy('-2'), 'false/postShowStart/false/true')).status).toBe(200);
  });

  it('asks for confirmation of a duplicate (same location, show event, kits and total) unless forced', async () => {
    const show = (await a.http.post('/api/v1/shows').set(admin).send({ Name: 'Othello' })).body;
    const dupEvent = await showEvent(show.Id, '2026-11-23T19:00:00.000Z');
    const body = () => sale({ ShowEventId: dupEvent.Id });
    expect((await check(body())).body).toEqual({ IsDuplicateSale: false, IsNegativeSale: false });
    expect((await post(body(), 'false/postShowStart/false/false')).status).toBe(200);
    expect((await check(body())).body).toEqual({ IsDuplicateSale: true, IsNegativeSale: false });
    const dup = await post(body(), 'false/postShowStart/false/false');
    expect(dup.status).toBe(400);
    expect(dup.body).toEqual({ Message: 'A matching sale already exists, which may be in the sync queue waiting to be processed.' });
    // Other quantities, or another discount (another total), are no duplicate.
    expect((await check(sale({ ShowEventId: dupEvent.Id, Discount: '5' }))).body.IsDuplicateSale).toBe(false);
    expect((await post(body(), 'false/postShowStart/false/true')).status).toBe(200);
  });

  it('a show event with a manual sale that took no stock cannot be deleted (the sales projection holds it)', async () => {
    const e = await freshEvent('Kept', 3);
    expect((await post(sale({ ShowEventId: e.Id }))).status).toBe(200);
    const refused = await a.http.delete(`/api/v1/shows/showEvents/${e.Id}`).set(admin);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ Message: 'This show event cannot be deleted because it has sales.' });
  });

  it('refuses a manual sale once the show event deposit is posted', async () => {
    const show = (await a.http.post('/api/v1/shows').set(admin).send({ Name: 'Lear' })).body;
    const closed = await showEvent(show.Id, '2026-11-24T19:00:00.000Z');
    // Posted through PUT deposits/ on the figures as they stand (a hand-made DepositPosted would stop the deposits projection).
    const standing = await a.http.post('/api/v1/deposits/getById').set(admin).send({ ShowEventId: closed.Id });
    const posted = await a.http.put('/api/v1/deposits/').set(admin).send({ ShowEventId: closed.Id, AmountToBePosted: standing.body.AmountToBePosted });
    expect(posted.body.Message).toBe('Posted Successfully');
    const body = sale({ ShowEventId: closed.Id });
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ Message: 'The deposit for this show event has been posted: no more manual sales can be made for it.' });
    expect(await stored(body.SaleId as string)).toEqual([]);
  });

  it('a manual sale racing the deposit post is either in the posted figures or refused, never lost between them', async () => {
    const show = (await a.http.post('/api/v1/shows').set(admin).send({ Name: 'Photo Finish' })).body;
    for (const day of ['10', '11', '12', '13']) {
      const e = await showEvent(show.Id, `2026-11-${day}T19:00:00.000Z`);
      const body = sale({ ShowEventId: e.Id });
      // A cash sale leaves AmountToBePosted (counted cash) as it is: both may go through, in either order.
      const [sold, posted] = await Promise.all([post(body), a.http.put('/api/v1/deposits/').set(admin).send({ ShowEventId: e.Id, AmountToBePosted: '0' })]);
      expect(posted.body.Message).toBe('Posted Successfully');
      const cash = posted.body.DepositsDetails.find((d: { PaymentMethodId: number }) => d.PaymentMethodId === 1);
      if (sold.status === 200) {
        expect(cash.SalesAmount).toBe(23.25);
      } else {
        expect(sold.body).toEqual({ Message: 'The deposit for this show event has been posted: no more manual sales can be made for it.' });
        expect(cash.SalesAmount).toBe(0);
        expect(await stored(body.SaleId as string)).toEqual([]);
      }
    }
  });

  it('refuses a sales location the user may not sell at (403), and needs VenueManager FullAccess', async () => {
    const lakesideTill = (
      await a.t.db
        .insertInto('app.pos_users')
        .values({ FirstName: 'Lee', LastName: 'Side', VenueId: lakeside.VenueId, UserId: null, PinDigest: 'x' })
        .returning('Id')
        .executeTakeFirstOrThrow()
    ).Id;
    const body = sale({
      UserId: lakesideTill,
      VenueId: lakeside.VenueId,
      SalesLocationId: lakeside.SalesLocationId,
      ShowEventId: null,
      SaleDate: '2026-11-20T19:00:00Z',
    });
    const res = await post(body, undefined, manager);
    expect({ status: res.status, body: res.body }).toEqual({ status: 403, body: { Message: 'You cannot sell at this location' } });
    // The administrator may.
    expect((await post(body)).status).toBe(200);
    // The viewer (VenueManager ReadOnly at most) may not post.
    const viewer = bearer((await a.signIn('viewer')).token);
    expect((await post(sale(), undefined, viewer)).status).toBe(403);
  });

  it.each([
    { title: 'an id beyond 32 bits', body: () => sale({ SalesLocationId: 2 ** 40 }) },
    { title: 'a NUL in the notes', body: () => sale({ Notes: 'a\u0000b' }) },
    { title: 'a huge quantity', body: () => sale({ Lines: [{ KitId: kit['Candy Bar'], Qty: '1e400' }] }) },
    { title: 'a quantity of 10 million', body: () => sale({ Lines: [{ KitId: kit['Candy Bar'], Qty: '10000000' }] }) },
    { title: 'a discount that is not a number', body: () => sale({ Discount: 'lots' }) },
    { title: 'a discount over 100', body: () => sale({ Discount: '150' }) },
    { title: 'a SaleId that is no GUID', body: () => sale({ SaleId: 'x' }) },
    { title: 'no SaleId', body: () => sale({ SaleId: undefined }) },
    { title: 'a voucher count of 10 billion', body: () => sale({ Voucher: { VoucherId: 1, AmountPerVoucher: '1', VoucherQty: 1e10 } }) },
    { title: 'a body that is a list', body: () => [sale()] },
  ])('answers 400, never 500, to $title (the post and the check)', async ({ title, body }) => {
    const res = await post(body());
    expect(res.status).toBe(400);
    // The check takes the same body, its SaleId optional.
    if (title !== 'no SaleId') expect((await check(body())).status).toBe(400);
  });

  it('answers 400 to a path flag that is not true or false', async () => {
    expect((await post(sale(), 'maybe/postShowStart/false/true')).status).toBe(400);
    expect((await post(sale(), 'true/postShowStart/1/true')).status).toBe(400);
  });
});
