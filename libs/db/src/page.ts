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

/** A list written in SQL (over a projection's versioned table): its parts, each a `sql` fragment. */
export interface SqlList {
  /** The select list. */
  columns: RawBuilder<unknown>;
  /** The FROM clause with its joins. */
  from: RawBuilder<unknown>;
  /** The filters (`sql\`true\`` for none). */
  where: RawBuilder<unknown>;
  /** The order, ending in a unique tiebreak so pages are stable. */
  orderBy: RawBuilder<unknown>;
}

/** The same paged search for a list written in SQL: one page of `columns` and the total of `from … where`. */
export async function findPageSql<O>(db: QueryExecutorProvider, list: SqlList, page: PageRequest): Promise<Page<O>> {
  const { columns, from, where, orderBy } = list;
  const [rows, count] = await Promise.all([
    sql<O>`SELECT ${columns} FROM ${from} WHERE ${where} ORDER BY ${orderBy} OFFSET ${page.skip} LIMIT ${page.take}`.execute(db),
    sql<{ n: string }>`SELECT count(*) AS n FROM ${from} WHERE ${where}`.execute(db),
  ]);
  return { rows: rows.rows, total: Number(count.rows[0]?.n ?? 0) };
}
