import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../support/test-app';

// The bad-input sweep (issue 18, docs/api.md "Inputs"): every route of the OpenAPI document gets
// the inputs a careless client or an attacker sends, signed in as the demo admin. No answer may be
// a 5xx, and a refused request (4xx) may write nothing: the row counts of every app.* table and of
// es.events, and the files under uploads/, are compared around each one. One app, one database,
// requests in sequence. A write route that documents no JSON body still gets hostile bodies (a
// controller that read one past its schema answered 500 on a NUL), and an upload route gets a file
// whose name carries a NUL.

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  $ref?: string;
};
interface Operation {
  method: string;
  path: string;
  params: string[];
  query: string[];
  body: JsonSchema | null;
  multipart: boolean;
  public: boolean;
}

const HugeIds = ['2147483648', '99999999999', String(2 ** 53)];
/** In bodies: past 32 bits, past 2^53, below −2^31, past any numeric column. */
const HugeNumbers = [2147483648, 2 ** 53, -2147483649, 1e308];
const Nul = 'a\u0000b';
/** Bodies for a write route that documents none: the usual field names with NUL text or huge numbers. */
const CommonFields = ['Id', 'Name', 'Title', 'Content', 'Description', 'Notes', 'Reason', 'Version'];
const UndocumentedBodies = [
  { label: 'common fields with NUL text', body: Object.fromEntries(CommonFields.map((k) => [k, Nul])) },
  { label: 'common fields with huge numbers', body: Object.fromEntries(CommonFields.map((k) => [k, 2 ** 53])) },
  { label: 'a NUL key', body: { ['a\u0000b']: 'x' } },
];
/** A multipart body whose file (a small PDF) is named with a NUL, as a browser may send it (filename*). */
const Boundary = 'sweep-boundary';
const NulNamedUpload = Buffer.concat([
  Buffer.from(`--${Boundary}\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''a%00b.pdf\r\nContent-Type: application/pdf\r\n\r\n`),
  Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  Buffer.from(`\r\n--${Boundary}--\r\n`),
]);
const Uuid = '00000000-0000-4000-8000-000000000001';
/** Other spellings of numbers (issue 38 point 3): none is an id; each path or query id answers 400 with it. */
const IdSpellings = ['0x10', '1e1', '0b1', '0o1', '+1', '1.0', ' 1', '01', '2147483648'];
/** Path and query parameters that carry ids or integers (the others: kinds, flags, names, text). */
const isNumberParam = (name: string) => /(^id$|Id$|Ids$|^[tdn]$|^year$|^month$|^skip$|^take$)/i.test(name);
/** Days past what the server and PostgreSQL compute with (issue 38 point 4): every date or time field answers 400 with them. */
const FarDays = ['9999-12-31', '0001-01-01', '1899-12-31', '2200-01-01'];
/** Fields that carry a day or an instant: by format, or by name (FromDate, toDate, Day, Start, End, CountedAt, DateLogFrom, TimestampUtc …). */
const isDateName = (name: string) => /(Date|Day|Start|End|At|From|To|Utc)$/.test(name);

/** The operations of the OpenAPI document. */
function operations(doc: { paths: Record<string, Record<string, any>> }): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const parameters = (op.parameters ?? []) as { name: string; in: string }[];
      const content = op.requestBody?.content ?? {};
      out.push({
        method,
        path,
        params: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        body: (content['application/json']?.schema as JsonSchema | undefined) ?? null,
        multipart: 'multipart/form-data' in content,
        public: op['x-access']?.kind === 'public',
      });
    }
  }
  return out;
}

/** The first branch of a union that is not null. */
function branch(s: JsonSchema): JsonSchema {
  const options = s.anyOf ?? s.oneOf;
  if (options) return branch(options.find((o) => o.type !== 'null') ?? options[0]!);
  if (s.allOf?.length) return branch(s.allOf[0]!);
  return s;
}
const typeOf = (s: JsonSchema) => {
  const t = branch(s).type;
  return Array.isArray(t) ? t.find((x) => x !== 'null') : t;
};

