import { sql } from 'kysely';
import { ClaimType, ClaimTypeNames, ClaimValue, type ClaimTypeName } from '@intermission/contracts';
import type { Db } from '@intermission/db';
import { hash } from '@node-rs/argon2';
import { DefaultJobTitles, UsStates } from './us-states';
import { seedDemoKitsAndMenu } from './kits-and-menu.seed';
import { seedDemoVendors } from './vendors.seed';
import { makeClient, makeManagedItem, makeRole, makeSalesLocation, makeStation, makeTheatre, makeUser, makeVenue } from './factories';

/** The demo sign-ins (README lists them). Production refuses to start while any still works. */
export const DemoUsers = [
  { Username: 'admin', Password: 'admin', FirstName: 'Avery', LastName: 'Admin', Email: 'admin@intermission.local', RoleId: 1, AutomaticallyWhitelist: true },
  {
    Username: 'manager',
    Password: 'manager',
    FirstName: 'Morgan',
    LastName: 'Manager',
    Email: 'manager@intermission.local',
    RoleId: 2,
    AutomaticallyWhitelist: false,
  },
  {
    Username: 'viewer',
    Password: 'viewer',
    FirstName: 'Vic',
    LastName: 'Viewer',
    Email: 'viewer@intermission.local',
    RoleId: 3,
    AutomaticallyWhitelist: false,
  },
  {
    Username: 'nobody',
    Password: 'nobody',
    FirstName: 'Noel',
    LastName: 'Nobody',
    Email: 'nobody@intermission.local',
    RoleId: 4,
    AutomaticallyWhitelist: false,
  },
] as const;

const all = (value: number): [number, number][] => ClaimTypeNames.map((n) => [ClaimType[n], value]);
const some = (value: number, names: ClaimTypeName[]): [number, number][] => names.map((n) => [ClaimType[n], value]);

/** Reference lists every database needs (claim types and values, client types). Idempotent. */
export async function seedReferenceData(db: Db): Promise<void> {
  // Any unique key, not only the named one: two processes starting at once insert the same rows, and
  // a conflict on a second unique column (a claim type's Name) must not fail the one that waits.
  await db
    .insertInto('app.claim_types')
    .values(ClaimTypeNames.map((Name) => ({ Id: ClaimType[Name], Name })))
    .onConflict((c) => c.doNothing())
    .execute();
  await db
    .insertInto('app.claim_values')
    .values([
      { Id: ClaimValue.FullAccess, Name: 'FullAccess' },
      { Id: ClaimValue.ReadOnly, Name: 'ReadOnly' },
    ])
    .onConflict((c) => c.doNothing())
    .execute();
  await db
    .insertInto('app.client_types')
    .values([
      { Id: 1, Name: 'Cinema' },
      { Id: 2, Name: 'Theatre' },
    ])
    .onConflict((c) => c.doNothing())
    .execute();
  await db
    .insertInto('app.states')
    .values(UsStates.map(([Code, Name]) => ({ Code, Name })))
    .onConflict((c) => c.doNothing())
    .execute();
  await db
    .insertInto('app.job_titles')
    .values(DefaultJobTitles.map((Name) => ({ Name })))
    .onConflict((c) => c.doNothing())
    .execute();
}

/**
 * The demo operator: 2 clients, 4 venues, 8 theatres, 12 sales locations, 30 stations; the four
 * demo roles and users; the whitelist range for this machine. Deterministic; runs once.
 */
