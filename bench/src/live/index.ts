import os from 'node:os';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { sql } from 'kysely';
import { LiveFeedEvents, type LiveShowEventFigures } from '@intermission/contracts';
import { type Db, createDb, withDatabase } from '@intermission/db';
import { comparePositions } from '@intermission/eventstore';
import { migrateToLatest } from '@intermission/migrations';
import { SALES_PROJECTION, SalesTables, projectionTable } from '@intermission/projections';
import { seedDemoOperator } from '@intermission/api/seed/demo-operator';
import { type BenchApi, envInt, percentile, withBenchApi } from '../api';

/**
 * npm run bench -- live : the intermission rush on the live over/short feed (docs/reports.md "Live
 * over/short and kit sales"). A show event on now at a Harbor Point 12 theatre; its feed
 * (GET sales/live/showEvents/{id}) open as the demo manager's screen opens it; then BENCH_LIVE_RATE
 * (default 200) sales a second for BENCH_LIVE_SECONDS (default 60) s pushed through
 * POST stations/{id}/sync, spread over the theatre's stations; each station syncs as one does, one call
 * at a time with everything queued since its last call. Per sale: the time from the start of the sync
 * call that pushed it to the arrival of the first feed message whose
 * totals include it (its SalesPosition at or past the sale's event position, read back from the
 * sales projection's Position column). Budget: p95 < 1 s.
 */

export const LIVE_BUDGET_MS = 1000;
const BENCH_DB = 'intermission_bench_live';
const TICK_MS = 100;

interface Place {
  theatreId: number;
  stations: { Id: number; SalesLocationId: number }[];
  kits: { Id: number; Price: string }[];
}

async function place(db: Db): Promise<Place> {
  const rows = await db
    .selectFrom('app.stations as s')
    .innerJoin('app.sales_locations as sl', 'sl.Id', 's.SalesLocationId')
    .innerJoin('app.theatres as t', 't.Id', 'sl.TheatreId')
    .innerJoin('app.venues as v', 'v.Id', 't.VenueId')
    .select(['s.Id', 's.SalesLocationId', 'sl.TheatreId'])
    .where('v.Name', '=', 'Harbor Point 12')
    .orderBy('s.Id')
    .execute();
  // The theatre with the most stations: a show event is one theatre's, and its sales its stands'.
  const byTheatre = new Map<number, typeof rows>();
  for (const r of rows) byTheatre.set(r.TheatreId, [...(byTheatre.get(r.TheatreId) ?? []), r]);
  const [theatreId, stations] = [...byTheatre.entries()].sort((a, b) => b[1].length - a[1].length)[0]!;
  const kits = (await db.selectFrom('app.kits').select(['Id', 'DefaultPrice']).orderBy('Id').limit(6).execute()).map((k) => ({
    Id: k.Id,
    Price: Number(k.DefaultPrice) > 0 ? String(k.DefaultPrice) : '4.50',
  }));
  return { theatreId, stations: stations.map((s) => ({ Id: s.Id, SalesLocationId: s.SalesLocationId })), kits };
}

async function showEventOnNow(db: Db, theatreId: number): Promise<number> {
  const show = (await db.insertInto('app.shows').values({ Name: 'Live Rush' }).returning('Id').executeTakeFirstOrThrow()).Id;
  const start = new Date(Date.now() - 3600_000).toISOString();
  const end = new Date(Date.now() + 3 * 3600_000).toISOString();
  return (
    await db.insertInto('app.show_events').values({ ShowId: show, TheatreId: theatreId, Start: start, End: end }).returning('Id').executeTakeFirstOrThrow()
  ).Id;
}

/** The feed read as the web reads it (fetch, bearer header): each figures message with its arrival time. */
async function openFeed(url: string, jwt: string) {
  const abort = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', authorization: `Bearer ${jwt}` }, signal: abort.signal });
  if (res.status !== 200 || !res.body) throw new Error(`The feed answered ${res.status}: ${await res.text()}`);
  const received: { at: number; figures: LiveShowEventFigures }[] = [];
  const reading = (async () => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        const at = performance.now();
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const lines = buffer.slice(0, cut).split('\n');
          buffer = buffer.slice(cut + 2);
          const event = lines
            .find((l) => l.startsWith('event:'))
            ?.slice(6)
            .trim();
          const data = lines
            .find((l) => l.startsWith('data:'))
            ?.slice(5)
            .trim();
          if (event === LiveFeedEvents.Figures && data) received.push({ at, figures: JSON.parse(data) as LiveShowEventFigures });
        }
      }
    } catch {
      // closed by the bench
    }
  })();
  return {
    received,
    async close() {
      abort.abort();
      await reading;
    },
  };
}