/** A plausible value of a schema (defaults first): the base every single mutation is made on. */
function sample(s: JsonSchema, depth = 0): unknown {
  const b = branch(s);
  if (b.default !== undefined) return b.default;
  if (b.const !== undefined) return b.const;
  if (b.enum?.length) return b.enum[0];
  switch (typeOf(b)) {
    case 'object':
      return depth > 4 ? {} : Object.fromEntries(Object.entries(b.properties ?? {}).map(([k, v]) => [k, sample(v, depth + 1)]));
    case 'array':
      return depth > 4 || !b.items ? [] : [sample(b.items, depth + 1)];
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return false;
    case 'string':
      return b.format === 'uuid' ? Uuid : b.format === 'date-time' ? '2026-11-20T12:00:00Z' : 'x';
    default:
      return 'x';
  }
}

/** The bad values for a field of this schema: wrong types, huge, out of range, NUL. */
function badValues(s: JsonSchema): unknown[] {
  const t = typeOf(s);
  const wrong: unknown[] = t === 'string' ? [{}, ['x']] : t === 'object' ? ['x', 7] : t === 'array' ? ['x', { a: 1 }] : ['x', {}];
  if (t === 'integer' || t === 'number') return [...wrong, ...HugeNumbers, 1.5, '99999999999'];
  if (t === 'string') return [...wrong, Nul, 'x'.repeat(100_000), '9'.repeat(40)];
  return wrong;
}

/** One body per (field, bad value), top-level and one level down (objects and the first element of arrays). */
function badBodies(schema: JsonSchema): { label: string; body: unknown }[] {
  const base = sample(schema);
  const out: { label: string; body: unknown }[] = [
    { label: 'an array body', body: [] },
    { label: 'a text body', body: 'x' },
  ];
  const root = branch(schema);
  if (typeOf(root) !== 'object' || typeof base !== 'object' || base === null) return out;
  for (const [key, field] of Object.entries(root.properties ?? {})) {
    for (const value of badValues(field)) out.push({ label: `${key}=${short(value)}`, body: { ...(base as object), [key]: value } });
    const inner = branch(field);
    const nested = typeOf(inner) === 'array' && inner.items ? branch(inner.items) : typeOf(inner) === 'object' ? inner : null;
    if (!nested || typeOf(nested) !== 'object') continue;
    const innerBase = sample(nested) as Record<string, unknown>;
    for (const [k2, f2] of Object.entries(nested.properties ?? {}))
      for (const value of badValues(f2)) {
        const changed = { ...innerBase, [k2]: value };
        out.push({ label: `${key}.${k2}=${short(value)}`, body: { ...(base as object), [key]: typeOf(inner) === 'array' ? [changed] : changed } });
      }
  }
  return out;
}

const short = (v: unknown) => {
  const text = typeof v === 'string' ? v : JSON.stringify(v);
  return (text.length > 24 ? `${text.slice(0, 12)}…(${text.length})` : text).split('\u0000').join('\\0');
};
const fill = (path: string, values: Record<string, string>) => path.replace(/\{(\w+)\}/g, (_m, name) => encodeURIComponent(values[name] ?? '1'));

