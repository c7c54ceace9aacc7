import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';

describe('inventory count log and end-of-day status', () => {
  let a: TestApp;
  let admin: { Authorization: string };
  let manager: { Authorization: string };
  let nobody: { Authorization: string };
  let loc: Record<string, number>;
  let venue: Record<string, number>;
  let water: number;
  const ids: Record<string, string> = {};
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    a = await createTestApp({ runProjections: true });
    [admin, manager, nobody] = await Promise.all(['admin', 'manager', 'nobody'].map(async (u) => bearer((await a.signIn(u)).token)));
    const locations = await a.t.db
      .selectFrom('app.inventory_locations as l')
      .innerJoin('app.venues as v', 'v.Id', 'l.VenueId')
      .select(['l.Id', 'l.Name', 'l.Kind', 'v.Id as VenueId', 'v.Name as Venue'])
      .execute();
    const find = (v: string, kind: string, name?: string) => locations.find((l) => l.Venue === v && l.Kind === kind && (!name || l.Name === name))!;
    loc = {
      harbor: find('Harbor Point 12', 'venue').Id,
      bar: find('Harbor Point 12', 'sales_location', 'Bar 1').Id,
      lakeside: find('Lakeside Playhouse', 'venue').Id,
    };
    venue = { harbor: find('Harbor Point 12', 'venue').VenueId, lakeside: find('Lakeside Playhouse', 'venue').VenueId };
    water = (await a.t.db.selectFrom('app.goods').select('Id').where('Name', '=', 'Bottled Water').executeTakeFirstOrThrow()).Id;
    const push = async (path: string, body: Record<string, unknown>) => {
      const GuidId = randomUUID();
      const res = await a.http
        .post(`/api/v1/inventoryEventPush/${path}`)
        .set(admin)
        .send({ GuidId, ...body });
      expect(res.status).toBe(200);
      return GuidId;
    };
    for (const [to, qty] of [
      [loc.bar, 10],
      [loc.harbor, 5],
      [loc.lakeside, 3],
    ])
      await push('initializingTransfer', { ToInventoryLocationId: to, TransferDate: '2026-04-30T10:00:00Z', TransferGoods: [{ GoodId: water, Qty: qty }] });
    const count = (id: number, counted: number, at: string) =>
      push('gainlostTransfer', { InventoryLocationId: id, TransferDate: at, Counts: [{ GoodId: water, Counted: counted }] });
    ids.c1 = await count(loc.bar, 10, '2026-05-01T20:00:00Z'); // as expected
    ids.c2 = await count(loc.bar, 9, '2026-05-01T23:00:00Z'); // one short: −1 × 0.42
    ids.c3 = await count(loc.harbor, 5, '2026-05-02T23:30:00Z'); // as expected
    ids.c4 = await count(loc.lakeside, 3, '2026-05-01T22:00:00Z'); // not the manager's
  });
  afterAll(() => a.close());

  const search = (body: Record<string, unknown>, who = admin) => a.http.post('/api/v1/venues/managers/_searchInventoryLogs').set(who).send(body);
  const idsOf = (res: { body: { Id: string }[] }) => res.body.map((r) => Object.entries(ids).find(([, v]) => v === r.Id)?.[0]);

  it('lists the counts newest first with who counted, the discrepancies and the variance cost', async () => {
    const res = await search({ VenueId: venue.harbor });
    expect(res.status).toBe(200);
    expect(res.headers['x-list-count']).toBe('3');
    expect(idsOf(res)).toEqual(['c3', 'c2', 'c1']);
    expect(res.body[1]).toEqual({
      Id: ids.c2,
      InventoryLocationId: loc.bar,
      LocationName: 'Harbor Point 12 · Bar 1',
      LogDate: '2026-05-01T23:00:00.000Z',
      CountedBy: 'Avery Admin',
      PosUserName: null,
      Goods: 1,
      Discrepancies: 1,
      IsDiscrepency: true,
      VarianceCost: -0.42,
    });
    expect(res.body[0]).toMatchObject({ LocationName: 'Harbor Point 12', Discrepancies: 0, IsDiscrepency: false, VarianceCost: 0 });
  });

  it('filters by discrepancy, by time (from inclusive, to exclusive), by text, pages, and keeps to what the user may see', async () => {
    expect(idsOf(await search({ VenueId: venue.harbor, IsDiscrepency: true }))).toEqual(['c2']);
    expect(idsOf(await search({ VenueId: venue.harbor, IsDiscrepency: false }))).toEqual(['c3', 'c1']);
    expect(idsOf(await search({ DateLogFrom: '2026-05-01T23:00:00Z', DateLogTo: '2026-05-02T23:30:00Z' }))).toEqual(['c2']);
    expect(idsOf(await search({ Query: 'bar 1' }))).toEqual(['c2', 'c1']);
    expect(idsOf(await search({ Query: 'avery ad' }))).toEqual(['c3', 'c2', 'c4', 'c1']);
    expect(idsOf(await search({ Query: '100%_' }))).toEqual([]);
    const page = await search({ Skip: 1, Take: 2 });
    expect(page.headers['x-list-count']).toBe('4');
    expect(idsOf(page)).toEqual(['c2', 'c4']);
    // The manager sees the Northwind venues only.
    const mine = await search({}, manager);
    expect(idsOf(mine)).toEqual(['c3', 'c2', 'c1']);
    expect(idsOf(await search({ VenueId: venue.lakeside }, manager))).toEqual([]);
  });

  it("refuses a time range that does not end after its start with the schema's message", async () => {
    const res = await search({ DateLogFrom: '2026-05-02T00:00:00Z', DateLogTo: '2026-05-02T00:00:00Z' });
    expect(res.status).toBe(400);
    expect(res.body.ModelState.DateLogTo).toEqual(['End time should be after start time.']);
    expect((await search({}, nobody)).status).toBe(403);
  });

  it('end-of-day status: per location and UTC day the last count, venue location first', async () => {
    const res = await a.http
      .post('/api/v1/venues/managers/inventoryLocations/endOfDayStatus/')
      .set(manager)
      .send({ VenueId: venue.harbor, FromDate: '2026-05-01', ToDate: '2026-05-03' });
    expect(res.status).toBe(200);
    expect(res.body[0]).toEqual({
      InventoryLocationId: loc.harbor,
      Name: 'Harbor Point 12',
      TimeZone: 'America/New_York',
      Days: [
        { Date: '2026-05-01', CountId: null, CountedAt: null, HasIssue: false },
        { Date: '2026-05-02', CountId: ids.c3, CountedAt: '2026-05-02T23:30:00.000Z', HasIssue: false },
        { Date: '2026-05-03', CountId: null, CountedAt: null, HasIssue: false },
      ],
    });
    const bar = res.body.find((l: { InventoryLocationId: number }) => l.InventoryLocationId === loc.bar);
    expect(bar.Name).toBe('Harbor Point 12 · Bar 1');
    // Two counts on May 1st: the last one (23:00, one short) stands for the day.
    expect(bar.Days[0]).toEqual({ Date: '2026-05-01', CountId: ids.c2, CountedAt: '2026-05-01T23:00:00.000Z', HasIssue: true });
    expect(bar.Days.slice(1).every((d: { CountId: string | null }) => d.CountId === null)).toBe(true);
    const names = res.body.map((l: { Name: string }) => l.Name);
    expect(names).toContain('Harbor Point 12 Patrons Room');

    const eod = (body: Record<string, unknown>, who = manager) => a.http.post('/api/v1/venues/managers/inventoryLocations/endOfDayStatus').set(who).send(body);
    expect((await eod({ VenueId: venue.lakeside, FromDate: '2026-05-01', ToDate: '2026-05-01' })).status).toBe(403);
    expect((await eod({ VenueId: 999999, FromDate: '2026-05-01', ToDate: '2026-05-01' })).status).toBe(404);
    expect((await eod({ VenueId: venue.harbor, FromDate: '2026-05-02', ToDate: '2026-05-01' })).status).toBe(400);
    expect((await eod({ VenueId: venue.lakeside, FromDate: '2026-05-01', ToDate: '2026-05-01' }, admin)).body[0].Days[0]).toMatchObject({ CountId: ids.c4 });
  });
});
