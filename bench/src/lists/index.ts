import os from 'node:os';
import { sql } from 'kysely';
import { type Db, createDb } from '@intermission/db';
import { migrateToLatest } from '@intermission/migrations';
import { registeredProjections, setupProjection, versionedTable } from '@intermission/projections';
import { type BenchApi, envInt, percentile, withBenchApi } from '../api';
import { REPORTS_DB, adminUrl, readGenerationMeta, reportsDbUrl } from '../reports/generate';

/**
 * npm run bench -- lists : every list and search call with pages of 12 (the first page, a middle
 * page, the last page, a text search and each filter the screen offers), as the demo admin and as a
 * venue manager (the demo `manager`, made manager of the first BENCH_MANAGED venues, default 3),
 * on the data of `npm run bench -- reports` (run that first; this never generates).
 * BENCH_ITERATIONS runs of each call (default 20) after BENCH_WARMUP (default 2); BENCH_LIST=name
 * measures the lists whose name contains it; BENCH_SLOW_MS=n prints each run slower than n ms with
 * its time since the process started (to line up with `node --trace-gc` in the same process).
 */

export const LIST_BUDGET_P95_MS = 30;
const TAKE = 12;

type Params = Record<string, string | number | boolean | null>;
type Row = Record<string, unknown>;

interface ListDef {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /**
   * The parameter names of this list's paging and text (no text: the list has no text search; no
   * paging: the list answers all its rows, e.g. a theatre's show events of a period, and is timed
   * as a whole with each filter).
   */
  keys: { skip?: string; take?: string; text?: string };
  /** A word of a row to search for (from the first page). */
  sample: (row: Row) => string | undefined;
  filters: { what: string; params: Params }[];
  /** Sent with every call of the list (e.g. a period without which the list shows only recent rows). */
  base?: Params;
  /** Calls made from the first page's rows (e.g. a text search for a row's id). */
  fromFirstPage?: (rows: Row[]) => { what: string; params: Params }[];
}

interface Figure {
  user: string;
  list: string;
  what: string;
  p50: number;
  p95: number;
  max: number;
  rows: number;
  total: number;
}

/** Four letters from the middle of a name: a search that finds a few rows, not every one. */
const word = (v: unknown) => {
  const s = typeof v === 'string' ? v.trim() : '';
  return s.length > 6 ? s.slice(Math.floor(s.length / 2) - 2, Math.floor(s.length / 2) + 2) : s || undefined;
};

async function benchIds(db: Db, venueIds: number[]) {
  const one = async <T>(q: Promise<T[]>) => (await q)[0];
  const venue = (await db.selectFrom('app.venues').select(['Id', 'ClientId']).where('Id', 'in', venueIds).orderBy('Id').execute())[0]!;
  const theatre = await one(db.selectFrom('app.theatres').select('Id').where('VenueId', '=', venue.Id).orderBy('Id').execute());
  const stand = await one(db.selectFrom('app.sales_locations').select('Id').where('TheatreId', '=', theatre!.Id).orderBy('Id').execute());
  const vendor = await one(db.selectFrom('app.vendors').select('Id').orderBy('Id').execute());
  const category = await one(db.selectFrom('app.goods').select('CategoryId').where('CategoryId', 'is not', null).orderBy('Id').execute());
  // The evening show event of the theatre's tenth day (the generated year's show events; none on older data).
  const showEvent = await one(
    db.selectFrom('app.show_events').select('Id').where('TheatreId', '=', theatre!.Id).orderBy('Start').offset(19).limit(1).execute(),
  );
  const station = await one(db.selectFrom('app.stations').select('Id').where('SalesLocationId', '=', stand!.Id).orderBy('Id').execute());
  const show = await one(db.selectFrom('app.show_events').select('ShowId').where('TheatreId', '=', theatre!.Id).orderBy('Start').limit(1).execute());
  return {
    clientId: venue.ClientId,
    venueId: venue.Id,
    theatreId: theatre!.Id,
    salesLocationId: stand!.Id,
    vendorId: vendor?.Id,
    categoryId: category?.CategoryId,
    showEventId: showEvent?.Id,
    stationId: station?.Id,
    showId: show?.ShowId,
  };
}

