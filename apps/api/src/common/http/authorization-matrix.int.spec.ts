import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { CommandBus } from '@nestjs/cqrs';
import { sql } from 'kysely';
import sharp from 'sharp';
import {
  type AccessLevel,
  CashboxOverrideFields,
  ClaimType,
  type ClaimTypeName,
  ClaimTypeNames,
  ClaimValue,
  hasClaim,
  type ClaimFlags,
} from '@intermission/contracts';
import { RecordSaleCommand } from '../../sales/commands/record-sale.command';
import { makeRole, makeUser } from '../../seed/factories';
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';
import type { VenueScopeRule } from '../../access/venue-scope.decorator';
import type { VenueRecordKind } from '../../access/venue-records';

/**
 * The authorization matrix (issue 18, point 7): every operation of the OpenAPI document, by its
 * `x-access`, asked by each kind of caller. Routes come from the document, so a route added
 * tomorrow is in the matrix the day it is added; a path parameter this file has no sample for
 * fails the test until one is given.
 *
 * - no token: 401 on every route that is not public;
 * - a user with every claim but the route's: 403;
 * - a ReadOnly-everywhere user: 403 where every claim the route accepts is FullAccess, otherwise
 *   neither 401 nor 403;
 * - venue B's manager asking about venue A's records: 403 or 404;
 * - a FullAccess user (the administrator): neither 401 nor 403 (a 400 for a minimal body passed
 *   the access check);
 * - and no answer of any of them is a 5xx.
 */

type Access = { kind: 'public' } | { kind: 'authenticated' } | { kind: 'claim'; anyOf: { type: ClaimTypeName; level: AccessLevel }[] };
interface Route {
  method: 'get' | 'post' | 'put' | 'delete' | 'patch';
  template: string;
  access: Access;
  key: string;
  scope?: VenueScopeRule;
  /** The top-level fields of its JSON body, when the document names them. */
  bodyFields: string[];
}
type Headers = Record<string, string>;
interface BodySchema {
  properties?: Record<string, unknown>;
  allOf?: BodySchema[];
  anyOf?: BodySchema[];
  oneOf?: BodySchema[];
}
interface Operation {
  'x-access'?: Access;
  'x-venue-scope'?: VenueScopeRule;
  requestBody?: { content?: Record<string, { schema?: BodySchema }> };
}
/** The top-level field names of an operation's JSON body (through allOf/anyOf/oneOf). */
function bodyFieldsOf(op: Operation): string[] {
  const walk = (b: BodySchema | undefined): string[] =>
    b ? [...Object.keys(b.properties ?? {}), ...[...(b.allOf ?? []), ...(b.anyOf ?? []), ...(b.oneOf ?? [])].flatMap(walk)] : [];
  return [...new Set(walk(op.requestBody?.content?.['application/json']?.schema))];
}
/**
 * Body fields that name a record under a venue by their name: a route taking one must say how the
 * server scopes it (x-venue-scope, a scopedBodies sample, or notOneVenue).
 */
const venueFields =
  /^(ClientId|VenueId|TheatreId|SalesLocationId|StationId|PointOfSaleStationId|ShowEventId|InvLocId|InventoryLocationId|FromInventoryLocationId|ToInventoryLocationId|CouponId|PosUserId|TheatreIds|SalesLocationIds|VenueIds)$/;
interface Samples {
  clientA: number;
  venueA: number;
  theatreA: number;
  salesLocationA: number;
  stationA: number;
  /** The venue's own inventory location, and a sales location's. */
  venueLocA: number;
  standLocA: number;
  patronsRoomA: number;
  /** A wastage reason (the wastes list). */
  waste: number;
  couponA: number;
  noteA: number;
  /** A petty cash withdrawal of theatre A. */
  withdrawalA: number;
  orderA: string;
  docA: number;
  barImageA: number;
  transferA: string;
  saleA: string;
  posUserA: number;
  good: number;
  kit: number;
  menu: number;
  vendor: number;
  role: number;
  ipRange: number;
  /** A staff user the writes may change (not a caller of this test). */
  person: number;
  managerUser: number;
  /** A show with a show event at venue A's theatre, and a cash box count of that event. */
  show: number;
  showEventA: number;
  cashboxA: number;
}

const venueManagerClaims: ClaimTypeName[] = ['VenueManager', 'PatronRoomManager'];
const fromDate = '2026-01-01';
const toDate = '2026-12-31';

/**
 * The sample for each path parameter: by the route's path (first match wins), then by name. Ids
 * belong to venue A (or its client) so venue B's manager can be asked about them.
 */
