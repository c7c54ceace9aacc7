import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { ClaimType, ClaimValue, todayIn } from '@intermission/contracts';
import { makeRole, makeUser } from '../../seed/factories';
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';

type Auth = { Authorization: string };
interface LocationRow {
  Id: number;
  VenueId: number;
  SalesLocationId: number | null;
  Kind: string;
  Name: string;
  VenueName: string;
  Archived: boolean;
}
interface VenueFigures {
  VenueId: number;
  VenueName: string;
  AsOfDate: string | null;
  Locations: { Id: number; Kind: string }[];
  Goods: { Id: number; Name: string; CategoryName: string; QuantityOnHand: string; ByLocation: { InventoryLocationId: number; QuantityOnHand: string }[] }[];
}

describe('read-only inventory queries', () => {
  let a: TestApp;
  let admin: Auth;
  let manager: Auth;
  let viewer: Auth;
  let nobody: Auth;
  let roomKeeper: Auth;
  let managerId: number;
  let loc: Record<string, number>;
  let venue: Record<string, number>;
  let good: Record<string, number>;
  let harborBarSalesLocation: number;
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  // The demo venues are in New York: today and yesterday are its days.
  const today = todayIn('America/New_York');
  const yesterday = todayIn('America/New_York', 1);

  beforeAll(async () => {
    a = await createTestApp({ runProjections: true });
    [admin, viewer, nobody] = await Promise.all(['admin', 'viewer', 'nobody'].map(async (u) => bearer((await a.signIn(u)).token)));
    const signedManager = await a.signIn('manager');
    manager = bearer(signedManager.token);
    managerId = signedManager.body.User.Id;
    // A patrons room keeper: PatronRoomManager ReadOnly and nothing else.
    const passwordHash = await hash('keeper', { memoryCost: 19456, timeCost: 2, parallelism: 1 });
    await a.t.db.transaction().execute(async (tx) => {
      const role = await makeRole(tx, { Name: 'Patrons Room Keeper', claims: [[ClaimType.PatronRoomManager, ClaimValue.ReadOnly]] });
      await makeUser(tx, { FirstName: 'Kim', LastName: 'Keeper', Username: 'keeper', PasswordHash: passwordHash, RoleId: role.Id });
    });
    roomKeeper = bearer((await a.signIn('keeper')).token);

    const locations = await a.t.db
      .selectFrom('app.inventory_locations as l')
      .innerJoin('app.venues as v', 'v.Id', 'l.VenueId')
      .select(['l.Id', 'l.Name', 'l.Kind', 'l.SalesLocationId', 'v.Name as Venue'])
      .execute();
    const find = (v: string, kind: string, name?: string) => locations.find((l) => l.Venue === v && l.Kind === kind && (!name || l.Name === name))!;
    loc = {
      harbor: find('Harbor Point 12', 'venue').Id,
      harborBar: find('Harbor Point 12', 'sales_location', 'Bar 1').Id,
      harborPatrons: find('Harbor Point 12', 'patrons_room').Id,
      harborBillable: find('Harbor Point 12', 'billable').Id,
      harborCatering: find('Harbor Point 12', 'catering').Id,
      elm: find('Elm Street 8', 'venue').Id,
      lakeside: find('Lakeside Playhouse', 'venue').Id,
      riverside: find('Riverside Stage', 'venue').Id,
      riversideCatering: find('Riverside Stage', 'catering').Id,
    };
    harborBarSalesLocation = find('Harbor Point 12', 'sales_location', 'Bar 1').SalesLocationId!;
    venue = Object.fromEntries((await a.t.db.selectFrom('app.venues').select(['Id', 'Name']).execute()).map((v) => [v.Name, v.Id]));
    good = Object.fromEntries((await a.t.db.selectFrom('app.goods').select(['Id', 'Name']).execute()).map((g) => [g.Name, g.Id]));

    const push = async (path: string, body: Record<string, unknown>) => {
      const res = await a.http
        .post(`/api/v1/inventoryEventPush/${path}`)
        .set(admin)
        .send({ GuidId: randomUUID(), ...body });
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    };
    const lines = (l: [string, number | string][]) => l.map(([name, Qty]) => ({ GoodId: good[name], Qty }));
    // 1 March: 48 water, 10 chocolate, 5 gummy bears arrive at Harbor Point.
    await push('initializingTransfer', {
      ToInventoryLocationId: loc.harbor,
      TransferGoods: lines([
        ['Bottled Water', 48],
        ['Chocolate Bar', 10],
        ['Gummy Bears', 5],
      ]),
      TransferDate: '2026-03-01T10:00:00Z',
    });
    // 2 March: 20 water and 4 chocolate to Bar 1; 3 water from the bar to the patrons room; 1.5 water to catering.
    await push('inventoryTransfer', {
      FromInventoryLocationId: loc.harbor,
      ToInventoryLocationId: loc.harborBar,
      TransferGoods: lines([
        ['Bottled Water', 20],
        ['Chocolate Bar', 4],
      ]),
      TransferDate: '2026-03-02T10:00:00Z',
    });
    await push('patronsRoom', { FromInventoryLocationId: loc.harborBar, TransferGoods: lines([['Bottled Water', 3]]), TransferDate: '2026-03-02T12:00:00Z' });
    await push('cateringTransfer', {
      FromInventoryLocationId: loc.harbor,
      TransferGoods: lines([['Bottled Water', '1.5']]),
      TransferDate: '2026-03-02T13:00:00Z',
    });
    // Today: 2.25 water to billable, 3 more gummy bears, 1 chocolate to Elm Street; 7 gummy bears at Lakeside.
    await push('billableTransfer', { FromInventoryLocationId: loc.harbor, TransferGoods: lines([['Bottled Water', '2.25']]) });
    await push('initializingTransfer', { ToInventoryLocationId: loc.harbor, TransferGoods: lines([['Gummy Bears', 3]]) });
    await push('inventoryTransfer', { FromInventoryLocationId: loc.harbor, ToInventoryLocationId: loc.elm, TransferGoods: lines([['Chocolate Bar', 1]]) });
    await push('initializingTransfer', { ToInventoryLocationId: loc.lakeside, TransferGoods: lines([['Gummy Bears', 7]]) });
  });
  afterAll(() => a.close());

  const get = (path: string, who: Auth = admin) => a.http.get(`/api/v1/${path}`).set(who);

  describe('inventory location drop-downs', () => {
    it('all/dropDown lists every non-archived location of every venue, whoever manages it', async () => {
      const active = await a.t.db.selectFrom('app.inventory_locations').select('Id').where('Archived', '=', false).execute();
      const res = await get('inventoryLocations/all/dropDown', manager);
      expect(res.status).toBe(200);
      const rows = res.body as LocationRow[];
      expect(rows.map((r) => r.Id).sort((x, y) => x - y)).toEqual(active.map((r) => r.Id).sort((x, y) => x - y));
      expect(new Set(rows.map((r) => r.VenueName))).toEqual(new Set(['Harbor Point 12', 'Elm Street 8', 'Lakeside Playhouse', 'Riverside Stage']));
      expect(rows.find((r) => r.Id === loc.lakeside)).toEqual({
        Id: loc.lakeside,
        VenueId: venue['Lakeside Playhouse'],
        SalesLocationId: null,
        Kind: 'venue',
        Name: 'Lakeside Playhouse',
        Code: 'V21',
        Archived: false,
        VenueName: 'Lakeside Playhouse',
        ManagerId: null,
      });

      await a.t.db.updateTable('app.inventory_locations').set({ Archived: true }).where('Id', '=', loc.riversideCatering).execute();
      try {
        const after = (await get('inventoryLocations/all/dropDown')).body as LocationRow[];
        expect(after.some((r) => r.Id === loc.riversideCatering)).toBe(false);
        expect(after).toHaveLength(active.length - 1);
      } finally {
        await a.t.db.updateTable('app.inventory_locations').set({ Archived: false }).where('Id', '=', loc.riversideCatering).execute();
      }
      expect((await get('inventoryLocations/all/dropDown', nobody)).status).toBe(403);
    });

    it('patronsRoom/dropDown lists the visible patrons rooms; _patronsRooms all of them (PatronRoomManager or VenueManager)', async () => {
      const mine = (await get('inventoryLocations/patronsRoom/dropDown', manager)).body as LocationRow[];
      expect(mine.map((r) => [r.VenueName, r.Kind, r.Name])).toEqual([
        ['Elm Street 8', 'patrons_room', 'Elm Street 8 Patrons Room'],
        ['Harbor Point 12', 'patrons_room', 'Harbor Point 12 Patrons Room'],
      ]);
      expect((await get('inventoryLocations/patronsRoom/dropDown')).body).toHaveLength(4);
      // The viewer (VenueManager ReadOnly) is an auditor: every venue's room, to read (docs/stock.md).
      expect((await get('inventoryLocations/patronsRoom/dropDown', viewer)).body).toHaveLength(4);
      expect((await get('inventoryLocations/patronsRoom/dropDown', roomKeeper)).status).toBe(403);

      for (const who of [manager, roomKeeper, admin]) {
        const all = await get('inventoryLocations/_patronsRooms', who);
        expect(all.status).toBe(200);
        expect((all.body as LocationRow[]).map((r) => r.Kind)).toEqual(['patrons_room', 'patrons_room', 'patrons_room', 'patrons_room']);
      }
      expect((await get('inventoryLocations/_patronsRooms', nobody)).status).toBe(403);
    });
  });

  describe('transfer destinations', () => {
    // Riverside Stage without its catering location (no stock has moved there).
    beforeAll(() => a.t.db.deleteFrom('app.inventory_locations').where('Id', '=', loc.riversideCatering).execute());

    it.each([
      { kind: 'patronsRoom', from: 'harborBar', to: 'harborPatrons', toKind: 'patrons_room' },
      { kind: 'billableTransfer', from: 'harbor', to: 'harborBillable', toKind: 'billable' },
      { kind: 'cateringTransfer', from: 'harborBar', to: 'harborCatering', toKind: 'catering' },
    ])('$kind from a location answers its venue location of kind $toKind', async ({ kind, from, to, toKind }) => {
      const res = await get(`inventoryLocations/${loc[from]}/${kind}`, manager);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ Id: loc[to], VenueId: venue['Harbor Point 12'], SalesLocationId: null, Kind: toKind, VenueName: 'Harbor Point 12' });
    });

    it.each([
      { title: 'the origin is itself the destination', path: () => `inventoryLocations/${loc.harborPatrons}/patronsRoom`, who: () => admin, status: 404 },
      { title: 'the venue has no such location', path: () => `inventoryLocations/${loc.riverside}/cateringTransfer`, who: () => admin, status: 404 },
      { title: 'an unknown location', path: () => 'inventoryLocations/999999/billableTransfer', who: () => admin, status: 404 },
      {
        title: 'a location of a venue the manager does not manage',
        path: () => `inventoryLocations/${loc.lakeside}/patronsRoom`,
        who: () => manager,
        status: 403,
      },
      { title: 'a user without VenueManager', path: () => `inventoryLocations/${loc.harbor}/patronsRoom`, who: () => nobody, status: 403 },
      { title: 'an id that is not a number', path: () => 'inventoryLocations/abc/patronsRoom', who: () => admin, status: 400 },
    ])('answers $status when $title', async ({ path, who, status }) => {
      const res = await get(path(), who());
      expect(res.status).toBe(status);
      expect(res.body.Message).toEqual(expect.any(String));
    });
  });

  describe('goods of a location', () => {
    it('goodsParValues: the par values of a sales location with on hand and what is missing to reach par', async () => {
      await a.t.db
        .insertInto('app.par_values')
        .values([
          { SalesLocationId: harborBarSalesLocation, GoodId: good['Bottled Water'], ParValue: '30' },
          { SalesLocationId: harborBarSalesLocation, GoodId: good['Chocolate Bar'], ParValue: '2' },
          { SalesLocationId: harborBarSalesLocation, GoodId: good['Gummy Bears'], ParValue: '5.5' },
        ])
        .execute();
      const res = await get(`inventoryLocations/${loc.harborBar}/goodsParValues`, manager);
      expect(res.status).toBe(200);
      const rows = (res.body as { Name: string; CategoryName: string; ParValue: string; QuantityOnHand: string; ToPar: string }[]).map((r) => ({
        Name: r.Name,
        CategoryName: r.CategoryName,
        ParValue: Number(r.ParValue),
        QuantityOnHand: Number(r.QuantityOnHand),
        ToPar: Number(r.ToPar),
      }));
      // On hand at Bar 1: water 20 − 3 = 17, chocolate 4, gummy bears none.
      expect(rows).toEqual([
        { Name: 'Chocolate Bar', CategoryName: 'Candy & Confections', ParValue: 2, QuantityOnHand: 4, ToPar: 0 },
        { Name: 'Gummy Bears', CategoryName: 'Candy & Confections', ParValue: 5.5, QuantityOnHand: 0, ToPar: 5.5 },
        { Name: 'Bottled Water', CategoryName: 'Soft Drinks', ParValue: 30, QuantityOnHand: 17, ToPar: 13 },
      ]);
      expect(res.body[2]).toEqual({
        GoodId: good['Bottled Water'],
        Name: 'Bottled Water',
        CategoryId: expect.any(Number),
        CategoryName: 'Soft Drinks',
        ParValue: 30,
        QuantityOnHand: 17,
        ToPar: 13,
      });
      expect((await get(`inventoryLocations/${loc.harbor}/goodsParValues`)).body).toEqual([]);
      expect((await get(`inventoryLocations/${loc.lakeside}/goodsParValues`, manager)).status).toBe(403);
      expect((await get('inventoryLocations/999999/goodsParValues')).status).toBe(404);
      expect((await get(`inventoryLocations/${loc.harborBar}/goodsParValues`, nobody)).status).toBe(403);
    });

    it('waste/inventory_{id} lists only goods that can be wasted; set/inventory_{id} every tracked good, with on hand', async () => {
      await a.t.db.updateTable('app.goods').set({ CanBeWasted: false }).where('Id', '=', good['Cup 32 oz']).execute();
      const all = (await get(`inventory/admin/inventory_${loc.harborBar}`)).body as { Id: number; QuantityOnHand: string }[];
      const waste = await get(`inventory/admin/waste/inventory_${loc.harborBar}`, manager);
      expect(waste.status).toBe(200);
      expect(waste.body).toEqual(all.filter((g) => g.Id !== good['Cup 32 oz']));
      expect(Number(waste.body.find((g: { Id: number }) => g.Id === good['Bottled Water']).QuantityOnHand)).toBe(17);
      const set = await get(`inventory/admin/set/inventory_${loc.harborBar}`, manager);
      expect(set.body).toEqual(all);
      expect(set.body.some((g: { Id: number }) => g.Id === good['Cup 32 oz'])).toBe(true);
      for (const scope of ['waste', 'set']) {
        expect((await get(`inventory/admin/${scope}/inventory_${loc.lakeside}`, manager)).status).toBe(403);
        expect((await get(`inventory/admin/${scope}/inventory_999999`)).status).toBe(404);
        expect((await get(`inventory/admin/${scope}/inventory_${loc.harbor}`, nobody)).status).toBe(403);
      }
    });
  });

  describe('venue inventory', () => {
    /** Good name → [total, { location → quantity }] as numbers. */
    const figures = (body: VenueFigures) =>
      Object.fromEntries(
        body.Goods.map((g) => [
          g.Name,
          [
            Number(g.QuantityOnHand),
            Object.fromEntries(g.ByLocation.map((l) => [Object.keys(loc).find((k) => loc[k] === l.InventoryLocationId), Number(l.QuantityOnHand)])),
          ],
        ]),
      );

    it('GET inventory/venue/{id}: per good the quantity over all the venue locations now, and per location', async () => {
      const res = await get(`inventory/venue/${venue['Harbor Point 12']}`, manager);
      expect(res.status).toBe(200);
      const body = res.body as VenueFigures;
      expect(body).toMatchObject({ VenueId: venue['Harbor Point 12'], VenueName: 'Harbor Point 12', AsOfDate: null });
      expect(body.Locations.map((l) => l.Id)).toEqual(
        expect.arrayContaining([loc.harbor, loc.harborBar, loc.harborPatrons, loc.harborBillable, loc.harborCatering]),
      );
      expect(body.Goods.map((g) => g.Name)).toEqual(['Chocolate Bar', 'Gummy Bears', 'Bottled Water']);
      expect(figures(body)).toEqual({
        // 10 in, 1 out to Elm Street today.
        'Chocolate Bar': [9, { harbor: 5, harborBar: 4 }],
        'Gummy Bears': [8, { harbor: 8 }],
        // 48 in; the rest moved inside the venue.
        'Bottled Water': [48, { harbor: 24.25, harborBar: 17, harborPatrons: 3, harborBillable: 2.25, harborCatering: 1.5 }],
      });
      expect(figures((await get(`inventory/venue/${venue['Elm Street 8']}`, manager)).body)).toEqual({ 'Chocolate Bar': [1, { elm: 1 }] });
    });

    it('POST inventory/venue/{id}: the same as of the end of a date; a movement today is not in yesterday', async () => {
      const asOf = async (AsOfDate: string) => {
        const res = await a.http.post(`/api/v1/inventory/venue/${venue['Harbor Point 12']}`).set(manager).send({ VenueId: venue['Harbor Point 12'], AsOfDate });
        expect(res.status).toBe(200);
        expect(res.body.AsOfDate).toBe(AsOfDate);
        return figures(res.body);
      };
      expect(await asOf('2026-02-28')).toEqual({});
      expect(await asOf('2026-03-01')).toEqual({
        'Chocolate Bar': [10, { harbor: 10 }],
        'Gummy Bears': [5, { harbor: 5 }],
        'Bottled Water': [48, { harbor: 48 }],
      });
      expect(await asOf(yesterday)).toEqual({
        'Chocolate Bar': [10, { harbor: 6, harborBar: 4 }],
        'Gummy Bears': [5, { harbor: 5 }],
        'Bottled Water': [48, { harbor: 26.5, harborBar: 17, harborPatrons: 3, harborCatering: 1.5 }],
      });
      // The end of today is now: the same figures, to the character.
      const endOfToday = await a.http
        .post(`/api/v1/inventory/venue/${venue['Harbor Point 12']}`)
        .set(admin)
        .send({ VenueId: venue['Harbor Point 12'], AsOfDate: today });
      const now = await get(`inventory/venue/${venue['Harbor Point 12']}`);
      expect(endOfToday.body).toEqual({ ...now.body, AsOfDate: today });
      expect(now.body.Goods.find((g: { Name: string }) => g.Name === 'Bottled Water').QuantityOnHand).toBe(48);
    });

    it.each([
      { title: 'VenueId is not the venue of the address', body: (v: number) => ({ VenueId: v + 1, AsOfDate: '2026-03-01' }), field: 'VenueId' },
      { title: 'AsOfDate is not a date', body: (v: number) => ({ VenueId: v, AsOfDate: 'March' }), field: 'AsOfDate' },
      { title: 'AsOfDate is not a calendar day', body: (v: number) => ({ VenueId: v, AsOfDate: '2026-02-30' }), field: 'AsOfDate' },
      { title: 'AsOfDate is missing', body: (v: number) => ({ VenueId: v }), field: 'AsOfDate' },
      { title: 'VenueId is missing', body: () => ({ AsOfDate: '2026-03-01' }), field: 'VenueId' },
    ])('POST answers 400 ModelState when $title', async ({ body, field }) => {
      const id = venue['Harbor Point 12']!;
      const res = await a.http.post(`/api/v1/inventory/venue/${id}`).set(admin).send(body(id));
      expect(res.status).toBe(400);
      expect(res.body.ModelState[field]).toEqual([expect.any(String)]);
    });

    it('only for a venue the user may see: 403 for other venues and users without VenueManager, 404 for an unknown venue', async () => {
      const lakeside = venue['Lakeside Playhouse']!;
      const post = (id: number, who: Auth) => a.http.post(`/api/v1/inventory/venue/${id}`).set(who).send({ VenueId: id, AsOfDate: '2026-03-01' });
      expect((await get(`inventory/venue/${lakeside}`, manager)).status).toBe(403);
      expect((await get(`inventory/venue/${lakeside}`, manager)).body.Message).toEqual(expect.any(String));
      expect((await post(lakeside, manager)).status).toBe(403);
      // The viewer is an auditor: every venue (docs/stock.md "Who may do what").
      expect((await get(`inventory/venue/${lakeside}`, viewer)).status).toBe(200);
      expect((await get(`inventory/venue/${venue['Harbor Point 12']}`, nobody)).status).toBe(403);
      expect((await post(venue['Harbor Point 12']!, nobody)).status).toBe(403);
      expect((await get('inventory/venue/999999')).status).toBe(404);
      expect((await post(999999, admin)).status).toBe(404);
      expect(figures((await get(`inventory/venue/${lakeside}`)).body)).toEqual({ 'Gummy Bears': [7, { lakeside: 7 }] });

      // A backup assignment opens the venue until its ExpDate (inclusive).
      await a.t.db.insertInto('app.venue_backup_managers').values({ VenueId: lakeside, UserId: managerId, ExpDate: yesterday }).execute();
      expect((await get(`inventory/venue/${lakeside}`, manager)).status).toBe(403);
      await a.t.db.updateTable('app.venue_backup_managers').set({ ExpDate: today }).where('VenueId', '=', lakeside).execute();
      expect((await get(`inventory/venue/${lakeside}`, manager)).status).toBe(200);
      await a.t.db.deleteFrom('app.venue_backup_managers').where('VenueId', '=', lakeside).execute();
    });
  });

  describe('summary report goods', () => {
    const names = (body: { Name: string }[]) => body.map((g) => g.Name);

    it('lists the goods that moved at a venue or one location, by category then name', async () => {
      const harbor = await get(`goods/invSummaryGoods/venue/${venue['Harbor Point 12']}`, manager);
      expect(harbor.status).toBe(200);
      expect(harbor.body).toEqual([
        { Id: good['Chocolate Bar'], Name: 'Chocolate Bar', CategoryId: expect.any(Number), CategoryName: 'Candy & Confections', Alcohol: false },
        { Id: good['Gummy Bears'], Name: 'Gummy Bears', CategoryId: expect.any(Number), CategoryName: 'Candy & Confections', Alcohol: false },
        { Id: good['Bottled Water'], Name: 'Bottled Water', CategoryId: expect.any(Number), CategoryName: 'Soft Drinks', Alcohol: false },
      ]);
      expect((await get(`goods/invSummaryGoods/location/${venue['Harbor Point 12']}/isVenue/true`, manager)).body).toEqual(harbor.body);
      expect(names((await get(`goods/invSummaryGoods/venue/${venue['Elm Street 8']}`, manager)).body)).toEqual(['Chocolate Bar']);
      expect(names((await get(`goods/invSummaryGoods/location/${loc.harborBar}/isVenue/false`, manager)).body)).toEqual(['Chocolate Bar', 'Bottled Water']);
      expect(names((await get(`goods/invSummaryGoods/location/${loc.harborBillable}/isVenue/false`, manager)).body)).toEqual(['Bottled Water']);
      expect((await get(`goods/invSummaryGoods/venue/${venue['Riverside Stage']}`)).body).toEqual([]);
      // goods/{id} still answers beside these routes.
      expect((await get(`goods/${good['Bottled Water']}`)).body.Name).toBe('Bottled Water');
    });

    it.each([
      { title: 'another venue', path: () => `goods/invSummaryGoods/venue/${venue['Lakeside Playhouse']}`, who: () => manager, status: 403 },
      {
        title: 'another venue by flag',
        path: () => `goods/invSummaryGoods/location/${venue['Lakeside Playhouse']}/isVenue/true`,
        who: () => manager,
        status: 403,
      },
      { title: 'another location', path: () => `goods/invSummaryGoods/location/${loc.lakeside}/isVenue/false`, who: () => manager, status: 403 },
      { title: 'no VenueManager claim', path: () => `goods/invSummaryGoods/venue/${venue['Harbor Point 12']}`, who: () => nobody, status: 403 },
      { title: 'an unknown venue', path: () => 'goods/invSummaryGoods/venue/999999', who: () => admin, status: 404 },
      { title: 'an unknown location', path: () => 'goods/invSummaryGoods/location/999999/isVenue/false', who: () => admin, status: 404 },
      { title: 'a flag that is not true or false', path: () => `goods/invSummaryGoods/location/${loc.harbor}/isVenue/maybe`, who: () => admin, status: 400 },
    ])('answers $status for $title', async ({ path, who, status }) => {
      const res = await get(path(), who());
      expect(res.status).toBe(status);
      expect(res.body.Message).toEqual(expect.any(String));
    });
  });
});
