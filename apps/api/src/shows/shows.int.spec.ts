import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { bearer, demoTheatre, sellIn, submitLog } from '../../../../tests/support/shows-fixtures';

describe('shows (GET shows/_search, GET/POST/PUT/DELETE shows, dropDown, params, showsForTheatres, showsForSalesLocations)', () => {
  let a: TestApp;
  let admin: { Authorization: string };
  let viewer: { Authorization: string };
  let manager: { Authorization: string };
  let nobody: { Authorization: string };
  let lakeside: Awaited<ReturnType<typeof demoTheatre>>;
  let harbor: Awaited<ReturnType<typeof demoTheatre>>;

  beforeAll(async () => {
    a = await createTestApp();
    admin = bearer((await a.signIn('admin')).token);
    viewer = bearer((await a.signIn('viewer')).token);
    manager = bearer((await a.signIn('manager')).token);
    nobody = bearer((await a.signIn('nobody')).token);
    lakeside = await demoTheatre(a, 'Lakeside Playhouse');
    harbor = await demoTheatre(a, 'Harbor Point 12');
  });
  afterAll(() => a.close());

  const createShow = async (Name: string) => {
    const res = await a.http.post('/api/v1/shows').set(admin).send({ Name });
    expect(res.status).toBe(201);
    return res.body as { Id: number; Name: string; Version: number };
  };
  const createEvent = async (showId: number, theatreId: number, start: string, minutes = 150) => {
    const End = new Date(Date.parse(start) + minutes * 60_000).toISOString();
    const res = await a.http.post('/api/v1/shows/showEvents').set(admin).send({ ShowId: showId, TheatreId: theatreId, Start: start, End });
    expect(res.status).toBe(201);
    return res.body as { Id: number; Start: string; End: string };
  };

  it('creates and reads a show, searches by name 12 a page with the count in X-List-Count', async () => {
    const created = await a.http.post('/api/v1/shows').set(admin).send({ Name: '  Hamlet  ' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ Id: expect.any(Number), Name: 'Hamlet', Version: 1 });
    expect((await a.http.get(`/api/v1/shows/${created.body.Id}`).set(viewer)).body).toEqual(created.body);
    for (let i = 1; i <= 13; i++) await createShow(`Matinee ${String(i).padStart(2, '0')}`);
    const first = await a.http.get('/api/v1/shows/_search?q=matinee').set(viewer);
    expect(first.status).toBe(200);
    expect(first.headers['x-list-count']).toBe('13');
    expect(first.body).toHaveLength(12);
    expect(first.body[0].Name).toBe('Matinee 01');
    const second = await a.http.get('/api/v1/shows/_search?q=matinee&skip=12&take=12').set(viewer);
    expect(second.body.map((s: { Name: string }) => s.Name)).toEqual(['Matinee 13']);
    // '*' is everything (the lookup searches' default).
    const all = await a.http.get('/api/v1/shows/_search?q=*&take=999').set(viewer);
    expect(all.headers['x-list-count']).toBe('14');
  });

  it('saves on the Version: 409 with the current copy when stale; 400 with ModelState for a missing name or Id; 404 for an unknown show', async () => {
    const show = await createShow('Macbeth');
    const saved = await a.http.put('/api/v1/shows').set(admin).send({ Id: show.Id, Name: 'Macbeth (Revival)', Version: show.Version });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ Id: show.Id, Name: 'Macbeth (Revival)', Version: 2 });
    const stale = await a.http.put('/api/v1/shows').set(admin).send({ Id: show.Id, Name: 'Overwritten', Version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.Current).toEqual({ Id: show.Id, Name: 'Macbeth (Revival)', Version: 2 });

    const blank = await a.http.post('/api/v1/shows').set(admin).send({ Name: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body.ModelState).toEqual({ Name: ['Name is required'] });
    const noId = await a.http.put('/api/v1/shows').set(admin).send({ Name: 'X', Version: 1 });
    expect(noId.status).toBe(400);
    expect(noId.body.ModelState).toEqual({ Id: ['Id is required'] });
    expect((await a.http.put('/api/v1/shows').set(admin).send({ Id: 999999, Name: 'Ghost', Version: 1 })).status).toBe(404);
    expect((await a.http.get('/api/v1/shows/999999').set(admin)).status).toBe(404);
    expect((await a.http.get('/api/v1/shows/params/999999').set(admin)).status).toBe(404);
    expect((await a.http.delete('/api/v1/shows/999999').set(admin)).status).toBe(404);
    expect((await a.http.get('/api/v1/shows/_search?take=0').set(admin)).status).toBe(400);
  });

  it('needs Shows ReadOnly to read and FullAccess to write; 401 without a token', async () => {
    const show = await createShow('Claims');
    expect((await a.http.get('/api/v1/shows/_search')).status).toBe(401);
    expect((await a.http.get('/api/v1/shows/_search').set(nobody)).status).toBe(403);
    expect((await a.http.get(`/api/v1/shows/${show.Id}`).set(nobody)).status).toBe(403);
    expect((await a.http.get(`/api/v1/shows/${show.Id}`).set(viewer)).status).toBe(200);
    expect((await a.http.post('/api/v1/shows').set(viewer).send({ Name: 'Nope' })).status).toBe(403);
    expect((await a.http.put('/api/v1/shows').set(viewer).send({ Id: show.Id, Name: 'Nope', Version: 1 })).status).toBe(403);
    expect((await a.http.delete(`/api/v1/shows/${show.Id}`).set(viewer)).status).toBe(403);
    expect(
      (
        await a.http
          .post('/api/v1/shows/showsForTheatres')
          .set(nobody)
          .send({ TheatreIds: [lakeside.Id] })
      ).status,
    ).toBe(403);
    // The demo manager holds Shows FullAccess.
    expect((await a.http.post('/api/v1/shows').set(manager).send({ Name: 'By the manager' })).status).toBe(201);
  });

  it('answers the show’s params, the shows of a theatre, and the shows with events in theatres or sales locations (in venue days)', async () => {
    const opera = await createShow('Opera Night');
    const jazz = await createShow('Jazz Hour');
    await createShow('Never Scheduled');
    // New York: 2026-10-26 starts at 04:00Z; 2026-10-27 at 04:00Z.
    await createEvent(opera.Id, lakeside.Id, '2026-10-26T22:00:00.000Z');
    await createEvent(opera.Id, harbor.Id, '2026-10-28T22:00:00.000Z');
    await createEvent(jazz.Id, lakeside.Id, '2026-10-27T03:30:00.000Z'); // 23:30 on the 26th at the venue

    const params = await a.http.get(`/api/v1/shows/params/${opera.Id}`).set(viewer);
    expect(params.status).toBe(200);
    expect(params.body).toEqual({
      Id: opera.Id,
      Name: 'Opera Night',
      Version: 1,
      EventCount: 2,
      FirstStart: '2026-10-26T22:00:00.000Z',
      LastStart: '2026-10-28T22:00:00.000Z',
      TheatreIds: [lakeside.Id, harbor.Id].sort((x, y) => x - y),
    });
    const none = (await a.http.get(`/api/v1/shows/params/${(await createShow('Idle'))!.Id}`).set(viewer)).body;
    expect(none).toMatchObject({ EventCount: 0, FirstStart: null, LastStart: null, TheatreIds: [] });

    const names = (res: { body: { Name: string }[] }) => res.body.map((s) => s.Name);
    const ofLakeside = await a.http.get(`/api/v1/shows/theatre/${lakeside.Id}/dropDown`).set(viewer);
    expect(ofLakeside.status).toBe(200);
    expect(names(ofLakeside)).toEqual(['Jazz Hour', 'Opera Night']);
    expect((await a.http.get('/api/v1/shows/theatre/999999/dropDown').set(viewer)).status).toBe(404);

    const forTheatres = (body: object) => a.http.post('/api/v1/shows/showsForTheatres').set(viewer).send(body);
    expect(names(await forTheatres({ TheatreIds: [harbor.Id] }))).toEqual(['Opera Night']);
    // The venue's 26 October: Opera at 18:00 and Jazz at 23:30 local (03:30Z on the 27th).
    expect(names(await forTheatres({ TheatreIds: [lakeside.Id], FromDate: '2026-10-26', ToDate: '2026-10-26' }))).toEqual(['Jazz Hour', 'Opera Night']);
    expect(names(await forTheatres({ TheatreIds: [lakeside.Id], FromDate: '2026-10-27' }))).toEqual([]);
    expect(names(await forTheatres({ TheatreIds: [lakeside.Id, harbor.Id], FromDate: '2026-10-27', ToDate: '2026-10-31' }))).toEqual(['Opera Night']);
    const reversed = await forTheatres({ TheatreIds: [lakeside.Id], FromDate: '2026-10-27', ToDate: '2026-10-26' });
    expect(reversed.status).toBe(400);
    expect(reversed.body.ModelState).toEqual({ ToDate: ['The to date must not be before the from date'] });
    expect((await forTheatres({ TheatreIds: [] })).body.ModelState).toEqual({ TheatreIds: ['Choose a theatre'] });

    const forStands = await a.http
      .post('/api/v1/shows/showsForSalesLocations')
      .set(viewer)
      .send({ SalesLocationIds: [harbor.SalesLocationId] });
    expect(forStands.status).toBe(200);
    expect(names(forStands)).toEqual(['Opera Night']);
    // A venue manager sees the shows of their venues' theatres only (Harbor Point 12 is theirs, Lakeside is not).
    const managerView = await a.http
      .post('/api/v1/shows/showsForTheatres')
      .set(manager)
      .send({ TheatreIds: [lakeside.Id, harbor.Id] });
    expect(names(managerView)).toEqual(['Opera Night']);
    expect((await a.http.get(`/api/v1/shows/theatre/${lakeside.Id}/dropDown`).set(manager)).status).toBe(403);
  });

  it('deletes a show with its show events, and refuses (deleting nothing) when one is locked or sales refer to one', async () => {
    const gone = await createShow('Closing Soon');
    const e1 = await createEvent(gone.Id, lakeside.Id, '2026-11-02T23:00:00.000Z');
    const deleted = await a.http.delete(`/api/v1/shows/${gone.Id}`).set(admin);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ Message: 'Show Deleted' });
    expect((await a.http.get(`/api/v1/shows/${gone.Id}`).set(admin)).status).toBe(404);
    expect((await a.http.get(`/api/v1/shows/showEvents/${e1.Id}`).set(admin)).status).toBe(404);

    const locked = await createShow('Logged');
    const le = await createEvent(locked.Id, lakeside.Id, '2026-11-03T23:00:00.000Z');
    await createEvent(locked.Id, lakeside.Id, '2026-11-04T23:00:00.000Z');
    await submitLog(a, le.Id);
    const refused = await a.http.delete(`/api/v1/shows/${locked.Id}`).set(admin);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ Message: 'This show has show events whose Event Log was submitted: it cannot be deleted.' });
    expect((await a.http.get(`/api/v1/shows/params/${locked.Id}`).set(admin)).body.EventCount).toBe(2);

    const sold = await createShow('Sold Out');
    const se = await createEvent(sold.Id, lakeside.Id, '2026-11-05T23:00:00.000Z');
    await sellIn(a, lakeside.SalesLocationId, se);
    const withSales = await a.http.delete(`/api/v1/shows/${sold.Id}`).set(admin);
    expect(withSales.status).toBe(400);
    expect(withSales.body).toEqual({ Message: 'This show cannot be deleted because its show events have sales.' });
    expect((await a.http.get(`/api/v1/shows/showEvents/${se.Id}`).set(admin)).status).toBe(200);
  });

  it('keeps a theatre with show events from being deleted (its events name it)', async () => {
    const venue = await a.t.db.selectFrom('app.theatres').select('VenueId').where('Id', '=', lakeside.Id).executeTakeFirstOrThrow();
    const bare = await a.t.db.insertInto('app.theatres').values({ VenueId: venue.VenueId, Name: 'Studio Stage' }).returning('Id').executeTakeFirstOrThrow();
    const show = await createShow('Studio Night');
    await createEvent(show.Id, bare.Id, '2026-11-06T23:00:00.000Z');
    const refused = await a.http.delete(`/api/v1/theatres/${bare.Id}`).set(admin);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ Message: 'This theatre has show events and cannot be deleted; archive it instead.' });
    expect((await a.http.delete(`/api/v1/shows/${show.Id}`).set(admin)).status).toBe(200);
    expect((await a.http.delete(`/api/v1/theatres/${bare.Id}`).set(admin)).status).toBe(200);
  });
});
