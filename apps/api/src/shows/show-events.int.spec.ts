import { addDay, localDay, todayIn } from '@intermission/contracts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { bearer, demoTheatre, sellIn, submitLog } from '../../../../tests/support/shows-fixtures';

const LOCKED = 'This Event is locked for editing since the Event Log for this event has already been submitted.';
const MIN = 60_000;
const NY = 'America/New_York';

describe('show events (shows/showEvents, copy week) and event logs (shows/logs)', () => {
  let a: TestApp;
  let admin: { Authorization: string };
  let viewer: { Authorization: string };
  let manager: { Authorization: string };
  let nobody: { Authorization: string };
  let lakeside: Awaited<ReturnType<typeof demoTheatre>>;
  let harbor: Awaited<ReturnType<typeof demoTheatre>>;
  let show: { Id: number; Name: string };
  let other: { Id: number; Name: string };

  beforeAll(async () => {
    a = await createTestApp();
    admin = bearer((await a.signIn('admin')).token);
    viewer = bearer((await a.signIn('viewer')).token);
    manager = bearer((await a.signIn('manager')).token);
    nobody = bearer((await a.signIn('nobody')).token);
    lakeside = await demoTheatre(a, 'Lakeside Playhouse');
    harbor = await demoTheatre(a, 'Harbor Point 12');
    show = (await a.http.post('/api/v1/shows').set(admin).send({ Name: 'The Tempest' })).body;
    other = (await a.http.post('/api/v1/shows').set(admin).send({ Name: 'Twelfth Night' })).body;
  });
  afterAll(() => a.close());

  const body = (start: string, minutes = 150, extra: object = {}) => ({
    ShowId: show.Id,
    TheatreId: lakeside.Id,
    Start: start,
    End: new Date(Date.parse(start) + minutes * MIN).toISOString(),
    ...extra,
  });
  const create = async (b: object, who = admin) => {
    const res = await a.http.post('/api/v1/shows/showEvents').set(who).send(b);
    expect(res.status).toBe(201);
    return res.body;
  };
  const week = (theatreId: number, start: string, end: string, who = viewer) =>
    a.http.get(`/api/v1/shows/showEvents?TheatreId=${theatreId}&Start=${encodeURIComponent(start)}&End=${encodeURIComponent(end)}`).set(who);

  it('creates an event with its parts and finds it by theatre and an overlapping window, with its show, ManagerLog and the venue’s TimeZone', async () => {
    const created = await create(
      body('2026-09-07T22:00:00Z', 180, { PreShowStart: 0, PreShowEnd: 30, IntermissionStart: 90, IntermissionEnd: 110, PostShowStart: 170, PostShowEnd: 180 }),
    );
    expect(created).toEqual({
      Id: expect.any(Number),
      ShowId: show.Id,
      Show: 'The Tempest',
      TheatreId: lakeside.Id,
      Start: '2026-09-07T22:00:00.000Z',
      End: '2026-09-08T01:00:00.000Z',
      PreShowStart: 0,
      PreShowEnd: 30,
      IntermissionStart: 90,
      IntermissionEnd: 110,
      PostShowStart: 170,
      PostShowEnd: 180,
      ManagerLog: false,
      TimeZone: NY,
      Version: 1,
    });
    // Overlapping: a window ending an instant after it starts, or starting an instant before it ends.
    expect((await week(lakeside.Id, '2026-09-07T00:00:00Z', '2026-09-07T22:00:01Z')).body.map((e: { Id: number }) => e.Id)).toEqual([created.Id]);
    expect((await week(lakeside.Id, '2026-09-08T00:59:59Z', '2026-09-09T00:00:00Z')).body).toHaveLength(1);
    expect((await week(lakeside.Id, '2026-09-08T01:00:00Z', '2026-09-09T00:00:00Z')).body).toEqual([]);
    expect((await week(harbor.Id, '2026-09-07T00:00:00Z', '2026-09-14T00:00:00Z')).body).toEqual([]);
    expect((await a.http.get(`/api/v1/shows/showEvents/${created.Id}`).set(viewer)).body).toEqual(created);
    expect((await a.http.get('/api/v1/shows/showEvents/999999').set(viewer)).status).toBe(404);
    expect((await week(999999, '2026-09-07T00:00:00Z', '2026-09-08T00:00:00Z')).status).toBe(404);
    const backwards = await week(lakeside.Id, '2026-09-08T00:00:00Z', '2026-09-07T00:00:00Z');
    expect(backwards.status).toBe(400);
    expect(backwards.body.ModelState).toEqual({ End: ['End must be after Start'] });
  });

  it('refuses times out of order with ‘Invalid time ranges!!’, and an unknown show or theatre as ModelState', async () => {
    const cases = [
      { title: 'an end before the start', b: body('2026-09-08T22:00:00Z', -10) },
      { title: 'intermission before pre-show end', b: body('2026-09-08T22:00:00Z', 150, { PreShowStart: 0, PreShowEnd: 40, IntermissionStart: 30 }) },
      { title: 'a post-show past the end', b: body('2026-09-08T22:00:00Z', 150, { PostShowStart: 140, PostShowEnd: 151 }) },
    ];
    for (const c of cases) {
      const res = await a.http.post('/api/v1/shows/showEvents').set(admin).send(c.b);
      expect({ title: c.title, status: res.status, ModelState: res.body.ModelState }).toEqual({
        title: c.title,
        status: 400,
        ModelState: { End: ['Invalid time ranges!!'] },
      });
    }
    const noShow = await a.http
      .post('/api/v1/shows/showEvents')
      .set(admin)
      .send(body('2026-09-08T22:00:00Z', 150, { ShowId: 999999 }));
    expect(noShow.status).toBe(400);
    expect(noShow.body.ModelState).toEqual({ ShowId: ['There is no such show'] });
    const noTheatre = await a.http
      .post('/api/v1/shows/showEvents')
      .set(admin)
      .send(body('2026-09-08T22:00:00Z', 150, { TheatreId: 999999 }));
    expect(noTheatre.status).toBe(400);
    expect(noTheatre.body.ModelState).toEqual({ TheatreId: ['There is no such theatre'] });
  });

  it('needs Shows ReadOnly to read and FullAccess to write, and keeps a venue manager to their venues’ theatres', async () => {
    const e = await create(body('2026-09-09T22:00:00Z'));
    expect((await a.http.get(`/api/v1/shows/showEvents/${e.Id}`)).status).toBe(401);
    expect((await a.http.get(`/api/v1/shows/showEvents/${e.Id}`).set(nobody)).status).toBe(403);
    expect((await a.http.post('/api/v1/shows/showEvents').set(viewer).send(body('2026-09-09T22:00:00Z'))).status).toBe(403);
    expect(
      (
        await a.http
          .put('/api/v1/shows/showEvents')
          .set(viewer)
          .send({ ...body(e.Start), Id: e.Id, Version: 1 })
      ).status,
    ).toBe(403);
    expect((await a.http.delete(`/api/v1/shows/showEvents/${e.Id}`).set(viewer)).status).toBe(403);
    // The demo manager manages Harbor Point 12, not Lakeside Playhouse.
    expect((await a.http.get(`/api/v1/shows/showEvents/${e.Id}`).set(manager)).status).toBe(403);
    expect((await week(lakeside.Id, '2026-09-07T00:00:00Z', '2026-09-14T00:00:00Z', manager)).status).toBe(403);
    expect((await a.http.post('/api/v1/shows/showEvents').set(manager).send(body('2026-09-09T22:00:00Z'))).status).toBe(403);
    expect((await a.http.delete(`/api/v1/shows/showEvents/${e.Id}`).set(manager)).status).toBe(403);
    // Nor move one of theirs into it.
    const own = await create(body('2026-09-09T22:00:00Z', 150, { TheatreId: harbor.Id }), manager);
    const moved = await a.http
      .put('/api/v1/shows/showEvents')
      .set(manager)
      .send({ ...body(own.Start), Id: own.Id, Version: own.Version });
    expect(moved.status).toBe(403);
    expect(moved.body.Message).toBe('You cannot schedule shows in this theatre');
  });

  it('moves and resizes on the Version (409 when stale); a locked event refuses moves, edits and deletion with the §5 message', async () => {
    const e = await create(body('2026-09-10T22:00:00Z'));
    const moved = await a.http
      .put('/api/v1/shows/showEvents')
      .set(admin)
      .send({ ...body('2026-09-10T22:30:00Z', 180), Id: e.Id, Version: e.Version });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ Start: '2026-09-10T22:30:00.000Z', End: '2026-09-11T01:30:00.000Z', Version: 2 });
    const stale = await a.http
      .put('/api/v1/shows/showEvents')
      .set(admin)
      .send({ ...body('2026-09-10T23:00:00Z'), Id: e.Id, Version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.Current).toMatchObject({ Id: e.Id, Start: '2026-09-10T22:30:00.000Z', Version: 2 });
    const noId = await a.http.put('/api/v1/shows/showEvents').set(admin).send(body('2026-09-10T23:00:00Z'));
    expect(noId.body.ModelState).toEqual({ Id: ['Id is required'] });
    expect(
      (
        await a.http
          .put('/api/v1/shows/showEvents')
          .set(admin)
          .send({ ...body('2026-09-10T23:00:00Z'), Id: 999999, Version: 1 })
      ).status,
    ).toBe(404);

    await submitLog(a, e.Id);
    expect((await a.http.get(`/api/v1/shows/showEvents/${e.Id}`).set(admin)).body.ManagerLog).toBe(true);
    const move = await a.http
      .put('/api/v1/shows/showEvents')
      .set(admin)
      .send({ ...body('2026-09-10T23:00:00Z', 180), Id: e.Id, Version: 2 });
    expect(move.status).toBe(400);
    expect(move.body).toEqual({ Message: LOCKED });
    const del = await a.http.delete(`/api/v1/shows/showEvents/${e.Id}`).set(admin);
    expect(del.status).toBe(400);
    expect(del.body).toEqual({ Message: LOCKED });
    expect((await a.http.get(`/api/v1/shows/showEvents/${e.Id}`).set(admin)).body).toMatchObject({ Start: '2026-09-10T22:30:00.000Z', Version: 2 });
  });

  it('deletes an event, and refuses when sales refer to it', async () => {
    const e = await create(body('2026-09-11T22:00:00Z'));
    const deleted = await a.http.delete(`/api/v1/shows/showEvents/${e.Id}`).set(admin);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ Message: 'Show Event Deleted' });
    expect((await a.http.delete(`/api/v1/shows/showEvents/${e.Id}`).set(admin)).status).toBe(404);

    const sold = await create(body('2026-09-12T22:00:00Z'));
    await sellIn(a, lakeside.SalesLocationId, sold);
    const refused = await a.http.delete(`/api/v1/shows/showEvents/${sold.Id}`).set(admin);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ Message: 'This show event cannot be deleted because it has sales.' });
  });

  describe('copy week', () => {
    // The week of Monday 26 October 2026 at the venue (New York): clocks fall back on Sunday 1 November.
    const From = '2026-10-26T04:00:00.000Z'; // Mon 26 Oct 00:00 EDT
    const To = '2026-11-02T05:00:00.000Z'; // Mon 2 Nov 00:00 EST
    const next = ['2026-11-02T05:00:00.000Z', '2026-11-09T05:00:00.000Z'] as const;
    const copy = (extra: object = {}, who = admin) =>
      a.http
        .post('/api/v1/shows/showEvents/copyWeek')
        .set(who)
        .send({ TheatreId: lakeside.Id, From, To, ...extra });

    it('copies the week to the next at the same local time across the DST change, keeping lengths and parts, replacing next week’s events', async () => {
      // Mon 18:00 EDT (22:00Z), Sat 21:00 EDT (01:00Z Sunday), Sun 18:00 EST (23:00Z, after the change).
      await create(body('2026-10-26T22:00:00Z', 150, { PreShowStart: 0, PreShowEnd: 20, IntermissionStart: 70, IntermissionEnd: 85 }));
      await create(body('2026-11-01T01:00:00Z', 150, { ShowId: other.Id }));
      await create(body('2026-11-01T23:00:00Z', 120));
      // Before the week (Sun 25 Oct 23:59 EDT): not copied.
      await create(body('2026-10-26T03:59:00Z', 60));
      // Already next week: replaced.
      const old = await create(body('2026-11-04T23:00:00Z', 60, { ShowId: other.Id }));

      const res = await copy();
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ Message: 'Week Copied Successfully', Copied: 3, Replaced: 1 });
      const copied = (await week(lakeside.Id, next[0], next[1])).body as {
        Show: string;
        Start: string;
        End: string;
        PreShowEnd: number | null;
        IntermissionStart: number | null;
      }[];
      // By hand: 18:00 EDT → 18:00 EST is 22:00Z → 23:00Z; 21:00 EDT Sat (01:00Z) → 21:00 EST Sat (02:00Z); 18:00 EST Sun stays 23:00Z.
      expect(copied.map((e) => [e.Show, e.Start, e.End])).toEqual([
        ['The Tempest', '2026-11-02T23:00:00.000Z', '2026-11-03T01:30:00.000Z'],
        ['Twelfth Night', '2026-11-08T02:00:00.000Z', '2026-11-08T04:30:00.000Z'],
        ['The Tempest', '2026-11-08T23:00:00.000Z', '2026-11-09T01:00:00.000Z'],
      ]);
      expect(copied[0]).toMatchObject({ PreShowEnd: 20, IntermissionStart: 70 });
      expect((await a.http.get(`/api/v1/shows/showEvents/${old.Id}`).set(admin)).status).toBe(404);
      expect(res.body.ShowEvents.map((e: { Start: string }) => e.Start)).toEqual(copied.map((e) => e.Start));
    });

    it('with Overwrite false refuses when next week has shows; refuses to replace a locked or referenced event; needs FullAccess in the theatre', async () => {
      const refusedConfirm = await copy({ Overwrite: false });
      expect(refusedConfirm.status).toBe(400);
      expect(refusedConfirm.body).toEqual({ Message: 'There are shows scheduled next week ! Are you sure you want to over-write them?' });

      const nextWeek = (await week(lakeside.Id, next[0], next[1])).body as { Id: number; Start: string; End: string }[];
      await sellIn(a, lakeside.SalesLocationId, nextWeek[0]!);
      const referenced = await copy();
      expect(referenced.status).toBe(400);
      expect(referenced.body).toEqual({ Message: 'The next week cannot be over-written because its show events have sales.' });
      await submitLog(a, nextWeek[1]!.Id);
      const locked = await copy();
      expect(locked.status).toBe(400);
      expect(locked.body).toEqual({ Message: 'The next week has a show event whose Event Log was submitted: it cannot be over-written.' });
      // Nothing changed.
      expect((await week(lakeside.Id, next[0], next[1])).body.map((e: { Id: number }) => e.Id)).toEqual(nextWeek.map((e) => e.Id));

      expect((await copy({}, viewer)).status).toBe(403);
      expect((await copy({}, manager)).status).toBe(403);
      const noTheatre = await copy({ TheatreId: 999999 });
      expect(noTheatre.body.ModelState).toEqual({ TheatreId: ['There is no such theatre'] });
      const backwards = await copy({ From: To, To: From });
      expect(backwards.body.ModelState).toEqual({ To: ['To must be after From'] });
      // More than a week (169 h is the longest, across the autumn change) would overlap the week it is copied to.
      const fortnight = await copy({ To: '2026-11-09T05:00:00.000Z' });
      expect(fortnight.body.ModelState).toEqual({ To: ['At most a week'] });
    });

    it('copies an empty week into an empty one as nothing', async () => {
      const res = await copy({ From: '2026-08-03T04:00:00Z', To: '2026-08-10T04:00:00Z', Overwrite: false });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ Copied: 0, Replaced: 0, ShowEvents: [] });
    });
  });

  describe('event logs', () => {
    const now = Date.now();
    const at = (ms: number) => new Date(Math.floor((now + ms) / MIN) * MIN).toISOString();
    const search = (b: object, who = admin) => a.http.post('/api/v1/shows/logs/_search').set(who).send(b);
    let past: { Id: number };
    let soon: { Id: number };
    let later: { Id: number };

    beforeAll(async () => {
      const theatre = { TheatreId: harbor.Id };
      past = await create(body(at(-2 * 86_400_000), 150, theatre));
      soon = await create(body(at(3 * 3_600_000 + 50 * MIN), 150, { ...theatre, ShowId: other.Id }));
      later = await create(body(at(4 * 3_600_000 + 10 * MIN), 150, theatre));
      await submitLog(a, past.Id, 'Full house, one spill at the bar');
    });

    it('lists the theatre’s events of the venue days whose Start minus 4 hours is past, newest first, with their log when submitted', async () => {
      const today = todayIn(NY);
      const res = await search({ TheatreId: harbor.Id, FromDate: addDay(today, -7), ToDate: localDay(new Date(now + 86_400_000), NY) });
      expect(res.status).toBe(200);
      // 'later' starts 4 h 10 min from now: not yet listed; 'soon' (3 h 50 min) is.
      expect(res.body.map((r: { ShowEventId: number }) => r.ShowEventId)).toEqual([soon.Id, past.Id]);
      expect(res.headers['x-list-count']).toBe('2');
      expect(res.body[1]).toMatchObject({
        Show: 'The Tempest',
        TheatreId: harbor.Id,
        Theatre: harbor.Name,
        Submitted: true,
        Comments: 'Full house, one spill at the bar',
        SubmittedBy: expect.stringMatching(/\S/),
        SubmittedAt: expect.any(String),
        TimeZone: NY,
      });
      expect(res.body[0]).toMatchObject({ Show: 'Twelfth Night', Submitted: false, Comments: null, SubmittedBy: null, SubmittedAt: null });
      expect(later.Id).toBeGreaterThan(0);
      const ofShow = await search({ TheatreId: harbor.Id, ShowId: other.Id, FromDate: addDay(today, -7), ToDate: localDay(new Date(now + 86_400_000), NY) });
      expect(ofShow.body.map((r: { ShowEventId: number }) => r.ShowEventId)).toEqual([soon.Id]);
      // Without dates: the last 7 days to today at the venue, so the past event is there.
      expect((await search({ TheatreId: harbor.Id })).body.map((r: { ShowEventId: number }) => r.ShowEventId)).toContain(past.Id);
    });

    it('takes venue days: from the start of FromDate to the start of the day after ToDate, local time', async () => {
      // 2026-10-20 at the venue is [04:00Z on the 20th, 04:00Z on the 21st).
      const before = await create(body('2026-10-20T03:59:00Z', 60, { TheatreId: harbor.Id }));
      const first = await create(body('2026-10-20T04:00:00Z', 60, { TheatreId: harbor.Id }));
      const last = await create(body('2026-10-21T03:59:00Z', 60, { TheatreId: harbor.Id }));
      const after = await create(body('2026-10-21T04:00:00Z', 60, { TheatreId: harbor.Id }));
      const res = await search({ TheatreId: harbor.Id, FromDate: '2026-10-20', ToDate: '2026-10-20' });
      const ids = res.body.map((r: { ShowEventId: number }) => r.ShowEventId);
      expect(ids).toEqual([last.Id, first.Id]);
      expect(ids).not.toContain(before.Id);
      expect(ids).not.toContain(after.Id);
      const reversed = await search({ TheatreId: harbor.Id, FromDate: '2026-10-21', ToDate: '2026-10-20' });
      expect(reversed.status).toBe(400);
      expect(reversed.body.ModelState).toEqual({ ToDate: ['The to date must not be before the from date'] });
    });

    it('answers one event with its log (or none) for /show/log?id', async () => {
      const res = await a.http.get(`/api/v1/shows/logs/${past.Id}`).set(manager);
      expect(res.status).toBe(200);
      expect(res.body.ShowEvent).toMatchObject({ Id: past.Id, ManagerLog: true, TimeZone: NY });
      expect(res.body.Theatre).toBe(harbor.Name);
      expect(res.body.Log).toMatchObject({ ShowEventId: past.Id, Comments: 'Full house, one spill at the bar', ShowTime: res.body.ShowEvent.Start });
      const open = await a.http.get(`/api/v1/shows/logs/${soon.Id}`).set(admin);
      expect(open.body.Log).toBeNull();
      expect((await a.http.get('/api/v1/shows/logs/999999').set(admin)).status).toBe(404);
    });

    it('needs VenueManager FullAccess, and keeps a venue manager to their venues', async () => {
      expect((await search({ TheatreId: harbor.Id })).status).toBe(200);
      expect((await search({ TheatreId: harbor.Id }, manager)).status).toBe(200);
      expect((await search({ TheatreId: harbor.Id }, viewer)).status).toBe(403);
      expect((await search({ TheatreId: harbor.Id }, nobody)).status).toBe(403);
      expect((await a.http.post('/api/v1/shows/logs/_search').send({ TheatreId: harbor.Id })).status).toBe(401);
      expect((await a.http.get(`/api/v1/shows/logs/${past.Id}`).set(viewer)).status).toBe(403);
      const lakesideEvent = await create(body(at(-86_400_000)));
      expect((await search({ TheatreId: lakeside.Id }, manager)).status).toBe(403);
      expect((await a.http.get(`/api/v1/shows/logs/${lakesideEvent.Id}`).set(manager)).status).toBe(403);
      expect((await search({ TheatreId: 999999 })).body.ModelState).toEqual({ TheatreId: ['There is no such theatre'] });
    });
  });
});
