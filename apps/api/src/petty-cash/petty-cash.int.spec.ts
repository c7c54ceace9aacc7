import { randomUUID } from 'node:crypto';
import { PettyCashEventTypes, pettyCashStream } from '@intermission/contracts';
import { type EventStore } from '@intermission/eventstore';
import { PETTY_CASH_PROJECTION } from '@intermission/projections';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { LedgerWriter } from '../ledger/ledger-writer.service';
import { EVENT_STORE } from '../ledger/ledger.tokens';

/**
 * Petty cash withdrawals (document 1 §3, §4, §7.2, §8, §9; issue 13 point 7) over the API: the
 * ledger's events, the petty_cash projection's rows, the claims, the refusals.
 */
describe('petty cash withdrawals', () => {
  let a: TestApp;
  const as: Record<'admin' | 'viewer' | 'manager' | 'nobody', { Authorization: string }> = {} as never;
  // Venue A (Lakeside Playhouse) moved to Los Angeles, its first theatre, and a theatre of another venue.
  let client: number;
  let venue: number;
  let theatre: number;
  let otherTheatre: number;
  let reasons: Record<string, number>;
  let waste: number;
  let adminUserId: number;
  const ev: Record<string, number> = {};

  beforeAll(async () => {
    a = await createTestApp({ runProjections: true });
    for (const who of ['admin', 'viewer', 'manager', 'nobody'] as const) as[who] = { Authorization: `Bearer ${(await a.signIn(who)).token}` };
    const db = a.t.db;
    const v = await db.selectFrom('app.venues').select(['Id', 'ClientId']).where('Name', '=', 'Lakeside Playhouse').executeTakeFirstOrThrow();
    [client, venue] = [v.ClientId, v.Id];
    // A venue west of the server's zone, so its days are not UTC's nor New York's.
    await db.updateTable('app.venues').set({ TimeZone: 'America/Los_Angeles' }).where('Id', '=', venue).execute();
    theatre = (await db.selectFrom('app.theatres').select('Id').where('VenueId', '=', venue).orderBy('Id').executeTakeFirstOrThrow()).Id;
    otherTheatre = (await db.selectFrom('app.theatres').select('Id').where('VenueId', '!=', venue).orderBy('Id').executeTakeFirstOrThrow()).Id;
    reasons = Object.fromEntries(
      (await db.selectFrom('app.managed_items').select(['Id', 'Name']).where('List', '=', 'pettyCashReasons').execute()).map((r) => [r.Name, r.Id]),
    );
    waste = (await db.selectFrom('app.managed_items').select('Id').where('List', '=', 'wastes').executeTakeFirstOrThrow()).Id;
    adminUserId = (await db.selectFrom('app.auth_users').select('UserId').where('Username', '=', 'admin').executeTakeFirstOrThrow()).UserId;
    // Show events straight into app.show_events (the shows API is another branch's).
    const show = await db.insertInto('app.shows').values({ Name: 'Hamlet', CreatedBy: null }).returning('Id').executeTakeFirstOrThrow();
    const event = async (name: string, theatreId: number, start: string) => {
      const end = new Date(Date.parse(start) + 3 * 3600_000).toISOString();
      ev[name] = (
        await db
          .insertInto('app.show_events')
          .values({ ShowId: show.Id, TheatreId: theatreId, Start: start, End: end })
          .returning('Id')
          .executeTakeFirstOrThrow()
      ).Id;
    };
    // 23:30 on 28 February in Los Angeles (UTC−8), already 1 March in UTC and in New York.
    await event('lateFeb28', theatre, '2026-03-01T07:30:00.000Z');
    // 00:30 on 1 March in Los Angeles.
    await event('earlyMar1', theatre, '2026-03-01T08:30:00.000Z');
    await event('nov20', theatre, '2026-11-21T02:00:00.000Z');
    await event('elsewhere', otherTheatre, '2026-11-21T02:00:00.000Z');
  });
  afterAll(() => a.close());

  const save = (method: 'post' | 'put', body: object, who = as.admin) => a.http[method]('/api/v1/pettyCashWithdrawals').set(who).send(body);
  const searchPath = (c = client, v = venue, t = theatre) => `/api/v1/clients/${c}/venues/${v}/theatres/${t}/pettyCashWithdrawals/_search`;
  const search = (body: object, who = as.admin) => a.http.post(searchPath()).set(who).send(body);
  const withdraw = async (showEvent: number, Amount: string, reason = 'Supplies') => {
    const res = await save('post', { ShowEventId: showEvent, ReasonId: reasons[reason], Amount });
    expect(res.status).toBe(201);
    return res.body.PettyCashWithdrawal as { Id: number; Version: number };
  };

  it('withdraws with the theatre and time of the show event chosen, edits on its Version, and deletes: each change an event on its stream', async () => {
    const created = await save('post', { TheatreId: theatre, ShowEventId: ev.nov20, ReasonId: reasons.Supplies, Amount: '12.50' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      Message: 'Withdrawal Added Successfully',
      PettyCashWithdrawal: expect.objectContaining({
        TheatreId: theatre,
        VenueId: venue,
        ClientId: client,
        ReasonId: reasons.Supplies,
        PettyCashReason: { Id: reasons.Supplies, Name: 'Supplies' },
        ShowEventId: ev.nov20,
        ShowName: 'Hamlet',
        TransactionDateUtc: '2026-11-21T02:00:00.000Z',
        Amount: 12.5,
        ExportId: null,
        CreatedBy: adminUserId,
        CreatedByName: 'Avery Admin',
        TimeZone: 'America/Los_Angeles',
        Version: 1,
      }),
    });
    const id = created.body.PettyCashWithdrawal.Id as number;
    expect((await a.http.get(`/api/v1/pettyCashWithdrawals/${id}`).set(as.viewer)).body).toEqual(created.body.PettyCashWithdrawal);

    // Another date's show event of the same theatre: the time follows it.
    const edited = await save('put', { Id: id, ShowEventId: ev.earlyMar1, ReasonId: reasons.Repairs, Amount: 40.05, Version: 1 });
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual({
      Message: 'Petty Cash Withdrawal Saved Successfully',
      PettyCashWithdrawal: expect.objectContaining({
        Id: id,
        TransactionDateUtc: '2026-03-01T08:30:00.000Z',
        PettyCashReason: { Id: reasons.Repairs, Name: 'Repairs' },
        Amount: 40.05,
        Version: 2,
      }),
    });
    // POST with an Id saves too (§7.2 "PUT or POST"); a stale Version is 409 with the server's copy.
    const posted = await save('post', { Id: id, ShowEventId: ev.earlyMar1, ReasonId: reasons.Repairs, Amount: '41', Version: 2 });
    expect(posted.status).toBe(200);
    expect(posted.body.PettyCashWithdrawal).toMatchObject({ Amount: 41, Version: 3 });
    const stale = await save('put', { Id: id, ShowEventId: ev.nov20, ReasonId: reasons.Supplies, Amount: '1', Version: 2 });
    expect(stale.status).toBe(409);
    expect(stale.body.Current).toMatchObject({ Id: id, Amount: 41, Version: 3 });

    const deleted = await a.http.delete(`/api/v1/pettyCashWithdrawals/${id}`).set(as.admin);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ Message: 'Petty Cash Withdrawal Deleted' });
    expect((await a.http.get(`/api/v1/pettyCashWithdrawals/${id}`).set(as.admin)).status).toBe(404);
    expect((await a.http.delete(`/api/v1/pettyCashWithdrawals/${id}`).set(as.admin)).status).toBe(404);
    expect((await save('put', { Id: id, ShowEventId: ev.nov20, ReasonId: reasons.Supplies, Amount: '1', Version: 4 })).status).toBe(404);

    const events = await a.app.get<EventStore>(EVENT_STORE).readStream(pettyCashStream(id));
    expect(events.map((e) => e.type)).toEqual(['PettyCashWithdrawn', 'PettyCashWithdrawalEdited', 'PettyCashWithdrawalEdited', 'PettyCashWithdrawalDeleted']);
    expect(events[3]!.data).toMatchObject({ WithdrawalId: id, TheatreId: theatre, Amount: '41', UserId: adminUserId });
  });

  it("lists a theatre's withdrawals by the venue's days, newest first, 12 a page with X-List-Count, searched by reason or show", async () => {
    const t = (await a.t.db.insertInto('app.theatres').values({ VenueId: venue, Name: 'List Theatre' }).returning('Id').executeTakeFirstOrThrow()).Id;
    const show = await a.t.db.insertInto('app.shows').values({ Name: 'Macbeth', CreatedBy: null }).returning('Id').executeTakeFirstOrThrow();
    const at = async (start: string) =>
      (
        await a.t.db
          .insertInto('app.show_events')
          .values({ ShowId: show.Id, TheatreId: t, Start: start, End: new Date(Date.parse(start) + 3600_000).toISOString() })
          .returning('Id')
          .executeTakeFirstOrThrow()
      ).Id;
    const feb28 = await withdraw(await at('2026-03-01T07:30:00.000Z'), '10.00'); // 28 Feb, 23:30 in Los Angeles
    const mar1 = await withdraw(await at('2026-03-01T08:30:00.000Z'), '20.00', 'Repairs'); // 1 Mar, 00:30 in Los Angeles
    const mar31 = await withdraw(await at('2026-04-01T06:59:00.000Z'), '30.00'); // 31 Mar, 23:59 (PDT, UTC−7)
    const apr1 = await withdraw(await at('2026-04-01T07:00:00.000Z'), '40.00'); // 1 Apr, 00:00 (PDT)
    const list = (body: object) =>
      a.http
        .post(searchPath(client, venue, t))
        .set(as.viewer)
        .send(body);
    const ids = (res: { body: { Id: number }[] }) => res.body.map((r) => r.Id);

    const march = await list({ FromDate: '2026-03-01', ToDate: '2026-03-31', Skip: 0, Take: 12 });
    expect(march.status).toBe(200);
    expect(ids(march)).toEqual([mar31.Id, mar1.Id]);
    expect(march.headers['x-list-count']).toBe('2');
    expect(ids(await list({ ToDate: '2026-02-28' }))).toEqual([feb28.Id]);
    expect(ids(await list({ FromDate: '2026-04-01' }))).toEqual([apr1.Id]);
    const all = await list({ Skip: 1, Take: 2 });
    expect(ids(all)).toEqual([mar31.Id, mar1.Id]);
    expect(all.headers['x-list-count']).toBe('4');
    expect(ids(await list({ Query: 'repa' }))).toEqual([mar1.Id]);
    expect(ids(await list({ Query: 'macb', FromDate: '2026-03-01', ToDate: '2026-03-01' }))).toEqual([mar1.Id]);
    expect(ids(await list({ Query: 'nothing like it' }))).toEqual([]);
    // Only this theatre's: the other theatre of the venue lists none of them.
    expect(ids(await search({ FromDate: '2026-03-01', ToDate: '2026-03-31' }))).not.toContain(mar1.Id);
  });

  it('two edits on the same Version: one is saved, the other answers 409 with the winner', async () => {
    const w = await withdraw(ev.nov20, '8.00');
    const edit = (Amount: string) => save('put', { Id: w.Id, ShowEventId: ev.nov20, ReasonId: reasons.Supplies, Amount, Version: 1 });
    const answers = await Promise.all([edit('8.10'), edit('8.20')]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const won = answers.find((r) => r.status === 200)!.body.PettyCashWithdrawal;
    expect(answers.find((r) => r.status === 409)!.body.Current).toEqual(won);
    expect(won.Version).toBe(2);
    expect(await a.app.get<EventStore>(EVENT_STORE).readStream(pettyCashStream(w.Id))).toHaveLength(2);
  });

  it('refuses to delete a withdrawal that went out on an export, in the words of §8', async () => {
    const w = await withdraw(ev.nov20, '5.00');
    // The exports (a later issue) append this event; here it is appended by hand.
    await a.app
      .get(LedgerWriter)
      .append(
        pettyCashStream(w.Id),
        [{ id: randomUUID(), type: PettyCashEventTypes.PettyCashWithdrawalExported, data: { WithdrawalId: w.Id, ExportId: 77, At: new Date().toISOString() } }],
        { readBy: [PETTY_CASH_PROJECTION] },
      );
    expect((await a.http.get(`/api/v1/pettyCashWithdrawals/${w.Id}`).set(as.admin)).body).toMatchObject({ ExportId: 77, Version: 2 });
    const refused = await a.http.delete(`/api/v1/pettyCashWithdrawals/${w.Id}`).set(as.admin);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ Message: 'Petty Cash Withdrawal cannot be deleted because it was already included on an export' });
    expect((await a.http.get(`/api/v1/pettyCashWithdrawals/${w.Id}`).set(as.admin)).status).toBe(200);
  });

  it('401 without a token; 403 without the claims: Theatres or Venues ReadOnly reads, Theatres FullAccess writes', async () => {
    const w = await withdraw(ev.nov20, '7.00');
    const body = { ShowEventId: ev.nov20, ReasonId: reasons.Supplies, Amount: '1.00' };
    for (const res of [
      await a.http.post(searchPath()).send({}),
      await a.http.post('/api/v1/pettyCashWithdrawals').send(body),
      await a.http.put('/api/v1/pettyCashWithdrawals').send({ ...body, Id: w.Id, Version: 1 }),
      await a.http.get(`/api/v1/pettyCashWithdrawals/${w.Id}`),
      await a.http.delete(`/api/v1/pettyCashWithdrawals/${w.Id}`),
    ])
      expect(res.status).toBe(401);
    // ReadOnly on Theatres (the viewer, the demo manager) reads but does not write; the demo manager
    // (Northwind's venues) does not read Lakeside's either (issue 38: one venue rule on every path).
    for (const [who, reads] of [
      [as.viewer, 200],
      [as.manager, 403],
    ] as const) {
      expect((await search({}, who)).status).toBe(reads);
      expect((await a.http.get(`/api/v1/pettyCashWithdrawals/${w.Id}`).set(who)).status).toBe(reads);
      expect((await save('post', body, who)).status).toBe(403);
      expect((await save('put', { ...body, Id: w.Id, Version: 1 }, who)).status).toBe(403);
      expect((await a.http.delete(`/api/v1/pettyCashWithdrawals/${w.Id}`).set(who)).status).toBe(403);
    }
    expect((await search({}, as.nobody)).status).toBe(403);
    expect((await a.http.get(`/api/v1/pettyCashWithdrawals/${w.Id}`).set(as.nobody)).status).toBe(403);
    expect((await a.http.get(`/api/v1/pettyCashWithdrawals/${w.Id}`).set(as.admin)).body).toMatchObject({ Amount: 7, Version: 1 });
  });

  it.each([
    { title: 'no amount', body: { Amount: undefined }, field: 'Amount' },
    { title: 'an amount of 0', body: { Amount: '0.00' }, field: 'Amount', message: 'Amount must be more than 0' },
    { title: 'a negative amount', body: { Amount: '-5' }, field: 'Amount' },
    { title: 'three decimals', body: { Amount: '1.005' }, field: 'Amount' },
    { title: 'an amount past 9,999,999.99', body: { Amount: '10000000.00' }, field: 'Amount' },
    { title: 'an amount that is not a number', body: { Amount: '1e3' }, field: 'Amount' },
    { title: 'no show event', body: { ShowEventId: undefined }, field: 'ShowEventId', message: 'Show Event is required' },
    { title: 'a show event id past 32 bits', body: { ShowEventId: 2 ** 31 }, field: 'ShowEventId' },
    { title: 'no such show event', body: { ShowEventId: 2 ** 31 - 1 }, field: 'ShowEventId', message: 'Not a show event' },
    { title: 'no reason', body: { ReasonId: undefined }, field: 'ReasonId', message: 'Reason is required' },
    { title: 'an item of another managed list', body: { ReasonId: -1 }, field: 'ReasonId', message: 'Not a petty cash reason' },
    { title: "another theatre's show event", body: { ShowEventId: -2 }, field: 'ShowEventId', message: 'The show event is not of this theatre' },
    { title: 'an edit without its Version', body: { Id: -3, Version: 0 }, field: 'Version' },
    { title: 'a reason sent as text', body: { ReasonId: 'Supplies\u0000' }, field: 'ReasonId' },
  ])('400 with ModelState for $title', async ({ body, field, message }) => {
    const w = body.Id === -3 ? await withdraw(ev.nov20, '3.00') : undefined;
    const sent = {
      TheatreId: theatre,
      ShowEventId: ev.nov20,
      ReasonId: reasons['Change Fund'],
      Amount: '2.00',
      ...body,
      ...(body.ReasonId === -1 ? { ReasonId: waste } : {}),
      ...(body.ShowEventId === -2 ? { ShowEventId: ev.elsewhere } : {}),
      ...(w ? { Id: w.Id } : {}),
    };
    const res = await save(w ? 'put' : 'post', sent);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.ModelState)).toEqual([field]);
    if (message) expect(res.body.ModelState[field]).toEqual([message]);
  });

  it('400 for a search with bad days or another theatre in its body; 404 for a path whose levels do not belong together', async () => {
    expect((await search({ FromDate: '2026-02-30' })).body.ModelState).toHaveProperty('FromDate');
    expect((await search({ FromDate: '2026-03-02', ToDate: '2026-03-01' })).body.ModelState).toHaveProperty('ToDate');
    expect((await search({ TheatreId: otherTheatre })).body.ModelState).toHaveProperty('TheatreId');
    expect((await search({ Take: 0 })).status).toBe(400);
    const wrongTheatre = await a.http
      .post(searchPath(client, venue, otherTheatre))
      .set(as.admin)
      .send({});
    expect(wrongTheatre.status).toBe(404);
    expect(
      (
        await a.http
          .post(searchPath(client + 1000, venue, theatre))
          .set(as.admin)
          .send({})
      ).status,
    ).toBe(404);
    expect((await a.http.get('/api/v1/pettyCashWithdrawals/2147483647').set(as.admin)).status).toBe(404);
    expect((await a.http.get('/api/v1/pettyCashWithdrawals/2147483648').set(as.admin)).status).toBe(400);
    expect((await a.http.delete('/api/v1/pettyCashWithdrawals/2147483647').set(as.admin)).status).toBe(404);
  });
  it('a reason that a live withdrawal names stays on the managed list; once its withdrawals are deleted it can go', async () => {
    const list = async () => (await a.http.get('/api/v1/managedItems/pettyCashReasons').set(as.admin)).body as { Id: number; Name: string }[];
    const put = (rows: object[]) => a.http.put('/api/v1/managedItems/pettyCashReasons').set(as.admin).send(rows);
    await put([...(await list()), { Id: 0, Name: 'Postage' }]).expect(200);
    reasons.Postage = (await list()).find((r) => r.Name === 'Postage')!.Id;
    const w = await withdraw(ev.nov20, '4.40', 'Postage');

    const refused = await put((await list()).filter((r) => r.Name !== 'Postage'));
    expect(refused.status).toBe(400);
    expect(refused.body.Message).toBe(
      'Petty Cash Reasons Update Failed. Make sure any removed petty cash reasons are not being used. Still in use on the ledger: Postage (petty cash withdrawals).',
    );
    expect((await list()).map((r) => r.Name)).toContain('Postage');

    await a.http.delete(`/api/v1/pettyCashWithdrawals/${w.Id}`).set(as.admin).expect(200);
    await put((await list()).filter((r) => r.Name !== 'Postage')).expect(200);
    expect((await list()).map((r) => r.Name)).not.toContain('Postage');
  });
});