function sampleSource(template: string, name: string): keyof Samples | (() => number | string) | undefined {
  const byPath: [RegExp, string, keyof Samples | (() => number | string)][] = [
    [/^\{type\}\/\{id\}\/documents/, 'id', 'orderA'],
    [/^clients\/venues\/managers\/\{id\}/, 'id', 'managerUser'],
    [/^clients\/\{clientId\}\/venues\/\{venueId\}\/theatres\/\{id\}/, 'id', 'theatreA'],
    [/^cashboxes\/\{id\}/, 'id', 'cashboxA'],
    [/^clients\/\{id\}/, 'id', 'clientA'],
    [/^coupons\/\{id\}/, 'id', 'couponA'],
    [/^coupons\/\{venueId\}/, 'venueId', 'venueA'],
    [/^goods\/_simpleSalesLocations\/\{id\}/, 'id', 'venueA'],
    [/^goods\/invSummaryGoods\/venue\/\{id\}/, 'id', 'venueA'],
    [/^goods\/invSummaryGoods\/location\/\{id\}/, 'id', 'standLocA'],
    [/^goods\/\{id\}/, 'id', 'good'],
    [/^inventory\/venue\/\{id\}/, 'id', 'venueA'],
    [/^inventory\/admin\//, 'id', 'standLocA'],
    [/^inventoryEventPush\/receiving\//, 'id', 'orderA'],
    [/^inventoryLocations\/\{id\}/, 'id', 'venueLocA'],
    [/^ip-whitelisting\/\{id\}/, 'id', 'ipRange'],
    [/^kits\/\{id\}/, 'id', 'kit'],
    [/^menus\/\{id\}/, 'id', 'menu'],
    [/^notes\/\{id\}/, 'id', 'noteA'],
    [/^pettyCashWithdrawals\/\{id\}/, 'id', 'withdrawalA'],
    [/^posusers\/\{id\}\/posUserId/, 'id', 'person'],
    [/^posusers\/\{id\}/, 'id', 'posUserA'],
    [/^received-orders\/\{id\}/, 'id', 'orderA'],
    [/^roles\/\{id\}/, 'id', 'role'],
    [/^salesLocations\/\{salesLocationId\}\/barimages\/\{id\}/, 'id', 'barImageA'],
    [/^sales\/salesLocations\/\{id\}/, 'id', 'salesLocationA'],
    [/^sales\/coupons\/\{id\}/, 'id', 'venueA'],
    [/^shows\/\{id\}\/(unassigned-)?cashboxes/, 'id', 'showEventA'],
    [/^shows\/showEvents\/\{id\}/, 'id', 'showEventA'],
    [/^shows\/theatre\/\{id\}/, 'id', 'theatreA'],
    [/^shows\/(params\/)?\{id\}/, 'id', 'show'],
    [/^salesLocations\/\{id\}/, 'id', 'salesLocationA'],
    [/^stations\/\{id\}/, 'id', 'stationA'],
    [/^theatres\/manager\/\{id\}/, 'id', 'managerUser'],
    [/^theatres\/\{id\}/, 'id', 'theatreA'],
    [/^transfers\/\{id\}/, 'id', 'transferA'],
    [/^users\/\{id\}/, 'id', 'person'],
    [/^vendors\/(archive\/)?\{id\}/, 'id', 'vendor'],
    [/^venues\/managers\/inventorySummary\/sale\/\{id\}/, 'id', 'saleA'],
    [/^sales\/masterTransactionLog\/\{id\}/, 'id', 'saleA'],
    // Exports: a type, a log row (none in the demo's database: 404 after the access check), a zip name.
    [/^exports\/history\/\{typeId\}/, 'typeId', () => 2],
    [/^exports\/QBOExports\/\{detailId\}/, 'detailId', () => 1],
    [/^exports\/re-export\/QBO\//, 't', () => 2],
    [/^exports\/re-export\/QBO\//, 'd', () => 1],
    [/^exports\/files\/\{name\}/, 'name', () => '00000000-0000-4000-8000-000000000000.zip'],
  ];
  const hit = byPath.find(([re, param]) => param === name && re.test(template));
  if (hit) return hit[2];
  const byName: Record<string, keyof Samples | (() => number | string)> = {
    clientId: 'clientA',
    venueId: 'venueA',
    theatreId: 'theatreA',
    salesLocationId: 'salesLocationA',
    docId: 'docA',
    kitId: 'kit',
    goodId: 'good',
    invLocId: 'patronsRoomA',
    type: () => 'received-orders',
    flag: () => 'false',
    ip: () => '127.0.0.1',
    n: () => 2,
    year: () => 2026,
    month: () => 1,
    list: () => 'wastes',
    showEventId: 'showEventA',
    stationId: 'stationA',
    reduceInventory: () => 'false',
    postShowStart: () => 'false',
    forced: () => 'false',
  };
  return byName[name];
}

/** The sample for a path parameter: its value, and the Samples key it is when it is one. */
function sampleParam(template: string, name: string, s: Samples): { value: string; key?: keyof Samples } | undefined {
  const found = sampleSource(template, name);
  if (found === undefined) return undefined;
  return typeof found === 'function' ? { value: String(found()) } : { value: String(s[found]), key: found };
}

/** The samples that are records under venue A (or its client): a manager of another client must not reach them. */
const venueHeld: (keyof Samples)[] = [
  'clientA',
  'venueA',
  'theatreA',
  'salesLocationA',
  'stationA',
  'venueLocA',
  'standLocA',
  'patronsRoomA',
  'couponA',
  'noteA',
  'withdrawalA',
  'orderA',
  'docA',
  'barImageA',
  'transferA',
  'saleA',
  'posUserA',
  'show',
  'showEventA',
  'cashboxA',
];

/** The venue A sample of each kind of record a route declares in `x-venue-scope`. */
const sampleOfKind: Record<VenueRecordKind, keyof Samples> = {
  client: 'clientA',
  venue: 'venueA',
  theatre: 'theatreA',
  salesLocation: 'salesLocationA',
  station: 'stationA',
  inventoryLocation: 'standLocA',
  show: 'show',
  showEvent: 'showEventA',
  coupon: 'couponA',
  clientNote: 'noteA',
  barImage: 'barImageA',
  posUser: 'posUserA',
};

/**
 * Routes that are about one venue's records through their body: the body venue B's manager sends,
 * naming venue A's records. (Routes naming them in the path are found from the path.)
 */
/** A manual sale at venue A's stand (docs/sales.md). */
const manualSale = (s: Samples) => ({
  SaleId: randomUUID(),
  UserId: s.posUserA,
  VenueId: s.venueA,
  SalesLocationId: s.salesLocationA,
  SaleDate: '2026-06-01T18:00:00Z',
  Lines: [{ KitId: s.kit, Qty: '1' }],
});
const scopedBodies: Record<string, (s: Samples) => object> = {
  'post inventoryEventPush/inventoryTransfer': (s) => ({
    GuidId: randomUUID(),
    FromInventoryLocationId: s.venueLocA,
    ToInventoryLocationId: s.standLocA,
    TransferGoods: [{ GoodId: s.good, Qty: '1' }],
  }),
  'post inventoryEventPush/billableTransfer': (s) => ({
    GuidId: randomUUID(),
    FromInventoryLocationId: s.venueLocA,
    TransferGoods: [{ GoodId: s.good, Qty: '1' }],
  }),
  'post inventoryEventPush/cateringTransfer': (s) => ({
    GuidId: randomUUID(),
    FromInventoryLocationId: s.venueLocA,
    TransferGoods: [{ GoodId: s.good, Qty: '1' }],
  }),
  'post inventoryEventPush/initializingTransfer': (s) => ({
    GuidId: randomUUID(),
    ToInventoryLocationId: s.venueLocA,
    TransferGoods: [{ GoodId: s.good, Qty: '1' }],
  }),
  'post inventoryEventPush/gainlostTransfer': (s) => ({ GuidId: randomUUID(), InventoryLocationId: s.standLocA, Counts: [{ GoodId: s.good, Counted: '1' }] }),
  'post inventoryEventPush/receiving': (s) => ({ GuidId: randomUUID(), VenueId: s.venueA, ReceivedOrderGoods: [{ GoodId: s.good, Qty: '1', Cost: '1' }] }),
  'post inventoryEventPush/post/receiving': (s) => ({ GuidId: randomUUID(), Id: s.orderA, Version: 1 }),
  'post inventory/venue/{id}': (s) => ({ VenueId: s.venueA, AsOfDate: toDate }),
  'post venues/managers/inventorySummary': (s) => ({ InvLocId: s.venueLocA, fromDate, toDate }),
  'post venues/managers/inventorySummary/kitsSold': (s) => ({ InvLocId: s.standLocA, fromDate, toDate }),
  'post venues/managers/inventorySummary/showEvents': (s) => ({ InvLocId: s.standLocA, fromDate, toDate }),
  'post venues/managers/inventorySummary/drillDown': (s) => ({ InvLocId: s.standLocA, fromDate, toDate, GoodId: s.good, Column: 'Sales' }),
  'post venues/managers/inventoryLocations/endOfDayStatus': (s) => ({ VenueId: s.venueA, FromDate: fromDate, ToDate: toDate }),
  'post venues/managers/liquor-control-report/_search': (s) => ({ VenueId: s.venueA, FromDate: fromDate, ToDate: toDate }),
  'post venues/managers/liquor-control-report/drillDown': (s) => ({
    VenueId: s.venueA,
    Day: fromDate,
    SalesLocationId: s.salesLocationA,
    GoodId: s.good,
    Column: 'VolumeSold',
  }),
  'post patronsRoom/report': (s) => ({ InvLocId: s.patronsRoomA, Year: 2026, Month: 1 }),
  'post patronsRoom/report/csv': (s) => ({ InvLocId: s.patronsRoomA, Year: 2026, Month: 1 }),
  'post inventoryEventPush/patronsRoom': (s) => ({
    GuidId: randomUUID(),
    FromInventoryLocationId: s.venueLocA,
    ToInventoryLocationId: s.patronsRoomA,
    TransferGoods: [{ GoodId: s.good, Qty: '1' }],
  }),
  'post shows/logs/_search': (s) => ({ TheatreId: s.theatreA }),
  'post saleEventPush/sale': (s) => ({
    SaleId: randomUUID(),
    SalesLocationId: s.salesLocationA,
    SaleDate: '2026-01-05T23:30:00Z',
    SaleKits: [{ KitId: s.kit, Qty: '1', SalePricePerKit: '5.00' }],
    SalePayments: [],
  }),
  // The station is venue A's (in the path); a valid queue, so the answer is about the station.
  'post stations/{stationId}/sync': () => ({ Items: [{ Position: 0, Kind: 'Sale', Body: {} }] }),
  'put deposits': (s) => ({ ShowEventId: s.showEventA, AmountToBePosted: '0' }),
  'post inventoryEventPush/wastageGoods': (s) => ({
    GuidId: randomUUID(),
    InventoryLocationId: s.standLocA,
    WastageId: s.waste,
    Goods: [{ GoodId: s.good, Qty: '1' }],
  }),
  'post admin/sale/{reduceInventory}/postShowStart/{postShowStart}/{forced}': (s) => manualSale(s),
  'post sales/checkForDuplicateOrNegativeSales': (s) => manualSale(s),
  'post sales/reportFromCashBox': (s) => ({ FromDate: fromDate, ToDate: toDate, TheatreId: s.theatreA }),
  'post sales/reportFromCashBox/drillDown': (s) => ({ FromDate: fromDate, ToDate: toDate, TheatreId: s.theatreA, Column: 'SaleAmount' }),
  'post sales/depositsReport': (s) => ({ WeekStart: fromDate, WeekEnd: fromDate, VenueId: s.venueA }),
  'post sales/depositsReport/drillDown': (s) => ({ WeekStart: fromDate, WeekEnd: fromDate, VenueId: s.venueA, Column: 'PaymentAmount' }),
  'post sales/itemizedSalesReport': (s) => ({ FromDate: fromDate, ToDate: toDate, VenueId: s.venueA }),
  'post sales/itemizedSalesReport/excel': (s) => ({ FromDate: fromDate, ToDate: toDate, VenueId: s.venueA }),
  'post sales/itemizedSalesReport/sales': (s) => ({ FromDate: fromDate, ToDate: toDate, VenueId: s.venueA, Figure: { Kind: 'all' } }),
  'post sales/goodsSalesReport': (s) => ({ FromDate: fromDate, ToDate: toDate, VenueId: s.venueA }),
  'post sales/goodsSalesReport/sales': (s) => ({ FromDate: fromDate, ToDate: toDate, VenueId: s.venueA, Figure: { Kind: 'all' } }),
  'post sales/adjustedSalesReport': (s) => ({ DateFrom: fromDate, DateTo: toDate, TheatreId: s.theatreA }),
  'post sales/adjustedSalesReport/sales': (s) => ({ DateFrom: fromDate, DateTo: toDate, TheatreId: s.theatreA, Figure: { Kind: 'all' } }),
  'post sales/showEvents': (s) => ({ FromDate: fromDate, ToDate: toDate, TheatreId: s.theatreA }),
  'post sales/salesReport': (s) => ({ FromDate: fromDate, ToDate: toDate, TheatreId: s.theatreA }),
  'post sales/salesReport/csv': (s) => ({ FromDate: fromDate, ToDate: toDate, TheatreId: s.theatreA }),
  'post sales/salesReport/drillDown': (s) => ({ FromDate: fromDate, ToDate: toDate, TheatreId: s.theatreA, Column: 'Paid' }),
  'post sales/reportFromSales': (s) => ({ FromDate: fromDate, ToDate: toDate, TheatreId: s.theatreA }),
  // Cash box counts are ledger records (no venue in the body): the handler scopes them.
  'put cashboxes/update': (s) => ({ Id: s.cashboxA, Version: 1, ...Object.fromEntries(CashboxOverrideFields.map((f) => [f, '0'])) }),
  'put cashboxes': (s) => ({ Id: s.cashboxA, Version: 1, TimestampUtc: '2026-01-05T22:31:00Z' }),
  'put shows/cashbox-endcount': (s) => ({ CashboxId: s.cashboxA }),
};

/**
 * VenueManager routes that are not about one record of a venue: lists and pickers that answer only
 * the caller's venues, and reference lists. A new VenueManager route must be in scopedBodies, name
 * its record in the path, or be listed here with its reason.
 */
const notOneVenue: Record<string, string> = {
  'post transfers/_search': "a list filtered to the caller's locations",
  'get transfers/types': 'a reference list',
  'get vendors/dropDown': 'a reference list',
  'post received-orders/_search': "a list filtered to the caller's venues",
  'get inventoryLocations/dropDown': "the caller's locations",
  'get inventoryLocations/all/dropDown': "the caller's locations",
  'get inventoryLocations/patronsRoom/dropDown': "the caller's locations",
  'get inventoryLocations/_patronsRooms': "the caller's patrons rooms",
  'post venues/managers/_searchInventoryLogs': "a list filtered to the caller's venues",
  'get venues/managers/inventorySummary/asOf': 'the moment the reports are read at',
  'get venues/managers/inventorySummary/locations': "the caller's report locations",
  'get sales/paymentMethods': 'a reference list',
  'get sales/saleTypes': 'a reference list',
  'get sales/simpleTheathers': "the caller's theatres",
  'get sales/posUsers': "the POS users of the caller's venues",
  'post sales/masterTransactionLog/_search': "a list filtered to the caller's venues",
  'post shows/showsForTheatres': 'the theatres the caller does not see are left out (docs/shows.md)',
  'post shows/showsForSalesLocations': 'the theatres the caller does not see are left out (docs/shows.md)',
};

const relative = (path: string) => path.replace(/^\/api\/v1\//, '');
const is5xx = (status: number) => status >= 500;

describe('authorization matrix (from the OpenAPI document)', () => {
  let a: TestApp;
  let routes: Route[];
  let s: Samples;
  const tokens: Record<'admin' | 'viewer' | 'manager' | 'nobody', Headers> = { admin: {}, viewer: {}, manager: {}, nobody: {} };
  let managerClaims: ClaimFlags;
  /** Per set of claims a route accepts: a user with FullAccess on every other claim. */
  const withoutClaims = new Map<string, Headers>();

  const claimSet = (access: Access) => (access.kind === 'claim' ? [...new Set(access.anyOf.map((c) => c.type))].sort().join('+') : '');

  beforeAll(async () => {
    a = await createTestApp({ runProjections: true });
    const doc = (await a.http.get('/api/docs/openapi.json')).body as { paths: Record<string, Record<string, Operation>> };
    routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([method]) => ['get', 'post', 'put', 'delete', 'patch'].includes(method))
        .map(([method, op]) => ({
          method: method as Route['method'],
          template: path,
          access: op['x-access'] ?? { kind: 'public' as const },
          key: `${method} ${relative(path)}`,
          scope: op['x-venue-scope'],
          bodyFields: bodyFieldsOf(op),
        })),
    );

    for (const who of ['admin', 'viewer', 'manager', 'nobody'] as const) {
      const signed = await a.signIn(who);
      tokens[who] = { Authorization: `Bearer ${signed.token}` };
      if (who === 'manager') managerClaims = signed.body.LoginResult.ClaimFlags;
    }

    // One user per set of claims the routes accept, holding FullAccess on every other claim type.
    const passwordHash = await hash('matrix-pass', { memoryCost: 19456, timeCost: 2, parallelism: 1 });
    const sets = [...new Set(routes.map((r) => claimSet(r.access)).filter(Boolean))];
    for (const [i, set] of sets.entries()) {
      const without = set.split('+');
      const username = `matrix-${i}`;
      await a.t.db.transaction().execute(async (tx) => {
        const role = await makeRole(tx, {
          Name: `All but ${set}`,
          claims: ClaimTypeNames.filter((n) => !without.includes(n)).map((n) => [ClaimType[n], ClaimValue.FullAccess]),
        });
        await makeUser(tx, { FirstName: 'Matrix', LastName: set, Username: username, PasswordHash: passwordHash, RoleId: role.Id });
      });
      withoutClaims.set(set, { Authorization: `Bearer ${(await a.signIn(username, 'matrix-pass')).token}` });
    }

    s = await samples();
  });
  afterAll(() => a.close());

  /** Venue A is Lakeside Playhouse (client Lakeside Theatres); the demo manager manages Northwind's venues (venue B). */
  async function samples(): Promise<Samples> {
    const db = a.t.db;
    const one = async <T>(q: Promise<T | undefined>, what: string): Promise<T> => {
      const row = await q;
      if (row === undefined) throw new Error(`No sample ${what} in the seed`);
      return row;
    };
    const venue = await one(db.selectFrom('app.venues').select(['Id', 'ClientId']).where('Name', '=', 'Lakeside Playhouse').executeTakeFirst(), 'venue A');
    const theatre = await one(db.selectFrom('app.theatres').select('Id').where('VenueId', '=', venue.Id).orderBy('Id').executeTakeFirst(), 'theatre');
    const stand = await one(
      db.selectFrom('app.sales_locations').select('Id').where('TheatreId', '=', theatre.Id).orderBy('Id').executeTakeFirst(),
      'sales location',
    );
    const station = await one(db.selectFrom('app.stations').select('Id').where('SalesLocationId', '=', stand.Id).orderBy('Id').executeTakeFirst(), 'station');
    const venueLoc = await one(
      db.selectFrom('app.inventory_locations').select('Id').where('VenueId', '=', venue.Id).where('Kind', '=', 'venue').executeTakeFirst(),
      'venue location',
    );
    const standLoc = await one(
      db.selectFrom('app.inventory_locations').select('Id').where('SalesLocationId', '=', stand.Id).executeTakeFirst(),
      'stand location',
    );
    const patronsRoom = await one(
      db.selectFrom('app.inventory_locations').select('Id').where('VenueId', '=', venue.Id).where('Kind', '=', 'patrons_room').executeTakeFirst(),
      'patrons room',
    );
    const waste = await one(db.selectFrom('app.managed_items').select('Id').where('List', '=', 'wastes').orderBy('Id').executeTakeFirst(), 'wastes item');
    const good = await one(db.selectFrom('app.goods').select('Id').where('Name', '=', 'Chocolate Bar').executeTakeFirst(), 'good');
    const kit = await one(db.selectFrom('app.kits').select('Id').orderBy('Id').executeTakeFirst(), 'kit');
    const menu = await one(db.selectFrom('app.menus').select('Id').orderBy('Id').executeTakeFirst(), 'menu');
    const vendor = await one(db.selectFrom('app.vendors').select('Id').orderBy('Id').executeTakeFirst(), 'vendor');
    const managerUser = await one(db.selectFrom('app.auth_users').select('UserId').where('Username', '=', 'manager').executeTakeFirst(), 'manager');
    const viewerUser = await one(db.selectFrom('app.auth_users').select('UserId').where('Username', '=', 'viewer').executeTakeFirst(), 'viewer');
    // The ReadOnly user backs up venue A's manager, so venue A's records are theirs to read.
    await db.insertInto('app.venue_backup_managers').values({ VenueId: venue.Id, UserId: viewerUser.UserId, ExpDate: null }).execute();

    const made = await db.transaction().execute(async (tx) => {
      const role = await makeRole(tx, { Name: 'Matrix sample role', claims: [] });
      const person = await makeUser(tx, { FirstName: 'Sample', LastName: 'Person' });
      const coupon = await tx.insertInto('app.coupons').values({ VenueId: venue.Id, Name: 'Matrix coupon' }).returning('Id').executeTakeFirstOrThrow();
      const note = await tx.insertInto('app.client_notes').values({ ClientId: venue.ClientId, Title: 'Matrix note' }).returning('Id').executeTakeFirstOrThrow();
      const ip = await tx
        .insertInto('app.ip_ranges')
        .values({ Name: 'Matrix range', StartIp: '10.9.9.1', EndIp: '10.9.9.2' })
        .returning('Id')
        .executeTakeFirstOrThrow();
      const pos = await tx
        .insertInto('app.pos_users')
        .values({ FirstName: 'Matrix', LastName: 'Seller', VenueId: venue.Id, UserId: person.Id, PinDigest: 'matrix' })
        .returning('Id')
        .executeTakeFirstOrThrow();
      const show = await tx.insertInto('app.shows').values({ Name: 'Matrix show' }).returning('Id').executeTakeFirstOrThrow();
      const event = await tx
        .insertInto('app.show_events')
        .values({ ShowId: show.Id, TheatreId: theatre.Id, Start: new Date('2026-01-05T23:00:00Z'), End: new Date('2026-01-06T01:30:00Z') })
        .returning('Id')
        .executeTakeFirstOrThrow();
      return { role: role.Id, person: person.Id, coupon: coupon.Id, note: note.Id, ip: ip.Id, pos: pos.Id, show: show.Id, showEvent: event.Id };
    });

    // An order at venue A with a document, and a bar image at its stand, through the API.
    const admin = tokens.admin;
    const order = await a.http
      .post('/api/v1/inventoryEventPush/receiving')
      .set(admin)
      .send({ GuidId: randomUUID(), VenueId: venue.Id, ReceivedOrderGoods: [{ GoodId: good.Id, Qty: '2', Cost: '1.10' }], BilledAmount: '2.20' });
    if (order.status !== 200) throw new Error(`Sample order: ${order.status} ${JSON.stringify(order.body)}`);
    const orderA = order.body.Order.Id as string;
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const doc = await a.http.post(`/api/v1/received-orders/${orderA}/documents`).set(admin).attach('file', pdf, 'bill.pdf');
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    const image = await a.http.post(`/api/v1/salesLocations/${stand.Id}/barimages`).set(admin).attach('file', png, 'bar.png');
    if (doc.status !== 201 || image.status !== 201) throw new Error(`Sample files: ${doc.status} ${image.status}`);

    // A transfer at venue A (stock initialized, then moved to a stand) and a sale at its stand.
    const push = async (path: string, body: object) => {
      const res = await a.http.post(`/api/v1/inventoryEventPush/${path}`).set(admin).send(body);
      if (res.status !== 200) throw new Error(`Sample ${path}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body as { TransferId: string };
    };
    await push('initializingTransfer', { GuidId: randomUUID(), ToInventoryLocationId: venueLoc.Id, TransferGoods: [{ GoodId: good.Id, Qty: '10' }] });
    const transfer = await push('inventoryTransfer', {
      GuidId: randomUUID(),
      FromInventoryLocationId: venueLoc.Id,
      ToInventoryLocationId: standLoc.Id,
      TransferGoods: [{ GoodId: good.Id, Qty: '2' }],
    });
    const adminUser = await one(db.selectFrom('app.auth_users').select(['Id', 'UserId', 'RoleId']).where('Username', '=', 'admin').executeTakeFirst(), 'admin');
    const allClaims = Object.fromEntries(ClaimTypeNames.map((n) => [n, ClaimValue.FullAccess])) as ClaimFlags;
    const saleA = randomUUID();
    await a.app.get(CommandBus).execute(
      new RecordSaleCommand(
        {
          SaleId: saleA,
          SalesLocationId: stand.Id,
          ShowEvent: null,
          StationId: station.Id,
          PosUserId: null,
          IsRefund: false,
          ReduceInventory: false,
          SaleDate: new Date().toISOString(),
          SaleKits: [{ KitId: kit.Id, Qty: '1', SalePricePerKit: '5.00' }],
        },
        { authUserId: adminUser.Id, userId: adminUser.UserId, roleId: adminUser.RoleId, claims: allClaims },
      ),
    );

    // A station's count of the show event at venue A's theatre (the cash box routes name them).
    const cashbox = await a.http.post('/api/v1/cashboxEventPush/count').set(admin).send({
      GuidId: randomUUID(),
      PointOfSaleStationId: station.Id,
      ShowEventId: made.showEvent,
      LogTypeId: 1,
      TimestampUtc: '2026-01-05T22:30:00Z',
      Ones: 5,
    });
    if (cashbox.status !== 200) throw new Error(`Sample cash box: ${cashbox.status} ${JSON.stringify(cashbox.body)}`);
    // A petty cash withdrawal at theatre A, on that show event.
    const reason = await one(db.selectFrom('app.managed_items').select('Id').where('List', '=', 'pettyCashReasons').executeTakeFirst(), 'reason');
    const withdrawal = await a.http.post('/api/v1/pettyCashWithdrawals').set(admin).send({ ShowEventId: made.showEvent, ReasonId: reason.Id, Amount: '5.00' });
    if (withdrawal.status !== 201) throw new Error(`Sample withdrawal: ${withdrawal.status} ${JSON.stringify(withdrawal.body)}`);

    return {
      cashboxA: cashbox.body.Id,
      clientA: venue.ClientId,
      venueA: venue.Id,
      theatreA: theatre.Id,
      salesLocationA: stand.Id,
      stationA: station.Id,
      venueLocA: venueLoc.Id,
      standLocA: standLoc.Id,
      patronsRoomA: patronsRoom.Id,
      waste: waste.Id,
      couponA: made.coupon,
      noteA: made.note,
      withdrawalA: withdrawal.body.PettyCashWithdrawal.Id,
      orderA,
      docA: doc.body.Document.Id,
      barImageA: image.body.BarImage.Id,
      transferA: transfer.TransferId,
      saleA,
      posUserA: made.pos,
      good: good.Id,
      kit: kit.Id,
      menu: menu.Id,
      vendor: vendor.Id,
      role: made.role,
      ipRange: made.ip,
      person: made.person,
      managerUser: managerUser.UserId,
      show: made.show,
      showEventA: made.showEvent,
    };
  }

  /** The route's path with its samples; throws for a parameter without one. */
  const pathOf = (r: Route) =>
    r.template.replace(/\{(\w+)\}/g, (_m, name: string) => {
      const sample = sampleParam(relative(r.template), name, s);
      if (sample === undefined) throw new Error(`${r.key}: no sample for {${name}}; add one to sampleSource in this file`);
      return encodeURIComponent(sample.value);
    });
  /** Whether the route's path names one of venue A's records. */
  const pathNamesVenueRecord = (r: Route) =>
    [...r.template.matchAll(/\{(\w+)\}/g)].some(([, name]) => {
      const key = sampleParam(relative(r.template), name!, s)?.key;
      return key !== undefined && venueHeld.includes(key);
    });
  /** The body a route's `x-venue-scope` names venue A's records in (beside scopedBodies' own). */
  const declaredBody = (r: Route): Record<string, number> =>
    Object.fromEntries((r.scope?.refs ?? []).filter((ref) => ref.in === 'body').map((ref) => [ref.name, s[sampleOfKind[ref.of]] as number]));

  /** One request; a 5xx, or an answer that breaks its contract, is recorded as a failure. */
  async function ask(r: Route, headers: Headers, body: object = {}): Promise<number | string> {
    try {
      const req = a.http[r.method](pathOf(r)).set(headers);
      const res = r.method === 'get' ? await req : await req.send(body);
      return res.status;
    } catch (e) {
      return (e as Error).message;
    }
  }

  /** Asks every route with `who` and lists the ones whose status `ok` refuses. */
  async function sweep(
    select: (r: Route) => Headers | undefined,
    ok: (status: number, r: Route) => boolean,
    body?: (r: Route) => object,
    list: Route[] = routes,
  ) {
    const wrong: string[] = [];
    let asked = 0;
    for (const r of list) {
      const headers = select(r);
      if (!headers) continue;
      asked++;
      const status = await ask(r, headers, body?.(r));
      if (typeof status === 'string' || is5xx(status) || !ok(status, r)) wrong.push(`${r.key} → ${status}`);
    }
    return { asked, wrong };
  }

  const onlyFullAccess = (r: Route) => r.access.kind === 'claim' && r.access.anyOf.every((c) => c.level === 'FullAccess');

  /** Whether venue B's manager reaches the route only through VenueManager (or PatronRoomManager), so venue A's records must be refused. */
  const venueScoped = (r: Route) => {
    // Documents of a received order (the type sample) are the order's venue's.
    if (/^\w+ \{type\}\/\{id\}\/documents/.test(r.key)) return true;
    if (r.access.kind !== 'claim') return false;
    const anyOf = r.access.anyOf;
    // Only where the manager gets in through a venue claim (without one it is 403 anyway).
    if (!anyOf.some((c) => venueManagerClaims.includes(c.type) && hasClaim(managerClaims, c.type, c.level))) return false;
    if (anyOf.some((c) => !venueManagerClaims.includes(c.type) && hasClaim(managerClaims, c.type, c.level))) return false;
    return true;
  };
  const namesRecordInPath = (r: Route) => /\{\w+\}/.test(r.template);
  /** Whether the demo manager gets past the route's claim check. */
  const managerPasses = (r: Route) =>
    r.access.kind === 'authenticated' || (r.access.kind === 'claim' && r.access.anyOf.some((c) => hasClaim(managerClaims, c.type, c.level)));

  /** The event store's last position and every app table's row count: what a refused write must leave as it was. */
  async function ledgerAndTables() {
    const { rows } = await sql<{ t: string }>`
      SELECT format('%I.%I', schemaname, relname) AS t FROM pg_stat_user_tables WHERE schemaname = 'app' ORDER BY 1`.execute(a.t.db);
    const counts: Record<string, number> = {};
    for (const { t } of rows) {
      const c = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.raw(t)}`.execute(a.t.db);
      counts[t] = c.rows[0]!.n;
    }
    const events = await sql<{ n: number }>`SELECT count(*)::int AS n FROM es.events`.execute(a.t.db);
    return { events: events.rows[0]!.n, counts };
  }

  it('covers every operation of the document, each with its access', () => {
    expect(routes.length).toBeGreaterThan(150);
    // Every parameter has a sample (pathOf throws otherwise).
    const unsampled = routes.flatMap((r) => {
      try {
        pathOf(r);
        return [];
      } catch (e) {
        return [(e as Error).message];
      }
    });
    expect(unsampled).toEqual([]);
    // A VenueManager route is about one venue's record (by path or body) or says why it is not.
    const undecided = routes.filter((r) => venueScoped(r) && !namesRecordInPath(r) && !scopedBodies[r.key] && !notOneVenue[r.key]).map((r) => r.key);
    expect(undecided).toEqual([]);
    // A route whose body names a record under a venue by a field's name says how it is scoped.
    const unscopedBodies = routes
      .filter((r) => r.bodyFields.some((f) => venueFields.test(f)) && !scopedBodies[r.key] && !notOneVenue[r.key])
      .filter((r) => !r.bodyFields.filter((f) => venueFields.test(f)).every((f) => r.scope?.refs.some((ref) => ref.in === 'body' && ref.name === f)))
      .map((r) => `${r.key} (${r.bodyFields.filter((f) => venueFields.test(f)).join(', ')})`);
    expect(unscopedBodies).toEqual([]);
  });

  it('without a token: 401 on every route that is not public, and no 5xx on public ones', async () => {
    const { asked, wrong } = await sweep(
      () => ({}),
      (status, r) => (r.access.kind === 'public' ? true : status === 401),
    );
    expect(asked).toBe(routes.length);
    expect(wrong).toEqual([]);
  });

  it('a user with every claim but the ones a route accepts: 403', async () => {
    const { asked, wrong } = await sweep(
      (r) => (r.access.kind === 'claim' ? withoutClaims.get(claimSet(r.access)) : undefined),
      (status) => status === 403,
    );
    expect(asked).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  });

  it('a ReadOnly user: 403 where FullAccess is needed, and reads pass the access check', async () => {
    const { wrong } = await sweep(
      (r) => (r.access.kind === 'public' ? undefined : tokens.viewer),
      (status, r) => {
        if (onlyFullAccess(r)) return status === 403;
        // An own-record route may refuse another's record (403) after the sign-in check.
        if (r.access.kind === 'authenticated') return status !== 401;
        return status !== 401 && status !== 403;
      },
    );
    expect(wrong).toEqual([]);
  });

  it("another venue's manager: 403 or 404 for venue A's records", async () => {
    const { asked, wrong } = await sweep(
      (r) => (venueScoped(r) && (namesRecordInPath(r) || scopedBodies[r.key]) ? tokens.manager : undefined),
      (status) => status === 403 || status === 404,
      (r) => scopedBodies[r.key]?.(s) ?? {},
    );
    expect(asked).toBeGreaterThan(20);
    expect(wrong).toEqual([]);
  });

  /**
   * Issue 38 point 1: whatever claim lets the manager in (Shows, Stations ReadOnly, Clients
   * ReadOnly, ...), a route naming a record of another client's venue — in its path, or in its body
   * as x-venue-scope or scopedBodies say — answers 403 or 404, and nothing is written.
   */
  it("a manager of another client, through any claim: 403 or 404 for client A's records, and nothing written", async () => {
    const before = await ledgerAndTables();
    const names = (r: Route) => pathNamesVenueRecord(r) || scopedBodies[r.key] !== undefined || Object.keys(declaredBody(r)).length > 0;
    const { asked, wrong } = await sweep(
      (r) => (managerPasses(r) && names(r) ? tokens.manager : undefined),
      (status) => status === 403 || status === 404,
      (r) => ({ ...(scopedBodies[r.key]?.(s) ?? {}), ...declaredBody(r) }),
    );
    expect(asked).toBeGreaterThan(80);
    expect(wrong).toEqual([]);
    // The documents' {type} sample is a received order's; a client's documents are client A's too.
    expect((await a.http.get(`/api/v1/clients/${s.clientA}/documents/_search`).set(tokens.manager)).status).toBe(404);
    expect(await ledgerAndTables()).toEqual(before);
  });

  it('a signed-in user without Users asks about another person (own-record routes): 403', async () => {
    const aboutAPerson = (r: Route) => r.access.kind === 'authenticated' && /^(users(\/\{id\}.*)?|posusers\/\{id\}\/posUserId)$/.test(relative(r.template));
    const { asked, wrong } = await sweep(
      (r) => (aboutAPerson(r) ? tokens.nobody : undefined),
      (status) => status === 403,
      // Valid bodies, so the answer is the ownership check's and not the body's.
      () => ({ UserPhones: [], Address: {}, Version: 1, Id: s.person, FirstName: 'X', LastName: 'Y' }),
    );
    expect(asked).toBeGreaterThanOrEqual(8);
    expect(wrong).toEqual([]);
  });

  it('a FullAccess user (the administrator) passes every access check: reads, then writes, then deletes', async () => {
    const order = { get: 0, post: 1, put: 1, patch: 1, delete: 2 } as const;
    const { wrong } = await sweep(
      (r) => (r.access.kind === 'public' ? undefined : tokens.admin),
      (status) => status !== 401 && status !== 403,
      undefined,
      [...routes].sort((x, y) => order[x.method] - order[y.method]),
    );
    expect(wrong).toEqual([]);
  });
});
