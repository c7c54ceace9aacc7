import type { INestApplication } from '@nestjs/common';
import { createApp } from '@intermission/api/bootstrap/create-app';
import { JobQueue } from '../../jobs/job-queue.service';
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';
import { describeWithRedis } from '../../../../../tests/support/test-redis';
import { bindStandIns, RecordingAccounting, StandInSource, transferEntity } from '../../../../../tests/support/export-stand-ins';

// Issue 16 point 3: with Redis, two workers (two API processes' job queues, RUN_JOBS on, one database)
// consume one exports queue: every export is read and posted by one of them only, even when its job
// is enqueued again with the same id.
describeWithRedis('export jobs shared by two workers on one BullMQ queue', (redisUrl) => {
  let a: TestApp;
  let second: INestApplication;
  const sources = [new StandInSource(), new StandInSource()];
  const qbo = new RecordingAccounting();
  const reads: string[] = [];
  const inFlight = new Map<string, number>();
  const overlaps: string[] = [];
  const prefix = `intermission-test-${process.pid}-${Date.now()}`;

  beforeAll(async () => {
    // No projections: a Transfers export of stand-in entities reads none (and connections are few here).
    a = await createTestApp({ redisUrl, runJobs: true, runProjections: false, queuePrefix: prefix });
    second = await createApp(a.config, a.t.db, { logger: false });
    await second.init();
    const entities = Array.from({ length: 8 }, (_, i) => transferEntity(900 + i, `2026-0${(i % 4) + 1}-1${i}`, `${i + 1}.10`));
    sources.forEach((s) => {
      s.entitiesHeld = entities;
      const read = s.entities.bind(s);
      // Counts the reads of each range, and any read of a range while another worker reads it too.
      s.entities = async (typeId, from, to) => {
        const range = `${from}/${to}`;
        reads.push(range);
        inFlight.set(range, (inFlight.get(range) ?? 0) + 1);
        if (inFlight.get(range)! > 1) overlaps.push(range);
        // Slow enough that both workers have jobs at once.
        await new Promise((r) => setTimeout(r, 100));
        inFlight.set(range, inFlight.get(range)! - 1);
        return read(typeId, from, to);
      };
    });
    bindStandIns(a.app, sources[0]!, qbo);
    bindStandIns(second, sources[1]!, qbo);
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await a?.close();
  });

  it('runs each of eight exports once, posting each entity once, whichever worker takes it', async () => {
    const h = { Authorization: `Bearer ${(await a.signIn('admin')).token}` };
    const ranges = [1, 2, 3, 4].flatMap((m) => [`2026-0${m}-01/2026-0${m}-28`, `2026-0${m}-10/2026-0${m}-20`]);
    const ids: number[] = [];
    for (const r of ranges) {
      const [FromDate, ToDate] = r.split('/');
      const res = await a.http.post('/api/v1/exports/export/').set(h).send({ ExportTypeId: 1, FromDate, ToDate });
      expect(res.status).toBe(200);
      ids.push(res.body.Export.ExportId);
      // The same job again from the other process: BullMQ keeps one job per id.
      await second.get(JobQueue).enqueue('exports', { kind: 'run', exportId: res.body.Export.ExportId }, `export-${res.body.Export.ExportId}`);
    }
    for (const until = Date.now() + 60_000; ; await new Promise((r) => setTimeout(r, 100))) {
      const runs = (await a.http.get('/api/v1/exports/history/1').set(h)).body as { ExportId: number; Status: string }[];
      if (ids.every((id) => runs.find((r) => r.ExportId === id)?.Status === 'Done')) break;
      if (Date.now() > until) throw new Error(`Not all exports finished: ${JSON.stringify(runs.map((r) => [r.ExportId, r.Status]))}`);
    }
    // Every range read, never by both workers at once (a run retried after its lease was busy reads again, later).
    expect(new Set(reads).size).toBe(8);
    expect(overlaps).toEqual([]);
    // Each entity is posted once: the first run of its range creates it; later runs find it Success.
    const posts = new Map<string, number>();
    for (const p of qbo.posts) posts.set(p.entity.Key, (posts.get(p.entity.Key) ?? 0) + 1);
    expect([...posts.values()].every((n) => n === 1)).toBe(true);
    expect(posts.size).toBe(8);
  }, 120_000);
});
