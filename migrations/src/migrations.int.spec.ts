import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-database';

describe('migrations', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());

  it('create the app and es schemas with the foundation tables', async () => {
    const { rows } = await sql<{ table_schema: string; table_name: string }>`
      SELECT table_schema, table_name FROM information_schema.tables
      WHERE table_schema IN ('app', 'es') ORDER BY 1, 2`.execute(t.db);
    const names = rows.map((r) => `${r.table_schema}.${r.table_name}`);
    expect(names).toEqual(expect.arrayContaining(['app.users', 'app.auth_users', 'app.roles', 'app.role_claims', 'app.ip_ranges', 'app.stations']));
  });

  it('creates the menu named Default with id 2', async () => {
    const menu = await t.db.selectFrom('app.menus').select(['Id', 'Name']).where('Id', '=', 2).executeTakeFirst();
    expect(menu).toEqual({ Id: 2, Name: 'Default' });
  });

  it('keeps a volume only on alcohol goods and a double-width menu item inside its row', async () => {
    const { rows } = await sql<{
      conname: string;
    }>`SELECT conname FROM pg_constraint WHERE conname IN ('goods_volume_only_alcohol', 'menu_kit_double_fits')`.execute(t.db);
    expect(rows.map((r) => r.conname).sort()).toEqual(['goods_volume_only_alcohol', 'menu_kit_double_fits']);
  });

  it('refuses an IP range whose end is before its start', async () => {
    await expect(t.db.insertInto('app.ip_ranges').values({ Name: 'bad', StartIp: '10.0.0.9', EndIp: '10.0.0.1' }).execute()).rejects.toThrow(/ip_ranges_order/);
  });
});
