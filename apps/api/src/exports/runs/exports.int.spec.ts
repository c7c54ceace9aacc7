import JSZip from 'jszip';
import { AccountingRefusal } from '../export-ports';
import { ExportPoster } from './export-poster.service';
import { createTestApp, readOutbox, type TestApp } from '../../../../../tests/support/test-app';
import { bindStandIns, RecordingAccounting, salesEntity, StandInSource, transferEntity } from '../../../../../tests/support/export-stand-ins';

/**
 * Export runs and the exports calls (document 3 §3, §4, §7 "Exports", §8; docs/exports.md "Runs and
 * jobs", "Calls") over the API, jobs in-process, the two seams bound to stand-ins (an entity source
 * of hand-written entries, an accounting service recording posts): the runs, the QBO log and its
 * §4 statuses, re-export, the history's zip, the petty cash lock, the access and the refusals.
 */
describe('exports', () => {
  let a: TestApp;
  const as: Record<'admin' | 'viewer' | 'nobody', { Authorization: string }> = {} as never;
  const source = new StandInSource();
  const qbo = new RecordingAccounting();

  beforeAll(async () => {
    a = await createTestApp({ runProjections: true });
    bindStandIns(a.app, source, qbo);
    for (const who of ['admin', 'viewer', 'nobody'] as const) as[who] = { Authorization: `Bearer ${(await a.signIn(who)).token}` };
    await a.t.db
      .updateTable('app.export_settings')
      .set({ NotificationEmails: ['books@intermission.local'] })
      .where('Id', '=', 1)
      .execute();
  }, 120_000);
  afterAll(() => a?.close());

  const api = (p: string) => `/api/v1/exports/${p}`;
  const start = (body: object, who = as.admin) => a.http.post(api('export/')).set(who).send(body);
  const log = (body: object, who = as.admin) => a.http.post(api('QBOExports/')).set(who).send(body);
  const runOf = async (typeId: number, id: number) =>
    ((await a.http.get(api(`history/${typeId}`)).set(as.admin)).body as { ExportId: number; Status: string }[]).find((r) => r.ExportId === id);
  /** Waits for a run to end (jobs run in the background). */
  async function finished(typeId: number, id: number, timeoutMs = 20_000) {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const run = (await runOf(typeId, id)) as Record<string, unknown> | undefined;
      if (run && (run.Status === 'Done' || run.Status === 'Failed')) return run;
      if (Date.now() > until) throw new Error(`Export ${id} did not finish: ${JSON.stringify(run)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  async function download(filePath: string, who = as.admin) {
    const res = await a.http
      .get(filePath)
      .set(who)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
    return res;
  }
  async function zipFiles(filePath: string): Promise<Record<string, string>> {
    const res = await download(filePath);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(res.body as Buffer);
    const out: Record<string, string> = {};
    for (const name of Object.keys(zip.files)) out[name] = await zip.file(name)!.async('string');
    return out;
  }
  /** Σ of the AMOUNT column of an IIF's TRNS/SPL rows, per transaction, in cents. */
  const iifBalances = (iif: string) => {
    const sums: number[] = [];
    let cur = 0;
    // The AMOUNT column as the !TRNS header places it.
    const at = iif.split('\r\n')[0]!.split('\t').indexOf('AMOUNT');
    expect(at).toBeGreaterThan(0);
    for (const row of iif.split('\r\n')) {
      const f = row.split('\t');
      if (f[0] === 'TRNS' || f[0] === 'SPL') cur += Math.round(Number(f[at]) * 100);
      if (f[0] === 'ENDTRNS') {
        sums.push(cur);
        cur = 0;
      }
    }
    return sums;
  };
  const startAndFinish = async (ExportTypeId: number, FromDate: string, ToDate: string) => {
    const res = await start({ ExportTypeId, FromDate, ToDate });
    expect(res.status).toBe(200);
    return finished(ExportTypeId, res.body.Export.ExportId as number);
  };

  it('runs a Transfers export: Queued, then Done with its items posted once, its zip of IIF, its mail', async () => {
    source.entitiesHeld.push(transferEntity(1, '2026-10-01', '120.00'), transferEntity(2, '2026-10-02', '30.55'), transferEntity(3, '2026-11-05', '9.99'));
    const res = await start({ ExportTypeId: 1, FromDate: '2026-10-01', ToDate: '2026-10-31' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      Message: 'Export Process Started, you will receive an email with export data after the process finishes.',
      Export: expect.objectContaining({ ExportTypeId: 1, ExportTypeName: 'Transfers', FromDate: '2026-10-01', ToDate: '2026-10-31', CreatedBy: 'Avery Admin' }),
    });
    expect(['Queued', 'Running', 'Done']).toContain(res.body.Export.Status);
    const run = await finished(1, res.body.Export.ExportId);
    // Two transfers in October: 120.00 + 30.55 moved.
    expect(run).toMatchObject({ Status: 'Done', Progress: 100, ItemCount: 2, ItemsDone: 2, Amount: 150.55, Error: null });
    expect(qbo.appliedByKey().get('transfer:1')).toHaveLength(1);
    expect(qbo.appliedByKey().get('transfer:2')).toHaveLength(1);
    expect(qbo.appliedByKey().has('transfer:3')).toBe(false);

    const files = await zipFiles(run.FilePath as string);
    const [name] = Object.keys(files);
    expect(name).toBe(`${res.body.Export.ExportId}_Transfers_2026-10-01_2026-10-31.iif`);
    expect(files[name!]).toMatch(/^!TRNS\t/);
    expect(iifBalances(files[name!]!)).toEqual([0, 0]);

    const mail = await readOutbox(a.config.outboxDir, `Transfers export ${res.body.Export.ExportId} done`, 10_000);
    expect(mail).toContain('To: books@intermission.local');
    expect(mail).toContain('Entries: 2. Amount: 150.55.');

    // The list of types: Transactions the default, Transfers with its last run.
    const types = await a.http.get(api('_search')).set(as.admin);
    expect(types.status).toBe(200);
    expect(types.headers['x-list-count']).toBe('3');
    expect(types.body.map((t: { Name: string; IsDefault: boolean }) => [t.Name, t.IsDefault])).toEqual([
      ['Transfers', false],
      ['Transactions', true],
      ['Bills', false],
    ]);
    expect(types.body[0]).toMatchObject({ Running: null, LastRun: { ExportId: res.body.Export.ExportId, Status: 'Done' } });
  });

  it('refuses a second export of the same type and range while one runs (409), race-free, and takes it once the first is done', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    source.onRead = () => gate;
    const body = { ExportTypeId: 1, FromDate: '2026-09-01', ToDate: '2026-09-30' };
    const answers = await Promise.all([start(body), start(body), start(body)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(answers.find((r) => r.status === 409)!.body).toEqual({ Message: 'An export of this type and date range is already running' });
    // Another range of the same type is not the same export.
    const other = await start({ ...body, ToDate: '2026-09-29' });
    expect(other.status).toBe(200);
    source.onRead = async () => undefined;
    release();
    await finished(1, answers.find((r) => r.status === 200)!.body.Export.ExportId);
    await finished(1, other.body.Export.ExportId);
    expect((await start(body)).status).toBe(200);
  });

  it('shows each row by the §4 rule in the log: Success, Fail never synced, Modified after a change, Fail when the update is refused', async () => {
    source.entitiesHeld.push(transferEntity(11, '2026-08-03', '10.00'), transferEntity(12, '2026-08-04', '20.00'), transferEntity(13, '2026-08-05', '30.00'));
    // QuickBooks refuses the second post (a Fault), for good.
    const realPost = qbo.post.bind(qbo);
    jest.spyOn(qbo, 'post').mockImplementation(async (e, id, ex) => {
      if (e.Key === 'transfer:12' && !ex) throw new AccountingRefusal('Invalid Reference Id : Accounts element id 99 not found', 400, false);
      return realPost(e, id, ex);
    });
    const run = await startAndFinish(1, '2026-08-01', '2026-08-31');
    expect(run.Status).toBe('Done');
    const range = { ExportTypeId: 1, FromDate: '2026-08-01', ToDate: '2026-08-31' };
    const rows = async () => {
      const res = await log(range);
      expect(res.status).toBe(200);
      return res.body as { Id: number; DocNumber: string; Status: string; CanReExport: boolean; ErrorMessage: string | null; QbReference: string | null }[];
    };
    let [r11, r12, r13] = await rows();
    expect([r11, r12, r13].map((r) => [r!.DocNumber, r!.Status, r!.CanReExport])).toEqual([
      ['TR-11', 'Success', false],
      ['TR-12', 'Fail', true],
      ['TR-13', 'Success', false],
    ]);
    expect(r12!.ErrorMessage).toBe('Invalid Reference Id : Accounts element id 99 not found');

    // A Success row cannot be re-exported (409); the failed one can, and passes now.
    const reExport = (id: number) => a.http.put(api(`re-export/QBO/type/1/detailId/${id}`)).set(as.admin);
    const refused = await reExport(r11!.Id);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ Message: 'This row cannot be re-exported now' });
    jest.restoreAllMocks();
    const passed = await reExport(r12!.Id);
    expect(passed.status).toBe(200);
    expect(passed.body).toEqual({
      Message: 'Re-exported to quickbooks',
      Result: expect.objectContaining({ Id: r12!.Id, Status: 'Success', CanReExport: false }),
    });

    // The transfer changes after its sync: the log reads the range anew and shows Modified.
    source.entitiesHeld = source.entitiesHeld.map((e) => (e.Key === 'transfer:13' ? transferEntity(13, '2026-08-05', '31.00') : e));
    [r11, r12, r13] = await rows();
    expect([r11!.Status, r12!.Status, r13!.Status]).toEqual(['Success', 'Success', 'Modified']);
    expect(r13!.CanReExport).toBe(true);
    const updated = await reExport(r13!.Id);
    expect(updated.body).toMatchObject({ Message: 'Re-exported to quickbooks', Result: { Status: 'Success', Amount: 31 } });
    // Sent as an update of the entry on its SyncToken, with the new amount.
    const last = qbo.posts.at(-1)!;
    expect(last.existing).toEqual({ QbReference: r13!.QbReference, SyncToken: '0' });
    expect(last.entity.Lines[0]!.Amount).toBe('31.00');

    // Changed again, and QuickBooks refuses the update: Fail, Result null, the error in the detail.
    source.entitiesHeld = source.entitiesHeld.map((e) => (e.Key === 'transfer:13' ? transferEntity(13, '2026-08-05', '32.00') : e));
    qbo.failures.push(new AccountingRefusal('Stale Object Error', 400, false));
    const failed = await reExport(r13!.Id);
    expect(failed.body).toEqual({ Message: 'Error exporting to quickbooks. Please check the logs for error message from quickbooks', Result: null });
    [, , r13] = await rows();
    expect([r13!.Status, r13!.CanReExport]).toEqual(['Fail', true]);
    const detail = await a.http.get(api(`QBOExports/${r13!.Id}`)).set(as.admin);
    expect(detail.status).toBe(200);
    expect(detail.body.Lines).toEqual([
      { Account: 'Cost of Goods Sold', Debit: 32, Credit: null, ClassName: 'Lakeside Playhouse', Memo: 'COGS' },
      { Account: 'Inventory Asset', Debit: null, Credit: 32, ClassName: 'Lakeside Playhouse', Memo: 'Inventory' },
    ]);
    expect(detail.body.Attempts.map((x: { HttpStatus: number | null; Message: string | null }) => [x.HttpStatus, x.Message])).toEqual([
      [200, null],
      [200, null],
      [400, 'Stale Object Error'],
    ]);

    // Generate posts every row of the range not Success.
    const gen = await a.http.put(api('generate')).set(as.admin).send(range);
    expect(gen.body).toEqual({ Message: 'Trigerred the exports successfully' });
    for (const until = Date.now() + 10_000; (await rows())[2]!.Status !== 'Success';) {
      if (Date.now() > until) throw new Error('Generate did not post the failed row');
      await new Promise((r) => setTimeout(r, 50));
    }
    // Each entity: created once; 13 updated twice (31.00, then 32.00).
    expect(
      [...qbo.appliedByKey()]
        .filter(([k]) => /^transfer:1[123]$/.test(k))
        .map(([k, p]) => [k, p.length])
        .sort(),
    ).toEqual([
      ['transfer:11', 1],
      ['transfer:12', 1],
      ['transfer:13', 3],
    ]);
  });

  it('pages the log 12 at a time with X-List-Count', async () => {
    for (let i = 0; i < 14; i++) source.entitiesHeld.push(transferEntity(100 + i, `2026-07-${String(i + 1).padStart(2, '0')}`, `${i + 1}.00`));
    await startAndFinish(1, '2026-07-01', '2026-07-31');
    const first = await log({ ExportTypeId: 1, FromDate: '2026-07-01', ToDate: '2026-07-31' });
    expect(first.headers['x-list-count']).toBe('14');
    expect(first.body).toHaveLength(12);
    const second = await log({ ExportTypeId: 1, FromDate: '2026-07-01', ToDate: '2026-07-31', Skip: 12 });
    expect(second.body.map((r: { DocNumber: string }) => r.DocNumber)).toEqual(['TR-112', 'TR-113']);
    // Days outside the range are not in it.
    expect((await log({ ExportTypeId: 1, FromDate: '2026-07-02', ToDate: '2026-07-02' })).body.map((r: { Day: string }) => r.Day)).toEqual(['2026-07-02']);
  });

  it('does not post a row again that another run posted after this one read it: a run leases only a row still not Success', async () => {
    source.entitiesHeld.push(transferEntity(41, '2026-03-15', '41.00'));
    await startAndFinish(1, '2026-03-01', '2026-03-31');
    const [row] = (await log({ ExportTypeId: 1, FromDate: '2026-03-15', ToDate: '2026-03-15' })).body as { Id: number; Status: string }[];
    expect(row!.Status).toBe('Success');
    const posts = qbo.posts.length;
    // An overlapping run (03-10 to 03-20, on another worker) read the row before the first posted it; now it posts.
    const poster = a.app.get(ExportPoster);
    expect(await poster.post(row!.Id, 'export-999999', 'unsynced')).toEqual({ kind: 'posted already' });
    expect(qbo.posts.length).toBe(posts);
    // Not leased either: the row is free for the next post.
    const stored = await a.t.db.selectFrom('app.export_items').select(['RunningBy']).where('Id', '=', row!.Id).executeTakeFirstOrThrow();
    expect(stored.RunningBy).toBeNull();
    // A row another holds and not Success is busy, as before.
    source.entitiesHeld.push(transferEntity(42, '2026-03-16', '42.00'));
    await startAndFinish(1, '2026-03-16', '2026-03-16');
    const [second] = (await log({ ExportTypeId: 1, FromDate: '2026-03-16', ToDate: '2026-03-16' })).body as { Id: number }[];
    await a.t.db
      .updateTable('app.export_items')
      .set({ QbReference: null, RunningBy: 'export-888888', RunningSince: new Date() })
      .where('Id', '=', second!.Id)
      .execute();
    expect(await poster.post(second!.Id, 'export-999999', 'unsynced')).toEqual({ kind: 'busy' });
    expect(qbo.posts.length).toBe(posts + 1);
    await a.t.db.updateTable('app.export_items').set({ RunningBy: null, RunningSince: null }).where('Id', '=', second!.Id).execute();
    // A re-export posts a Success row on purpose (as an update).
    expect(await poster.post(row!.Id, 're-export-test', 'again')).toEqual({ kind: 'synced' });
    expect(qbo.posts.at(-1)).toMatchObject({ entity: { Key: 'transfer:41' }, existing: { QbReference: expect.any(String) } });
  });

  it('re-exports runs from the history: one IIF per run read anew, zipped, each transaction balanced', async () => {
    source.entitiesHeld.push(salesEntity(1, '2026-06-01', '100.00', '8.25', '108.25'), salesEntity(1, '2026-06-15', '50.00', '4.13', '54.13'));
    const june1 = await startAndFinish(2, '2026-06-01', '2026-06-01');
    const june = await startAndFinish(2, '2026-06-01', '2026-06-30');
    const history = await a.http.get(api('history/2')).set(as.admin);
    expect(history.body.slice(0, 2).map((r: { ExportId: number; isSelected: boolean }) => [r.ExportId, r.isSelected])).toEqual([
      [june.ExportId, false],
      [june1.ExportId, false],
    ]);
    const res = await a.http
      .post(api('history/re-export/'))
      .set(as.admin)
      .send({ ExportTypeId: 2, ExportIds: [june.ExportId, june1.ExportId] });
    expect(res.status).toBe(200);
    expect(res.body.FilePath).toMatch(/^\/api\/v1\/exports\/files\/[0-9a-f-]{36}\.zip$/);
    const files = await zipFiles(res.body.FilePath);
    expect(Object.keys(files).sort((x, y) => parseInt(x) - parseInt(y))).toEqual([
      `${june1.ExportId}_Transactions_2026-06-01_2026-06-01.iif`,
      `${june.ExportId}_Transactions_2026-06-01_2026-06-30.iif`,
    ]);
    expect(iifBalances(files[`${june1.ExportId}_Transactions_2026-06-01_2026-06-01.iif`]!)).toEqual([0]);
    // Balanced, and not by reading an empty column: the cash line is there.
    expect(files[`${june1.ExportId}_Transactions_2026-06-01_2026-06-01.iif`]).toMatch(/^TRNS\t.*\tUndeposited Funds\t.*\t108\.25\t/m);
    expect(iifBalances(files[`${june.ExportId}_Transactions_2026-06-01_2026-06-30.iif`]!)).toEqual([0, 0]);
    expect(files[`${june.ExportId}_Transactions_2026-06-01_2026-06-30.iif`]).toMatch(/\tSales Tax Payable\t[^\t]*\tLakeside Playhouse\t-4\.13\t/);
    // A run of another type, or none: 404.
    expect(
      (
        await a.http
          .post(api('history/re-export/'))
          .set(as.admin)
          .send({ ExportTypeId: 1, ExportIds: [june.ExportId] })
      ).status,
    ).toBe(404);
  });

  it('locks the petty cash withdrawals a Transactions export includes: they cannot be deleted', async () => {
    const db = a.t.db;
    const theatre = await db.selectFrom('app.theatres').select('Id').orderBy('Id').executeTakeFirstOrThrow();
    const show = await db.insertInto('app.shows').values({ Name: 'Export Night', CreatedBy: null }).returning('Id').executeTakeFirstOrThrow();
    const ev = await db
      .insertInto('app.show_events')
      .values({ ShowId: show.Id, TheatreId: theatre.Id, Start: '2026-05-10T20:00:00.000Z', End: '2026-05-10T23:00:00.000Z' })
      .returning('Id')
      .executeTakeFirstOrThrow();
    const reason = await db.selectFrom('app.managed_items').select('Id').where('List', '=', 'pettyCashReasons').executeTakeFirstOrThrow();
    const w = await a.http.post('/api/v1/pettyCashWithdrawals').set(as.admin).send({ ShowEventId: ev.Id, ReasonId: reason.Id, Amount: '12.00' });
    expect([w.status, w.body]).toEqual([201, expect.anything()]);
    const id = w.body.PettyCashWithdrawal.Id as number;
    const run = await startAndFinish(2, '2026-05-01', '2026-05-31');
    expect(run.Status).toBe('Done');
    const after = await a.http.get(`/api/v1/pettyCashWithdrawals/${id}`).set(as.admin);
    expect(after.body.ExportId).toBe(run.ExportId);
    const refused = await a.http.delete(`/api/v1/pettyCashWithdrawals/${id}`).set(as.admin);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ Message: 'Petty Cash Withdrawal cannot be deleted because it was already included on an export' });
  });

  it('marks a run Failed with its error when the entities cannot be read, and a new one may start', async () => {
    source.onRead = async () => {
      throw new Error('The ledger is catching up');
    };
    try {
      const res = await start({ ExportTypeId: 3, FromDate: '2026-04-01', ToDate: '2026-04-30' });
      // The in-process job retries with backoff (1, 2, 4, 8 s) before it fails for good.
      expect(await finished(3, res.body.Export.ExportId, 40_000)).toMatchObject({ Status: 'Failed', Error: 'The ledger is catching up', FilePath: null });
    } finally {
      source.onRead = async () => undefined;
    }
    expect((await start({ ExportTypeId: 3, FromDate: '2026-04-01', ToDate: '2026-04-30' })).status).toBe(200);
  }, 60_000);

  it('answers 401 without a token, 403 without Exports FullAccess, on every call', async () => {
    const range = { ExportTypeId: 1, FromDate: '2026-10-01', ToDate: '2026-10-31' };
    const calls = [
      (h: object) => a.http.get(api('_search')).set(h),
      (h: object) => a.http.post(api('export/')).set(h).send(range),
      (h: object) => a.http.get(api('history/1')).set(h),
      (h: object) =>
        a.http
          .post(api('history/re-export/'))
          .set(h)
          .send({ ExportTypeId: 1, ExportIds: [1] }),
      (h: object) => a.http.post(api('QBOExports/')).set(h).send(range),
      (h: object) => a.http.get(api('QBOExports/1')).set(h),
      (h: object) => a.http.put(api('re-export/QBO/type/1/detailId/1')).set(h),
      (h: object) => a.http.put(api('generate')).set(h).send(range),
      (h: object) => a.http.get(api('files/00000000-0000-0000-0000-000000000000.zip')).set(h),
    ];
    for (const call of calls) {
      expect((await call({})).status).toBe(401);
      expect((await call(as.viewer)).status).toBe(403);
      expect((await call(as.nobody)).status).toBe(403);
    }
    expect((await calls[0]!(as.admin)).status).toBe(200);
    expect((await calls[2]!(as.admin)).status).toBe(200);
    expect((await calls[4]!(as.admin)).status).toBe(200);
    expect((await calls[8]!(as.admin)).status).toBe(404);
  });

  const big = 'x'.repeat(100_000);
  it.each([
    { title: 'no type', body: { FromDate: '2026-01-01', ToDate: '2026-01-02' }, field: 'ExportTypeId' },
    { title: 'type 4', body: { ExportTypeId: 4, FromDate: '2026-01-01', ToDate: '2026-01-02' }, field: 'ExportTypeId' },
    { title: 'a type id past 32 bits', body: { ExportTypeId: 2 ** 32, FromDate: '2026-01-01', ToDate: '2026-01-02' }, field: 'ExportTypeId' },
    { title: 'no From Date', body: { ExportTypeId: 1, ToDate: '2026-01-02' }, field: 'FromDate' },
    { title: 'no To Date', body: { ExportTypeId: 1, FromDate: '2026-01-02' }, field: 'ToDate' },
    { title: 'To before From', body: { ExportTypeId: 1, FromDate: '2026-01-02', ToDate: '2026-01-01' }, field: 'ToDate' },
    { title: 'more than 366 days', body: { ExportTypeId: 1, FromDate: '2025-01-01', ToDate: '2026-01-03' }, field: 'ToDate' },
    { title: 'a NUL in a date', body: { ExportTypeId: 1, FromDate: '2026-01-01\u0000', ToDate: '2026-01-02' }, field: 'FromDate' },
    { title: 'a huge date', body: { ExportTypeId: 1, FromDate: big, ToDate: '2026-01-02' }, field: 'FromDate' },
    { title: 'not a date', body: { ExportTypeId: 1, FromDate: '2026-02-30', ToDate: '2026-03-02' }, field: 'FromDate' },
  ])('answers 400 to $title on starting an export and on the log', async ({ body, field }) => {
    for (const res of [await start(body), await log(body), await a.http.put(api('generate')).set(as.admin).send(body)]) {
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.ModelState)).toContain(field);
    }
  });

  it.each([
    { title: 'history of type 0', call: () => a.http.get(api('history/0')) },
    { title: 'history of type abc', call: () => a.http.get(api('history/abc')) },
    { title: 'history of a type past 32 bits', call: () => a.http.get(api(`history/${2 ** 32 + 1}`)) },
    { title: 'a detail id past 32 bits', call: () => a.http.get(api(`QBOExports/${2 ** 31}`)) },
    { title: 'a detail id that is not a number', call: () => a.http.get(api('QBOExports/abc')) },
    { title: 'a re-export of type 9', call: () => a.http.put(api('re-export/QBO/type/9/detailId/1')) },
    { title: 'a re-export of a detail past 32 bits', call: () => a.http.put(api(`re-export/QBO/type/1/detailId/${2 ** 31}`)) },
    { title: 'a history re-export of no runs', call: () => a.http.post(api('history/re-export/')).send({ ExportTypeId: 1, ExportIds: [] }) },
    { title: 'a history re-export of an id past 32 bits', call: () => a.http.post(api('history/re-export/')).send({ ExportTypeId: 1, ExportIds: [2 ** 31] }) },
    {
      title: 'a history re-export with a NUL key',
      call: () => a.http.post(api('history/re-export/')).send({ ExportTypeId: 1, ExportIds: [1], ['x\u0000']: 1 }),
    },
    { title: 'a log page of 5000', call: () => log({ ExportTypeId: 1, FromDate: '2026-01-01', ToDate: '2026-01-02', Take: 5000 }) },
    { title: 'a log skip of -1', call: () => log({ ExportTypeId: 1, FromDate: '2026-01-01', ToDate: '2026-01-02', Skip: -1 }) },
  ])('answers 400 to $title', async ({ call }) => {
    const res = await call().set(as.admin);
    expect(res.status).toBe(400);
  });

  it('answers 404 for a row, a re-export or a file that is not there', async () => {
    expect((await a.http.get(api(`QBOExports/${2 ** 31 - 1}`)).set(as.admin)).status).toBe(404);
    expect((await a.http.put(api(`re-export/QBO/type/1/detailId/${2 ** 31 - 1}`)).set(as.admin)).status).toBe(404);
    expect((await a.http.get(api('files/..%2F..%2Fetc%2Fpasswd')).set(as.admin)).status).toBe(404);
  });
});
