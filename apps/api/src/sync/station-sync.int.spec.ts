import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { type SyncPlaces, countBody, queue, saleBody, syncPlaces, wastageBody } from '../../../../tests/support/sync-fixtures';

/** POST stations/{stationId}/sync (docs/station-sync.md): answers per item, exactly once. */
describe('the stations sync', () => {
  let a: TestApp;
  let admin: { Authorization: string };
  let manager: { Authorization: string };
  let p: SyncPlaces;

  beforeAll(async () => {
    a = await createTestApp({ runProjections: true });
    admin = { Authorization: `Bearer ${(await a.signIn('admin')).token}` };
    manager = { Authorization: `Bearer ${(await a.signIn('manager')).token}` };
    p = await syncPlaces(a.t.db);
  });
  afterAll(() => a.close());

  const sync = (items: unknown[], station = p.stationId, who = admin) => a.http.post(`/api/v1/stations/${station}/sync`).set(who).send({ Items: items });
  const eventsOf = async (ids: string[]) =>
    (await sql<{ id: string; type: string }>`SELECT id::text, type FROM es.events WHERE id = ANY(${ids}::uuid[]) ORDER BY id`.execute(a.t.db)).rows;

  it('applies counts and movements, refuses a bad item with its reason and applies the rest; a replay applies nothing', async () => {
    const start = countBody(p, 1, 20);
    const waste = wastageBody(p, 1);
    const items = queue([
      { Kind: 'CashboxCount', Body: start },
      { Kind: 'CashboxCount', Body: { ...countBody(p), PointOfSaleStationId: p.otherStationId } },
      { Kind: 'StockMovement', MovementKind: 'wastageGoods', Body: waste },
      { Kind: 'StockMovement', MovementKind: 'wastageGoods', Body: { ...wastageBody(p), WastageId: 999999 } },
      { Kind: 'StockMovement', MovementKind: 'teleport', Body: wastageBody(p) },
      { Kind: 'Lunch', Body: {} },
      { Kind: 'CashboxCount', Body: { ...countBody(p), Ones: -1 } },
    ]);
    const res = await sync(items);
    expect(res.status).toBe(200);
    expect(res.body.Items.map((i: { Status: string }) => i.Status)).toEqual(['Applied', 'Refused', 'Applied', 'Refused', 'Refused', 'Refused', 'Refused']);
    expect(res.body.Items[1]).toMatchObject({ Code: 'WrongStation', Field: 'StationId' });
    expect(res.body.Items[3]).toMatchObject({ Code: 'WasteReasonRequired', Message: 'Choose a waste reason', Field: 'WastageId' });
    expect(res.body.Items[4]).toMatchObject({ Code: 'UnknownMovementKind', Field: 'MovementKind' });
    expect(res.body.Items[5]).toMatchObject({ Code: 'UnknownKind', Field: 'Kind' });
    expect(res.body.Items[6]).toMatchObject({ Code: 'InvalidBody', Message: 'A count cannot be negative', Field: 'Ones' });
    expect(res.body.Items[0]).toEqual({ Position: 0, Guid: start.GuidId, Status: 'Applied' });
    expect(res.body).toMatchObject({ StationId: p.stationId, QueuePosition: 6 });
    const ids = [start.GuidId, waste.GuidId];
    expect(await eventsOf(ids)).toHaveLength(2);

    const again = await sync(items);
    expect(again.body.Items.map((i: { Status: string }) => i.Status)).toEqual([
      'AlreadyApplied',
      'Refused',
      'AlreadyApplied',
      'Refused',
      'Refused',
      'Refused',
      'Refused',
    ]);
    expect(await eventsOf(ids)).toHaveLength(2);

    const station = await a.http.get(`/api/v1/stations/${p.stationId}`).set(admin);
    expect(station.body).toMatchObject({ QueuePosition: 6, LastSyncUtc: again.body.LastSyncUtc });
  });

  it('a NUL character refuses the item that carries it, not the call; a NUL key is dropped', async () => {
    const keyed = { ...countBody(p), ['x\u0000y']: 'z' };
    const res = await sync(
      queue(
        [
          {
            Kind: 'StockMovement',
            MovementKind: 'inventoryTransfer',
            Body: {
              ...wastageBody(p),
              FromInventoryLocationId: p.venueLocationId,
              ToInventoryLocationId: p.standLocationId,
              TransferGoods: [{ GoodId: p.goodId, Qty: '1' }],
              Notes: 'a\u0000b',
            },
          },
          { Kind: 'Sale\u0000', Body: {} },
          { Kind: 'CashboxCount', Body: keyed },
        ],
        200,
      ),
    );
    expect(res.status).toBe(200);
    expect(res.body.Items[0]).toMatchObject({ Status: 'Refused', Code: 'InvalidBody', Message: 'Text cannot contain a NUL character', Field: 'Notes' });
    expect(res.body.Items[1]).toMatchObject({ Status: 'Refused', Code: 'UnknownKind' });
    expect(res.body.Items[2]).toMatchObject({ Status: 'Applied', Guid: keyed.GuidId });
  });

  it('two devices replaying the same queue at once: each item applied once, answered Applied once', async () => {
    const items = queue(
      [
        { Kind: 'CashboxCount', Body: countBody(p, 1, 7) },
        { Kind: 'StockMovement', MovementKind: 'wastageGoods', Body: wastageBody(p) },
      ],
      100,
    );
    const [x, y] = await Promise.all([sync(items), sync(items)]);
    expect([x.status, y.status]).toEqual([200, 200]);
    items.forEach((_i, k) => expect([x.body.Items[k].Status, y.body.Items[k].Status].sort()).toEqual(['AlreadyApplied', 'Applied']));
    expect(await eventsOf(items.map((i) => (i.Body as { GuidId: string }).GuidId))).toHaveLength(2);
  });

  it('POST saleEventPush/sale: one sale a call, answered the same when sent again, refused with its reason', async () => {
    const body = saleBody(p, 2);
    const first = await a.http.post('/api/v1/saleEventPush/sale').set(admin).send(body);
    expect(first.status).toBe(200);
    // 2 × 4.50 = 9.00, one cash payment of it.
    expect(first.body).toMatchObject({
      Message: 'Sale Created Successfully',
      SaleId: body.SaleId,
      Subtotal: 9,
      Total: 9,
      SalePayments: [{ PaymentMethodId: 1, Total: 9 }],
    });
    const again = await a.http.post('/api/v1/saleEventPush/sale').set(admin).send(body);
    expect(again.body).toEqual(first.body);
    expect(await eventsOf([body.SaleId])).toHaveLength(1);
    const unknownKit = await a.http
      .post('/api/v1/saleEventPush/sale')
      .set(admin)
      .send({ ...saleBody(p), SaleKits: [{ KitId: 2147483647, Qty: '1', SalePricePerKit: '1.00' }] });
    expect(unknownKit.status).toBe(400);
    expect(unknownKit.body.ModelState).toEqual({ SaleKits: ['There is no kit 2147483647'] });
    // In a queue, the same sale is already applied.
    const synced = await sync(queue([{ Kind: 'Sale', Body: body }], 500));
    expect(synced.body.Items[0]).toEqual({ Position: 500, Guid: body.SaleId, Status: 'AlreadyApplied' });
  });

  it.each([
    { title: 'no items', body: { Items: [] } },
    {
      title: 'positions not increasing',
      body: {
        Items: queue([
          { Kind: 'Lunch', Body: {} },
          { Kind: 'Lunch', Body: {} },
        ]).map((i) => ({ ...i, Position: 1 })),
      },
    },
    { title: 'a negative position', body: { Items: [{ Position: -1, Kind: 'Sale', Body: {} }] } },
    { title: 'a position beyond 2^53', body: { Items: [{ Position: 2 ** 60, Kind: 'Sale', Body: {} }] } },
    { title: 'more than 5,000 items', body: { Items: Array.from({ length: 5001 }, (_x, i) => ({ Position: i, Kind: 'Lunch', Body: {} })) } },
  ])('answers 400 for $title', async ({ body }) => {
    const res = await a.http.post(`/api/v1/stations/${p.stationId}/sync`).set(admin).send(body);
    expect(res.status).toBe(400);
    expect(res.body.Message).toBe('The request is invalid.');
  });

  it('takes a queue larger than 1 MB on this route only; an unknown station or another venue is 404', async () => {
    const big = Array.from({ length: 5000 }, (_x, i) => ({ Position: i, Kind: 'Lunch', Body: { Notes: 'x'.repeat(300) } }));
    const res = await sync(big);
    expect(res.status).toBe(200);
    expect(res.body.Items).toHaveLength(5000);
    const elsewhere = await a.http
      .post('/api/v1/inventoryEventPush/wastageGoods')
      .set(admin)
      .send({ ...wastageBody(p), Notes: 'x'.repeat(2_000_000) });
    expect(elsewhere.status).toBe(413);
    expect((await sync(queue([{ Kind: 'Lunch', Body: {} }]), 2147483647)).status).toBe(404);
    // The demo manager manages Harbor Point 12, not Lakeside Playhouse.
    const lakeside = await a.t.db
      .selectFrom('app.stations as s')
      .innerJoin('app.sales_locations as sl', 'sl.Id', 's.SalesLocationId')
      .innerJoin('app.theatres as t', 't.Id', 'sl.TheatreId')
      .innerJoin('app.venues as v', 'v.Id', 't.VenueId')
      .select('s.Id')
      .where('v.Name', '=', 'Lakeside Playhouse')
      .executeTakeFirstOrThrow();
    expect((await sync(queue([{ Kind: 'Lunch', Body: {} }]), lakeside.Id, manager)).status).toBe(404);
    expect((await sync(queue([{ Kind: 'Lunch', Body: {} }]), p.stationId, manager)).status).toBe(200);
    expect((await sync(queue([{ Kind: 'Lunch', Body: {} }]), 2 ** 40)).status).toBe(400);
  });
});
