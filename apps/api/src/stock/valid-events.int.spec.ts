import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { AuthClientId, StockEventTypes } from '@intermission/contracts';
import type { EventStore } from '@intermission/eventstore';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { EVENT_STORE } from '../ledger/ledger.tokens';

// Issue 18: events are valid by construction. Each case here answered 200 or 500 before (a
// PosUserId past 32 bits froze every projection; huge ids and NUL characters answered 500; a
// manager could push stock into another client's venue).
describe('events are valid by construction', () => {
  let a: TestApp;
  let admin: { Authorization: string };
  let manager: { Authorization: string };
  let loc: Record<string, number>;
  let water: number;
  let posUser: { harbor: number; lakeside: number };
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const events = async () => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM es.events`.execute(a.t.db)).rows[0]!.n);
  const push = (path: string, body: Record<string, unknown>, who = admin) => a.http.post(`/api/v1/inventoryEventPush/${path}`).set(who).send(body);
  const transfer = (over: Record<string, unknown>, who = admin) =>
    push(
      'inventoryTransfer',
      {
        GuidId: randomUUID(),
        FromInventoryLocationId: loc.harbor,
        ToInventoryLocationId: loc.harborBar,
        TransferGoods: [{ GoodId: water, Qty: '1' }],
        ...over,
      },
      who,
    );

  beforeAll(async () => {
    a = await createTestApp({ runProjections: true });
    admin = bearer((await a.signIn('admin')).token);
    manager = bearer((await a.signIn('manager')).token);
    const locations = await a.t.db
      .selectFrom('app.inventory_locations as l')
      .innerJoin('app.venues as v', 'v.Id', 'l.VenueId')
      .select(['l.Id', 'l.Name', 'l.Kind', 'l.VenueId', 'v.Name as Venue'])
      .execute();
    const find = (venue: string, kind: string, name?: string) => locations.find((l) => l.Venue === venue && l.Kind === kind && (!name || l.Name === name))!;
    loc = {
      harbor: find('Harbor Point 12', 'venue').Id,
      harborBar: find('Harbor Point 12', 'sales_location', 'Bar 1').Id,
      lakeside: find('Lakeside Playhouse', 'venue').Id,
    };
    water = (await a.t.db.selectFrom('app.goods').select('Id').where('Name', '=', 'Bottled Water').executeTakeFirstOrThrow()).Id;
    const pos = (VenueId: number) =>
      a.t.db.insertInto('app.pos_users').values({ FirstName: 'Pat', LastName: 'Till', VenueId, PinDigest: 'x' }).returning('Id').executeTakeFirstOrThrow();
    posUser = { harbor: (await pos(find('Harbor Point 12', 'venue').VenueId)).Id, lakeside: (await pos(find('Lakeside Playhouse', 'venue').VenueId)).Id };
    const init = await push('initializingTransfer', {
      GuidId: randomUUID(),
      ToInventoryLocationId: loc.harbor,
      TransferGoods: [{ GoodId: water, Qty: '100' }],
    });
    expect(init.status).toBe(200);
  });
  afterAll(() => a.close());

  it('a PosUserId past 32 bits is a 400, stores nothing, and the ledger keeps moving', async () => {
    const before = await events();
    const poisoned = await transfer({ PosUserId: 2147483648 });
    expect(poisoned.status).toBe(400);
    expect(poisoned.body.ModelState).toHaveProperty('PosUserId');
    expect(await events()).toBe(before);
    // The next push is applied and read back (it waits for the stock projection): nothing froze.
    const next = await transfer({ PosUserId: posUser.harbor });
    expect(next.status).toBe(200);
    expect(next.body.Transfer.PosUserId).toBe(posUser.harbor);
    const rows = (await a.http.get(`/api/v1/inventory/admin/inventory_${loc.harborBar}`).set(admin)).body as { Id: number; QuantityOnHand: number }[];
    expect(rows.find((r) => r.Id === water)!.QuantityOnHand).toBe(1);
  });

  it('a POS user that does not exist or works for another client is refused before the append', async () => {
    const before = await events();
    for (const PosUserId of [posUser.lakeside, 999999]) {
      const res = await transfer({ PosUserId });
      expect({ PosUserId, status: res.status, state: res.body.ModelState }).toEqual({
        PosUserId,
        status: 400,
        state: { PosUserId: ['There is no such POS user at this client'] },
      });
    }
    const count = await push('gainlostTransfer', {
      GuidId: randomUUID(),
      InventoryLocationId: loc.harbor,
      Counts: [{ GoodId: water, Counted: '5' }],
      PosUserId: posUser.lakeside,
    });
    expect(count.status).toBe(400);
    expect(await events()).toBe(before);
  });

  it('a venue manager cannot push stock into another client’s venue (the "to" side is checked)', async () => {
    const before = await events();
    const res = await transfer({ ToInventoryLocationId: loc.lakeside }, manager);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ Message: 'You cannot move stock to this location' });
    expect(await events()).toBe(before);
    // The manager's own venue still works.
    expect((await transfer({}, manager)).status).toBe(200);
  });

  it('the event store refuses an event its schema bounds out, even when a handler forgets to check', async () => {
    const store = a.app.get<EventStore>(EVENT_STORE);
    const before = await events();
    const event = (over: Record<string, unknown>) => ({
      id: randomUUID(),
      type: StockEventTypes.StockMoved,
      data: {
        TransferId: randomUUID(),
        TypeId: 1,
        FromInventoryLocationId: loc.harbor,
        ToInventoryLocationId: loc.harborBar,
        Lines: [{ GoodId: water, Qty: '1', CostPerGood: '0.42', CogsTypeId: 1, InventoryAccountTypeId: 1 }],
        PosUserId: null,
        WastageReasonId: null,
        Notes: '',
        TransferDate: new Date().toISOString(),
        UserId: 1,
        ...over,
      },
    });
    for (const bad of [
      { PosUserId: 2147483648 },
      { Notes: 'a\u0000b' },
      { Lines: [{ GoodId: water, Qty: '1234567890', CostPerGood: '1', CogsTypeId: 1, InventoryAccountTypeId: 1 }] },
    ])
      await expect(store.append(`stock-${randomUUID()}`, [event(bad)], { expectedRevision: 'any' })).rejects.toThrow(/is invalid/);
    expect(await events()).toBe(before);
  });

  it('huge ids and NUL characters answer 400 with ModelState, public routes included', async () => {
    const secret = a.config.authClientSecret;
    const menu = await a.http.get('/api/v1/menus/99999999999').set(admin);
    expect(menu.status).toBe(400);
    expect(menu.body.ModelState).toHaveProperty('id');
    const refresh = await a.http
      .post('/api/v1/users/refresh')
      .send({ TokenIdentifier: 'x', AuthUserId: 99999999999, AuthClientId: AuthClientId, AuthClientSecret: secret });
    expect(refresh.status).toBe(400);
    const reset = await a.http.post('/api/v1/users/reset').send({
      AuthUserId: 2147483648,
      ResetKey: 'x',
      Password: 'long enough',
      Confirmation: 'long enough',
      AuthClientId: AuthClientId,
      AuthClientSecret: secret,
    });
    expect(reset.status).toBe(400);
    const token = await a.http
      .post('/api/v1/users/token')
      .send({ Username: 'ad\u0000min', Password: 'admin', AuthClientID: AuthClientId, AuthClientSecret: secret });
    expect(token.status).toBe(400);
    expect(token.body.ModelState).toHaveProperty('Username');
    const logged = await a.http.post('/api/v1/logger/errors').send({ Message: 'a\u0000b' });
    expect(logged.status).toBe(400);
    // A NUL in a search is refused like any other bad text (docs/api.md "Inputs").
    const search = await a.http.get('/api/v1/menus/_search?q=a%00b').set(admin);
    expect(search.status).toBe(400);
    expect(search.body.ModelState).toEqual({ q: ['Text cannot contain a NUL character'] });
  });
});
