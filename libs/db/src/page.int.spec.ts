import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database';
import { findPageSql, type SqlList } from './page';

// A page read from the list's other end (reverseOrderBy, past the middle) holds the same rows in the
// same order as the page read forwards, for every skip and take, ties in the order included.
let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase();
  await sql`CREATE TABLE page_spec (id integer PRIMARY KEY, at timestamptz NOT NULL, name text NOT NULL)`.execute(tdb.db);
  await sql`CREATE TABLE page_spec_count (n bigint NOT NULL)`.execute(tdb.db);
  // 53 rows, several sharing a time (the tiebreak decides), inserted out of order.
  await sql`INSERT INTO page_spec SELECT i, timestamptz '2026-01-01' + ((i * 7) % 19) * interval '1 hour', 'row ' || i
    FROM generate_series(1, 53) i ORDER BY random()`.execute(tdb.db);
  await sql`INSERT INTO page_spec_count VALUES (53)`.execute(tdb.db);
});
afterAll(() => tdb.drop());

describe('findPageSql', () => {
  it('reads a page past the middle from the other end with reverseOrderBy: the same rows and total as forwards', async () => {
    const list: SqlList = {
      columns: sql`p.id, p.name`,
      table: sql`page_spec`,
      alias: 'p',
      key: sql`p.id`,
      where: sql`true`,
      orderBy: sql`p.at DESC, p.id DESC`,
      total: sql`SELECT n FROM page_spec_count`,
    };
    for (const take of [1, 5, 12, 60])
      for (let skip = 0; skip <= 55; skip++) {
        const forwards = await findPageSql(tdb.db, list, { skip, take });
        const reversed = await findPageSql(tdb.db, { ...list, reverseOrderBy: sql`p.at, p.id` }, { skip, take });
        expect({ skip, take, ...reversed }).toEqual({ skip, take, ...forwards });
        expect(forwards.total).toBe(53);
        expect(forwards.rows).toHaveLength(Math.max(0, Math.min(take, 53 - skip)));
      }
  });
});