function lists(ids: Awaited<ReturnType<typeof benchIds>>, month: { from: string; to: string; last: string }, year: { from: string; to: string }): ListDef[] {
  const body = { skip: 'Skip', take: 'Take', text: 'Query' };
  const query = { skip: 'skip', take: 'take', text: 'q' };
  const name = (r: Row) => word(r.Name);
  const hierarchy = `/api/v1/clients/${ids.clientId}/venues/${ids.venueId}/theatres`;
  const inactive = [{ what: 'inactive too', params: { inactive: true } }];
  return [
    {
      name: 'transfers',
      method: 'POST',
      path: '/api/v1/transfers/_search',
      keys: body,
      sample: () => 'Venue 012',
      filters: [
        { what: 'type Inventory', params: { TransferTypeId: 1 } },
        { what: 'type Wastage', params: { TransferTypeId: 7 } },
        { what: 'venue', params: { VenueId: ids.venueId } },
        { what: 'sales location', params: { SalesLocationId: ids.salesLocationId } },
        { what: 'a month', params: { FromDate: month.from, ToDate: month.to } },
        { what: 'venue, type Inventory and a month', params: { VenueId: ids.venueId, TransferTypeId: 1, FromDate: month.from, ToDate: month.to } },
      ],
    },
    {
      name: 'received orders',
      method: 'POST',
      path: '/api/v1/received-orders/_search',
      keys: body,
      sample: (r) => word(r.VenueName),
      filters: [
        { what: 'venue', params: { VenueId: ids.venueId } },
        ...(ids.vendorId ? [{ what: 'vendor', params: { VendorId: ids.vendorId } }] : []),
        { what: 'posted', params: { Posted: true } },
        { what: 'not posted', params: { Posted: false } },
      ],
    },
    {
      name: 'count log',
      method: 'POST',
      path: '/api/v1/venues/managers/_searchInventoryLogs',
      keys: body,
      sample: (r) => word(r.LocationName),
      filters: [
        { what: 'venue', params: { VenueId: ids.venueId } },
        { what: 'discrepancies', params: { IsDiscrepency: true } },
        { what: 'no discrepancy', params: { IsDiscrepency: false } },
        { what: 'a month', params: { DateLogFrom: month.from, DateLogTo: month.to } },
      ],
    },
    {
      name: 'deposits',
      method: 'POST',
      path: '/api/v1/deposits/_search',
      keys: body,
      sample: () => 'Venue 012',
      filters: [
        { what: 'venue', params: { VenueId: ids.venueId } },
        { what: 'a month', params: { FromDate: month.from, ToDate: month.last } },
        { what: 'venue and a month', params: { VenueId: ids.venueId, FromDate: month.from, ToDate: month.last } },
      ],
    },
    {
      name: 'cash boxes',
      method: 'POST',
      path: '/api/v1/cashboxes/_search',
      keys: { skip: 'Skip', take: 'Take' },
      sample: () => undefined,
      filters: [
        { what: 'theatre', params: { TheatreId: ids.theatreId } },
        { what: 'sales location', params: { SalesLocationId: ids.salesLocationId } },
        ...(ids.showEventId ? [{ what: 'show event', params: { ShowEventId: ids.showEventId } }] : []),
        { what: 'a month', params: { DateFrom: `${month.from}T00:00:00Z`, DateTo: `${month.to}T00:00:00Z` } },
        { what: 'theatre and a month', params: { TheatreId: ids.theatreId, DateFrom: `${month.from}T00:00:00Z`, DateTo: `${month.to}T00:00:00Z` } },
      ],
    },
    {
      name: 'petty cash of a theatre',
      method: 'POST',
      path: `${hierarchy}/${ids.theatreId}/pettyCashWithdrawals/_search`,
      keys: body,
      sample: (r) => word(r.ShowName),
      filters: [{ what: 'a month', params: { FromDate: month.from, ToDate: month.last } }],
    },
    {
      // Every sale and refund of the generated year (~900,000): without dates the log shows the last 7 days of today, so every call names the year.
      name: 'master transaction log',
      method: 'POST',
      path: '/api/v1/sales/masterTransactionLog/_search',
      keys: body,
      base: { FromDate: year.from, ToDate: year.to },
      sample: () => 'BV012',
      fromFirstPage: (rows) => {
        const id = typeof rows[0]?.SaleId === 'string' ? rows[0].SaleId.slice(0, 6) : undefined;
        return id ? [{ what: `text: a SaleId's first 6 digits "${id}"`, params: { Query: id } }] : [];
      },
      filters: [
        { what: 'default range (7 days back from today: none of the year)', params: { FromDate: null, ToDate: null } },
        { what: 'a month', params: { FromDate: month.from, ToDate: month.last } },
        { what: 'a day, 14:00 to 15:00', params: { FromDate: month.from, ToDate: month.from, TimeFrom: '14:00', TimeTo: '15:00' } },
        { what: 'venue', params: { VenueId: ids.venueId } },
        { what: 'theatre', params: { TheatreId: ids.theatreId } },
        { what: 'sales location', params: { SalesLocationId: ids.salesLocationId } },
        ...(ids.stationId ? [{ what: 'station', params: { StationId: ids.stationId } }] : []),
        ...(ids.showEventId ? [{ what: 'show event', params: { ShowEventId: ids.showEventId } }] : []),
        ...[1, 2, 3, 4, 5, 6, 7, 8].map((m) => ({ what: `payment method ${m}`, params: { PaymentMethodId: m } })),
        { what: 'sale type Sale', params: { SaleTypeId: 1 } },
        { what: 'sale type Refund', params: { SaleTypeId: 2 } },
        { what: 'source Manual', params: { Source: 'Manual' } },
        { what: 'source Station', params: { Source: 'Station' } },
        { what: 'venue, a month, Refund', params: { VenueId: ids.venueId, FromDate: month.from, ToDate: month.last, SaleTypeId: 2 } },
        // The first managed venue's stations by name (BV012's are no manager's), and a payment method at a place.
        { what: 'text "BV001" (the first venue\'s 3 stations)', params: { Query: 'BV001' } },
        { what: 'venue and payment method 4', params: { VenueId: ids.venueId, PaymentMethodId: 4 } },
        { what: 'theatre and payment method 1', params: { TheatreId: ids.theatreId, PaymentMethodId: 1 } },
        { what: 'POS user (none sells in the bench data)', params: { PosUserId: 1 } },
      ],
    },
    {
      name: 'goods',
      method: 'GET',
      path: '/api/v1/goods/_search',
      keys: query,
      sample: name,
      filters: [
        ...(ids.categoryId ? [{ what: 'category', params: { categoryId: ids.categoryId } }] : []),
        { what: 'inactive too', params: { includeInactive: true } },
      ],
    },
    {
      name: 'kits',
      method: 'GET',
      path: '/api/v1/kits/_search',
      keys: query,
      sample: name,
      filters: [{ what: 'inactive too', params: { includeInactive: true } }],
    },
    {
      name: 'menus',
      method: 'GET',
      path: '/api/v1/menus/_search',
      keys: query,
      sample: name,
      filters: [{ what: 'inactive too', params: { includeInactive: true } }],
    },
    {
      name: 'vendors',
      method: 'POST',
      path: '/api/v1/vendors/_search',
      keys: body,
      sample: name,
      filters: [{ what: 'archived too', params: { IncludeArchived: true } }],
    },
    {
      name: 'users',
      method: 'GET',
      path: '/api/v1/users/_search',
      keys: query,
      sample: (r) => word(r.LastName ?? r.FirstName),
      filters: [{ what: 'without access', params: { hasAccess: false } }],
    },
    {
      name: 'clients',
      method: 'GET',
      path: '/api/v1/clients/_search',
      keys: query,
      sample: name,
      filters: [{ what: 'type Cinema', params: { clientTypeIds: '1' } }, ...inactive],
    },
    { name: 'venues', method: 'GET', path: `/api/v1/clients/${ids.clientId}/venues/_search`, keys: query, sample: name, filters: inactive },
    { name: 'theatres', method: 'GET', path: `${hierarchy}/_search`, keys: query, sample: name, filters: inactive },
    { name: 'sales locations', method: 'GET', path: `${hierarchy}/${ids.theatreId}/salesLocations/_search`, keys: query, sample: name, filters: inactive },
    {
      name: 'stations',
      method: 'GET',
      path: `${hierarchy}/${ids.theatreId}/salesLocations/${ids.salesLocationId}/stations/_search`,
      keys: query,
      sample: name,
      filters: inactive,
    },
    {
      name: 'coupons',
      method: 'GET',
      path: '/api/v1/coupons/_search',
      keys: query,
      sample: name,
      filters: [{ what: 'archived too', params: { includeArchived: true } }],
    },
    { name: 'coupons of a venue', method: 'GET', path: `/api/v1/coupons/${ids.venueId}/_search`, keys: query, sample: name, filters: [] },
    {
      name: 'POS users',
      method: 'GET',
      path: '/api/v1/posusers/_search',
      keys: query,
      sample: (r) => word(r.LastName ?? r.FirstName),
      filters: [
        { what: 'venue', params: { venueId: ids.venueId } },
        { what: 'archived too', params: { includeArchived: true } },
      ],
    },
    {
      name: 'roles',
      method: 'GET',
      path: '/api/v1/roles/_search',
      keys: query,
      sample: name,
      filters: [{ what: 'holding claim 1', params: { ClaimIds: '1' } }],
    },
    {
      // A theatre's show events of a month with their logs (all of them: the screen does not page; about 60 rows).
      name: 'event logs',
      method: 'POST',
      path: '/api/v1/shows/logs/_search',
      keys: {},
      sample: () => undefined,
      base: { TheatreId: ids.theatreId, FromDate: month.from, ToDate: month.last },
      filters: ids.showId ? [{ what: 'a show', params: { ShowId: ids.showId } }] : [],
    },
    { name: 'export types', method: 'GET', path: '/api/v1/exports/_search', keys: {}, sample: () => undefined, filters: [] },
    // Each export type's IIF history and its QBO log over a month (read anew first: a record changed after its sync shows Modified).
    ...([1, 2, 3] as const).flatMap((type): ListDef[] => [
      { name: `export history, type ${type}`, method: 'GET', path: `/api/v1/exports/history/${type}`, keys: {}, sample: () => undefined, filters: [] },
      {
        name: `QBO log, type ${type}`,
        method: 'POST',
        path: '/api/v1/exports/QBOExports',
        keys: { skip: 'Skip', take: 'Take' },
        sample: () => undefined,
        base: { ExportTypeId: type, FromDate: month.from, ToDate: month.last },
        filters: [],
      },
    ]),
  ];
}