async function measure(api: BenchApi, rate: number, seconds: number) {
  const admin = await api.signIn('admin', 'admin');
  const manager = await api.signIn('manager', 'manager');
  const p = await place(api.db);
  const showEventId = await showEventOnNow(api.db, p.theatreId);
  const feed = await openFeed(`${api.base}/api/v1/sales/live/showEvents/${showEventId}`, manager);
  for (const until = Date.now() + 10_000; !feed.received.length; await new Promise((r) => setTimeout(r, 10)))
    if (Date.now() > until) throw new Error('No first figures on the feed');
  const baseline = feed.received[0]!.figures.SaleCount;

  const positions = new Map(p.stations.map((s) => [s.Id, 0]));
  const pushed: { id: string; rung: number; at: number }[] = [];
  const failures: string[] = [];
  let calls = 0;
  const callMs: number[] = [];
  let n = 0;
  const sale = (station: Place['stations'][number]) => {
    const kit = p.kits[n++ % p.kits.length]!;
    return {
      SaleId: randomUUID(),
      SalesLocationId: station.SalesLocationId,
      StationId: station.Id,
      ShowEventId: showEventId,
      SaleDate: new Date().toISOString(),
      SaleKits: [{ KitId: kit.Id, Qty: '1', SalePricePerKit: kit.Price }],
      SalePayments: [],
    };
  };
  type Sale = ReturnType<typeof sale>;
  const push = async (stationId: number, queued: { sale: Sale; rung: number }[]) => {
    const from = positions.get(stationId)!;
    positions.set(stationId, from + queued.length);
    calls++;
    const at = performance.now();
    for (const q of queued) pushed.push({ id: q.sale.SaleId, rung: q.rung, at });
    const res = await fetch(`${api.base}/api/v1/stations/${stationId}/sync`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({ Items: queued.map((q, i) => ({ Position: from + i, Kind: 'Sale', Body: q.sale })) }),
    });
    const body = (await res.json()) as { Items?: { Status: string; Code?: string }[] };
    callMs.push(performance.now() - at);
    const bad = body.Items?.find((i) => i.Status !== 'Applied');
    if (res.status !== 200 || bad) failures.push(`${res.status} ${JSON.stringify(bad ?? body).slice(0, 300)}`);
  };

  // The rush: sales are rung up at `rate` a second, spread over the stations (every TICK_MS, round
  // robin). Each station syncs as a station does: one call at a time, sending everything queued since
  // its last call as soon as that call has answered.
  const queues = new Map(p.stations.map((s) => [s.Id, [] as { sale: Sale; rung: number }[]]));
  let ringing = true;
  const stationLoops = p.stations.map(async (station) => {
    const queue = queues.get(station.Id)!;
    while (ringing || queue.length) {
      if (!queue.length) {
        await new Promise((r) => setTimeout(r, 5));
        continue;
      }
      await push(station.Id, queue.splice(0));
    }
  });
  const perTick = Math.round((rate * TICK_MS) / 1000);
  const ticks = Math.round((seconds * 1000) / TICK_MS);
  const t0 = performance.now();
  let lag = 0;
  for (let tick = 0; tick < ticks; tick++) {
    const due = t0 + tick * TICK_MS;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    else lag = Math.max(lag, -wait);
    const rung = performance.now();
    for (let k = 0; k < perTick; k++) {
      const station = p.stations[(tick * perTick + k) % p.stations.length]!;
      queues.get(station.Id)!.push({ sale: sale(station), rung });
    }
  }
  ringing = false;
  const pushSeconds = (performance.now() - t0) / 1000;
  await Promise.all(stationLoops);
  if (failures.length) throw new Error(`${failures.length} sync calls did not apply every sale, e.g. ${failures[0]}`);

  // Every sale on the feed: its count reaches the baseline plus the sales pushed.
  const table = await projectionTable(api.db as never, SALES_PROJECTION, SalesTables.sales);
  const total = baseline + pushed.length;
  for (const until = Date.now() + 180_000; (feed.received.at(-1)?.figures.SaleCount ?? 0) < total; await new Promise((r) => setTimeout(r, 50)))
    if (Date.now() > until) {
      const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)} WHERE "ShowEventId" = ${showEventId}`.execute(api.db);
      throw new Error(`The feed shows ${feed.received.at(-1)?.figures.SaleCount} sales, not ${total}; the sales projection holds ${rows[0]!.n}`);
    }
  await feed.close();

  // Each sale's event position, as the sales projection recorded it.
  const { rows } = await sql<{ SaleId: string; Position: string }>`
    SELECT "SaleId"::text AS "SaleId", "Position" FROM ${sql.table(table)} WHERE "SaleId" = ANY(${pushed.map((s) => s.id)}::uuid[])`.execute(api.db);
  const positionOf = new Map(rows.map((r) => [r.SaleId, r.Position]));
  if (positionOf.size !== pushed.length) throw new Error(`${positionOf.size} of ${pushed.length} sales are in sale_rows`);
  const messages = feed.received.slice(1);
  for (let i = 1; i < messages.length; i++)
    if (comparePositions(messages[i]!.figures.SalesPosition, messages[i - 1]!.figures.SalesPosition) < 0) throw new Error('The feed went back in position');
  const shown = pushed.map((s) => {
    const at = positionOf.get(s.id)!;
    const first = messages.find((m) => comparePositions(m.figures.SalesPosition, at) >= 0);
    if (!first) throw new Error(`No feed message includes sale ${s.id}`);
    return { fromPush: first.at - s.at, fromRing: first.at - s.rung };
  });
  const latencies = shown.map((x) => x.fromPush).sort((a, b) => a - b);
  const fromRing = shown.map((x) => x.fromRing).sort((a, b) => a - b);
  return {
    sales: pushed.length,
    stations: p.stations.length,
    calls,
    pushSeconds,
    lag,
    messages: messages.length,
    finalCount: feed.received.at(-1)!.figures.SaleCount - baseline,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    max: latencies.at(-1)!,
    call: (() => {
      callMs.sort((a, b) => a - b);
      return { p50: percentile(callMs, 50), p95: percentile(callMs, 95), max: callMs.at(-1)! };
    })(),
    ring: { p50: percentile(fromRing, 50), p95: percentile(fromRing, 95), max: fromRing.at(-1)! },
  };
}

export async function benchLive(): Promise<void> {
  const rate = envInt('BENCH_LIVE_RATE', 200);
  const seconds = envInt('BENCH_LIVE_SECONDS', 60);
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${BENCH_DB}`);
  await admin.end();
  const url = withDatabase(adminUrl, BENCH_DB);
  const db = createDb({ connectionString: url, max: 2 });
  await migrateToLatest(db);
  await seedDemoOperator(db);
  await db.destroy();

  const started = new Date().toISOString();
  const loadBefore = os.loadavg()[0]!.toFixed(2);
  const f = await withBenchApi(url, (api) => measure(api, rate, seconds));
  const cpus = os.cpus();
  const ms = (v: number) => `${Math.round(v)} ms`;
  process.stdout.write(
    `\nLive feed benchmark ${started} on ${cpus.length} cores (${cpus[0]?.model ?? '?'}), ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, ` +
      `load average ${loadBefore} before, ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} after\n\n` +
      `${f.sales} sales (${rate}/s for ${seconds} s, pushed in ${f.pushSeconds.toFixed(1)} s, the pusher at most ${ms(f.lag)} behind its schedule) ` +
      `through ${f.calls} POST stations/{id}/sync calls over ${f.stations} stations; ${f.messages} feed messages; the feed's SaleCount rose by ${f.finalCount}\n\n` +
      `| push → the figure on the feed | p50 | p95 | max | budget p95 < ${LIVE_BUDGET_MS} ms |\n| --- | ---: | ---: | ---: | --- |\n` +
      `| per sale, from the start of the sync call that pushed it | ${ms(f.p50)} | ${ms(f.p95)} | ${ms(f.max)} | ${f.p95 < LIVE_BUDGET_MS ? 'met' : 'NOT MET'} |\n` +
      `| (a sync call, until it answered: it waits for every reader of the sales, docs/station-sync.md) | ${ms(f.call.p50)} | ${ms(f.call.p95)} | ${ms(f.call.max)} | |\n` +
      `| (per sale, from when it was rung up: its wait in the station's queue too) | ${ms(f.ring.p50)} | ${ms(f.ring.p95)} | ${ms(f.ring.max)} | |\n`,
  );
  if (f.p95 >= LIVE_BUDGET_MS || f.finalCount !== f.sales) process.exitCode = 1;
  const drop = new Client({ connectionString: adminUrl });
  await drop.connect();
  await drop.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
  await drop.end();
}