export async function seedDemoOperator(db: Db): Promise<boolean> {
  await seedReferenceData(db);
  const existing = await db.selectFrom('app.users').select('Id').limit(1).executeTakeFirst();
  if (existing) return false;
  const hashes = await Promise.all(DemoUsers.map((u) => hash(u.Password, { memoryCost: 19456, timeCost: 2, parallelism: 1 })));

  return db.transaction().execute(async (tx) => {
    // Two processes starting on one empty database (two APIs in the distributed mode): the second
    // waits here for the first's transaction and then finds the users it seeded.
    await sql`SELECT pg_advisory_xact_lock(hashtextextended('intermission:seed-demo-operator', 0))`.execute(tx);
    if (await tx.selectFrom('app.users').select('Id').limit(1).executeTakeFirst()) return false;
    await makeRole(tx, { Id: 1, Name: 'Administrator', claims: all(ClaimValue.FullAccess) });
    await makeRole(tx, {
      Id: 2,
      Name: 'Venue Manager',
      claims: [
        ...some(ClaimValue.FullAccess, ['VenueManager', 'Shows', 'Deposits', 'CashboxManagement']),
        ...some(ClaimValue.ReadOnly, ['Clients', 'Venues', 'Theatres', 'SalesLocations', 'Stations', 'Goods']),
      ],
    });
    await makeRole(tx, { Id: 3, Name: 'Viewer', claims: all(ClaimValue.ReadOnly) });
    await makeRole(tx, { Id: 4, Name: 'No Access', claims: [] });
    await sql`SELECT setval(pg_get_serial_sequence('app.roles', 'Id'), 10)`.execute(tx);

    for (const [i, u] of DemoUsers.entries()) {
      await makeUser(tx, { ...u, PasswordHash: hashes[i] });
    }
    await tx
      .insertInto('app.ip_ranges')
      .values([
        { Name: 'This machine (IPv4)', StartIp: '127.0.0.1', EndIp: '127.0.0.1' },
        { Name: 'This machine (IPv6)', StartIp: '::1', EndIp: '::1' },
      ])
      .execute();

    await tx
      .insertInto('app.settings')
      .values([
        { Id: 1, Name: 'Operator Name', Value: 'Intermission Demo Operator' },
        { Id: 2, Name: 'Credit Card Fee Percent', Value: '2.9000' },
        { Id: 3, Name: 'POS Package Location', Value: '/downloads/pos/4.2.1' },
      ])
      .execute();
    await tx
      .insertInto('app.pos_settings')
      .values([
        { Id: 1, Name: 'Receipt Footer', Value: 'Thank you and enjoy the show!' },
        { Id: 2, Name: 'Idle Sign-out Minutes', Value: '15' },
      ])
      .execute();

    const items = async (List: string, names: string[], extra: { ExportAccountId?: number; TaxRateId?: number } = {}) => {
      const ids: number[] = [];
      for (const [Rank, Name] of names.entries()) ids.push((await makeManagedItem(tx, { List, Name, Rank, ...extra })).Id);
      return ids;
    };
    const stateTax = await makeManagedItem(tx, { List: 'taxRates', Name: 'State Sales Tax', Rate: '6.0000' });
    await makeManagedItem(tx, { List: 'taxRates', Name: 'City and State Sales Tax', Rate: '8.8750', Rank: 1 });
    const [revenue] = await items('revenueAccounts', ['Concession Revenue', 'Bar Revenue'], { TaxRateId: stateTax.Id });
    const [cogs] = await items('cogsAccounts', ['Concession COGS', 'Bar COGS']);
    await items('inventoryAccounts', ['Concession Inventory', 'Bar Inventory']);
    await items('wastes', ['Expired', 'Spilled', 'Damaged'], { ExportAccountId: cogs });
    await items('refunds', ['Customer Complaint', 'Wrong Order'], { ExportAccountId: revenue });
    await items('comps', ['Staff Meal', 'Manager Comp'], { ExportAccountId: cogs });
    await items('payouts', ['Cash Payout'], { ExportAccountId: revenue });
    await items('pettyCashReasons', ['Supplies', 'Repairs', 'Change Fund'], { ExportAccountId: cogs });
    await items('showTypes', ['Film', 'Play', 'Concert']);
    await items('weatherTypes', ['Clear', 'Rain', 'Snow', 'Heat']);
    await items('kitCategories', ['Popcorn', 'Drinks', 'Candy', 'Combos', 'Bar']);

    const [popcorn, candy, soft, beer, wine, supplies] = await Promise.all(
      ['Popcorn & Snacks', 'Candy & Confections', 'Soft Drinks', 'Beer', 'Wine', 'Supplies'].map(
        async (Name) => (await tx.insertInto('app.good_categories').values({ Name }).returning('Id').executeTakeFirstOrThrow()).Id,
      ),
    );
    const [food, beverage, alcohol, supply] = await Promise.all(
      ['Food Item', 'Beverage Item', 'Alcoholic Beverage', 'Supply Item'].map(
        async (Name) => (await tx.insertInto('app.good_types').values({ Name }).returning('Id').executeTakeFirstOrThrow()).Id,
      ),
    );
    const accountId = async (List: string, Name: string) =>
      (await tx.selectFrom('app.managed_items').select('Id').where('List', '=', List).where('Name', '=', Name).executeTakeFirstOrThrow()).Id;
    const concession = { RevenueTypeId: revenue, CogsTypeId: cogs, InventoryAccountTypeId: await accountId('inventoryAccounts', 'Concession Inventory') };
    const bar = {
      RevenueTypeId: await accountId('revenueAccounts', 'Bar Revenue'),
      CogsTypeId: await accountId('cogsAccounts', 'Bar COGS'),
      InventoryAccountTypeId: await accountId('inventoryAccounts', 'Bar Inventory'),
    };
    const goods: [string, number, number, typeof concession, string, string, string | null][] = [
      ['Popcorn Kernels (lb)', popcorn, food, concession, '0', '1.2500', null],
      ['Butter Topping (oz)', popcorn, food, concession, '0', '0.0800', null],
      ['Nacho Chips (oz)', popcorn, food, concession, '0', '0.1100', null],
      ['Chocolate Bar', candy, food, concession, '4.50', '1.1000', null],
      ['Gummy Bears', candy, food, concession, '4.75', '1.0500', null],
      ['Cola Syrup (oz)', soft, beverage, concession, '0', '0.0600', null],
      ['Bottled Water', soft, beverage, concession, '3.75', '0.4200', null],
      ['Lager Keg (oz)', beer, alcohol, bar, '0', '0.0700', '1984.0000'],
      ['House Red Wine (bottle)', wine, alcohol, bar, '0', '6.5000', '25.3600'],
      ['Popcorn Bag Large', supplies, supply, concession, '0', '0.1500', null],
      ['Cup 32 oz', supplies, supply, concession, '0', '0.0900', null],
    ];
    for (const [Name, CategoryId, TypeId, accounts, DefaultPrice, Cost, Volume] of goods) {
      const good = await tx
        .insertInto('app.goods')
        .values({ Name, CategoryId, TypeId, ...accounts, DefaultPrice, Alcohol: Volume !== null, Volume })
        .returning('Id')
        .executeTakeFirstOrThrow();
      await tx.insertInto('app.good_costs').values({ GoodId: good.Id, Cost, EffectiveFrom: '2026-01-01T00:00:00Z' }).execute();
    }
    await seedDemoKitsAndMenu(tx);
    await seedDemoVendors(tx);

    const managerId = (await tx.selectFrom('app.auth_users').select('UserId').where('Username', '=', 'manager').executeTakeFirstOrThrow()).UserId;
    const plan = [
      { client: 'Northwind Cinemas', type: 1, venues: ['Harbor Point 12', 'Elm Street 8'] },
      { client: 'Lakeside Theatres', type: 2, venues: ['Lakeside Playhouse', 'Riverside Stage'] },
    ];
    let theatreNo = 0;
    let locationNo = 0;
    for (const [ci, c] of plan.entries()) {
      const client = await makeClient(tx, { Name: c.client, ClientTypeId: c.type });
      for (const [vi, venueName] of c.venues.entries()) {
        const venue = await makeVenue(tx, {
          ClientId: client.Id,
          Name: venueName,
          Code: `V${ci + 1}${vi + 1}`,
          TaxRateId: stateTax.Id,
          ManagerId: ci === 0 ? managerId : null,
        });
        for (let t = 1; t <= 2; t++) {
          theatreNo++;
          const theatre = await makeTheatre(tx, { VenueId: venue.Id, Name: `${venueName} - Auditorium ${t}`, Code: `T${theatreNo}` });
          // The first four theatres have two sales locations, the others one: 12 in all.
          const locations = theatreNo <= 4 ? ['Main Concession', 'Bar'] : ['Main Concession'];
          for (const name of locations) {
            locationNo++;
            const location = await makeSalesLocation(tx, { TheatreId: theatre.Id, Name: `${name} ${theatreNo}` });
            // Six locations have three stations, six have two: 30 in all.
            const stations = locationNo <= 6 ? 3 : 2;
            for (let s = 1; s <= stations; s++) {
              await makeStation(tx, {
                SalesLocationId: location.Id,
                Name: `POS ${locationNo}-${s}`,
                SerialNumber: `SN-${String(locationNo).padStart(2, '0')}${s}`,
                IsInventoryStation: s === 1,
              });
            }
          }
        }
      }
    }
    return true;
  });
}
