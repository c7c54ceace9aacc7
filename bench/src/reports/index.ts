import os from 'node:os';
import { duration } from '@intermission/projections';
import { envInt } from '../api';
import { createDb } from '@intermission/db';
import { migrateToLatest } from '@intermission/migrations';
import {
  type CatchUp,
  type GenerationMeta,
  REPORTS_DB,
  adminUrl,
  catchUpProjections,
  generateReportsData,
  plannedWrites,
  readGenerationMeta,
  reportsDbUrl,
  reportsScale,
} from './generate';
import { BUDGET_P95_MS, REPORT_PATH, measureReports } from './measure';

/**
 * npm run bench -- reports : a year of a 50-venue operator (BENCH_VENUES, BENCH_DAYS,
 * BENCH_SALES_PER_SHOW, BENCH_START, BENCH_WRITERS) with its shows, cash box counts, sales with
 * payments, petty cash and deposits; then p50/p95 of the inventory summary and gain/loss calls for
 * one venue and its busiest month (BENCH_ITERATIONS after BENCH_WARMUP, BENCH_VENUE), and of the
 * sales and financial reports' calls on a week, a month and a show event of it
 * (BENCH_SALES_ITERATIONS after BENCH_SALES_WARMUP; BENCH_SALES_CALL=<text> runs those whose name
 * contains it). BENCH_REUSE=1 measures the data a previous complete run left (this build's
 * migrations run and its projections catch up first); BENCH_DB names the throwaway database
 * (default intermission_bench_reports).
 */
