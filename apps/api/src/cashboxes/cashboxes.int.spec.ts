import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { CashboxMessages, ShowEventMessages } from '@intermission/contracts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { CashboxesRepository } from './cashboxes.repository';

/**
 * Cash boxes on the ledger (docs/cashboxes.md): the station's push, the back-office calls and their
 * failures. Totals are checked against figures computed by hand in the comments.
 */
describe('cash boxes', () => {
  let a: TestApp;
  const auth: Record<'admin' | 'manager' | 'viewer' | 'nobody', { Authorization: string }> = {} as never;
  let st: { a: number; b: number; c: number; lakeside: number; otherTheatre: number };
  let theatre: number;
  let salesLocation: number;
  let e1: number;
  let lakesideEvent: number;

  beforeAll(async () => {
    a = await createTestApp({ runProjections: true });
    for (const who of ['admin', 'manager', 'viewer', 'nobody'] as const) auth[who] = { Authorization: `Bearer ${(await a.signIn(who)).token}` };
    const stations = await a.t.db
      .selectFrom('app.stations as s')
      .innerJoin('app.sales_locations as sl', 'sl.Id', 's.SalesLocationId')
      .innerJoin('app.theatres as t', 't.Id', 'sl.TheatreId')
      .innerJoin('app.venues as v', 'v.Id', 't.VenueId')
      .select(['s.Id', 's.SalesLocationId', 'sl.TheatreId', 'v.Name as Venue'])
      .orderBy('s.Id')
      .execute();
    const harbor = stations.filter((s) => s.Venue === 'Harbor Point 12');
    const [first] = harbor;
    const same = harbor.filter((s) => s.SalesLocationId === first!.SalesLocationId);
    theatre = first!.TheatreId;
    salesLocation = first!.SalesLocationId;
    st = {
      a: same[0]!.Id,
      b: same[1]!.Id,
      c: same[2]!.Id,
      lakeside: stations.find((s) => s.Venue === 'Lakeside Playhouse')!.Id,
      otherTheatre: harbor.find((s) => s.TheatreId !== theatre)!.Id,
    };
    const show = await a.t.db.insertInto('app.shows').values({ Name: 'The Cash Show' }).returning('Id').executeTakeFirstOrThrow();
    const event = async (TheatreId: number, Start: string, End: string) =>
      (await a.t.db.insertInto('app.show_events').values({ ShowId: show.Id, TheatreId, Start, End }).returning('Id').executeTakeFirstOrThrow()).Id;
    e1 = await event(theatre, '2026-11-20T18:00:00Z', '2026-11-20T21:00:00Z');
    const lakesideTheatre = (await a.t.db
      .selectFrom('app.stations as s')
      .innerJoin('app.sales_locations as sl', 'sl.Id', 's.SalesLocationId')
      .select('sl.TheatreId')
      .where('s.Id', '=', st.lakeside)
      .executeTakeFirstOrThrow())!.TheatreId;
    lakesideEvent = await event(lakesideTheatre, '2026-11-20T18:00:00Z', '2026-11-20T21:00:00Z');
  });
  afterAll(() => a.close());

  const push = (body: Record<string, unknown>, who = auth.admin) =>
    a.http
      .post('/api/v1/cashboxEventPush/count')
      .set(who)
      .send({ GuidId: randomUUID(), LogTypeId: 1, TimestampUtc: '2026-11-20T17:45:00Z', ...body });
  const get = (id: number, who = auth.admin) => a.http.get(`/api/v1/cashboxes/${id}`).set(who);
  const manage = (body: Record<string, unknown>, who = auth.admin) => a.http.post('/api/v1/cashboxes/manage').set(who).send(body);
  const day = { DateFrom: '2026-11-20T05:00:00Z', DateTo: '2026-11-21T05:00:00Z' };
  // 3×100 + 2×20 + 7×0.25 = 300 + 40 + 1.75 = 341.75
  const startCounts = { Hundreds: 3, Twenties: 2, Quarters: 7 };
  // 5×100 + 1×50 + 3×10 + 4×1 + 6×0.10 + 3×0.05 = 500 + 50 + 30 + 4 + 0.60 + 0.15 = 584.75
  const endCounts = { Hundreds: 5, Fifties: 1, Tens: 3, Ones: 4, Dimes: 6, Nickels: 3 };

  it.each([
    { method: 'post', path: 'cashboxEventPush/count' },
    { method: 'get', path: 'shows/1/cashboxes' },
    { method: 'get', path: 'shows/1/unassigned-cashboxes' },
    { method: 'put', path: 'shows/cashbox-endcount' },
    { method: 'post', path: 'cashboxes/_search' },
    { method: 'post', path: 'cashboxes/manage' },
    { method: 'get', path: 'cashboxes/1' },
    { method: 'put', path: 'cashboxes/update' },
    { method: 'put', path: 'cashboxes' },
    { method: 'post', path: 'shows/createLog' },
  ] as const)('$method $path: 401 without a token, 403 without its claim', async ({ method, path }) => {
    expect((await a.http[method](`/api/v1/${path}`).send({})).status).toBe(401);
    expect((await a.http[method](`/api/v1/${path}`).set(auth.nobody).send({})).status).toBe(403);
  });

  describe('POST cashboxEventPush/count', () => {
    it('records a count with its Total computed from the denominations, and answers the same to a resend', async () => {
      const GuidId = randomUUID();
      const body = { GuidId, PointOfSaleStationId: st.c, ShowEventId: e1, ...startCounts, AmexSettlement: '120.50', VisaMastercardTipTotal: 12 };
      const res = await push(body);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ Message: 'CashBox Saved Successfully', GuidId, Id: expect.any(Number) });
      const again = await push(body);
      expect(again.body).toEqual(res.body);
      const log = await get(res.body.Id);
      expect(log.status).toBe(200);
      expect(log.body).toMatchObject({
        Id: res.body.Id,
        GuidId,
        ShowEventId: e1,
        ShowEvent: 'The Cash Show',
        TheatreId: theatre,
        SalesLocationId: salesLocation,
        PointOfSaleStationId: st.c,
        LogTypeId: 1,
        TimestampUtc: '2026-11-20T17:45:00.000Z',
        EndOfShiftCount: false,
        Total: '341.75',
        Hundreds: 3,
        Twenties: 2,
        Quarters: 7,
        Fifties: 0,
        AmexSettlement: '120.50',
        AmexSettlementOverride: '0.00',
        VisaMastercardTipTotal: '12.00',
        TimeZone: 'America/New_York',
        Version: 1,
        UpdatedBy: 'Avery Admin',
        History: [],
      });
      const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM es.events WHERE stream_id = ${`cashbox-${GuidId}`}`.execute(a.t.db);
      expect(rows[0]!.n).toBe('1');
    });

    it('stores a start/end pair posted twice, concurrently and out of order once each, and matches them', async () => {
      const start = { GuidId: randomUUID(), PointOfSaleStationId: st.a, ShowEventId: e1, LogTypeId: 1, TimestampUtc: '2026-11-20T17:30:00Z', ...startCounts };
      const end = { GuidId: randomUUID(), PointOfSaleStationId: st.a, ShowEventId: e1, LogTypeId: 2, TimestampUtc: '2026-11-20T21:15:00Z', ...endCounts };
      // The end count arrives first, four times at once; then the start, four times at once.
      const ends = await Promise.all([1, 2, 3, 4].map(() => push(end)));
      const starts = await Promise.all([1, 2, 3, 4].map(() => push(start)));
      for (const r of [...ends, ...starts]) expect(r.status).toBe(200);
      expect(new Set(ends.map((r) => r.body.Id)).size).toBe(1);
      expect(new Set(starts.map((r) => r.body.Id)).size).toBe(1);
      expect((await push(end)).body.Id).toBe(ends[0]!.body.Id);
      const listed = await a.http.get(`/api/v1/shows/${e1}/cashboxes`).set(auth.admin);
      expect(listed.status).toBe(200);
      expect(await a.app.get(CashboxesRepository).namesShowEvent(e1)).toBe(true);
      expect(await a.app.get(CashboxesRepository).namesShowEvent(lakesideEvent + 1000)).toBe(false);
      expect(listed.body.filter((l: { PointOfSaleStationId: number }) => l.PointOfSaleStationId === st.a).map((l: { Id: number }) => l.Id)).toEqual([
        starts[0]!.body.Id,
        ends[0]!.body.Id,
      ]);
      const res = await manage({ TheatreId: theatre, ShowEventId: e1, ...day });
      expect(res.status).toBe(200);
      const pair = res.body.Stations.find((s: { PointOfSaleStationId: number }) => s.PointOfSaleStationId === st.a);
      // 584.75 − 341.75 = 243.00
      expect(pair).toMatchObject({ Start: { Id: starts[0]!.body.Id, Total: '341.75' }, End: { Id: ends[0]!.body.Id, Total: '584.75' }, Difference: '243.00' });
      expect(pair.Logs).toHaveLength(2);
      expect(res.body.ManagerLog).toBe(false);
    });

    it('answers 409 to the same GUID naming another count', async () => {
      const body = { GuidId: randomUUID(), PointOfSaleStationId: st.b, ShowEventId: e1, Ones: 10 };
      expect((await push(body)).status).toBe(200);
      const res = await push({ ...body, Ones: 11 });
      expect(res.status).toBe(409);
      expect(res.body.Message).toContain('already names a different cash box count');
    });

    it.each([
      { title: 'a third log type', body: { LogTypeId: 3 }, field: 'LogTypeId' },
      { title: 'a negative count', body: { Hundreds: -1 }, field: 'Hundreds' },
      { title: 'a fractional count', body: { Quarters: 1.5 }, field: 'Quarters' },
      { title: 'a count past the bound', body: { Ones: 100_001 }, field: 'Ones' },
      { title: 'a settlement with 3 decimals', body: { AmexSettlement: '1.005' }, field: 'AmexSettlement' },
      { title: 'a Total that is not the sum', body: { ...startCounts, Total: '341.70' }, field: 'Total' },
      { title: 'an id past 32 bits', body: { ShowEventId: 2 ** 31 }, field: 'ShowEventId' },
      { title: 'no GUID', body: { GuidId: 'nope' }, field: 'GuidId' },
      { title: 'an unknown station', body: { PointOfSaleStationId: 999999 }, field: 'PointOfSaleStationId' },
      { title: 'an unknown show event', body: { ShowEventId: 999999 }, field: 'ShowEventId' },
    ])('answers 400 with ModelState to $title', async ({ body, field }) => {
      const res = await push({ PointOfSaleStationId: st.b, ShowEventId: e1, ...body });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.ModelState)).toEqual([field]);
    });

    it("answers 400 to a station of another theatre than the show event's", async () => {
      const res = await push({ PointOfSaleStationId: st.otherTheatre, ShowEventId: e1 });
      expect(res.status).toBe(400);
      expect(res.body.ModelState.PointOfSaleStationId).toEqual(["The station is not at the show event's theatre"]);
    });

    it('validates PosUserId as a sale does: one naming nobody or a POS user of another client is refused; one of the client is kept', async () => {
      const harbor = await a.t.db
        .selectFrom('app.venues as v')
        .innerJoin('app.theatres as t', 't.VenueId', 'v.Id')
        .select(['v.Id', 'v.ClientId'])
        .where('t.Id', '=', theatre)
        .executeTakeFirstOrThrow();
      const other = await a.t.db.selectFrom('app.venues').select('Id').where('ClientId', '!=', harbor.ClientId).orderBy('Id').executeTakeFirstOrThrow();
      const posUser = async (VenueId: number) =>
        (
          await a.t.db
            .insertInto('app.pos_users')
            .values({ FirstName: 'Cass', LastName: `Till ${VenueId}`, VenueId, UserId: null, PinDigest: randomUUID() })
            .returning('Id')
            .executeTakeFirstOrThrow()
        ).Id;
      const theirs = await posUser(other.Id);
      for (const PosUserId of [2147483647, theirs]) {
        const res = await push({ PointOfSaleStationId: st.c, ShowEventId: e1, PosUserId, ...startCounts });
        expect(res.status).toBe(400);
        // The sale's refusal (libs/domain decidePosUser), word for word.
        expect(res.body.ModelState).toEqual({ PosUserId: ['There is no such POS user at this client'] });
      }
      const ours = await posUser(harbor.Id);
      const kept = await push({ PointOfSaleStationId: st.c, ShowEventId: e1, PosUserId: ours, ...startCounts });
      expect(kept.status).toBe(200);
    });

    it('answers 401 without a token, 403 without the claim or at a station of a venue not the manager’s', async () => {
      const body = { PointOfSaleStationId: st.b, ShowEventId: e1 };
      expect((await a.http.post('/api/v1/cashboxEventPush/count').send(body)).status).toBe(401);
      expect((await push(body, auth.nobody)).status).toBe(403);
      expect((await push(body, auth.viewer)).status).toBe(403);
      expect((await push({ PointOfSaleStationId: st.lakeside, ShowEventId: lakesideEvent }, auth.manager)).status).toBe(403);
      expect((await push(body, auth.manager)).status).toBe(200);
    });
  });

  describe('corrections', () => {
    let id: number;
    beforeAll(async () => {
      const res = await push({
        PointOfSaleStationId: st.b,
        ShowEventId: e1,
        LogTypeId: 2,
        TimestampUtc: '2026-11-20T21:20:00Z',
        ...endCounts,
        AmexSettlement: '120.50',
      });
      id = res.body.Id;
    });
    const overrides = (over: Record<string, unknown> = {}) => ({
      VisaMastercardSettlementOverride: '0',
      AmexSettlementOverride: '0',
      OtherSettlementOverride: '0',
      PreorderSettlementOverride: '0',
      VisaMastercardTipOverrideTotal: '0',
      AmexTipOverrideTotal: '0',
      OtherCreditCardTipOverrideTotal: '0',
      PreorderTipOverrideTotal: '0',
      ...over,
    });
    const update = (body: Record<string, unknown>, who = auth.admin) => a.http.put('/api/v1/cashboxes/update').set(who).send(body);

    it('PUT cashboxes/update keeps the original count visible beside the override, with who changed what', async () => {
      // The form typed a final of 100.25 for an original of 120.50: override = 100.25 − 120.50 = −20.25.
      const res = await update({ Id: id, Version: 1, ...overrides({ AmexSettlementOverride: '-20.25' }) });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        Message: 'CashBox updated successfully',
        Cashbox: { Id: id, Version: 2, AmexSettlement: '120.50', AmexSettlementOverride: '-20.25' },
      });
      const log = await get(id);
      expect(log.body).toMatchObject({ Total: '584.75', AmexSettlement: '120.50', AmexSettlementOverride: '-20.25', Version: 2, UpdatedBy: 'Avery Admin' });
      expect(log.body.History).toEqual([
        {
          Version: 2,
          EventType: 'CashboxOverridden',
          ChangedBy: 'Avery Admin',
          ChangedAt: expect.any(String),
          Changes: [{ Field: 'AmexSettlementOverride', From: '0.00', To: '-20.25' }],
        },
      ]);
    });

    it('answers 409 with the current copy to a stale Version, 404 to an unknown log, 400 to an override that is not an amount', async () => {
      const stale = await update({ Id: id, Version: 1, ...overrides({ AmexSettlementOverride: '5' }) });
      expect(stale.status).toBe(409);
      expect(stale.body.Current).toMatchObject({ Id: id, Version: 2, AmexSettlementOverride: '-20.25' });
      expect((await update({ Id: 999999, Version: 1, ...overrides() })).status).toBe(404);
      const bad = await update({ Id: id, Version: 2, ...overrides({ AmexSettlementOverride: 'abc', PreorderTipOverrideTotal: '0.001' }) });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.ModelState).sort()).toEqual(['AmexSettlementOverride', 'PreorderTipOverrideTotal']);
      expect((await get(999999)).status).toBe(404);
    });

    it('needs CashboxManagement: FullAccess to correct, ReadOnly to read; a manager sees only their venues', async () => {
      expect((await update({ Id: id, Version: 2, ...overrides() }, auth.viewer)).status).toBe(403);
      expect((await update({ Id: id, Version: 2, ...overrides() }, auth.nobody)).status).toBe(403);
      expect((await a.http.put('/api/v1/cashboxes/update').send({})).status).toBe(401);
      expect((await get(id, auth.viewer)).status).toBe(200);
      expect((await get(id, auth.nobody)).status).toBe(403);
      const lakeside = await push({ PointOfSaleStationId: st.lakeside, ShowEventId: lakesideEvent });
      expect((await get(lakeside.body.Id, auth.manager)).status).toBe(404);
      expect((await update({ Id: lakeside.body.Id, Version: 1, ...overrides() }, auth.manager)).status).toBe(404);
      expect((await a.http.get(`/api/v1/shows/${lakesideEvent}/cashboxes`).set(auth.manager)).status).toBe(404);
      expect((await get(lakeside.body.Id, auth.admin)).status).toBe(200);
    });

    it('PUT cashboxes retimes a log and assigns an unassigned one to a show event', async () => {
      const near = await push({ PointOfSaleStationId: st.c, ShowEventId: null, TimestampUtc: '2026-11-20T15:00:00Z', Ones: 20 });
      await push({ PointOfSaleStationId: st.c, ShowEventId: null, TimestampUtc: '2026-11-19T10:00:00Z', Ones: 21 });
      const offered = async () => (await a.http.get(`/api/v1/shows/${e1}/unassigned-cashboxes`).set(auth.viewer)).body.map((l: { Id: number }) => l.Id);
      // 18:00 − 4 h = 14:00: the count of 15:00 is offered, the one of the day before is not.
      expect(await offered()).toEqual([near.body.Id]);
      const res = await a.http
        .put('/api/v1/cashboxes')
        .set(auth.admin)
        .send({ Id: near.body.Id, Version: 1, TimestampUtc: '2026-11-20T17:40:00Z', ShowEventId: e1 });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        Message: 'CashBox Saved Successfully',
        Cashbox: { ShowEventId: e1, TimestampUtc: '2026-11-20T17:40:00.000Z', Version: 3 },
      });
      expect(await offered()).toEqual([]);
      expect((await a.http.get('/api/v1/shows/999999/unassigned-cashboxes').set(auth.admin)).status).toBe(404);
      expect((await a.http.put('/api/v1/cashboxes').set(auth.admin).send({ Id: 999999, Version: 1, TimestampUtc: '2026-11-20T17:41:00Z' })).status).toBe(404);
      expect((await get(near.body.Id)).body.History.map((h: { EventType: string; Changes: unknown }) => [h.EventType, h.Changes])).toEqual([
        ['CashboxRetimed', [{ Field: 'TimestampUtc', From: '2026-11-20T15:00:00.000Z', To: '2026-11-20T17:40:00.000Z' }]],
        ['CashboxAssigned', [{ Field: 'ShowEventId', From: null, To: String(e1) }]],
      ]);
      const stale = await a.http.put('/api/v1/cashboxes').set(auth.admin).send({ Id: near.body.Id, Version: 1, TimestampUtc: '2026-11-20T17:41:00Z' });
      expect(stale.status).toBe(409);
      const elsewhere = await a.http
        .put('/api/v1/cashboxes')
        .set(auth.admin)
        .send({ Id: near.body.Id, Version: 3, TimestampUtc: '2026-11-20T17:41:00Z', ShowEventId: lakesideEvent });
      expect(elsewhere.status).toBe(400);
      expect(Object.keys(elsewhere.body.ModelState)).toEqual(['ShowEventId']);
    });

    it('PUT shows/cashbox-endcount needs a start log of the station for the show event', async () => {
      const endCount = (CashboxId: number, who = auth.admin) => a.http.put('/api/v1/shows/cashbox-endcount').set(who).send({ CashboxId });
      // Station b has no log of its own for this show event but this end log: its end count cannot be posted.
      const show = await a.t.db.insertInto('app.shows').values({ Name: 'The Matinee' }).returning('Id').executeTakeFirstOrThrow();
      const matinee = (
        await a.t.db
          .insertInto('app.show_events')
          .values({ ShowId: show.Id, TheatreId: theatre, Start: '2026-11-20T13:00:00Z', End: '2026-11-20T15:00:00Z' })
          .returning('Id')
          .executeTakeFirstOrThrow()
      ).Id;
      // Another station's start log for the matinee does not count for station b.
      await push({ PointOfSaleStationId: st.a, ShowEventId: matinee, LogTypeId: 1, TimestampUtc: '2026-11-20T12:30:00Z' });
      const noStart = await push({ PointOfSaleStationId: st.b, ShowEventId: matinee, LogTypeId: 2, TimestampUtc: '2026-11-20T15:10:00Z' });
      const refused = await endCount(noStart.body.Id);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ Message: 'Please locate the missing start cash box before posting the end count.' });
      // Station c has a start log for e1 (the first test): its end count posts, once.
      const end = await push({ PointOfSaleStationId: st.c, ShowEventId: e1, LogTypeId: 2, TimestampUtc: '2026-11-20T21:30:00Z' });
      const posted = await endCount(end.body.Id);
      expect(posted.status).toBe(200);
      expect(posted.body).toMatchObject({ Message: 'CashBox updated successfully', Cashbox: { EndOfShiftCount: true, Version: 2 } });
      expect((await endCount(end.body.Id)).body.Cashbox.Version).toBe(2);
      // A start log, or a log no show event names, has no end count to post.
      const start = await push({ PointOfSaleStationId: st.c, ShowEventId: e1, LogTypeId: 1, TimestampUtc: '2026-11-20T17:50:00Z' });
      expect((await endCount(start.body.Id)).body.ModelState.CashboxId).toEqual(['Only an end count (LogTypeId 2) can be posted']);
      const unassigned = await push({ PointOfSaleStationId: st.otherTheatre, ShowEventId: null, LogTypeId: 2 });
      expect((await endCount(unassigned.body.Id)).status).toBe(400);
      expect((await endCount(999999)).status).toBe(404);
      expect((await endCount(end.body.Id, auth.viewer)).status).toBe(403);
    });
  });

  describe('searches', () => {
    const search = (body: Record<string, unknown>, who = auth.admin) => a.http.post('/api/v1/cashboxes/_search').set(who).send(body);

    it('POST cashboxes/_search filters by show event, theatre, sales location and time (from inclusive, to exclusive), newest first', async () => {
      const res = await search({ ShowEventId: e1, TheatreId: theatre, SalesLocationId: salesLocation, ...day });
      expect(res.status).toBe(200);
      expect(Number(res.headers['x-list-count'])).toBe(res.body.length);
      expect(res.body.length).toBeGreaterThanOrEqual(4);
      const times = res.body.map((l: { TimestampUtc: string }) => l.TimestampUtc);
      expect([...times].sort().reverse()).toEqual(times);
      const window = await search({ DateFrom: '2026-11-20T17:30:00Z', DateTo: '2026-11-20T17:45:00Z' });
      expect(window.body.map((l: { TimestampUtc: string }) => l.TimestampUtc)).toEqual(['2026-11-20T17:40:00.000Z', '2026-11-20T17:30:00.000Z']);
      const page = await search({ Skip: 1, Take: 1, ShowEventId: e1 });
      expect(page.body).toHaveLength(1);
      expect(Number(page.headers['x-list-count'])).toBeGreaterThan(1);
      const stations = async (who: { Authorization: string }) =>
        (await search({}, who)).body.map((l: { PointOfSaleStationId: number }) => l.PointOfSaleStationId);
      expect(await stations(auth.admin)).toContain(st.lakeside);
      expect(await stations(auth.manager)).not.toContain(st.lakeside);
    });

    it('POST cashboxes/_search takes a day, a local time at the venue and an instant as DateFrom/DateTo (issue 39 point 4)', async () => {
      // Harbor Point 12 is at America/New_York: 2026-11-16 there (EST, UTC−5) is [2026-11-16T05:00Z, 2026-11-17T05:00Z).
      const at = async (TimestampUtc: string, PointOfSaleStationId = st.b) => {
        const res = await push({ PointOfSaleStationId, TimestampUtc });
        expect(res.status).toBe(200);
        return res.body.Id as number;
      };
      const before = await at('2026-11-16T04:59:59Z');
      const first = await at('2026-11-16T05:00:00Z');
      const last = await at('2026-11-17T04:59:59Z');
      const after = await at('2026-11-17T05:00:00Z');
      const ids = async (body: Record<string, unknown>) => {
        const res = await search({ SalesLocationId: salesLocation, ...body });
        expect(res.status).toBe(200);
        return (res.body as { Id: number }[]).map((l) => l.Id).filter((id) => [before, first, last, after].includes(id));
      };
      // A day: from its start at the venue to its end (the day included); both bounds the same day.
      expect(await ids({ DateFrom: '2026-11-16', DateTo: '2026-11-16' })).toEqual([last, first]);
      expect(await ids({ DateFrom: '2026-11-16' })).toEqual([after, last, first]);
      expect(await ids({ DateTo: '2026-11-16' })).toEqual([last, first, before]);
      // A local time at the venue (the to bound excluded).
      expect(await ids({ DateFrom: '2026-11-16T00:00', DateTo: '2026-11-17T00:00' })).toEqual([last, first]);
      expect(await ids({ DateFrom: '2026-11-16T00:00:00', DateTo: '2026-11-16T23:59:59' })).toEqual([first]);
      // An instant, as before; and an instant beside a day.
      expect(await ids({ DateFrom: '2026-11-16T05:00:00Z', DateTo: '2026-11-17T05:00:00Z' })).toEqual([last, first]);
      expect(await ids({ DateFrom: '2026-11-16T00:00:00-05:00', DateTo: '2026-11-16T23:59:59-05:00' })).toEqual([first]);
      expect(await ids({ DateFrom: '2026-11-16', DateTo: '2026-11-17T05:00:00Z' })).toEqual([last, first]);

      // Each log's own venue's day: Lakeside Playhouse moved to America/Los_Angeles (PST, UTC−8), its 2026-11-16 is [08:00Z, next 08:00Z).
      const lakeside = await a.t.db
        .selectFrom('app.stations as s')
        .innerJoin('app.sales_locations as sl', 'sl.Id', 's.SalesLocationId')
        .innerJoin('app.theatres as t', 't.Id', 'sl.TheatreId')
        .innerJoin('app.venues as v', 'v.Id', 't.VenueId')
        .select(['v.Id', 'v.TimeZone'])
        .where('s.Id', '=', st.lakeside)
        .executeTakeFirstOrThrow();
      await a.t.db.updateTable('app.venues').set({ TimeZone: 'America/Los_Angeles' }).where('Id', '=', lakeside.Id).execute();
      try {
        const west = { early: await at('2026-11-16T07:59:59Z', st.lakeside), late: await at('2026-11-17T07:59:59Z', st.lakeside) };
        const res = await search({ DateFrom: '2026-11-16', DateTo: '2026-11-16' });
        expect(res.status).toBe(200);
        const found = (res.body as { Id: number }[]).map((l) => l.Id).filter((id) => [before, first, last, after, west.early, west.late].includes(id));
        expect(found).toEqual([west.late, last, first]);
      } finally {
        await a.t.db.updateTable('app.venues').set({ TimeZone: lakeside.TimeZone }).where('Id', '=', lakeside.Id).execute();
      }

      // Text that is none of the forms, a day past the bounds, and a to before the from.
      const bad = await search({ DateFrom: '16/11/2026' });
      expect(bad.status).toBe(400);
      expect(bad.body.ModelState.DateFrom).toEqual(['A date YYYY-MM-DD, a local time YYYY-MM-DDTHH:mm or an ISO time with its offset']);
      expect((await search({ DateTo: '2200-01-01' })).body.ModelState.DateTo).toEqual(['Dates are between 1900-01-01 and 2199-12-31']);
      const backwards = await search({ DateFrom: '2026-11-17', DateTo: '2026-11-16' });
      expect(backwards.status).toBe(400);
      expect(backwards.body.ModelState.DateTo).toEqual([CashboxMessages.EndBeforeStart]);
      // The manager page's bounds take the same forms.
      expect((await manage({ TheatreId: theatre, ShowEventId: e1, DateFrom: '2026-11-20', DateTo: '2026-11-20' })).status).toBe(200);
    });

    it('answers the §5 messages', async () => {
      const backwards = await search({ DateFrom: '2026-11-20T10:00:00Z', DateTo: '2026-11-20T10:00:00Z' });
      expect(backwards.status).toBe(400);
      expect(backwards.body.ModelState.DateTo).toEqual([CashboxMessages.EndBeforeStart]);
      expect(CashboxMessages.EndBeforeStart).toBe('End time should be after start time.');
      const incomplete = await manage({ TheatreId: theatre, ...day });
      expect(incomplete.status).toBe(400);
      expect(incomplete.body.ModelState.ShowEventId).toEqual(['Please select a theatre,dates and a show event.']);
      expect((await manage({ TheatreId: theatre, ShowEventId: 999999, ...day })).status).toBe(404);
      expect((await manage({ TheatreId: theatre + 1000, ShowEventId: e1, ...day })).status).toBe(404);
      expect((await search({}, auth.nobody)).status).toBe(403);
      expect((await manage({ TheatreId: theatre, ShowEventId: e1, ...day }, auth.viewer)).status).toBe(200);
      expect((await a.http.get('/api/v1/shows/999999/cashboxes').set(auth.admin)).status).toBe(404);
    });
  });

  describe('POST shows/createLog', () => {
    it('takes sixteen submissions of one show event at once, more than the pool has connections: one is stored, the rest are 409, none hangs', async () => {
      const show = await a.t.db.insertInto('app.shows').values({ Name: 'The Rush Show' }).returning('Id').executeTakeFirstOrThrow();
      const ShowEventId = (
        await a.t.db
          .insertInto('app.show_events')
          .values({ ShowId: show.Id, TheatreId: theatre, Start: '2026-11-22T18:00:00Z', End: '2026-11-22T21:00:00Z' })
          .returning('Id')
          .executeTakeFirstOrThrow()
      ).Id;
      await push({ PointOfSaleStationId: st.c, ShowEventId, LogTypeId: 1, TimestampUtc: '2026-11-22T17:30:00Z', ...startCounts });
      await push({ PointOfSaleStationId: st.c, ShowEventId, LogTypeId: 2, TimestampUtc: '2026-11-22T21:10:00Z', EndOfShiftCount: true, ...endCounts });
      const answers = await Promise.all(
        Array.from({ length: 16 }, () => a.http.post('/api/v1/shows/createLog').set(auth.admin).send({ ShowEventId, Comments: 'Rush' })),
      );
      expect(answers.map((r) => r.status).sort()).toEqual([200, ...Array<number>(15).fill(409)]);
      expect(await a.t.db.selectFrom('app.event_logs').select('ShowEventId').where('ShowEventId', '=', ShowEventId).execute()).toHaveLength(1);
    });

    it('checks in order: the show ended, end counts posted, every start count ended; then locks the corrections', async () => {
      const show = await a.t.db.insertInto('app.shows').values({ Name: 'The Log Show' }).returning('Id').executeTakeFirstOrThrow();
      const event = async (Start: Date, End: Date) =>
        (await a.t.db.insertInto('app.show_events').values({ ShowId: show.Id, TheatreId: theatre, Start, End }).returning('Id').executeTakeFirstOrThrow()).Id;
      const hour = 3_600_000;
      const future = await event(new Date(Date.now() - hour), new Date(Date.now() + hour));
      const e2 = await event(new Date('2026-11-21T18:00:00Z'), new Date('2026-11-21T21:00:00Z'));
      const submit = (ShowEventId: number, who = auth.admin) =>
        a.http.post('/api/v1/shows/createLog').set(who).send({ ShowEventId, Comments: 'A quiet night' });

      expect((await submit(future)).body).toEqual({ Message: 'Cannot create event logs for shows in future.' });
      const at = (h: number) => `2026-11-21T${h}:00:00Z`;
      await push({ PointOfSaleStationId: st.a, ShowEventId: e2, LogTypeId: 1, TimestampUtc: at(17) });
      const endA = await push({ PointOfSaleStationId: st.a, ShowEventId: e2, LogTypeId: 2, TimestampUtc: at(21) });
      await push({ PointOfSaleStationId: st.b, ShowEventId: e2, LogTypeId: 1, TimestampUtc: at(17) });
      // Station a's end count is not posted and station b has none: the first of the two checks answers.
      const notPosted = await submit(e2);
      expect(notPosted.status).toBe(400);
      expect(notPosted.body.Message).toBe('Some Cash Boxes do not have an end count posted for this show. Please try again after posting them.');
      expect((await a.http.put('/api/v1/shows/cashbox-endcount').set(auth.admin).send({ CashboxId: endA.body.Id })).status).toBe(200);
      const missing = await submit(e2);
      expect(missing.body.Message).toBe(
        'Some Cash Boxes are missing an end count. Please confirm they have synced, and review the Cash Box Reconciliation page.',
      );
      await push({ PointOfSaleStationId: st.b, ShowEventId: e2, LogTypeId: 2, TimestampUtc: at(21), EndOfShiftCount: true });
      expect((await submit(e2, auth.viewer)).status).toBe(403);
      expect((await submit(e2, auth.nobody)).status).toBe(403);

      const res = await submit(e2);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        ShowEventId: e2,
        Show: 'The Log Show',
        ShowTime: '2026-11-21T18:00:00.000Z',
        Comments: 'A quiet night',
        SubmittedBy: 'Avery Admin',
      });
      expect(await a.t.db.selectFrom('app.event_logs').select('ShowEventId').where('ShowEventId', '=', e2).execute()).toHaveLength(1);
      const again = await submit(e2);
      expect(again.status).toBe(409);
      expect(again.body.Current).toMatchObject({ ShowEventId: e2 });
      expect((await submit(999999)).status).toBe(404);

      // Locked: corrections refused with the §5 text (400, not the concurrency dialog's 409).
      const locked = await a.http.put('/api/v1/cashboxes/update').set(auth.admin).send({
        Id: endA.body.Id,
        Version: 2,
        VisaMastercardSettlementOverride: '1',
        AmexSettlementOverride: '0',
        OtherSettlementOverride: '0',
        PreorderSettlementOverride: '0',
        VisaMastercardTipOverrideTotal: '0',
        AmexTipOverrideTotal: '0',
        OtherCreditCardTipOverrideTotal: '0',
        PreorderTipOverrideTotal: '0',
      });
      expect(locked.status).toBe(400);
      expect(locked.body.Message).toBe(ShowEventMessages.Locked);
      const retime = await a.http
        .put('/api/v1/cashboxes')
        .set(auth.admin)
        .send({ Id: endA.body.Id, Version: 2, TimestampUtc: at(22) });
      expect(retime.body.Message).toBe('This Event is locked for editing since the Event Log for this event has already been submitted.');
      expect((await manage({ TheatreId: theatre, ShowEventId: e2, ...day })).body.ManagerLog).toBe(true);
    });
  });
});
