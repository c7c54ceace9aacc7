import { createDb } from '@intermission/db';
import { seedDemoOperator } from './demo-operator';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-database';

describe('demo operator', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());

  it('seeds 2 clients, 4 venues, 8 theatres, 12 sales locations and 30 stations once', async () => {
    expect(await seedDemoOperator(t.db)).toBe(true);
    expect(await seedDemoOperator(t.db)).toBe(false);
    const count = async (table: 'app.clients' | 'app.venues' | 'app.theatres' | 'app.sales_locations' | 'app.stations' | 'app.claim_types') =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect([
      await count('app.clients'),
      await count('app.venues'),
      await count('app.theatres'),
      await count('app.sales_locations'),
      await count('app.stations'),
    ]).toEqual([2, 4, 8, 12, 30]);
    expect(await count('app.claim_types')).toBe(23);
    const inventoryStations = await t.db.selectFrom('app.stations').select('SalesLocationId').where('IsInventoryStation', '=', true).execute();
    expect(inventoryStations).toHaveLength(12);
  });

  it('two processes starting on one empty database at once (two APIs, the distributed mode): one seeds, the other finds it done', async () => {
    const fresh = await createTestDatabase();
    const other = createDb({ connectionString: fresh.url, max: 2 });
    try {
      const results = await Promise.allSettled([seedDemoOperator(fresh.db), seedDemoOperator(other)]);
      expect(results.map((r) => (r.status === 'fulfilled' ? r.value : String(r.reason))).sort()).toEqual([false, true]);
      const clients = await fresh.db
        .selectFrom('app.clients')
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(clients.n)).toBe(2);
    } finally {
      await other.destroy();
      await fresh.drop();
    }
  });

  it('gives the demo roles the claims of the issue', async () => {
    const claims = await t.db
      .selectFrom('app.role_claims as rc')
      .innerJoin('app.claim_types as ct', 'ct.Id', 'rc.ClaimTypeId')
      .select(['rc.RoleId', 'ct.Name', 'rc.ClaimValueId'])
      .execute();
    const of = (roleId: number) => Object.fromEntries(claims.filter((c) => c.RoleId === roleId).map((c) => [c.Name, c.ClaimValueId]));
    expect(Object.values(of(1))).toEqual(Array(23).fill(1));
    expect(of(2)).toEqual({
      VenueManager: 1,
      Shows: 1,
      Deposits: 1,
      CashboxManagement: 1,
      Clients: 2,
      Venues: 2,
      Theatres: 2,
      SalesLocations: 2,
      Stations: 2,
      Goods: 2,
    });
    expect(Object.values(of(3))).toEqual(Array(23).fill(2));
    expect(of(4)).toEqual({});
  });
});