async function call(api: BenchApi, jwt: string, l: ListDef, params: Params) {
  const defined = Object.entries(params).filter(([, v]) => v !== null && v !== undefined);
  const url =
    l.method === 'GET'
      ? `${api.base}${l.path}?${new URLSearchParams(defined.map(([k, v]): [string, string] => [k, String(v)])).toString()}`
      : `${api.base}${l.path}`;
  const t0 = performance.now();
  const res = await fetch(url, {
    method: l.method,
    headers: { authorization: `Bearer ${jwt}`, ...(l.method === 'POST' ? { 'content-type': 'application/json' } : {}) },
    body: l.method === 'POST' ? JSON.stringify(Object.fromEntries(defined)) : undefined,
  });
  const json = (await res.json()) as unknown;
  const ms = performance.now() - t0;
  return { ms, status: res.status, json, total: Number(res.headers.get('x-list-count') ?? NaN) };
}

/**
 * One export run of each type over the month, so that the QBO log has its rows (a run writes them; the
 * log reads anew the rows it shows). Made once through the API and kept, like the manager's venues.
 */
async function ensureExportRuns(api: BenchApi, jwt: string, month: { from: string; last: string }, say: (l: string) => void) {
  const headers = { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' };
  const history = async (type: number) =>
    (await (await fetch(`${api.base}/api/v1/exports/history/${type}`, { headers })).json()) as {
      ExportId: number;
      FromDate: string;
      ToDate: string;
      Status: string;
      Error: string | null;
    }[];
  const ofMonth = (runs: Awaited<ReturnType<typeof history>>) =>
    runs.find((r) => r.FromDate === month.from && r.ToDate === month.last && r.Status !== 'Failed');
  for (const type of [1, 2, 3]) {
    const existing = ofMonth(await history(type));
    if (existing?.Status === 'Done') continue;
    if (!existing) {
      const res = await fetch(`${api.base}/api/v1/exports/export`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ ExportTypeId: type, FromDate: month.from, ToDate: month.last }),
      });
      if (res.status !== 201 && res.status !== 200) throw new Error(`The export of type ${type} could not start: HTTP ${res.status} ${await res.text()}`);
    }
    const t0 = Date.now();
    for (;;) {
      const run = ofMonth(await history(type));
      if (run?.Status === 'Done') break;
      if (!run) throw new Error(`The export of type ${type} over ${month.from}..${month.last} failed: ${JSON.stringify((await history(type))[0])}`);
      if (Date.now() - t0 > 600_000) throw new Error(`The export of type ${type} did not finish in 10 minutes`);
      await new Promise((r) => setTimeout(r, 500));
    }
    say(`export of type ${type} over ${month.from}..${month.last}: done in ${((Date.now() - t0) / 1000).toFixed(1)} s (the QBO log's rows)`);
  }
}

