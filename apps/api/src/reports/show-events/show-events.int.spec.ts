import { Messages } from '@intermission/contracts';
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';

/**
 * POST sales/showEvents (document 2 §7 "Show events search", §5 "Time filters default to 00:00 to
 * 23:59", "Date range queries use the start of the from day and the start of the day after the to
 * day, local time converted to UTC"; docs/reports.md "Show events search").
 */
describe('sales/showEvents', () => {
  let a: TestApp;
  const as: Record<'admin' | 'manager' | 'viewer' | 'nobody', { Authorization: string }> = {} as never;
  let harbor: { TheatreId: number; OtherTheatreId: number; SalesLocationId: number; VenueId: number };
  let lakeside: { TheatreId: number; VenueId: number };
  const ev: Record<'evening' | 'lateNight' | 'nextDay' | 'otherTheatre' | 'lakeside', number> = {} as never;
  const url = '/api/v1/sales/showEvents';

  beforeAll(async () => {
    a = await createTestApp();
    for (const who of ['admin', 'manager', 'viewer', 'nobody'] as const) as[who] = { Authorization: `Bearer ${(await a.signIn(who)).token}` };
    const db = a.t.db;
    const theatres = await db
      .selectFrom('app.theatres as t')
      .innerJoin('app.venues as v', 'v.Id', 't.VenueId')
      .select(['t.Id', 't.VenueId', 'v.Name as Venue'])
      .orderBy('t.Id')
      .execute();
    const h = theatres.filter((t) => t.Venue === 'Harbor Point 12');
    const l = theatres.find((t) => t.Venue === 'Lakeside Playhouse')!;
    const stand = await db.selectFrom('app.sales_locations').select('Id').where('TheatreId', '=', h[0]!.Id).orderBy('Id').executeTakeFirstOrThrow();
    harbor = { TheatreId: h[0]!.Id, OtherTheatreId: h[1]!.Id, SalesLocationId: stand.Id, VenueId: h[0]!.VenueId };
    lakeside = { TheatreId: l.Id, VenueId: l.VenueId };
    const show = async (Name: string) => (await db.insertInto('app.shows').values({ Name }).returning('Id').executeTakeFirstOrThrow()).Id;
    const event = async (ShowId: number, TheatreId: number, Start: string, End: string) =>
      (await db.insertInto('app.show_events').values({ ShowId, TheatreId, Start, End }).returning('Id').executeTakeFirstOrThrow()).Id;
    const s = await show('Filter Night');
    // Harbor Point 12 is in America/New_York (UTC−5 in November).
    ev.evening = await event(s, harbor.TheatreId, '2026-11-20T23:00:00Z', '2026-11-21T02:00:00Z'); // 18:00 on 20 Nov
    ev.lateNight = await event(s, harbor.TheatreId, '2026-11-21T04:30:00Z', '2026-11-21T06:00:00Z'); // 23:30 on 20 Nov
    ev.nextDay = await event(s, harbor.TheatreId, '2026-11-21T05:00:00Z', '2026-11-21T07:00:00Z'); // 00:00 on 21 Nov
    ev.otherTheatre = await event(s, harbor.OtherTheatreId, '2026-11-20T17:00:00Z', '2026-11-20T19:00:00Z'); // 12:00 on 20 Nov
    ev.lakeside = await event(s, lakeside.TheatreId, '2026-11-20T23:00:00Z', '2026-11-21T02:00:00Z');
  });
  afterAll(() => a.close());

  const ids = (body: { Id: number }[]) => body.map((e) => e.Id);

  it('lists the show events of the venue day, by start, with the venue time zone; 23:30 local is still the 20th', async () => {
    const res = await a.http.post(url).set(as.admin).send({ FromDate: '2026-11-20', ToDate: '2026-11-20', VenueId: harbor.VenueId });
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([ev.otherTheatre, ev.evening, ev.lateNight]);
    expect(res.body[1]).toEqual({
      Id: ev.evening,
      ShowId: expect.any(Number),
      ShowName: 'Filter Night',
      TheatreId: harbor.TheatreId,
      TheatreName: expect.stringContaining('Harbor Point 12'),
      VenueId: harbor.VenueId,
      VenueName: 'Harbor Point 12',
      Start: '2026-11-20T23:00:00.000Z',
      End: '2026-11-21T02:00:00.000Z',
      TimeZone: 'America/New_York',
    });
  });

  it('the next local midnight belongs to the next day', async () => {
    const res = await a.http.post(url).set(as.admin).send({ FromDate: '2026-11-21', ToDate: '2026-11-21', VenueId: harbor.VenueId });
    expect(ids(res.body)).toEqual([ev.nextDay]);
  });

  it('narrows to the time window (local times, ToTime inclusive of its minute)', async () => {
    const res = await a.http
      .post(url)
      .set(as.admin)
      .send({ FromDate: '2026-11-20', ToDate: '2026-11-20', FromTime: '18:00', ToTime: '23:30', VenueId: harbor.VenueId });
    expect(ids(res.body)).toEqual([ev.evening, ev.lateNight]);
    const early = await a.http
      .post(url)
      .set(as.admin)
      .send({ FromDate: '2026-11-20', ToDate: '2026-11-20', FromTime: '00:00', ToTime: '17:59', VenueId: harbor.VenueId });
    expect(ids(early.body)).toEqual([ev.otherTheatre]);
  });

  it('narrows to a theatre, or to a sales location (its theatre)', async () => {
    const byTheatre = await a.http.post(url).set(as.admin).send({ FromDate: '2026-11-20', ToDate: '2026-11-21', TheatreId: harbor.OtherTheatreId });
    expect(ids(byTheatre.body)).toEqual([ev.otherTheatre]);
    const byLocation = await a.http.post(url).set(as.admin).send({ FromDate: '2026-11-20', ToDate: '2026-11-21', SalesLocationId: harbor.SalesLocationId });
    expect(ids(byLocation.body)).toEqual([ev.evening, ev.lateNight, ev.nextDay]);
  });

  it("scopes to the user's venues: the manager sees Harbor Point, not Lakeside; the admin both", async () => {
    const mine = await a.http.post(url).set(as.manager).send({ FromDate: '2026-11-20', ToDate: '2026-11-20' });
    expect(mine.status).toBe(200);
    expect(ids(mine.body)).toEqual(expect.arrayContaining([ev.evening, ev.otherTheatre]));
    expect(ids(mine.body)).not.toContain(ev.lakeside);
    const all = await a.http.post(url).set(as.admin).send({ FromDate: '2026-11-20', ToDate: '2026-11-20' });
    expect(ids(all.body)).toEqual(expect.arrayContaining([ev.evening, ev.lakeside]));
  });

  it.each([
    { title: 'a theatre of another venue', body: () => ({ TheatreId: lakeside.TheatreId }), status: 403 },
    { title: 'another venue', body: () => ({ VenueId: lakeside.VenueId }), status: 403 },
    { title: 'an unknown theatre', body: () => ({ TheatreId: 999999 }), status: 404 },
    { title: 'an unknown sales location', body: () => ({ SalesLocationId: 999999 }), status: 404 },
  ])('the manager naming $title: $status', async ({ body, status }) => {
    const res = await a.http
      .post(url)
      .set(as.manager)
      .send({ FromDate: '2026-11-20', ToDate: '2026-11-20', ...body() });
    expect(res.status).toBe(status);
  });

  it('needs VenueManager', async () => {
    expect((await a.http.post(url).set(as.nobody).send({ FromDate: '2026-11-20', ToDate: '2026-11-20' })).status).toBe(403);
    expect((await a.http.post(url).send({ FromDate: '2026-11-20', ToDate: '2026-11-20' })).status).toBe(401);
    expect((await a.http.post(url).set(as.viewer).send({ FromDate: '2026-11-20', ToDate: '2026-11-20' })).status).toBe(200);
  });

  it.each([
    { title: 'no dates', body: {}, field: 'FromDate' },
    { title: 'To before From', body: { FromDate: '2026-11-20', ToDate: '2026-11-19' }, field: 'ToDate' },
    { title: 'more than 366 days', body: { FromDate: '2025-01-01', ToDate: '2026-11-20' }, field: 'ToDate' },
    { title: 'no real day', body: { FromDate: '2026-02-30', ToDate: '2026-03-01' }, field: 'FromDate' },
    { title: 'an id beyond 32 bits', body: { FromDate: '2026-11-20', ToDate: '2026-11-20', TheatreId: 2 ** 31 }, field: 'TheatreId' },
    { title: 'a huge number', body: { FromDate: '2026-11-20', ToDate: '2026-11-20', VenueId: 1e308 }, field: 'VenueId' },
    { title: 'a NUL', body: { FromDate: '2026-11-20\u0000', ToDate: '2026-11-20' }, field: 'FromDate' },
    { title: 'a huge string', body: { FromDate: '2026-11-20'.repeat(100_000), ToDate: '2026-11-20' }, field: 'FromDate' },
    { title: 'a time that is none', body: { FromDate: '2026-11-20', ToDate: '2026-11-20', FromTime: '24:00' }, field: 'FromTime' },
  ])('400 for $title', async ({ body, field }) => {
    const res = await a.http.post(url).set(as.admin).send(body);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.ModelState ?? { [field]: [] }).join(' ')).toContain(field);
  });

  it("an end time not after the start time: 'End time should be after start time.'", async () => {
    const res = await a.http.post(url).set(as.admin).send({ FromDate: '2026-11-20', ToDate: '2026-11-20', FromTime: '18:00', ToTime: '18:00' });
    expect(res.status).toBe(400);
    expect(res.body.ModelState.ToTime).toEqual([Messages.EndBeforeStart]);
    // Across days the later day's earlier time is fine.
    const ok = await a.http.post(url).set(as.admin).send({ FromDate: '2026-11-20', ToDate: '2026-11-21', FromTime: '18:00', ToTime: '01:00' });
    expect(ok.status).toBe(200);
  });
});
