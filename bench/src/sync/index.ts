import os from 'node:os';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { sql } from 'kysely';
import { type Db, createDb, withDatabase } from '@intermission/db';
import { migrateToLatest } from '@intermission/migrations';
import { INVENTORY_REPORTS_PROJECTION, InventoryReportsTables, SALES_PROJECTION, SalesTables, projectionTable } from '@intermission/projections';
import { seedDemoOperator } from '@intermission/api/seed/demo-operator';
import { type BenchApi, envInt, withBenchApi } from '../api';

/**
 * npm run bench -- sync : BENCH_SYNC_SALES (default 1,000) queued sales of one venue's station sent
 * through POST stations/{stationId}/sync in one call, timed until every sale is in the read tables
 * (the sales projection's rows and the inventory reports' sales), beside the same number of other
 * sales posted one call each (POST saleEventPush/sale, each waiting for its readers). Checks that
 * nothing was applied twice: one event per sale, one row per sale, and the batch sent again answers
 * AlreadyApplied for every sale and appends nothing. Budget (docs/architecture.md §12): < 2 s.
 */

export const SYNC_BUDGET_MS = 2000;
const BENCH_DB = 'intermission_bench_sync';

interface Place {
  stationId: number;
  salesLocationId: number;
  kits: number[];
}

async function place(db: Db): Promise<Place> {
  const st = await db
    .selectFrom('app.stations as s')
    .innerJoin('app.sales_locations as sl', 'sl.Id', 's.SalesLocationId')
    .innerJoin('app.theatres as t', 't.Id', 'sl.TheatreId')
    .innerJoin('app.venues as v', 'v.Id', 't.VenueId')
    .select(['s.Id', 's.SalesLocationId'])
    .where('v.Name', '=', 'Harbor Point 12')
    .orderBy('s.Id')
    .executeTakeFirstOrThrow();
  const kits = (await db.selectFrom('app.kits').select('Id').orderBy('Id').limit(6).execute()).map((k) => k.Id);
  return { stationId: st.Id, salesLocationId: st.SalesLocationId, kits };
}

/** n sales of an evening at the station: one to three lines each, a refund every fiftieth. */
function sales(p: Place, n: number) {
  const start = Date.parse('2026-11-20T18:00:00Z');
  return Array.from({ length: n }, (_x, i) => {
    const lines = 1 + (i % 3);
    const sign = i % 50 === 49 ? -1 : 1;
    return {
      SaleId: randomUUID(),
      SalesLocationId: p.salesLocationId,
      StationId: p.stationId,
      SaleDate: new Date(start + i * 7_000).toISOString(),
      SaleKits: Array.from({ length: lines }, (_y, k) => ({ KitId: p.kits[(i + k) % p.kits.length]!, Qty: String(sign * (1 + k)), SalePricePerKit: '4.50' })),
      SalePayments: [],
    };
  });
}

async function post(base: string, jwt: string, path: string, body: unknown) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as unknown;
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(json).slice(0, 500)}`);
  return json;
}

/** Polls (5 ms) until every sale has its row in the sales projection and in the inventory reports' sales. */
async function untilInReadTables(db: Db, ids: string[]): Promise<void> {
  const salesTable = await projectionTable(db as never, SALES_PROJECTION, SalesTables.sales);
  const reportTable = await projectionTable(db as never, INVENTORY_REPORTS_PROJECTION, InventoryReportsTables.sales);
  for (const until = Date.now() + 60_000; ; await new Promise((r) => setTimeout(r, 5))) {
    const { rows } = await sql<{ a: string; b: string }>`
      SELECT (SELECT count(*) FROM ${sql.table(salesTable)} WHERE "SaleId" = ANY(${ids}::uuid[])) AS a,
             (SELECT count(*) FROM ${sql.table(reportTable)} WHERE "SaleId" = ANY(${ids}::uuid[])) AS b`.execute(db);
    if (Number(rows[0]!.a) === ids.length && Number(rows[0]!.b) === ids.length) return;
    if (Date.now() > until) throw new Error(`Only ${rows[0]!.a} and ${rows[0]!.b} of ${ids.length} sales reached the read tables`);
  }
}

/** One event per sale, in its own stream; one row per sale in each read table. */
async function appliedOnce(db: Db, ids: string[]): Promise<string> {
  const { rows } = await sql<{ events: string; streams: string }>`
    SELECT count(*) AS events, count(DISTINCT stream_id) AS streams FROM es.events WHERE id = ANY(${ids}::uuid[])`.execute(db);
  const salesTable = await projectionTable(db as never, SALES_PROJECTION, SalesTables.sales);
  const { rows: r2 } = await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(salesTable)} WHERE "SaleId" = ANY(${ids}::uuid[])`.execute(db);
  const [events, streams, rowsN] = [Number(rows[0]!.events), Number(rows[0]!.streams), Number(r2[0]!.n)];
  if (events !== ids.length || streams !== ids.length || rowsN !== ids.length)
    throw new Error(`Applied more or less than once: ${events} events in ${streams} streams and ${rowsN} rows for ${ids.length} sales`);
  return `${events} events, ${rowsN} rows for ${ids.length} sales`;
}