export async function benchLists(): Promise<void> {
  const iterations = Math.max(1, envInt('BENCH_ITERATIONS', 20));
  const warmup = envInt('BENCH_WARMUP', 2);
  const managed = Math.max(1, envInt('BENCH_MANAGED', 3));
  const slowMs = envInt('BENCH_SLOW_MS', 0);
  const only = process.env.BENCH_LIST?.toLowerCase();
  const meta = await readGenerationMeta();
  if (!meta) throw new Error(`${REPORTS_DB} holds no complete generation: run npm run bench -- reports first (BENCH_VENUES=10 for a smaller year)`);
  const say = (l: string) => process.stderr.write(`${l}\n`);
  // The data as this build reads it: its migrations and its projections' tables and indexes (the
  // setup the runner does at start, done before the first call is timed), then fresh statistics.
  const setupDb = createDb({ connectionString: reportsDbUrl(), max: 1 });
  try {
    await migrateToLatest(setupDb);
    for (const p of registeredProjections()) await setupDb.transaction().execute((tx) => setupProjection(tx, p, (base) => versionedTable(base, p.version)));
    await sql`VACUUM ANALYZE`.execute(setupDb);
  } finally {
    await setupDb.destroy();
  }
  const figures: Figure[] = [];
  const skipped: string[] = [];

  await withBenchApi(reportsDbUrl(), async (api) => {
    // The venue manager: the demo manager made manager of the first venues (idempotent).
    const managedIds = meta.venues.slice(0, managed).map((v) => v.VenueId);
    await sql`UPDATE app.venues SET "ManagerId" = (SELECT a."UserId" FROM app.auth_users a WHERE a."Username" = 'manager')
      WHERE "Id" = ANY(${managedIds}::int[])`.execute(api.db);
    const ids = await benchIds(api.db, managedIds);
    const month = meta.scale.start.slice(0, 7);
    const [y, m] = month.split('-').map(Number) as [number, number];
    const range = {
      from: `${month}-01`,
      to: new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10),
      last: new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10),
    };
    const year = {
      from: meta.scale.start,
      to: new Date(Date.parse(`${meta.scale.start}T00:00:00Z`) + (meta.scale.days - 1) * 86_400_000).toISOString().slice(0, 10),
    };
    const adminJwt = await api.signIn('admin', 'admin');
    await ensureExportRuns(api, adminJwt, range, say);
    const users = [
      { user: 'admin', jwt: adminJwt },
      { user: `manager of ${managed} venues`, jwt: await api.signIn('manager', 'manager') },
    ];
    for (const { user, jwt } of users) {
      for (const l of lists(ids, range, year).filter((x) => !only || x.name.toLowerCase().includes(only))) {
        const paged = l.keys.skip !== undefined && l.keys.take !== undefined;
        const page = (skip: number, extra: Params = {}) => ({ ...l.base, ...(paged ? { [l.keys.skip!]: skip, [l.keys.take!]: TAKE } : {}), ...extra });
        const first = await call(api, jwt, l, page(0));
        if (first.status === 403) {
          skipped.push(`${l.name} (${user}: 403, the role may not read it)`);
          continue;
        }
        if (first.status === 404 && /^Cannot (POST|GET)/.test(String((first.json as { Message?: string } | null)?.Message ?? ''))) {
          skipped.push(`${l.name} (not built in this build: ${l.method} ${l.path} answers 404)`);
          continue;
        }
        if (first.status !== 200 || !Array.isArray(first.json) || Number.isNaN(first.total))
          throw new Error(`${l.name} (${user}): HTTP ${first.status} ${JSON.stringify(first.json).slice(0, 300)}`);
        const total = first.total;
        const lastSkip = Math.max(0, Math.floor((total - 1) / TAKE) * TAKE);
        const text = (first.json as Row[]).map(l.sample).find((s) => s);
        const calls: { what: string; params: Params }[] = [
          ...(paged
            ? [
                { what: 'first page', params: page(0) },
                { what: 'middle page', params: page(Math.floor(lastSkip / 2 / TAKE) * TAKE) },
                { what: 'last page', params: page(lastSkip) },
              ]
            : [{ what: l.base ? 'a month' : 'all', params: page(0) }]),
          ...(text && l.keys.text ? [{ what: `text "${text}"`, params: page(0, { [l.keys.text]: text }) }] : []),
          ...(l.fromFirstPage?.(first.json as Row[]) ?? []).map((f) => ({ what: f.what, params: page(0, f.params) })),
          ...l.filters.map((f) => ({ what: f.what, params: page(0, f.params) })),
        ];
        for (const c of calls) {
          const samples: number[] = [];
          let rows = 0;
          let found = 0;
          for (let i = 0; i < warmup + iterations; i++) {
            const r = await call(api, jwt, l, c.params);
            if (r.status !== 200 || !Array.isArray(r.json))
              throw new Error(`${l.name} ${c.what} (${user}): HTTP ${r.status} ${JSON.stringify(r.json).slice(0, 300)}`);
            rows = r.json.length;
            found = r.total;
            if (paged && rows > TAKE) throw new Error(`${l.name} ${c.what} (${user}): ${rows} rows for a page of ${TAKE}`);
            if (i >= warmup) samples.push(r.ms);
            if (slowMs && r.ms > slowMs) say(`slow: ${r.ms.toFixed(1)} ms at ${performance.now().toFixed(0)} ms, ${l.name} · ${c.what} (${user}), run ${i}`);
          }
          samples.sort((a, b) => a - b);
          const f = {
            user,
            list: l.name,
            what: c.what,
            p50: percentile(samples, 50),
            p95: percentile(samples, 95),
            max: samples[samples.length - 1]!,
            rows,
            total: found,
          };
          say(`${user} · ${l.name} · ${c.what}: p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms (${rows} rows of ${found})`);
          figures.push(f);
        }
      }
    }
  });

  const s = meta.scale;
  const cpus = os.cpus();
  const out = (l = '') => process.stdout.write(`${l}\n`);
  out();
  out(
    `Lists benchmark ${new Date().toISOString()} on ${cpus.length} cores (${cpus[0]?.model ?? '?'}), ${Math.round(os.totalmem() / 2 ** 30)} GB, ` +
      `Node ${process.version}, PostgreSQL at ${new URL(adminUrl()).host}`,
  );
  out(
    `Data: ${REPORTS_DB} (${s.venues} venues, ${s.days} days from ${s.start}, ${meta.events.toLocaleString('en-US')} events); ` +
      `pages of ${TAKE}, ${iterations} runs of each call after ${warmup} warm-up, one at a time over HTTP on 127.0.0.1, projections running.`,
  );
  if (skipped.length) out(`Not measured: ${skipped.join('; ')}.`);
  out();
  out(`| user | list | call | p50 (ms) | p95 (ms) | max (ms) | rows | X-List-Count | budget p95 < ${LIST_BUDGET_P95_MS} ms |`);
  out('| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | :---: |');
  for (const f of figures)
    out(
      `| ${f.user} | ${f.list} | ${f.what} | ${f.p50.toFixed(1)} | ${f.p95.toFixed(1)} | ${f.max.toFixed(1)} | ${f.rows} | ${f.total} | ${f.p95 < LIST_BUDGET_P95_MS ? '✔' : '✘'} |`,
    );
  const over = figures.filter((f) => f.p95 >= LIST_BUDGET_P95_MS);
  out();
  out(over.length ? `${over.length} of ${figures.length} calls over budget.` : `All ${figures.length} calls within budget.`);
}
