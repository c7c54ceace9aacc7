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
  /** The sales and financial reports' calls (issue 15), with what they were run on. */
  sales: SalesFigures[];
  salesContext: SalesContext | null;
}

/** The sales and financial reports' calls of issue 15 point 7: each timed, or why not. */
export interface SalesFigures {
  what: string;
  call: string;
  body: unknown;
  runs: number;
  p50: number;
  p95: number;
  max: number;
  /** Rows of the answer's largest list (a list call: its rows); a file: its bytes. */
  rows: number;
  /** 'ok', 'not built' (the route answers 404 Cannot …) or the failure seen (then no timings). */
  status: string;
}

export interface SalesContext {
  venueId: number;
  venueName: string;
  theatreId: number;
  theatreName: string;
  salesLocationId: number;
  stationId: number;
  showEventId: number;
  showEventStart: string;
  week: { from: string; to: string };
  month: { from: string; to: string };
}

/** The month before 'YYYY-MM'. */
const previousMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 7);
};
const lastDay = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

interface ReportAnswer {
  Rows?: { IsTotal: boolean; Sales: string; Variance: string; GainLoss: string }[];
}

export async function measureReports(
  url: string,
  meta: GenerationMeta,
  o: { iterations: number; warmup: number; venueIndex: number; salesIterations: number; salesWarmup: number },
): Promise<MeasureResult> {
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

    // The busiest month is the figure of issue 14; the first and the last month of the data are
    // beside it for issue 17 point 3: a report reads the ledger at its start from the monthly nets
    // before it plus its own month, so the first and the last month should cost alike however long
    // the history (BENCH_DAYS=1095 for three years).
    const firstMonth = meta.scale.start.slice(0, 7);
    const lastDayOfData = new Date(Date.parse(`${meta.scale.start}T00:00:00Z`) + (meta.scale.days - 1) * 86_400_000).toISOString().slice(0, 10);
    const lastMonth = lastDay(lastDayOfData.slice(0, 7)) === lastDayOfData ? lastDayOfData.slice(0, 7) : previousMonth(lastDayOfData.slice(0, 7));
    const months = [
      { month, label: 'busiest month' },
      ...(firstMonth !== month ? [{ month: firstMonth, label: 'first month' }] : []),
      ...(lastMonth !== month && lastMonth !== firstMonth ? [{ month: lastMonth, label: 'last month' }] : []),
    ];
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
    const salesContext = await loadSalesContext(db as unknown as Kysely<unknown>, venue, month);
    const salesFigures = salesContext ? await measureSalesReports(base, jwt, salesContext, { iterations: o.salesIterations, warmup: o.salesWarmup }, say) : [];
    if (!salesContext) say('The data has no show events (generated before issue 15?): the sales and financial reports were not measured.');
    return { venue, month, monthSales, figures, sales: salesFigures, salesContext };
  });
}

// ---------------------------------------------------------------------------------------------
// The sales and financial reports (issue 15 point 7): every call on a week and a month of one venue,
// one theatre and one show event of the generated year. The bodies are the calls' contracts
// (libs/contracts/src/reports/*.schemas.ts); a route this build lacks answers 404 "Cannot POST …"
// and is reported as not built rather than failing the bench.

