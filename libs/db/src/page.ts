import { type QueryExecutorProvider, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';

/** One page of a list and the total for X-List-Count. */
export interface Page<O> {
  rows: O[];
  total: number;
}

/** What a list call asks for: skip rows, then take at most `take`. */
export interface PageRequest {
  skip: number;
  take: number;
}

/**
 * The one paged search: `filtered` holds the FROM and WHERE (the list's filters), `select` adds the
 * columns and the order (with a unique tiebreak, so pages are stable); the total counts `filtered`.
 */
export async function findPage<DB, TB extends keyof DB, O>(
  filtered: SelectQueryBuilder<DB, TB, object>,
  select: (qb: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, O>,
  page: PageRequest,
): Promise<Page<O>> {
  const [rows, count] = await Promise.all([
    select(filtered).offset(page.skip).limit(page.take).execute(),
    filtered.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as O[], total: Number((count as { n: string }).n) };
}

/** A text searched anywhere in a column (ILIKE), its wildcards taken literally. */
export function likeText(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/**
 * A list written in SQL (over a projection's versioned table): its parts, each a `sql` fragment.
 * The page is chosen first, on `table` and the filters alone (an index over the order answers it,
 * deep pages from the index only), and its rows are named after: `labels` joins only those rows.
 */
export interface SqlList {
  /** The select list, over `alias` and `labels`. */
  columns: RawBuilder<unknown>;
  /** The list's table, and its alias in every other part. */
  table: RawBuilder<unknown>;
  alias: string;
  /** The table's unique key on that alias (sql`t."TransferId"`): the page is chosen as keys. */
  key: RawBuilder<unknown>;
  /** The joins the filters need (none, when each filter reads `table` alone). */
  joins?: RawBuilder<unknown>;
  /** The joins that name a row (its venue's name, its user's): made for the page's rows only. */
  labels?: RawBuilder<unknown>;
  /** The filters (`sql\`true\`` for none), over `alias` and `joins`. */
  where: RawBuilder<unknown>;
  /**
   * The filters keep a few rows (a few locations, a text search): read those through the filters'
   * indexes and sort them, rather than walk the order's index past every row they leave out.
   */
  narrow?: boolean;
  /**
   * With `narrow`, the columns the filtered rows keep (the key and the order's columns, over `alias`):
   * read from the filters' indexes alone where they hold them. Every column of `table` when left out.
   */
  narrowColumns?: RawBuilder<unknown>;
  /**
   * The rows split by one column's few values (a manager's venues): each value's first skip + take
   * rows are read in order from an index led by that column, then merged, where `= ANY(values)` read
   * every row of those values and sorted them. Takes `narrowColumns`; instead of `narrow`. One
   * `UNION ALL` branch a value, so the merge is a Merge Append that stops at the page (a lateral
   * join over the values read skip + take rows of each and sorted them all: a deep page 8 times slower).
   */
  split?: { column: RawBuilder<unknown>; values: readonly number[] };
  /**
   * The filtered rows' key and order columns as a derived table (no alias: `alias` is given to it), for
   * a filter another table's index answers better (the master log's payment method at a few places):
   * called with the rows a page needs (skip + take), so each branch of it can stop there. Instead of
   * `narrow` and `split`; `where` is then only the count's.
   */
  source?: (rows: number) => RawBuilder<unknown>;
  /** The order over `alias`'s columns, ending in a unique tiebreak so pages are stable. */
  orderBy: RawBuilder<unknown>;
  /** A query of the total (`n`) to answer instead of counting: a count the projection keeps, for a list without filters (with a cap: counting at most cap + 1). */
  total?: RawBuilder<unknown>;
  /**
   * With `total` (a kept count, read first), `orderBy` reversed, tiebreak included: a page past the
   * middle is then read from the list's other end (the last page of 218,560 steps over 4 rows, not
   * 218,556), and shown in the list's order. A plain walk only (no narrow, split or source).
   */
  reverseOrderBy?: RawBuilder<unknown>;
}

/**
 * The same paged search for a list written in SQL: the keys of one page in the list's order, then
 * that page's `columns`; the total counts `table … joins … where` (an exact count that the list's
 * indexes answer), or is `total` (docs/api.md "Lists"). With `cap`, the count stops at `cap` rows
 * and `capped` says so (a list whose total may run to a year's sales).
 */
export async function findPageSql<O>(db: QueryExecutorProvider, list: SqlList, page: PageRequest & { cap?: number }): Promise<Page<O> & { capped: boolean }> {
  const { columns, key, where, orderBy } = list;
  const t = sql.id(list.alias);
  const table = sql`${list.table} ${t}`;
  const joins = list.joins ?? sql``;
  const labels = list.labels ?? sql``;
  const kept = list.narrowColumns ?? sql`${t}.*`;
  const needed = page.skip + page.take;
  const split = list.split;
  const branches = split?.values.length
    ? split.values.map((v) => sql`(SELECT ${kept} FROM ${table} ${joins} WHERE ${where} AND ${split.column} = ${v} ORDER BY ${orderBy} LIMIT ${needed})`)
    : [sql`SELECT ${kept} FROM ${table} ${joins} WHERE false`];
  // OFFSET 0 keeps narrow's filtered rows a subquery of their own: planned without the order and LIMIT.
  const chosen = list.source
    ? sql`${list.source(needed)} ${t}`
    : split
      ? sql`(${sql.join(branches, sql` UNION ALL `)}) ${t}`
      : list.narrow
        ? sql`(SELECT ${kept} FROM ${table} ${joins} WHERE ${where} OFFSET 0) ${t}`
        : sql`${table} ${joins}`;
  // The page's keys as a derived table joined first: its 12 rows are looked up and named, where
  // `key IN (subquery)` let the planner name every row before the semi-join.
  const keysIn = (order: RawBuilder<unknown>, skip: number, take: number) =>
    sql`(SELECT ${key} AS "PageKey" FROM ${chosen} WHERE ${list.narrow || list.split || list.source ? sql`true` : where}
    ORDER BY ${order} OFFSET ${skip} LIMIT ${take}) "page"`;
  // With labels, the page's rows are a CTE of their own, so that the planner orders the labels' joins alone: searching
  // the join order of the keys, the row and seven labels together took most of a list call (the cash box list of the
  // 50-venue year planned in 7–8 ms, and in 3 ms this way; it runs in under 1 ms either way).
  const pageOf = (keys: RawBuilder<unknown>) =>
    (list.labels
      ? sql<O>`WITH ${t} AS MATERIALIZED (SELECT ${t}.* FROM ${keys} JOIN ${table} ON ${key} = "page"."PageKey")
          SELECT ${columns} FROM ${t} ${labels} ORDER BY ${orderBy}`
      : sql<O>`SELECT ${columns} FROM ${keys} JOIN ${table} ON ${key} = "page"."PageKey" ORDER BY ${orderBy}`
    ).execute(db);
  if (list.total && list.reverseOrderBy && !list.narrow && !split && !list.source && page.cap === undefined) {
    const n = Number((await sql<{ n: string }>`${list.total}`.execute(db)).rows[0]?.n ?? 0);
    // Past the middle, the same rows counted from the other end: [skip, skip + take) is [n - skip - take, n - skip) reversed.
    const fromEnd = page.skip * 2 > n;
    const rows = fromEnd
      ? await pageOf(keysIn(list.reverseOrderBy, Math.max(0, n - page.skip - page.take), Math.max(0, Math.min(page.take, n - page.skip))))
      : await pageOf(keysIn(orderBy, page.skip, page.take));
    return { rows: rows.rows, total: n, capped: false };
  }
  const keys = keysIn(orderBy, page.skip, page.take);
  const count = list.total
    ? list.total
    : page.cap
      ? sql`SELECT count(*) AS n FROM (SELECT 1 FROM ${table} ${joins} WHERE ${where} LIMIT ${page.cap + 1}) c`
      : sql`SELECT count(*) AS n FROM ${table} ${joins} WHERE ${where}`;
  const [rows, counted] = await Promise.all([pageOf(keys), sql<{ n: string }>`${count}`.execute(db)]);
  const n = Number(counted.rows[0]?.n ?? 0);
  const capped = page.cap !== undefined && n > page.cap;
  return { rows: rows.rows, total: capped ? page.cap! : n, capped };
}
