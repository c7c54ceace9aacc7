import { Kysely, PostgresDialect, sql } from 'kysely';
import { Pool } from 'pg';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-database';
import { PREPARED_PER_CONNECTION, preparingPool } from './prepared-pool';

let tdb: TestDatabase;
let pool: Pool;
let db: Kysely<any>;

beforeAll(async () => {
  tdb = await createTestDatabase();
  // One connection: every statement below runs on the session whose prepared statements are read.
  pool = new Pool({ connectionString: tdb.url, max: 1 });
  db = new Kysely({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
  await sql`CREATE TABLE scratch (id integer PRIMARY KEY, amount numeric NOT NULL)`.execute(db);
});
afterAll(async () => {
  await db.destroy();
  await tdb.drop();
});

const preparedCount = async () =>
  Number((await sql<{ n: string }>`SELECT count(*) AS n FROM pg_prepared_statements WHERE NOT from_sql`.execute(db)).rows[0]!.n);
const preparedLike = async (text: string) =>
  (await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements WHERE statement LIKE ${`%${text}%`}`.execute(db)).rows;

it('runs a statement text as one prepared statement on its connection, parsed once and answering every time', async () => {
  const insert = (id: number, amount: string) =>
    db.transaction().execute((tx) => sql`INSERT INTO scratch (id, amount) SELECT * FROM unnest(${[id]}::int[], ${[amount]}::numeric[])`.execute(tx));
  for (let i = 1; i <= 8; i++) await insert(i, `${i}.10`);
  expect(await preparedLike('INSERT INTO scratch')).toHaveLength(1);
  const { rows } = await sql<{ total: string }>`SELECT sum(amount)::text AS total FROM scratch`.execute(db);
  expect(rows[0]!.total).toBe('36.80');
  // A failing execution (the key taken) says so, and the statement still serves the next one.
  await expect(insert(1, '1.00')).rejects.toThrow(/duplicate key/);
  await insert(9, '0.20');
  expect((await sql<{ total: string }>`SELECT sum(amount)::text AS total FROM scratch`.execute(db)).rows[0]!.total).toBe('37.00');
});

it('keeps a statement working when its table is dropped and made again (the server plans it afresh)', async () => {
  const read = () => sql<{ n: number }>`SELECT count(*)::int AS n FROM scratch_again`.execute(db);
  await sql`CREATE TABLE scratch_again (id integer)`.execute(db);
  await sql`INSERT INTO scratch_again VALUES (1)`.execute(db);
  expect((await read()).rows[0]!.n).toBe(1);
  await sql`DROP TABLE scratch_again`.execute(db);
  await sql`CREATE TABLE scratch_again (id integer, other text)`.execute(db);
  expect((await read()).rows[0]!.n).toBe(0);
});

it('prepares at most PREPARED_PER_CONNECTION texts on a connection; later texts run unprepared and answer the same', async () => {
  for (let i = 0; i < PREPARED_PER_CONNECTION + 10; i++) {
    const { rows } = await sql<{ v: number }>`SELECT ${sql.raw(String(i))}::int + ${1}::int AS v`.execute(db);
    expect(rows[0]!.v).toBe(i + 1);
  }
  expect(await preparedCount()).toBe(PREPARED_PER_CONNECTION);
});
