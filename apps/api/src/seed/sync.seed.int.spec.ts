import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { seedDemoStationQueue } from './sync.seed';

describe("the demo station's late queue", () => {
  let a: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ runProjections: true });
  });
  afterAll(() => a.close());

  it('is applied once through the sync service, and its station shows the sync', async () => {
    const now = new Date('2026-11-26T15:20:00Z');
    // A start count, 36 sales, a wastage, an end count.
    expect(await seedDemoStationQueue(a.app, a.t.db, now)).toBe(39);
    expect(await seedDemoStationQueue(a.app, a.t.db, now)).toBe(0);
    const synced = await a.t.db.selectFrom('app.station_sync').select(['StationId', 'QueuePosition']).execute();
    expect(synced).toHaveLength(1);
    expect(Number(synced[0]!.QueuePosition)).toBe(1238);
    const admin = { Authorization: `Bearer ${(await a.signIn('admin')).token}` };
    const station = await a.http.get(`/api/v1/stations/${synced[0]!.StationId}`).set(admin);
    expect(station.body).toMatchObject({ QueuePosition: 1238, LastSyncUtc: expect.any(String) });
  });
});