interface SalesCall {
  what: string;
  method: 'GET' | 'POST';
  path: string;
  body?: Record<string, unknown>;
  /** The answer is a file (xlsx): its bytes are counted. */
  file?: boolean;
}

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The venue's first theatre, the first full week (Monday to Sunday) of the month and that Monday's evening show event there. */
async function loadSalesContext(db: Kysely<unknown>, venue: GenerationMeta['venues'][number], month: string): Promise<SalesContext | null> {
  const stand = venue.Stands[0]!;
  const first = `${month}-01`;
  const monday = addDays(first, (8 - new Date(`${first}T00:00:00Z`).getUTCDay()) % 7);
  const theatre = await sql<{ Id: number; Name: string }>`SELECT "Id", "Name" FROM app.theatres WHERE "Id" = ${stand.TheatreId ?? 0}`.execute(db);
  const event = await sql<{ Id: number; Start: Date }>`
    SELECT "Id", "Start" FROM app.show_events WHERE "TheatreId" = ${stand.TheatreId ?? 0} AND "Start" >= ${`${monday}T00:00:00Z`}::timestamptz
    ORDER BY "Start", "Id" OFFSET 1 LIMIT 1`.execute(db);
  if (!theatre.rows[0] || !event.rows[0]) return null;
  return {
    venueId: venue.VenueId,
    venueName: venue.Name,
    theatreId: theatre.rows[0].Id,
    theatreName: theatre.rows[0].Name,
    salesLocationId: stand.SalesLocationId,
    stationId: stand.StationId,
    showEventId: event.rows[0].Id,
    showEventStart: new Date(event.rows[0].Start).toISOString(),
    week: { from: monday, to: addDays(monday, 6) },
    month: { from: first, to: lastDay(month) },
  };
}