describe('bad-input sweep (every route of the OpenAPI document)', () => {
  let a: TestApp;
  let admin: string;
  let ops: Operation[];
  let countRows: () => Promise<string>;

  beforeAll(async () => {
    a = await createTestApp();
    admin = `Bearer ${(await a.signIn('admin')).token}`;
    ops = operations((await a.http.get('/api/docs/openapi.json')).body);
    const tables = await sql<{ name: string }>`SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
      WHERE schemaname = 'app' OR (schemaname = 'es' AND tablename = 'events') ORDER BY 1`.execute(a.t.db);
    const counts = sql.join(
      tables.rows.map((t) => sql`(SELECT count(*) FROM ${sql.raw(t.name)})`),
      sql`, `,
    );
    const names = tables.rows.map((t) => t.name);
    const uploads = path.join(a.config.dataDir, 'uploads');
    const files = (dir: string): number =>
      fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).reduce((n, e) => n + (e.isDirectory() ? files(path.join(dir, e.name)) : 1), 0) : 0;
    countRows = async () => {
      const { rows } = await sql<{ c: number[] }>`SELECT ARRAY[${counts}]::bigint[] AS c`.execute(a.t.db);
      return `${rows[0]!.c.map((n, i) => `${names[i]}=${n}`).join(' ')} uploads=${files(uploads)}`;
    };
  });
  afterAll(() => a.close());

  /** Sends one request; answers a failure line for a 5xx, for rows written by a refused request, or (with `want400`) for any answer but 400. */
  // The row counts after the last write request: the next one's "before" (requests go one at a time and nothing else writes).
  let last: string | undefined;
  async function probe(
    method: string,
    url: string,
    send?: { body?: unknown; raw?: string; multipart?: Buffer },
    open = false,
    want400 = false,
  ): Promise<string | null> {
    const before = method === 'get' ? '' : (last ??= await countRows());
    let req = a.http[method as 'post'](url).set('Authorization', admin);
    if (send?.multipart) req = req.set('Content-Type', `multipart/form-data; boundary=${Boundary}`).send(send.multipart);
    else if (send?.raw !== undefined) req = req.set('Content-Type', 'application/json').send(send.raw);
    else if (send && 'body' in send) req = req.send(send.body as object);
    const res = await req;
    if (method !== 'get') last = await countRows();
    if (res.status === 401 && !open) return `${method.toUpperCase()} ${url}: 401 (the sweep's own session ended)`;
    if (res.status >= 500) return `${method.toUpperCase()} ${url}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
    if (method !== 'get' && res.status >= 400 && last !== before) return `${method.toUpperCase()} ${url}: ${res.status} but rows changed`;
    // A route of {type}/{id}/… answers 404 for the kind the sweep fills in before it reads the rest.
    if (want400 && res.status !== 400 && !(res.status === 404 && url.includes('/1/')))
      return `${method.toUpperCase()} ${url}: ${res.status}, not 400 ${JSON.stringify(res.body).slice(0, 160)}`;
    if (method !== 'get' && want400 && last !== before) return `${method.toUpperCase()} ${url}: rows changed`;
    return null;
  }

  // A sweep of every route: about a thousand requests here and four thousand below, so longer than one call's test.
  it('read routes: huge ids and NUL in every path parameter and query value answer 4xx, never 5xx', async () => {
    const failures: string[] = [];
    for (const op of ops.filter((o) => o.method === 'get')) {
      for (const p of op.params)
        for (const bad of [...HugeIds, Nul]) {
          const failure = await probe('get', fill(op.path, { [p]: bad }));
          if (failure) failures.push(failure);
        }
      for (const q of op.query)
        for (const bad of [...HugeIds, Nul, 'x'.repeat(10_000)]) {
          const url = `${fill(op.path, {})}?${q}=${encodeURIComponent(bad)}`;
          const failure = await probe('get', url);
          if (failure) failures.push(failure);
        }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('write routes: malformed JSON, an oversize body, bad ids in the path and bad values in every field: 4xx, never 5xx, nothing written', async () => {
    const failures: string[] = [];
    const writes = ops.filter((o) => o.method !== 'get');
    expect(writes.length).toBeGreaterThan(50);
    for (const op of writes) {
      const url = fill(op.path, {});
      if (!op.multipart) {
        for (const raw of ['{"a":', '{"a":"\\u0000"}', `{"x":"${'y'.repeat(1_100_000)}"}`]) {
          const failure = await probe(op.method, url, { raw }, op.public);
          if (failure) failures.push(`${failure} (${short(raw)})`);
        }
      }
      for (const p of op.params)
        for (const bad of [...HugeIds, Nul]) {
          const failure = await probe(op.method, fill(op.path, { [p]: bad }), op.body ? { body: sample(op.body) } : undefined, op.public);
          if (failure) failures.push(failure);
        }
      if (op.multipart) {
        const failure = await probe(op.method, url, { multipart: NulNamedUpload }, op.public);
        if (failure) failures.push(`${failure} (a file named with a NUL)`);
      }
      for (const { label, body } of op.body ? badBodies(op.body) : op.multipart ? [] : UndocumentedBodies) {
        const failure = await probe(op.method, url, { body }, op.public);
        if (failure) failures.push(`${failure} (${label})`);
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  // Issue 38 point 3: 0x10, 1e1, 0b1, 0o1, +1, 1.0, ' 1', 01 were read as numbers (DELETE stations/0x10 deleted station 16).
  it('ids in every path and query spelled another way (0x10, 1e1, +1, 1.0, " 1", 01, 2^31): 400, never 5xx, nothing written', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const op of ops) {
      const body = op.body ? { body: sample(op.body) } : undefined;
      for (const p of op.params.filter(isNumberParam))
        for (const bad of IdSpellings) {
          checked++;
          const failure = await probe(op.method, fill(op.path, { [p]: bad }), op.method === 'get' ? undefined : body, op.public, !['type'].includes(p));
          if (failure) failures.push(failure);
        }
      for (const q of op.query.filter(isNumberParam))
        for (const bad of IdSpellings) {
          checked++;
          const failure = await probe(
            op.method,
            `${fill(op.path, {})}?${q}=${encodeURIComponent(bad)}`,
            op.method === 'get' ? undefined : body,
            op.public,
            true,
          );
          if (failure) failures.push(failure);
        }
    }
    expect(checked).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  }, 600_000);

  // Issue 38 point 4: 9999-12-31 answered 500 on 30 routes (RangeError: Not a day YYYY-MM-DD: 10000-01-01; "time zone displacement out of range").
  it('every date and time of a body or a query at 9999-12-31, 0001-01-01, 1899-12-31, 2200-01-01: 400, never 5xx, nothing written', async () => {
    const failures: string[] = [];
    const dateFields = (schema: JsonSchema) =>
      Object.entries(branch(schema).properties ?? {})
        .filter(([k, f]) => typeOf(f) === 'string' && (branch(f).format === 'date-time' || branch(f).format === 'date' || isDateName(k)))
        .map(([k, f]) => ({ key: k, instant: branch(f).format === 'date-time' }));
    const spelled = (day: string, instant: boolean) => (instant ? `${day}T12:00:00Z` : day);
    let checked = 0;
    for (const op of ops) {
      const url = fill(op.path, {});
      if (op.body && typeOf(op.body) === 'object') {
        const base = sample(op.body) as Record<string, unknown>;
        // All the dates of a body at once (FromDate and ToDate both 9999-12-31), top-level and one level down.
        const top = dateFields(op.body);
        const nested = Object.entries(branch(op.body).properties ?? {}).flatMap(([key, field]) => {
          const inner = branch(field);
          const item = typeOf(inner) === 'array' && inner.items ? branch(inner.items) : typeOf(inner) === 'object' ? inner : null;
          return item && typeOf(item) === 'object' && dateFields(item).length
            ? [{ key, array: typeOf(inner) === 'array', item, fields: dateFields(item) }]
            : [];
        });
        for (const day of FarDays)
          for (const kind of [false, true]) {
            if (top.length) {
              checked++;
              const body = { ...base, ...Object.fromEntries(top.map((f) => [f.key, spelled(day, kind || f.instant)])) };
              const failure = await probe(op.method, url, { body }, op.public, true);
              if (failure) failures.push(`${failure} (${top.map((f) => f.key).join(', ')} = ${day})`);
            }
            for (const n of nested) {
              checked++;
              const inner = { ...(sample(n.item) as object), ...Object.fromEntries(n.fields.map((f) => [f.key, spelled(day, kind || f.instant)])) };
              const failure = await probe(op.method, url, { body: { ...base, [n.key]: n.array ? [inner] : inner } }, op.public, true);
              if (failure) failures.push(`${failure} (${n.key}.${n.fields.map((f) => f.key).join(', ')} = ${day})`);
            }
          }
      }
      const dateQuery = op.query.filter(isDateName);
      if (dateQuery.length)
        for (const day of FarDays)
          for (const text of [day, `${day}T12:00:00Z`]) {
            checked++;
            const failure = await probe(op.method, `${url}?${dateQuery.map((q) => `${q}=${encodeURIComponent(text)}`).join('&')}`, undefined, op.public, true);
            if (failure) failures.push(failure);
          }
    }
    expect(checked).toBeGreaterThan(200);
    expect(failures).toEqual([]);
  }, 600_000);
});