export async function benchReports(): Promise<void> {
  const iterations = Math.max(1, envInt('BENCH_ITERATIONS', 50));
  const warmup = envInt('BENCH_WARMUP', 5);
  const venueIndex = Math.max(1, envInt('BENCH_VENUE', 1));
  const scale = reportsScale();
  let meta: GenerationMeta | null = null;
  let reused = false;
  let reuseCatchUp: CatchUp | null = null;
  if (process.env.BENCH_REUSE === '1') {
    meta = await readGenerationMeta();
    if (!meta) throw new Error(`BENCH_REUSE=1 but ${REPORTS_DB} holds no complete generation: run once without BENCH_REUSE`);
    reused = true;
    process.stderr.write(`Reusing ${REPORTS_DB} generated ${meta.finishedAt} (its scale, not the BENCH_* settings of this run).\n`);
    // This build's migrations and projection versions: a projection version the data was not
    // projected with is built from the first event here (timed), before the API boots.
    const db = createDb({ connectionString: reportsDbUrl(), max: 1 });
    try {
      await migrateToLatest(db);
    } finally {
      await db.destroy();
    }
    reuseCatchUp = await catchUpProjections(reportsDbUrl());
  } else {
    const plan = plannedWrites(scale);
    process.stderr.write(
      `Generating ${plan.events.toLocaleString('en-US')} events (${plan.sales.toLocaleString('en-US')} sales) into ${REPORTS_DB}; ` +
        'set BENCH_REUSE=1 next time to measure the same data again.\n',
    );
    meta = await generateReportsData(scale);
  }
  const salesIterations = Math.max(1, envInt('BENCH_SALES_ITERATIONS', 30));
  const salesWarmup = envInt('BENCH_SALES_WARMUP', 3);
  const m = await measureReports(reportsDbUrl(), meta, { iterations, warmup, venueIndex, salesIterations, salesWarmup });

  const s = meta.scale;
  const cpus = os.cpus();
  const gen = meta.setupMs + meta.appendMs + (meta.vacuumMs ?? 0) + meta.catchUpMs + meta.analyzeMs;
  const out = (l = '') => process.stdout.write(`${l}\n`);
  out();
  out(
    `Reports benchmark ${new Date().toISOString()} on ${cpus.length} cores (${cpus[0]?.model ?? '?'}), ` +
      `${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, PostgreSQL at ${new URL(adminUrl()).host}`,
  );
  out();
  out(
    `Data${reused ? ' (reused)' : ''}: ${s.venues} venues × ${s.standsPerVenue} stands, ${s.days} days from ${s.start}, ${s.showsPerDay} shows a day, ` +
      `~${s.salesPerShow} sales a show (one SaleRecorded each), ${meta.events.toLocaleString('en-US')} events in ${meta.appends.toLocaleString('en-US')} appends ` +
      `(${s.writers} writers): ${Object.entries(meta.counts)
        .sort()
        .map(([k, n]) => `${k} ${n.toLocaleString('en-US')}`)
        .join(', ')}${meta.shortfalls ? `; ${meta.shortfalls} sales took a good below zero` : ''}.`,
  );
  out(
    `Generation ${duration(gen)}: setup ${duration(meta.setupMs)}, appends ${duration(meta.appendMs)} (${Math.round((meta.events * 1000) / meta.appendMs).toLocaleString('en-US')} events/s), ` +
      `${meta.vacuumMs === undefined ? '' : `VACUUM of the events ${duration(meta.vacuumMs)}, `}projection catch-up ${duration(meta.catchUpMs)} (${Math.round((meta.events * 1000) / meta.catchUpMs).toLocaleString('en-US')} events/s), ANALYZE ${duration(meta.analyzeMs)}.`,
  );
  const rate = (n: number, ms: number) => Math.round((n * 1000) / ms).toLocaleString('en-US');
  const names = meta.catchUpProjections ?? [];
  out(
    `Projection catch-up (issue 17 point 2) at generation: ${meta.events.toLocaleString('en-US')} events in ${duration(meta.catchUpMs)} = ` +
      `${rate(meta.events, meta.catchUpMs)} events/s with all ${names.length || '?'} projections (${names.join(', ') || 'not recorded'}), ` +
      `${meta.vacuumMs === undefined ? 'over events just appended (no VACUUM before it)' : 'over the vacuumed store'}; ` +
      `budget ≥ 17,000 events/s ${(meta.events * 1000) / meta.catchUpMs >= 17_000 ? '✔' : '✘'}.`,
  );
  if (reuseCatchUp)
    out(
      reuseCatchUp.events > 0
        ? `This build's projections (${reuseCatchUp.projections.join(', ')}) lagged the reused data: ${reuseCatchUp.events.toLocaleString('en-US')} events ` +
            `applied in ${duration(reuseCatchUp.ms)} (${rate(reuseCatchUp.events, reuseCatchUp.ms)} events/s for the slowest).`
        : `This build's ${reuseCatchUp.projections.length} projections were at the head of the reused data.`,
    );
  out(
    `Measured: ${m.venue.Name}; its busiest month ${m.month} (${m.monthSales.toLocaleString('en-US')} sales at the venue) and, for comparison, the first month; ` +
      `POST ${REPORT_PATH} as admin over HTTP on 127.0.0.1 with the projection runner running, ${iterations} runs of each call after ${warmup} warm-up, ` +
      'one at a time, every answer checked (200, rows).',
  );
  out();
  out(`| call | p50 (ms) | p95 (ms) | max (ms) | rows | budget p95 < ${BUDGET_P95_MS} ms |`);
  out('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const f of m.figures)
    out(`| ${f.what} | ${f.p50.toFixed(1)} | ${f.p95.toFixed(1)} | ${f.max.toFixed(1)} | ${f.rows} | ${f.p95 < BUDGET_P95_MS ? '✔' : '✘'} |`);

  const gainLoss = (label: string) => m.figures.find((f) => f.what.startsWith('gain/loss') && f.what.endsWith(`(${label})`));
  const [first, last] = [gainLoss('first month'), gainLoss('last month')];
  if (first && last) {
    const ratio = Math.max(first.p95, last.p95) / Math.min(first.p95, last.p95);
    const ok = first.p95 < 60 && last.p95 < 60 && ratio <= 1.5;
    out();
    out(
      `Report cost bounded by the period (issue 17 point 3) over ${s.days} days: gain/loss p95 first month ${first.p95.toFixed(1)} ms, ` +
        `last month ${last.p95.toFixed(1)} ms, ratio ${ratio.toFixed(2)}; budget each < 60 ms and within 1.5× ${ok ? '✔' : '✘'}.`,
    );
  }

  const c = m.salesContext;
  if (!c) return;
  out();
  out(
    `Sales and financial reports (issue 15 point 7): ${c.venueName} (venue ${c.venueId}), ${c.theatreName} (theatre ${c.theatreId}), ` +
      `sales location ${c.salesLocationId}, show event ${c.showEventId} (${c.showEventStart}); a week ${c.week.from} to ${c.week.to}, a month ${c.month.from} to ${c.month.to}; ` +
      `as admin, ${salesIterations} runs of each call after ${salesWarmup} warm-up, one at a time, every answer 200 (rows: the answer's largest list; a file: its bytes).`,
  );
  out();
  out(`| call | route | p50 (ms) | p95 (ms) | max (ms) | rows | budget p95 < ${BUDGET_P95_MS} ms |`);
  out('| --- | --- | ---: | ---: | ---: | ---: | :---: |');
  for (const f of m.sales)
    out(
      f.status.startsWith('ok')
        ? `| ${f.what} | ${f.call} | ${f.p50.toFixed(1)} | ${f.p95.toFixed(1)} | ${f.max.toFixed(1)} | ${f.rows}${f.status === 'ok' ? '' : ' (empty)'} | ${f.p95 < BUDGET_P95_MS ? '✔' : '✘'} |`
        : `| ${f.what} | ${f.call} | | | | | ${f.status.replace(/\|/g, '\\|')} |`,
    );
  const timed = m.sales.filter((f) => f.status.startsWith('ok'));
  const over = timed.filter((f) => f.p95 >= BUDGET_P95_MS);
  const missing = [...new Set(m.sales.filter((f) => f.status === 'not built').map((f) => f.call))];
  const failed = m.sales.filter((f) => !f.status.startsWith('ok') && f.status !== 'not built');
  out();
  out(
    `${timed.length} calls timed, ${over.length} over budget${over.length ? ` (${over.map((f) => f.what).join('; ')})` : ''}` +
      `${missing.length ? `; not built in this build: ${missing.join(', ')}` : ''}${failed.length ? `; failed: ${failed.map((f) => `${f.what} (${f.status})`).join('; ')}` : ''}.`,
  );
}