function salesCalls(c: SalesContext): SalesCall[] {
  const week = `a week (${c.week.from} to ${c.week.to})`;
  const month = `a month (${c.month.from} to ${c.month.to})`;
  const event = `show event ${c.showEventId} (${c.showEventStart})`;
  const periods = [
    { label: week, from: c.week.from, to: c.week.to },
    { label: month, from: c.month.from, to: c.month.to },
  ];
  const post = (what: string, path: string, body: Record<string, unknown>, file = false): SalesCall => ({ what, method: 'POST', path, body, file });
  const calls: SalesCall[] = [];
  // Over/short: a theatre's week and month, every visible theatre's week (the admin: all 150), a show event.
  for (const p of periods)
    calls.push(
      post(`over/short: ${c.theatreName}, ${p.label}`, 'sales/reportFromCashBox', {
        FromDate: p.from,
        ToDate: p.to,
        TheatreId: c.theatreId,
        ShowEventId: null,
      }),
    );
  calls.push(
    post(`over/short: every theatre, ${week}`, 'sales/reportFromCashBox', { FromDate: c.week.from, ToDate: c.week.to, TheatreId: null, ShowEventId: null }),
  );
  calls.push(
    post(`over/short: ${event}`, 'sales/reportFromCashBox', { FromDate: c.week.from, ToDate: c.week.to, TheatreId: c.theatreId, ShowEventId: c.showEventId }),
  );
  // Deposits report: a venue's week and month (at most 31 days).
  for (const p of periods)
    calls.push(post(`deposits report: ${c.venueName}, ${p.label}`, 'sales/depositsReport', { WeekStart: p.from, WeekEnd: p.to, VenueId: c.venueId }));
  // Kit and goods sales: a venue's week and month, a show event; the kit sales xlsx of the month.
  for (const [name, path] of [
    ['kit sales', 'sales/itemizedSalesReport'],
    ['goods sales', 'sales/goodsSalesReport'],
  ] as const) {
    for (const p of periods) calls.push(post(`${name}: ${c.venueName}, ${p.label}`, path, { FromDate: p.from, ToDate: p.to, VenueId: c.venueId }));
    calls.push(post(`${name}: ${event}`, path, { FromDate: c.week.from, ToDate: c.week.to, VenueId: c.venueId, ShowEventId: c.showEventId }));
  }
  calls.push(
    post(
      `kit sales xlsx: ${c.venueName}, ${month}`,
      'sales/itemizedSalesReport/excel',
      { FromDate: c.month.from, ToDate: c.month.to, VenueId: c.venueId },
      true,
    ),
  );
  // Managed (adjusted) sales: needs a theatre and both dates; every row (IncludeNonAdjusted) and the adjusted ones.
  for (const p of periods)
    for (const all of [true, false])
      calls.push(
        post(`managed sales (${all ? 'all rows' : 'adjusted only'}): ${c.theatreName}, ${p.label}`, 'sales/adjustedSalesReport', {
          DateFrom: p.from,
          DateTo: p.to,
          TheatreId: c.theatreId,
          IncludeNonAdjusted: all,
        }),
      );
  calls.push(
    post(`managed sales (all rows): ${event}`, 'sales/adjustedSalesReport', {
      DateFrom: c.week.from,
      DateTo: c.week.to,
      TheatreId: c.theatreId,
      ShowEventId: c.showEventId,
      IncludeNonAdjusted: true,
    }),
  );
  // Sales reconciliation: a venue's week and month, a show event (its file below). The report from
  // sales takes no venue (from, to, theatre, sales location, show event): a theatre's week and month, a show event.
  for (const p of periods)
    calls.push(post(`sales reconciliation: ${c.venueName}, ${p.label}`, 'sales/salesReport', { FromDate: p.from, ToDate: p.to, VenueId: c.venueId }));
  calls.push(
    post(`sales reconciliation: ${event}`, 'sales/salesReport', { FromDate: c.week.from, ToDate: c.week.to, VenueId: c.venueId, ShowEventId: c.showEventId }),
  );
  for (const p of periods)
    calls.push(post(`report from sales: ${c.theatreName}, ${p.label}`, 'sales/reportFromSales', { FromDate: p.from, ToDate: p.to, TheatreId: c.theatreId }));
  calls.push(
    post(`report from sales: ${event}`, 'sales/reportFromSales', {
      FromDate: c.week.from,
      ToDate: c.week.to,
      TheatreId: c.theatreId,
      ShowEventId: c.showEventId,
    }),
  );
  calls.push(
    post(
      `sales reconciliation file: ${c.venueName}, ${month}`,
      'sales/salesReport/csv',
      { FromDate: c.month.from, ToDate: c.month.to, VenueId: c.venueId },
      true,
    ),
  );
  // Liquor control: a venue's week and month, a sales location's month, a show event.
  for (const p of periods)
    calls.push(
      post(`liquor control: ${c.venueName}, ${p.label}`, 'venues/managers/liquor-control-report/_search', {
        FromDate: p.from,
        ToDate: p.to,
        VenueId: c.venueId,
      }),
    );
  calls.push(
    post(`liquor control: a sales location, ${month}`, 'venues/managers/liquor-control-report/_search', {
      FromDate: c.month.from,
      ToDate: c.month.to,
      VenueId: c.venueId,
      SalesLocationId: c.salesLocationId,
    }),
  );
  calls.push(
    post(`liquor control: ${event}`, 'venues/managers/liquor-control-report/_search', {
      FromDate: c.week.from,
      ToDate: c.week.to,
      VenueId: c.venueId,
      ShowEventId: c.showEventId,
    }),
  );
  // The master transaction log: a page of 12 of a venue's week and month, a show event (with its week: without dates the log
  // reads the last 7 days of today); the lists bench pages and filters it in full.
  for (const p of periods)
    calls.push(
      post(`master transaction log, page 1: ${c.venueName}, ${p.label}`, 'sales/masterTransactionLog/_search', {
        FromDate: p.from,
        ToDate: p.to,
        VenueId: c.venueId,
        Skip: 0,
        Take: 12,
      }),
    );
  calls.push(
    post(`master transaction log, page 1: ${event}`, 'sales/masterTransactionLog/_search', {
      FromDate: c.week.from,
      ToDate: c.week.to,
      ShowEventId: c.showEventId,
      Skip: 0,
      Take: 12,
    }),
  );
  // The show events search of the filter panels: a venue's week and month, a theatre's month.
  for (const p of periods)
    calls.push(post(`show events: ${c.venueName}, ${p.label}`, 'sales/showEvents', { FromDate: p.from, ToDate: p.to, VenueId: c.venueId }));
  calls.push(post(`show events: ${c.theatreName}, ${month}`, 'sales/showEvents', { FromDate: c.month.from, ToDate: c.month.to, TheatreId: c.theatreId }));
  return calls;
}

/** Rows of the answer's largest list: the answer itself when it is one. */
function rowsOf(json: unknown): number {
  if (Array.isArray(json)) return json.length;
  if (!json || typeof json !== 'object') return 0;
  return Math.max(0, ...Object.values(json).map((v) => (Array.isArray(v) ? v.length : 0)));
}

