import { type Kysely, sql } from 'kysely';
import { INVENTORY_REPORTS_PROJECTION, InventoryReportsTables, projectionTable } from '@intermission/projections';
import { percentile, withBenchApi } from '../api';
import type { GenerationMeta } from './generate';

// Boots the API in-process against the generated database (bench/src/api.ts), signs in as the demo
// admin and times the report calls over HTTP on 127.0.0.1.

export const REPORT_PATH = '/api/v1/venues/managers/inventorySummary/';
export const BUDGET_P95_MS = 300;

export interface CallFigures {
  what: string;
  body: Record<string, unknown>;
  runs: number;
  p50: number;
  p95: number;
  max: number;
  rows: number;
  check: string;
}

export interface MeasureResult {
  venue: GenerationMeta['venues'][number];
  month: string;
  monthSales: number;
  figures: CallFigures[];
}

const lastDay = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

interface ReportAnswer {
  Rows?: { IsTotal: boolean; Sales: string; Variance: string; GainLoss: string }[];
}

export async function measureReports(url: string, meta: GenerationMeta, o: { iterations: number; warmup: number; venueIndex: number }): Promise<MeasureResult> {
  const say = (l: string) => process.stderr.write(`${l}\n`);
  return withBenchApi(url, async ({ base, db, signIn }) => {
    const jwt = await signIn('admin', 'admin');

    // One venue and its busiest month (by sales), from the projection the reports read.
    const venue = meta.venues[Math.min(meta.venues.length, Math.max(1, o.venueIndex)) - 1]!;
    const sales = await projectionTable(db as unknown as Kysely<unknown>, INVENTORY_REPORTS_PROJECTION, InventoryReportsTables.sales);
    const busiest = await sql<{ month: string; n: string }>`
      SELECT to_char(date_trunc('month', "SaleDate" AT TIME ZONE 'UTC'), 'YYYY-MM') AS month, count(*)::text AS n
      FROM ${sql.table(sales)} WHERE "VenueId" = ${venue.VenueId} GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`.execute(db);
    const month = busiest.rows[0]?.month;
    if (!month) throw new Error(`No sales at ${venue.Name}`);
    const monthSales = Number(busiest.rows[0]!.n);
    const stand = venue.Stands[0]!;

    const post = async (body: Record<string, unknown>) => {
      const t0 = performance.now();
      const res = await fetch(`${base}${REPORT_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
        body: JSON.stringify(body),
      });
      const json = (await res.json()) as ReportAnswer;
      return { ms: performance.now() - t0, status: res.status, json };
    };

    // The busiest month is the figure of the issue. The first month is added beside it: a report
    // reads the ledger at its start as "on hand now minus every movement since", so the earliest
    // month reads the most movements.
    const firstMonth = meta.scale.start.slice(0, 7);
    const months = [{ month, label: 'busiest month' }, ...(firstMonth !== month ? [{ month: firstMonth, label: 'first month' }] : [])];
    const calls: { what: string; body: Record<string, unknown>; check: (a: ReportAnswer) => string | null }[] = months.flatMap(({ month: m, label }) => {
      const period = { fromDate: `${m}-01`, toDate: lastDay(m), ShowEventId: null };
      return [
        {
          what: `inventory summary (Totals false): ${stand.Name} of ${venue.Name}, ${m} (${label})`,
          body: { InvLocId: stand.InventoryLocationId, ...period, Composite: false, Totals: false },
          check: (a: ReportAnswer) => (a.Rows?.some((r) => Number(r.Sales) > 0) ? null : 'no row with sales'),
        },
        {
          what: `gain/loss (Totals true, Composite true): ${venue.Name} and its ${venue.Stands.length} stands, ${m} (${label})`,
          body: { InvLocId: venue.VenueLocationId, ...period, Composite: true, Totals: true },
          check: (a: ReportAnswer) => (a.Rows?.some((r) => r.IsTotal) && a.Rows.some((r) => Number(r.Variance) !== 0) ? null : 'no Total rows or no variance'),
        },
      ];
    });
    const figures: CallFigures[] = [];
    for (const c of calls) {
      const samples: number[] = [];
      let rows = 0;
      for (let i = 0; i < o.warmup + o.iterations; i++) {
        const r = await post(c.body);
        if (r.status !== 200) throw new Error(`${c.what}: HTTP ${r.status} ${JSON.stringify(r.json).slice(0, 500)}`);
        if (!r.json.Rows?.length) throw new Error(`${c.what}: no rows`);
        const problem = c.check(r.json);
        if (problem) throw new Error(`${c.what}: ${problem}`);
        rows = r.json.Rows.length;
        if (i >= o.warmup) samples.push(r.ms);
      }
      samples.sort((a, b) => a - b);
      const f = {
        what: c.what,
        body: c.body,
        runs: samples.length,
        p50: percentile(samples, 50),
        p95: percentile(samples, 95),
        max: samples[samples.length - 1]!,
        rows,
        check: '200, rows',
      };
      say(`${c.what}: p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms, max ${f.max.toFixed(1)} ms (${f.runs} runs, ${rows} rows)`);
      figures.push(f);
    }
    return { venue, month, monthSales, figures };
  });
}