async function measure(api: BenchApi, n: number) {
  const jwt = await api.signIn('admin', 'admin');
  const p = await place(api.db);
  // Warm-up: the first calls pay for connections, prepared statements and JIT.
  const warm = sales(p, 20);
  await post(api.base, jwt, `/api/v1/stations/${p.stationId}/sync`, { Items: warm.map((Body, Position) => ({ Position, Kind: 'Sale', Body })) });
  for (const s of warm.slice(0, 5)) await post(api.base, jwt, '/api/v1/saleEventPush/sale', { ...s, SaleId: randomUUID() });

  const batch = sales(p, n);
  const ids = batch.map((s) => s.SaleId.toLowerCase());
  const items = batch.map((Body, i) => ({ Position: 1000 + i, Kind: 'Sale', Body }));
  const t0 = performance.now();
  const answer = (await post(api.base, jwt, `/api/v1/stations/${p.stationId}/sync`, { Items: items })) as { Items: { Status: string }[] };
  const answered = performance.now() - t0;
  await untilInReadTables(api.db, ids);
  const batchMs = performance.now() - t0;
  const applied = answer.Items.filter((i) => i.Status === 'Applied').length;
  if (applied !== n) throw new Error(`The batch applied ${applied} of ${n} sales: ${JSON.stringify(answer.Items.find((i) => i.Status !== 'Applied'))}`);
  const batchCheck = await appliedOnce(api.db, ids);

  // Sent again (a station that did not get the answer): nothing is appended.
  const again = (await post(api.base, jwt, `/api/v1/stations/${p.stationId}/sync`, { Items: items })) as { Items: { Status: string }[] };
  if (!again.Items.every((i) => i.Status === 'AlreadyApplied')) throw new Error('The replayed batch applied something again');
  await appliedOnce(api.db, ids);

  const single = sales(p, n);
  const singleIds = single.map((s) => s.SaleId.toLowerCase());
  const t1 = performance.now();
  for (const s of single) await post(api.base, jwt, '/api/v1/saleEventPush/sale', s);
  await untilInReadTables(api.db, singleIds);
  const singleMs = performance.now() - t1;
  const singleCheck = await appliedOnce(api.db, singleIds);
  return { answered, batchMs, singleMs, batchCheck, singleCheck };
}

export async function benchSync(): Promise<void> {
  const n = envInt('BENCH_SYNC_SALES', 1000);
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

  const f = await withBenchApi(url, (api) => measure(api, n));
  const cpus = os.cpus();
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  process.stdout.write(
    `\nStations' sync benchmark ${new Date().toISOString()} on ${cpus.length} cores (${cpus[0]?.model ?? '?'}), load average ${load}\n\n` +
      `| what | time (ms) | sales/s |\n| --- | ---: | ---: |\n` +
      `| ${n} sales in one POST stations/{id}/sync, until all are in the read tables | ${Math.round(f.batchMs)} | ${Math.round((n * 1000) / f.batchMs)} |\n` +
      `| (of which until the call answered) | ${Math.round(f.answered)} | |\n` +
      `| ${n} sales posted one call each (POST saleEventPush/sale), until all are in the read tables | ${Math.round(f.singleMs)} | ${Math.round((n * 1000) / f.singleMs)} |\n\n` +
      `Applied once: batch ${f.batchCheck}; single ${f.singleCheck}; the batch sent again answered AlreadyApplied for every sale.\n` +
      `Budget < ${SYNC_BUDGET_MS} ms: ${f.batchMs < SYNC_BUDGET_MS ? 'met' : 'NOT MET'} (${(f.singleMs / f.batchMs).toFixed(1)}× faster than one call each).\n`,
  );
  if (f.batchMs >= SYNC_BUDGET_MS) process.exitCode = 1;
  const drop = new Client({ connectionString: adminUrl });
  await drop.connect();
  await drop.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
  await drop.end();
}
