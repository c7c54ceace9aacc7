import { seedDemoExports } from '../../seed/exports.seed';
import { createTestApp, readOutbox, type TestApp } from '../../../../../tests/support/test-app';
import { bindStandIns, RecordingAccounting, salesEntity, StandInSource, transferEntity } from '../../../../../tests/support/export-stand-ins';

// The demo's exports (apps/api/src/seed/exports.seed.ts): one run of each type Done, a QBO log whose
// rows are synced but one, Fail — over stand-in entities here (the demo's own come from its ledger).
describe('the demo exports', () => {
  let a: TestApp;
  const source = new StandInSource();

  beforeAll(async () => {
    a = await createTestApp();
    const qbo = new RecordingAccounting();
    qbo.isConnected = false;
    bindStandIns(a.app, source, qbo);
  }, 120_000);
  afterAll(() => a?.close());

  it('runs one export of each type, Done, and leaves one failed row in the log; a second seed does nothing', async () => {
    // 22:00 on 25 Nov in New York (the demo venues' zone), already the 26th in UTC: the range is the venues' days.
    const now = new Date('2026-11-26T03:00:00Z');
    source.entitiesHeld = [transferEntity(1, '2026-11-10', '5.00'), salesEntity(1, '2026-11-11', '10.00', '0.80', '10.80')];
    expect(await seedDemoExports(a.app, a.t.db, now)).toBe(3);
    const h = { Authorization: `Bearer ${(await a.signIn('admin')).token}` };
    for (const typeId of [1, 2, 3]) {
      const runs = (await a.http.get(`/api/v1/exports/history/${typeId}`).set(h)).body;
      expect(runs).toEqual([expect.objectContaining({ Status: 'Done', FromDate: '2026-11-04', ToDate: '2026-11-24' })]);
    }
    const statuses = [];
    for (const typeId of [1, 2])
      statuses.push(
        ...(await a.http.post('/api/v1/exports/QBOExports/').set(h).send({ ExportTypeId: typeId, FromDate: '2026-11-04', ToDate: '2026-11-24' })).body,
      );
    expect(statuses.map((r: { Status: string; ErrorMessage: string | null }) => [r.Status, !!r.ErrorMessage])).toEqual([
      ['Fail', true],
      ['Success', false],
    ]);
    expect(await seedDemoExports(a.app, a.t.db, now)).toBe(0);
    // Each run's export data went to the demo's accountant.
    expect(await readOutbox(a.config.outboxDir, 'Transfers export 1 done')).toContain('To: accounting@intermission.local');
  });
});
