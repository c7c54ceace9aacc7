import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-database';
import { migrateToLatest } from '.';

describe('migration 202611230100-order-documents', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    // Back to the state before this migration, with a client document, then forward again.
    await sql`DROP TABLE app.patrons_room_revenue`.execute(t.db);
    await sql`ALTER TABLE app.documents ALTER COLUMN "OwnerId" TYPE integer USING "OwnerId"::integer`.execute(t.db);
    await sql`DELETE FROM public.kysely_migration WHERE name = '202611230100-order-documents'`.execute(t.db);
    await sql`INSERT INTO app.documents ("OwnerType", "OwnerId", "Name", "StoredName", "ContentType", "Size") VALUES ('clients', 42, 'a.txt', 'x.txt', 'text/plain', 1)`.execute(
      t.db,
    );
    expect(await migrateToLatest(t.db, { allowUnordered: true })).toEqual(['202611230100-order-documents']);
  });
  afterAll(() => t.drop());

  it('keeps owner ids as text: an integer id becomes its decimal text', async () => {
    const { rows } = await sql<{ data_type: string }>`
      SELECT data_type FROM information_schema.columns WHERE table_schema = 'app' AND table_name = 'documents' AND column_name = 'OwnerId'`.execute(t.db);
    expect(rows[0]?.data_type).toBe('text');
    expect(await t.db.selectFrom('app.documents').select(['OwnerType', 'OwnerId']).execute()).toEqual([{ OwnerType: 'clients', OwnerId: '42' }]);
  });

  // A CHECK fails as the row is written, before the foreign key is looked at.
  it.each([
    { title: 'a year of 1990', values: { Year: 1990, Month: 1, Revenue: '1' }, check: 'patrons_room_revenue_Year_check' },
    { title: 'a month of 13', values: { Year: 2026, Month: 13, Revenue: '1' }, check: 'patrons_room_revenue_Month_check' },
    { title: 'a negative revenue', values: { Year: 2026, Month: 1, Revenue: '-1' }, check: 'patrons_room_revenue_Revenue_check' },
  ])('patrons room revenue refuses $title', async ({ values, check }) => {
    await expect(
      t.db
        .insertInto('app.patrons_room_revenue')
        .values({ InventoryLocationId: 999999, ...values })
        .execute(),
    ).rejects.toThrow(check);
  });
});