async function timeSalesCall(base: string, jwt: string, call: SalesCall, o: { iterations: number; warmup: number }): Promise<SalesFigures> {
  const url = `${base}/api/v1/${call.path}`;
  const once = async () => {
    const t0 = performance.now();
    const res = await fetch(url, {
      method: call.method,
      headers: { authorization: `Bearer ${jwt}`, ...(call.body ? { 'content-type': 'application/json' } : {}) },
      body: call.body ? JSON.stringify(call.body) : undefined,
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    const ms = performance.now() - t0;
    const json = call.file && res.status === 200 ? null : (JSON.parse(bytes.toString('utf8') || 'null') as unknown);
    return { ms, status: res.status, json, bytes: bytes.length };
  };
  const figure: SalesFigures = {
    what: call.what,
    call: `${call.method} ${call.path}`,
    body: call.body,
    runs: 0,
    p50: 0,
    p95: 0,
    max: 0,
    rows: 0,
    status: 'ok',
  };
  const first = await once();
  const text = (first.json as { Message?: string; message?: string } | null) ?? {};
  if (first.status === 404 && /^Cannot (POST|GET)/.test(String(text.Message ?? text.message ?? ''))) return { ...figure, status: 'not built' };
  if (first.status !== 200) return { ...figure, status: `HTTP ${first.status}: ${JSON.stringify(first.json).slice(0, 200)}` };
  const samples: number[] = [];
  for (let i = 0; i < o.warmup + o.iterations; i++) {
    const r = await once();
    if (r.status !== 200) return { ...figure, status: `HTTP ${r.status} on run ${i + 1}: ${JSON.stringify(r.json).slice(0, 200)}` };
    figure.rows = call.file ? r.bytes : rowsOf(r.json);
    if (i >= o.warmup) samples.push(r.ms);
  }
  samples.sort((a, b) => a - b);
  return {
    ...figure,
    runs: samples.length,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    max: samples[samples.length - 1]!,
    status: figure.rows > 0 ? 'ok' : 'ok, empty answer',
  };
}

/** Times every sales and financial report call on the context; the master transaction log's get by id on a sale its first page answers. */
async function measureSalesReports(
  base: string,
  jwt: string,
  c: SalesContext,
  o: { iterations: number; warmup: number },
  say: (l: string) => void,
): Promise<SalesFigures[]> {
  const only = process.env.BENCH_SALES_CALL?.toLowerCase();
  const out: SalesFigures[] = [];
  for (const call of salesCalls(c).filter((x) => !only || x.what.toLowerCase().includes(only))) {
    const f = await timeSalesCall(base, jwt, call, o);
    say(
      f.status.startsWith('ok')
        ? `${f.what}: p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms (${f.runs} runs, ${f.rows} rows)`
        : `${f.what}: ${f.status}`,
    );
    out.push(f);
  }
  if (!only || 'master transaction log, one sale'.includes(only)) {
    // The get by id: the first sale of the show event's log.
    const page = await fetch(`${base}/api/v1/sales/masterTransactionLog/_search`, {
      method: 'POST',
      headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
      body: JSON.stringify({ FromDate: c.week.from, ToDate: c.week.to, ShowEventId: c.showEventId, Skip: 0, Take: 12 }),
    });
    const rows = page.status === 200 ? ((await page.json()) as { SaleId?: string }[]) : [];
    const saleId = Array.isArray(rows) ? rows[0]?.SaleId : undefined;
    const call: SalesCall = {
      what: `master transaction log, one sale (${saleId ?? 'none'})`,
      method: 'GET',
      path: `sales/masterTransactionLog/${saleId ?? '00000000-0000-4000-8000-000000000000'}`,
    };
    const f = saleId
      ? await timeSalesCall(base, jwt, call, o)
      : { what: call.what, call: `GET sales/masterTransactionLog/{id}`, body: undefined, runs: 0, p50: 0, p95: 0, max: 0, rows: 0, status: 'not built' };
    say(f.status.startsWith('ok') ? `${f.what}: p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms` : `${f.what}: ${f.status}`);
    out.push(f);
  }
  return out;
}
