import { createHash } from 'node:crypto';
import { Client, Pool } from 'pg';
import { sql } from 'kysely';
import { type DenominationField, PaymentMethod, cashboxTotal } from '@intermission/contracts';
import { type DepositCount, depositFigures } from '@intermission/domain';
import { type Db, createDb, withDatabase } from '@intermission/db';
import { type NewEvent, createEventStorePool, createPostgresEventStore, decodePosition, derivedId } from '@intermission/eventstore';
import { migrateToLatest } from '@intermission/migrations';
import { createProjectionRunner, registeredProjections } from '@intermission/projections';
import { applicationEventRegistry } from '@intermission/api/ledger/event-registry';
import { ledgerPoolSize } from '@intermission/api/ledger/ledger.module';
import { seedDemoOperator } from '@intermission/api/seed/demo-operator';
import { makeChange } from '@intermission/api/seed/change-maker';
import { makeClient, makeSalesLocation, makeStation, makeTheatre, makeVenue } from '@intermission/api/seed/factories';
import { duration, progressBar } from '@intermission/projections';

// The data behind `npm run bench -- reports`: a year of stock, sales and counts for a 50-venue
// operator, written through the event store port (validated by the application's registry) and
// projected by the projection runner, on the throwaway database intermission_bench_reports
// (BENCH_DB names another, so that two engineers' runs on one server do not clobber each other).
// Since issue 15 the year also holds what the sales and financial reports read: two show events a
// day per theatre (app.show_events rows, as the shows calls write them), each station's start and
// end cash box count per show event (settlements and tips; now and then over or short, now and
// then no end count), sales as SaleRecorded v2 (payments by tender incl. vouchers, tabs and
// pre-orders, card tips, discounts, refunds), petty cash withdrawals and the posted deposit of
// every show event but those of the last two days.

export const REPORTS_DB = process.env.BENCH_DB ?? 'intermission_bench_reports';
if (!/^[a-z][a-z0-9_]{0,62}$/.test(REPORTS_DB)) throw new Error(`BENCH_DB must be a lower-case database name, not "${REPORTS_DB}"`);
export const adminUrl = () => process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const reportsDbUrl = () => withDatabase(adminUrl(), REPORTS_DB);

/** Sales per show per stand when BENCH_SALES_PER_SHOW is not set (one SaleRecorded per sale). */
export const DEFAULT_SALES_PER_SHOW = 8;

export interface ReportsScale {
  venues: number;
  days: number;
  /** Mean sales per show per stand; the day's figure varies by month, weekday and a jitter (0.6× to 2.1×). */
  salesPerShow: number;
  standsPerVenue: number;
  showsPerDay: number;
  /** First day, YYYY-MM-DD (UTC). */
  start: string;
  /** Concurrent appenders (the port appends one stream per call). */
  writers: number;
  seed: number;
}

export function reportsScale(env: NodeJS.ProcessEnv = process.env): ReportsScale {
  const int = (name: string, def: number, min = 1) => {
    const v = env[name];
    if (v === undefined || v === '') return def;
    const n = Number(v);
    if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be a whole number of at least ${min}, not "${v}"`);
    return n;
  };
  const start = env.BENCH_START ?? '2025-01-01';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(start) || new Date(`${start}T00:00:00Z`).toISOString().slice(0, 10) !== start)
    throw new Error(`BENCH_START must be a date YYYY-MM-DD, not "${start}"`);
  return {
    venues: int('BENCH_VENUES', 50),
    days: int('BENCH_DAYS', 365),
    salesPerShow: int('BENCH_SALES_PER_SHOW', DEFAULT_SALES_PER_SHOW),
    standsPerVenue: 3,
    showsPerDay: 2,
    start,
    writers: int('BENCH_WRITERS', 8),
    seed: int('BENCH_SEED', 20261123, 0),
  };
}

export interface BenchVenue {
  VenueId: number;
  Name: string;
  /** The venue's own inventory location (Kind venue): the composite entry of the reports. */
  VenueLocationId: number;
  /** The venue's voucher (a dynamic one, DollarValue 0): the voucher payments name it. */
  CouponId: number;
  /** Each stand in its own theatre (auditorium), with its own show events. */
  Stands: { SalesLocationId: number; InventoryLocationId: number; StationId: number; TheatreId: number; Name: string }[];
}

export interface GenerationMeta {
  scale: ReportsScale;
  venues: BenchVenue[];
  counts: Record<string, number>;
  events: number;
  appends: number;
  /** Sales that took a good below zero (stock may go negative; the generator sizes deliveries to avoid it). */
  shortfalls: number;
  /** The first generated show event's Id; show event (v, d, stand, show) is showEventId(scale, base, …). */
  showEventBase: number;
  /** The theatres marked IsTest (the sales reconciliation leaves them out). */
  testTheatreIds: number[];
  setupMs: number;
  appendMs: number;
  /** VACUUM of es.events after the appends, before the catch-up (absent in generations before it). */
  vacuumMs?: number;
  catchUpMs: number;
  /** The projections the catch-up ran (all the registered ones of the generating build). */
  catchUpProjections?: string[];
  analyzeMs: number;
  finishedAt: string;
}

// ---------------------------------------------------------------------------------------------
// Exact decimals: quantities, costs and prices as whole ten-thousandths (4 decimals, as stored).

const Q = 10_000;
const toQ = (s: string | number) => Math.round(Number(s) * Q);
function fmtQ(q: number): string {
  const sign = q < 0 ? '-' : '';
  const a = Math.abs(q);
  const frac = String(a % Q).padStart(4, '0');
  return `${sign}${Math.floor(a / Q)}.${frac.endsWith('00') ? frac.slice(0, 2) : frac}`;
}
const mulQ = (a: number, b: number) => Math.round((a * b) / Q);
/** Rounded to cents (half up), still in ten-thousandths. */
const centsQ = (q: number) => Math.round(q / 100) * 100;
const ceilUnits = (q: number) => Math.ceil(q / Q) * Q;

// ---------------------------------------------------------------------------------------------
// Determinism: a hash for the schedule (how many sales, which day a delivery, whether a count is
// off), a seeded generator per venue for the content, and ids derived from a hash.

function mix(a: number): number {
  a = Math.imul(a ^ (a >>> 16), 0x7feb352d);
  a = Math.imul(a ^ (a >>> 15), 0x846ca68b);
  return (a ^ (a >>> 16)) >>> 0;
}
/** A number in [0, 1) fixed by the seed and the keys. */
function h01(seed: number, a: number, b: number, c: number, d: number): number {
  let x = mix(seed ^ 0x9e3779b9);
  x = mix(x ^ a);
  x = mix(x ^ (b + 0x632be5ab));
  x = mix(x ^ (c + 0x85157af5));
  x = mix(x ^ (d + 0x2545f491));
  return x / 4294967296;
}
/** sfc32: 128 bits of state, so the venues' sequences never overlap in practice. */
function sfc32(seed: number, venue: number): () => number {
  let a = mix(seed ^ 0xa5a5a5a5);
  let b = mix(venue + 0x3c6ef372);
  let c = mix(a ^ b ^ 0x1b873593);
  let d = 1;
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 15; i++) next();
  return next;
}
function benchGuid(seed: number, key: string): string {
  const h = createHash('sha256').update(`intermission-bench-reports:${seed}:${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[parseInt(h[16]!, 16) & 3]}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

// ---------------------------------------------------------------------------------------------
// The schedule, shared by the generator and the count of what it will write (the progress total).

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** Busier in summer and around the holidays, on Friday and Saturday. */
const MONTH_FACTOR = [0.8, 0.75, 0.85, 0.9, 1.0, 1.15, 1.3, 1.25, 0.9, 0.9, 1.05, 1.2];
const WEEKDAY_FACTOR = [1.1, 0.85, 0.85, 0.85, 0.85, 1.3, 1.3]; // Sunday first
const Tag = { Sales: 1, Deliver: 2, Shrink: 3, Petty: 4, MissingEnd: 5, Drawer: 6, Manual: 7 } as const;

function salesInShow(s: ReportsScale, startMs: number, v: number, d: number, stand: number, show: number): number {
  const day = new Date(startMs + d * DAY_MS);
  const factor = MONTH_FACTOR[day.getUTCMonth()]! * WEEKDAY_FACTOR[day.getUTCDay()]! * (0.75 + 0.5 * h01(s.seed, Tag.Sales, v, d, stand * 8 + show));
  return Math.max(1, Math.round(s.salesPerShow * factor));
}
/** A stand is restocked every day or two: always after a day without, otherwise on about half the days. */
const deliversOn = (s: ReportsScale, v: number, d: number, stand: number, lastDelivery: number) =>
  d === 0 || d - lastDelivery >= 2 || h01(s.seed, Tag.Deliver, v, d, stand) < 0.5;
const ordersOn = (v: number, d: number) => d > 0 && d % 7 === v % 7;
const wastesOn = (v: number, d: number, stand: number) => d > 0 && d % 7 === (v + stand + 3) % 7;
/** About one end-of-day count in three finds a difference (shrink, now and then a gain). */
const countIsOff = (s: ReportsScale, v: number, d: number, stand: number) => h01(s.seed, Tag.Shrink, v, d, stand) < 0.35;

/** About one station in 250 never sends its end count for a show event (the over/short's "missing end count"). */
const missesEndCount = (s: ReportsScale, v: number, d: number, stand: number, show: number) => h01(s.seed, Tag.MissingEnd, v, d, stand * 8 + show) < 0.004;
/** About one show event in seven has a petty cash withdrawal. */
const withdrawsIn = (s: ReportsScale, v: number, d: number, stand: number, show: number) => h01(s.seed, Tag.Petty, v, d, stand * 8 + show) < 0.15;
/** About one show event in ten gets a sale entered by hand by its manager (Manage Sales: the managed sales report's adjustments). */
const manualSaleIn = (s: ReportsScale, v: number, d: number, stand: number, show: number) => h01(s.seed, Tag.Manual, v, d, stand * 8 + show) < 0.1;
/** The show events of the last two days are left unposted (the deposits list computes those live). */
const UNPOSTED_DAYS = 2;
const postsDeposit = (s: ReportsScale, d: number) => d < s.days - UNPOSTED_DAYS;

/** What the generator will write: events and appends (the progress bar's total). */
export function plannedWrites(s: ReportsScale): { events: number; appends: number; sales: number } {
  const startMs = Date.parse(`${s.start}T00:00:00Z`);
  let events = 0;
  let appends = 0;
  let sales = 0;
  for (let v = 0; v < s.venues; v++) {
    events += 1; // opening count of the venue
    appends += 1;
    const last = new Array<number>(s.standsPerVenue).fill(-1);
    for (let d = 0; d < s.days; d++) {
      if (ordersOn(v, d)) {
        events += 2;
        appends += 1;
      }
      for (let st = 0; st < s.standsPerVenue; st++) {
        if (deliversOn(s, v, d, st, last[st]!)) {
          last[st] = d;
          events += 1;
          appends += 1;
        }
        for (let show = 0; show < s.showsPerDay; show++) {
          sales += salesInShow(s, startMs, v, d, st, show) + (manualSaleIn(s, v, d, st, show) ? 1 : 0);
          // The start count, the end count, a withdrawal, the deposit: one event and one append each.
          const money = 1 + (missesEndCount(s, v, d, st, show) ? 0 : 1) + (withdrawsIn(s, v, d, st, show) ? 1 : 0) + (postsDeposit(s, d) ? 1 : 0);
          events += money;
          appends += money;
        }
        if (wastesOn(v, d, st)) {
          events += 1;
          appends += 1;
        }
        events += countIsOff(s, v, d, st) ? 2 : 1;
        appends += 1;
      }
    }
  }
  return { events: events + sales, appends: appends + sales, sales };
}

// ---------------------------------------------------------------------------------------------
// The catalogue as the generator needs it.

interface GoodInfo {
  Id: number;
  Name: string;
  RevenueTypeId: number;
  CogsTypeId: number;
  InventoryAccountTypeId: number;
  /** Ascending by EffectiveFrom: [ms, cost in ten-thousandths]. */
  costs: [number, number][];
  /** Whole units (bottles, bars, cups) or a bulk quantity (lb, oz). */
  unit: boolean;
}
interface KitInfo {
  Id: number;
  Name: string;
  price: number;
  goods: { GoodId: number; qty: number }[];
  weight: number;
}
/** How often each demo kit sells, relative to the others. */
const KIT_WEIGHT: Record<string, number> = {
  'Small Popcorn': 3,
  'Large Popcorn': 3,
  'Water Bottle': 2,
  'Large Cola': 4,
  'Candy Bar': 2,
  'Gummy Bears Bag': 1.5,
  'Popcorn & Cola Combo': 3,
  'Draft Lager': 1.5,
  'Glass of House Red': 1,
};

/** The bar kits the bench adds to the demo catalogue, so the liquor control report has alcohol goods sold by kits. */
const BAR_KITS = [
  { Name: 'Draft Lager', Price: '8.00', good: 'Lager Keg (oz)', Quantity: '16.0000' },
  { Name: 'Glass of House Red', Price: '11.00', good: 'House Red Wine (bottle)', Quantity: '0.2000' },
] as const;

function costAt(g: GoodInfo, ms: number): number {
  let cost = 0;
  for (const [from, c] of g.costs) {
    if (from > ms) break;
    cost = c;
  }
  return cost;
}

interface Catalogue {
  goods: Map<number, GoodInfo>;
  kits: KitInfo[];
  kitWeightTotal: number;
  /** The goods the stands stock: every good a kit consumes. */
  standGoods: number[];
  /** Mean consumption per stand per day, ten-thousandths. */
  demand: Map<number, number>;
  userId: number;
  wasteReasons: number[];
  pettyCashReasons: number[];
  vendorId: number | null;
  showEventBase: number;
}

async function loadCatalogue(db: Db, s: ReportsScale, showEventBase: number): Promise<Catalogue> {
  const goodRows = await db
    .selectFrom('app.goods')
    .select(['Id', 'Name', 'RevenueTypeId', 'CogsTypeId', 'InventoryAccountTypeId'])
    .where('Tracked', '=', true)
    .execute();
  const costRows = await db.selectFrom('app.good_costs').select(['GoodId', 'Cost', 'EffectiveFrom']).orderBy('EffectiveFrom').orderBy('Id').execute();
  const kitRows = await db
    .selectFrom('app.kits as k')
    .leftJoin('app.menu_kits as mk', (j) => j.onRef('mk.KitId', '=', 'k.Id').on('mk.MenuId', '=', 2))
    .select(['k.Id', 'k.Name', 'k.DefaultPrice', 'mk.Price'])
    .where('k.Archived', '=', false)
    .orderBy('k.Id')
    .execute();
  const kitGoods = await db.selectFrom('app.kit_goods').select(['KitId', 'GoodId', 'Quantity']).orderBy('KitId').orderBy('GoodId').execute();
  const goods = new Map<number, GoodInfo>(
    goodRows.map((g) => [
      g.Id,
      {
        Id: g.Id,
        Name: g.Name,
        RevenueTypeId: g.RevenueTypeId,
        CogsTypeId: g.CogsTypeId,
        InventoryAccountTypeId: g.InventoryAccountTypeId,
        costs: [],
        unit: true,
      },
    ]),
  );
  for (const c of costRows) goods.get(c.GoodId)?.costs.push([new Date(c.EffectiveFrom).getTime(), toQ(c.Cost)]);
  const kits: KitInfo[] = kitRows
    .map((k) => ({
      Id: k.Id,
      Name: k.Name,
      price: toQ(k.Price ?? k.DefaultPrice),
      goods: kitGoods.filter((kg) => kg.KitId === k.Id && goods.has(kg.GoodId)).map((kg) => ({ GoodId: kg.GoodId, qty: toQ(kg.Quantity) })),
      weight: KIT_WEIGHT[k.Name] ?? 1,
    }))
    .filter((k) => k.goods.length > 0);
  if (!kits.length) throw new Error('The catalogue has no kits with tracked goods: the demo seed did not run?');
  const kitWeightTotal = kits.reduce((a, k) => a + k.weight, 0);
  const standGoods = [...new Set(kits.flatMap((k) => k.goods.map((g) => g.GoodId)))].sort((a, b) => a - b);
  for (const id of standGoods) goods.get(id)!.unit = kits.every((k) => k.goods.every((g) => g.GoodId !== id || g.qty === Q));
  // Kit units per sale: 1–3 kits (mean 1.65), each once or twice (mean 1.2).
  const unitsPerDay = s.showsPerDay * s.salesPerShow * 1.65 * 1.2;
  const demand = new Map<number, number>();
  for (const k of kits) for (const g of k.goods) demand.set(g.GoodId, (demand.get(g.GoodId) ?? 0) + (unitsPerDay * k.weight * g.qty) / kitWeightTotal);
  const admin = await db.selectFrom('app.auth_users').select('UserId').where('Username', '=', 'admin').executeTakeFirstOrThrow();
  const wastes = await db.selectFrom('app.managed_items').select('Id').where('List', '=', 'wastes').orderBy('Rank').execute();
  const petty = await db.selectFrom('app.managed_items').select('Id').where('List', '=', 'pettyCashReasons').orderBy('Rank').orderBy('Id').execute();
  if (!petty.length) throw new Error('The managed list pettyCashReasons is empty: the demo seed did not run?');
  const vendor = await db.selectFrom('app.vendors').select('Id').orderBy('Id').executeTakeFirst();
  return {
    goods,
    kits,
    kitWeightTotal,
    standGoods,
    demand,
    userId: admin.UserId,
    wasteReasons: wastes.map((w) => w.Id),
    pettyCashReasons: petty.map((r) => r.Id),
    vendorId: vendor?.Id ?? null,
    showEventBase,
  };
}

// ---------------------------------------------------------------------------------------------
// One venue's year, day by day, as the appends the application would make.

interface Append {
  stream: string;
  events: NewEvent[];
}

interface Counters {
  counts: Record<string, number>;
  shortfalls: number;
  /** The next integer id of each kind the commands take from a sequence (set past them at the end). */
  ids: { cashbox: number; withdrawal: number; deposit: number };
}

/** What one show event's station took, per payment method, in ten-thousandths (refunds negative). */
interface Till {
  paid: Map<number, number>;
  tips: Map<number, number>;
}
interface SalePayment {
  PaymentMethodId: number;
  IsRefund: boolean;
  Total: string;
  TipAmount: string;
  VoucherId: number | null;
  AmountPerVoucher: string | null;
  VoucherQty: number | null;
}

const iso = (ms: number) => new Date(ms).toISOString();
/** Every station starts a show with $200 in small bills, as the demo's do: 4 × 20 + 6 × 10 + 8 × 5 + 15 × 1 + 20 × 0.25. */
const FLOAT: Record<DenominationField, number> = { Hundreds: 0, Fifties: 0, Twenties: 4, Tens: 6, Fives: 8, Ones: 15, Quarters: 20, Dimes: 0, Nickels: 0 };
const FLOAT_TOTAL = cashboxTotal(FLOAT);
/** A sale paid half in cash, half by Visa/MasterCard (not a payment method: the generator's choice). */
const SPLIT = 0;
/** How the sales are paid, by share (a refund goes back to its card, else in cash). */
const TENDERS: [number, number][] = [
  [PaymentMethod.Cash, 0.45],
  [PaymentMethod.VisaMasterCard, 0.33],
  [PaymentMethod.Amex, 0.08],
  [PaymentMethod.OtherCreditCard, 0.03],
  [PaymentMethod.Voucher, 0.03],
  [PaymentMethod.Tab, 0.03],
  [PaymentMethod.Preorder, 0.03],
  [SPLIT, 0.02],
];

/** The Id of show event `show` of day `d` in stand `stand`'s theatre at venue `v` (inserted in this order from `base`). */
export const showEventId = (s: ReportsScale, base: number, v: number, d: number, stand: number, show: number) =>
  base + ((v * s.days + d) * s.standsPerVenue + stand) * s.showsPerDay + show;

class VenueYear {
  private readonly rand: () => number;
  private readonly venueStock = new Map<number, number>();
  private readonly standStock: Map<number, number>[];
  private readonly lastDelivery: number[];
  private readonly standPar = new Map<number, number>();
  private readonly venuePar = new Map<number, number>();
  private n = 0;

  constructor(
    private readonly s: ReportsScale,
    private readonly c: Catalogue,
    private readonly v: number,
    private readonly venue: BenchVenue,
    private readonly startMs: number,
    private readonly counters: Counters,
  ) {
    this.rand = sfc32(s.seed, v);
    this.standStock = venue.Stands.map(() => new Map());
    this.lastDelivery = venue.Stands.map(() => -1);
    for (const g of c.standGoods) {
      const perDay = c.demand.get(g) ?? 0;
      // Room for ten more kits than a week's sales: a delivery comes at least every other day and
      // a peak day sells about twice the mean, so the slow sellers' chance runs never empty a stand.
      const spare = 10 * Math.max(...c.kits.flatMap((k) => k.goods.filter((kg) => kg.GoodId === g).map((kg) => kg.qty)));
      this.standPar.set(g, ceilUnits(perDay * 7 + spare));
      // The venue holds about two and a half weeks for all its stands (an order comes every week).
      this.venuePar.set(g, ceilUnits((perDay * 18 + spare) * venue.Stands.length));
    }
  }

  private guid(kind: string): string {
    return benchGuid(this.s.seed, `${this.v}:${kind}:${this.n++}`);
  }
  private count(type: string) {
    this.counters.counts[type] = (this.counters.counts[type] ?? 0) + 1;
  }
  private line(goodId: number, qty: number, at: number) {
    const g = this.c.goods.get(goodId)!;
    return { GoodId: goodId, Qty: fmtQ(qty), CostPerGood: fmtQ(costAt(g, at)), CogsTypeId: g.CogsTypeId, InventoryAccountTypeId: g.InventoryAccountTypeId };
  }
  private moved(
    typeId: number,
    from: number | null,
    to: number | null,
    lines: [number, number][],
    at: number,
    extra: { Notes?: string; WastageReasonId?: number | null } = {},
  ) {
    const id = this.guid(`move${typeId}`);
    this.count(`StockMoved type ${typeId}`);
    return {
      id,
      event: {
        id,
        type: 'StockMoved',
        data: {
          TransferId: id,
          TypeId: typeId,
          FromInventoryLocationId: from,
          ToInventoryLocationId: to,
          Lines: lines.map(([g, q]) => this.line(g, q, at)),
          PosUserId: null,
          WastageReasonId: extra.WastageReasonId ?? null,
          Notes: extra.Notes ?? '',
          TransferDate: new Date(at).toISOString(),
          UserId: this.c.userId,
        },
        metadata: { userId: this.c.userId, correlationId: id },
      } satisfies NewEvent,
    };
  }
  private pickKit(): KitInfo {
    let r = this.rand() * this.c.kitWeightTotal;
    for (const k of this.c.kits) {
      r -= k.weight;
      if (r < 0) return k;
    }
    return this.c.kits[this.c.kits.length - 1]!;
  }

  /** One count of the stand's station's cash box: the CashboxCounted a station pushes; an end count carries the till's settlements and tips. */
  private cashboxCount(
    stand: BenchVenue['Stands'][number],
    showEventId: number,
    LogTypeId: 1 | 2,
    atMs: number,
    denominations: Record<DenominationField, number>,
    till: Till,
    isStart: boolean,
  ): { append: Append; count: DepositCount } {
    const CashboxId = this.counters.ids.cashbox++;
    const GuidId = this.guid(isStart ? 'start-count' : 'end-count');
    // The card reader's and the pre-order system's batch: what was paid in the tender and the tips on it.
    const settled = (m: number) => fmtQ(isStart ? 0 : (till.paid.get(m) ?? 0) + (till.tips.get(m) ?? 0));
    const tips = (m: number) => fmtQ(isStart ? 0 : (till.tips.get(m) ?? 0));
    const figures = {
      VisaMastercardSettlement: settled(PaymentMethod.VisaMasterCard),
      AmexSettlement: settled(PaymentMethod.Amex),
      OtherSettlement: settled(PaymentMethod.OtherCreditCard),
      PreorderSettlement: settled(PaymentMethod.Preorder),
      VisaMastercardTipTotal: tips(PaymentMethod.VisaMasterCard),
      AmexTipTotal: tips(PaymentMethod.Amex),
      OtherCreditCardTipTotal: tips(PaymentMethod.OtherCreditCard),
      PreorderTipTotal: tips(PaymentMethod.Preorder),
    };
    const Total = cashboxTotal(denominations);
    const TimestampUtc = iso(atMs);
    this.count('CashboxCounted');
    return {
      append: {
        stream: `cashbox-${GuidId}`,
        events: [
          {
            id: GuidId,
            type: 'CashboxCounted',
            data: {
              CashboxId,
              GuidId,
              StationId: stand.StationId,
              SalesLocationId: stand.SalesLocationId,
              TheatreId: stand.TheatreId,
              VenueId: this.venue.VenueId,
              ShowEventId: showEventId,
              LogTypeId,
              TimestampUtc,
              EndOfShiftCount: LogTypeId === 2,
              Total,
              ...figures,
              PosUserId: null,
              UserId: this.c.userId,
              ...denominations,
            },
            metadata: { userId: this.c.userId, stationId: stand.StationId, correlationId: GuidId },
          },
        ],
      },
      count: { Id: CashboxId, StationId: stand.StationId, LogTypeId, TimestampUtc, Total, ...figures },
    };
  }

  /**
   * One sale of the stand's station as it pushes it (SaleRecorded v2): 1–3 kits, about one sale in
   * fifty a refund of one kit, one in sixteen 10, 15 or 20 % off; paid in one tender (or, now and
   * then, split between cash and a card), cards and pre-orders sometimes with a tip.
   */
  private sale(
    stand: BenchVenue['Stands'][number],
    showEvent: { Id: number; Start: string; End: string },
    saleAt: number,
    stock: Map<number, number>,
    till: Till,
    manual: boolean,
  ): Append {
    // A manual sale (Manage Sales) is a quarter of the time a refund, paid in cash or by the venue's voucher, without stock.
    const refund = this.rand() < (manual ? 0.25 : 0.02);
    const sign = refund ? -1 : 1;
    const kitCount = refund ? 1 : ((r) => (r < 0.5 ? 1 : r < 0.85 ? 2 : 3))(this.rand());
    const chosen: KitInfo[] = [];
    while (chosen.length < kitCount) {
      const k = this.pickKit();
      if (!chosen.includes(k)) chosen.push(k);
    }
    const saleKits = [];
    const saleGoods = [];
    let subtotal = 0;
    for (const k of chosen) {
      const kq = sign * (!refund && this.rand() >= 0.8 ? 2 : 1) * Q;
      let costPerKit = 0;
      for (const kg of k.goods) {
        const g = this.c.goods.get(kg.GoodId)!;
        const cost = costAt(g, saleAt);
        costPerKit += mulQ(kg.qty, cost);
        // Consumption = kit quantity × the kit's good quantity, at the cost in force (a refund puts it back).
        const used = mulQ(kq, kg.qty);
        if (!manual) {
          const left = (stock.get(kg.GoodId) ?? 0) - used;
          if (left < 0 && (stock.get(kg.GoodId) ?? 0) >= 0) this.counters.shortfalls++;
          stock.set(kg.GoodId, left);
        }
        saleGoods.push({
          GoodId: kg.GoodId,
          KitId: k.Id,
          Qty: fmtQ(used),
          CostPerGood: fmtQ(cost),
          CogsTypeId: g.CogsTypeId,
          InventoryAccountTypeId: g.InventoryAccountTypeId,
          RevenueTypeId: g.RevenueTypeId,
        });
      }
      subtotal += mulQ(kq, k.price);
      saleKits.push({
        KitId: k.Id,
        ItemId: null,
        IsRefund: refund,
        Qty: fmtQ(kq),
        SalePricePerKit: fmtQ(k.price),
        NonTaxablePricePerKit: '0',
        CostPerKit: fmtQ(costPerKit),
      });
    }
    subtotal = centsQ(subtotal);
    const percent = !refund && this.rand() < 0.06 ? [10, 15, 20][Math.floor(this.rand() * 3)]! : 0;
    // Discounted total = round2(Subtotal × (1 − percent/100)), half up (positive here); the discount is a payment of method 7.
    const total = percent ? Math.round((subtotal * (100 - percent)) / 10_000) * 100 : subtotal;

    const payments: SalePayment[] = [];
    const pay = (method: number, amount: number, tip = 0, voucher = false) => {
      payments.push({
        PaymentMethodId: method,
        IsRefund: refund,
        Total: fmtQ(amount),
        TipAmount: fmtQ(tip),
        VoucherId: voucher ? this.venue.CouponId : null,
        AmountPerVoucher: voucher ? fmtQ(amount) : null,
        VoucherQty: voucher ? 1 : null,
      });
      till.paid.set(method, (till.paid.get(method) ?? 0) + amount);
      if (tip) till.tips.set(method, (till.tips.get(method) ?? 0) + tip);
    };
    // A card or pre-order payment is tipped about one time in three: $1.00 to $4.00.
    const tipped: number[] = [PaymentMethod.VisaMasterCard, PaymentMethod.Amex, PaymentMethod.OtherCreditCard, PaymentMethod.Preorder];
    const tipFor = (method: number) => (!refund && tipped.includes(method) && this.rand() < 0.3 ? (2 + Math.floor(this.rand() * 7)) * (Q / 2) : 0);
    let r = this.rand();
    const tender = manual
      ? !refund && r < 0.2
        ? PaymentMethod.Voucher
        : PaymentMethod.Cash
      : (TENDERS.find(([, share]) => (r -= share) < 0)?.[0] ?? PaymentMethod.Cash);
    if (tender === SPLIT && total >= 2 * Q) {
      const cash = Math.round(total / 2 / 100) * 100;
      pay(PaymentMethod.Cash, cash);
      pay(PaymentMethod.VisaMasterCard, total - cash, tipFor(PaymentMethod.VisaMasterCard));
    } else if (tender === SPLIT || (refund && tender !== PaymentMethod.VisaMasterCard && tender !== PaymentMethod.Amex)) {
      pay(PaymentMethod.Cash, total);
    } else pay(tender, total, tipFor(tender), tender === PaymentMethod.Voucher);
    if (percent) pay(PaymentMethod.Discount, subtotal - total);

    const saleId = this.guid('sale');
    this.count('SaleRecorded');
    if (refund) this.count('SaleRecorded: refunds');
    if (percent) this.count('SaleRecorded: discounted');
    if (manual) this.count('SaleRecorded: manual');
    return {
      stream: `sale-${saleId}`,
      events: [
        {
          id: saleId,
          type: 'SaleRecorded',
          data: {
            SaleId: saleId,
            VenueId: this.venue.VenueId,
            SalesLocationId: stand.SalesLocationId,
            InventoryLocationId: stand.InventoryLocationId,
            ShowEvent: showEvent,
            StationId: manual ? null : stand.StationId,
            PosUserId: null,
            UserId: this.c.userId,
            Source: manual ? 'Manual' : 'Station',
            IsRefund: refund,
            ReduceInventory: !manual,
            SaleDate: iso(saleAt),
            // §5: a manual sale's method is forced to 1 (cash).
            PaymentMethodId: manual ? PaymentMethod.Cash : payments[0]!.PaymentMethodId,
            Subtotal: fmtQ(subtotal),
            DiscountPercent: fmtQ(percent * Q),
            DiscountAmount: fmtQ(subtotal - total),
            Total: fmtQ(total),
            SaleKits: saleKits,
            SaleGoods: saleGoods,
            SalePayments: payments,
          },
          metadata: manual ? { userId: this.c.userId, correlationId: saleId } : { userId: this.c.userId, stationId: stand.StationId, correlationId: saleId },
        },
      ],
    };
  }

  *day(d: number): Generator<Append> {
    const s = this.s;
    const v = this.v;
    const venue = this.venue;
    const dayMs = this.startMs + d * DAY_MS;
    const at = (h: number, m = 0) => dayMs + h * 3_600_000 + m * MINUTE_MS;

    if (d === 0) {
      // The opening count of the venue's own location (initializing transfer).
      const lines = this.c.standGoods.map((g) => [g, this.venuePar.get(g)!] as [number, number]);
      for (const [g, q] of lines) this.venueStock.set(g, q);
      const m = this.moved(5, null, venue.VenueLocationId, lines, at(8), { Notes: 'Opening count' });
      yield { stream: `stock-${m.id}`, events: [m.event] };
    }

    if (ordersOn(v, d)) {
      // A weekly order from the vendor, received and posted at once, brings the venue back to its par.
      const lines = this.c.standGoods
        .map((g) => [g, ceilUnits(this.venuePar.get(g)! - (this.venueStock.get(g) ?? 0))] as [number, number])
        .filter(([, q]) => q > 0);
      if (lines.length) {
        const orderId = this.guid('order');
        const when = new Date(at(10)).toISOString();
        const goods = lines.map(([g, q]) => {
          const l = this.line(g, q, at(10));
          return { GoodId: g, Qty: l.Qty, Cost: l.CostPerGood, CogsTypeId: l.CogsTypeId, InventoryAccountTypeId: l.InventoryAccountTypeId };
        });
        const bill = centsQ(lines.reduce((a, [g, q]) => a + mulQ(q, costAt(this.c.goods.get(g)!, at(10))), 0));
        const freight = toQ('25.00');
        const supplies = toQ('5.00');
        const total = bill + freight + supplies;
        const body = {
          VenueId: venue.VenueId,
          VendorId: this.c.vendorId,
          VenueInventoryLocationId: venue.VenueLocationId,
          ReceivedOrderGoods: goods,
          FreightRate: fmtQ(freight),
          SuppliesRate: fmtQ(supplies),
          DepositsCost: '0.00',
          GoodsToReturnCost: '0.00',
          BilledAmount: fmtQ(total),
          EstimatedBill: fmtQ(bill),
          TotalCost: fmtQ(total),
          PPV: '0.00',
          UserId: this.c.userId,
          At: when,
        };
        for (const [g, q] of lines) this.venueStock.set(g, (this.venueStock.get(g) ?? 0) + q);
        this.count('OrderReceived');
        this.count('OrderPosted');
        const postId = this.guid('post');
        const posted = new Date(at(10, 30)).toISOString();
        yield {
          stream: `order-${orderId}`,
          events: [
            { id: orderId, type: 'OrderReceived', data: { OrderId: orderId, ...body }, metadata: { userId: this.c.userId, correlationId: orderId } },
            {
              id: postId,
              type: 'OrderPosted',
              data: { OrderId: orderId, VenueInventoryLocationId: venue.VenueLocationId, ReceivedOrderGoods: goods, UserId: this.c.userId, At: posted },
              metadata: { userId: this.c.userId, correlationId: postId },
            },
          ],
        };
      }
    }

    for (const [st, stand] of venue.Stands.entries()) {
      const stock = this.standStock[st]!;
      if (deliversOn(s, v, d, st, this.lastDelivery[st]!)) {
        this.lastDelivery[st] = d;
        // Venue → stand, up to the stand's par, never more than the venue holds.
        const lines: [number, number][] = [];
        for (const g of this.c.standGoods) {
          const want = ceilUnits(this.standPar.get(g)! - (stock.get(g) ?? 0));
          const q = Math.min(want, Math.floor((this.venueStock.get(g) ?? 0) / 100) * 100);
          if (q > 0) lines.push([g, q]);
        }
        // Restocked before it ever empties, so there is always something to send.
        if (!lines.length) lines.push([this.c.standGoods[0]!, Q]);
        for (const [g, q] of lines) {
          this.venueStock.set(g, (this.venueStock.get(g) ?? 0) - q);
          stock.set(g, (stock.get(g) ?? 0) + q);
        }
        const m = this.moved(1, venue.VenueLocationId, stand.InventoryLocationId, lines, at(12, st * 5), { Notes: `Restock ${stand.Name}` });
        yield { stream: `stock-${m.id}`, events: [m.event] };
      }

      for (let show = 0; show < s.showsPerDay; show++) {
        // A matinee at 14:00 and an evening show at 19:00 in the stand's auditorium, 2½ hours each;
        // the stand sells in the 45 minutes after the doors open. Its station counts its cash box
        // 30 minutes before the show (the float) and 10 minutes after it.
        const start = at(show === 0 ? 14 : 19, st * 10);
        const end = start + 150 * MINUTE_MS;
        const showEvent = { Id: showEventId(s, this.c.showEventBase, v, d, st, show), Start: iso(start), End: iso(end) };
        const till: Till = { paid: new Map(), tips: new Map() };
        const counts: DepositCount[] = [];
        const startCount = this.cashboxCount(stand, showEvent.Id, 1, start - 30 * MINUTE_MS, FLOAT, till, true);
        counts.push(startCount.count);
        yield startCount.append;

        const n = salesInShow(s, this.startMs, v, d, st, show);
        for (let i = 0; i < n; i++) {
          const saleAt = start + Math.floor((i * 45 * MINUTE_MS) / n) + Math.floor(this.rand() * 30_000);
          yield this.sale(stand, showEvent, saleAt, stock, till, false);
        }
        // A sale the station missed, entered by the manager after the show (dated at its post-show
        // start, not taking stock); its cash is in the drawer.
        if (manualSaleIn(s, v, d, st, show)) yield this.sale(stand, showEvent, end, stock, till, true);

        if (!missesEndCount(s, v, d, st, show)) {
          // The drawer holds the float and the cash taken, to the nickel; now and then a few dollars over or short.
          let drawer = toQ(FLOAT_TOTAL) + (till.paid.get(PaymentMethod.Cash) ?? 0);
          if (h01(s.seed, Tag.Drawer, v, d, st * 8 + show) < 0.15) drawer += (this.rand() < 0.4 ? 1 : -1) * (5 + Math.floor(this.rand() * 96)) * 500;
          drawer = Math.max(0, Math.round(drawer / 500) * 500);
          const endCount = this.cashboxCount(stand, showEvent.Id, 2, end + 10 * MINUTE_MS, makeChange(fmtQ(drawer)), till, false);
          counts.push(endCount.count);
          yield endCount.append;
        }

        const pettyCash: string[] = [];
        if (withdrawsIn(s, v, d, st, show)) {
          // Money out of the theatre's cash for supplies or a repair: $5 to $60, sometimes with cents.
          const amount = fmtQ((5 + Math.floor(this.rand() * 56)) * Q + (this.rand() < 0.3 ? Math.floor(this.rand() * 100) * 100 : 0));
          const WithdrawalId = this.counters.ids.withdrawal++;
          const id = this.guid('petty');
          pettyCash.push(amount);
          this.count('PettyCashWithdrawn');
          yield {
            stream: `petty-cash-${WithdrawalId}`,
            events: [
              {
                id,
                type: 'PettyCashWithdrawn',
                data: {
                  WithdrawalId,
                  TheatreId: stand.TheatreId,
                  ShowEventId: showEvent.Id,
                  ReasonId: this.c.pettyCashReasons[Math.floor(this.rand() * this.c.pettyCashReasons.length)]!,
                  TransactionDateUtc: showEvent.Start,
                  Amount: amount,
                  UserId: this.c.userId,
                  At: iso(end + 20 * MINUTE_MS),
                },
                metadata: { userId: this.c.userId, correlationId: id },
              },
            ],
          };
        }

        if (postsDeposit(s, d)) {
          // The manager posts the show event's deposit after the counts: the figures as the deposits
          // calls compute them (depositFigures on the same facts).
          const f = depositFigures({
            sales: [...till.paid].filter(([m]) => m !== PaymentMethod.Discount).map(([PaymentMethodId, q]) => ({ PaymentMethodId, Total: fmtQ(q) })),
            counts,
            pettyCash,
          });
          this.count('DepositPosted');
          yield {
            stream: `deposit-${showEvent.Id}`,
            events: [
              {
                id: derivedId(`deposit-posted:${showEvent.Id}`),
                type: 'DepositPosted',
                data: {
                  DepositId: this.counters.ids.deposit++,
                  ShowEventId: showEvent.Id,
                  TheatreId: stand.TheatreId,
                  VenueId: venue.VenueId,
                  ...f,
                  // Not read at a known position: the bench appends with several writers at once.
                  ReadAtPosition: '0:0',
                  UserId: this.c.userId,
                  At: iso(end + 45 * MINUTE_MS),
                },
                metadata: { userId: this.c.userId, correlationId: `deposit-${showEvent.Id}` },
              },
            ],
          };
        }
      }

      if (wastesOn(v, d, st)) {
        // A weekly wastage at closing: the good the stand holds most of (by a random pick among the first three).
        const held = this.c.standGoods.filter((g) => (stock.get(g) ?? 0) >= Q).sort((a, b) => (stock.get(b) ?? 0) - (stock.get(a) ?? 0));
        const g = held[Math.floor(this.rand() * Math.min(3, held.length))] ?? this.c.standGoods[0]!;
        const good = this.c.goods.get(g)!;
        const q = Math.max(
          100,
          Math.min(
            stock.get(g) ?? 0,
            good.unit ? (1 + Math.floor(this.rand() * 3)) * Q : Math.round(((0.05 + this.rand() * 0.1) * (stock.get(g) ?? 0)) / 100) * 100,
          ),
        );
        stock.set(g, (stock.get(g) ?? 0) - q);
        const reason = this.c.wasteReasons[Math.floor(this.rand() * this.c.wasteReasons.length)] ?? null;
        const m = this.moved(7, stand.InventoryLocationId, null, [[g, q]], at(22, st * 5), { WastageReasonId: reason });
        yield { stream: `stock-${m.id}`, events: [m.event] };
      }

      // The end-of-day count of every good the stand stocks ("Inventory Reconciliation"): expected is
      // what the ledger holds; now and then a good is short (or, less often, over).
      const countAt = at(23, st * 5);
      const counted = new Map<number, number>();
      for (const g of this.c.standGoods) counted.set(g, Math.max(0, Math.floor((stock.get(g) ?? 0) / 100) * 100));
      if (countIsOff(s, v, d, st)) {
        const offGoods = 1 + (this.rand() < 0.3 ? 1 : 0);
        for (let i = 0; i < offGoods; i++) {
          const g = this.c.standGoods[Math.floor(this.rand() * this.c.standGoods.length)]!;
          const good = this.c.goods.get(g)!;
          const amount = good.unit ? Q : Math.max(100, Math.round(((this.c.demand.get(g) ?? Q) * (0.005 + this.rand() * 0.02)) / 100) * 100);
          const has = counted.get(g)!;
          counted.set(g, this.rand() < 0.2 || has < amount ? has + amount : has - amount);
        }
        // Two picks of the same good that cancel out still make a difference: keep it off.
        if (this.c.standGoods.every((g) => counted.get(g) === (stock.get(g) ?? 0))) counted.set(this.c.standGoods[0]!, counted.get(this.c.standGoods[0]!)! + Q);
      }
      const diffs = this.c.standGoods.map((g) => [g, counted.get(g)! - (stock.get(g) ?? 0)] as [number, number]).filter(([, q]) => Math.abs(q) >= 100);
      const countId = this.guid('count');
      const events: NewEvent[] = [];
      if (diffs.length) {
        // The GainLost movement (type 6, one side only) of the differences, then the count itself.
        const lines = diffs.map(([g, q]) => this.line(g, q, countAt));
        this.count('StockMoved type 6');
        events.push({
          id: countId,
          type: 'StockMoved',
          data: {
            TransferId: countId,
            TypeId: 6,
            FromInventoryLocationId: null,
            ToInventoryLocationId: stand.InventoryLocationId,
            Lines: lines,
            PosUserId: null,
            WastageReasonId: null,
            Notes: '',
            TransferDate: new Date(countAt).toISOString(),
            UserId: this.c.userId,
          },
          metadata: { userId: this.c.userId, correlationId: countId },
        });
      }
      this.count('InventoryCounted');
      events.push({
        id: derivedId(`count:${countId}`),
        type: 'InventoryCounted',
        data: {
          CountId: countId,
          InventoryLocationId: stand.InventoryLocationId,
          CountedAt: new Date(countAt).toISOString(),
          UserId: this.c.userId,
          PosUserId: null,
          Lines: this.c.standGoods.map((g) => ({
            GoodId: g,
            Expected: fmtQ(stock.get(g) ?? 0),
            Counted: fmtQ(counted.get(g)!),
            CostPerGood: fmtQ(costAt(this.c.goods.get(g)!, countAt)),
          })),
        },
        metadata: { userId: this.c.userId, correlationId: countId },
      });
      for (const g of this.c.standGoods) stock.set(g, counted.get(g)!);
      yield { stream: `stock-${countId}`, events };
    }
  }
}

// ---------------------------------------------------------------------------------------------

interface Operator {
  venues: BenchVenue[];
  showEventBase: number;
  testTheatreIds: number[];
}

/** Every tenth venue's last auditorium is a test theatre (IsTest): the sales reconciliation leaves it out. */
const isTestTheatre = (v: number, st: number, s: ReportsScale) => v % 10 === 0 && st === s.standsPerVenue;

async function createOperator(db: Db, s: ReportsScale): Promise<Operator> {
  return db.transaction().execute(async (tx) => {
    const client = await makeClient(tx, { Name: 'Bench Operator', ClientTypeId: 1, Description: `${s.venues} venues for npm run bench -- reports` });
    const tax = await tx.selectFrom('app.managed_items').select('Id').where('List', '=', 'taxRates').orderBy('Id').executeTakeFirst();
    const out: BenchVenue[] = [];
    const testTheatreIds: number[] = [];
    for (let v = 1; v <= s.venues; v++) {
      const no = String(v).padStart(3, '0');
      const name = `Bench Venue ${no}`;
      const venue = await makeVenue(tx, { ClientId: client.Id, Name: name, Code: `BV${no}`, TaxRateId: tax?.Id ?? null });
      const coupon = await tx
        .insertInto('app.coupons')
        .values({ VenueId: venue.Id, Name: `${name} Voucher`, DollarValue: '0' })
        .returning('Id')
        .executeTakeFirstOrThrow();
      const stands: BenchVenue['Stands'] = [];
      for (let st = 1; st <= s.standsPerVenue; st++) {
        // One auditorium per stand, so each stand sells in its own shows.
        const theatre = await makeTheatre(tx, { VenueId: venue.Id, Name: `${name} - Auditorium ${st}`, Code: `BV${no}T${st}` });
        if (isTestTheatre(v, st, s)) {
          await tx.updateTable('app.theatres').set({ IsTest: true }).where('Id', '=', theatre.Id).execute();
          testTheatreIds.push(theatre.Id);
        }
        const standName = `Concession ${st}`;
        const sl = await makeSalesLocation(tx, { TheatreId: theatre.Id, Name: standName });
        const station = await makeStation(tx, { SalesLocationId: sl.Id, Name: `POS BV${no}-${st}`, SerialNumber: `BV${no}-${st}`, IsInventoryStation: true });
        const loc = await tx.selectFrom('app.inventory_locations').select('Id').where('SalesLocationId', '=', sl.Id).executeTakeFirstOrThrow();
        stands.push({ SalesLocationId: sl.Id, InventoryLocationId: loc.Id, StationId: station.Id, TheatreId: theatre.Id, Name: standName });
      }
      const own = await tx
        .selectFrom('app.inventory_locations')
        .select('Id')
        .where('VenueId', '=', venue.Id)
        .where('Kind', '=', 'venue')
        .where('SalesLocationId', 'is', null)
        .executeTakeFirstOrThrow();
      out.push({ VenueId: venue.Id, Name: name, VenueLocationId: own.Id, CouponId: coupon.Id, Stands: stands });
    }

    // Bar kits of the demo's alcohol goods, on the Default menu, so the liquor control report has something to compare.
    const bar = await tx.selectFrom('app.managed_items').select('Id').where('List', '=', 'kitCategories').where('Name', '=', 'Bar').executeTakeFirst();
    for (const k of BAR_KITS) {
      const good = await tx.selectFrom('app.goods').select('Id').where('Name', '=', k.good).executeTakeFirst();
      if (!good) continue;
      const kit = await tx.insertInto('app.kits').values({ Name: k.Name, DefaultPrice: k.Price }).returning('Id').executeTakeFirstOrThrow();
      if (bar) await tx.insertInto('app.kit_categories').values({ KitId: kit.Id, CategoryId: bar.Id }).execute();
      await tx.insertInto('app.kit_goods').values({ KitId: kit.Id, GoodId: good.Id, Quantity: k.Quantity, DefaultPrice: k.Price }).execute();
      await tx.insertInto('app.menu_kits').values({ MenuId: 2, KitId: kit.Id, Price: k.Price }).execute();
    }

    // Standard costs in force over the year: the demo's costs start in 2026, so the year gets its
    // own, with a price change half way (events carry the cost in force at their date).
    const startMs = Date.parse(`${s.start}T00:00:00Z`);
    const halfway = new Date(startMs + Math.floor(s.days / 2) * DAY_MS).toISOString();
    const current = await tx.selectFrom('app.good_costs').select(['GoodId', 'Cost']).where('EffectiveFrom', '<=', new Date('2026-01-01T00:00:00Z')).execute();
    const latest = new Map(current.map((c) => [c.GoodId, toQ(c.Cost)]));
    const rows = [...latest].flatMap(([GoodId, cost]) => [
      { GoodId, Cost: fmtQ(Math.round(cost * 0.92)), EffectiveFrom: new Date(startMs).toISOString() },
      { GoodId, Cost: fmtQ(Math.round(cost * 0.96)), EffectiveFrom: halfway },
    ]);
    if (rows.length) await tx.insertInto('app.good_costs').values(rows).execute();

    // The show events: two a day in every theatre (14:00 and 19:00 UTC, a stand's auditorium ten
    // minutes later per stand, 150 minutes), master data as the shows calls write it. Their Ids
    // follow one another from the sequence's next value, in the order showEventId gives.
    const shows: number[] = [];
    for (const Name of ['Bench Matinee', 'Bench Evening Revue', 'Bench Family Classic', 'Bench Late Comedy'])
      shows.push((await tx.insertInto('app.shows').values({ Name }).returning('Id').executeTakeFirstOrThrow()).Id);
    const next = await sql<{ id: number }>`SELECT COALESCE(max("Id"), 0)::int + 1 AS id FROM app.show_events`.execute(tx);
    const showEventBase = next.rows[0]!.id;
    const ids: number[] = [];
    const showIds: number[] = [];
    const theatres: number[] = [];
    const starts: string[] = [];
    const ends: string[] = [];
    const flush = async () => {
      if (!ids.length) return;
      await sql`INSERT INTO app.show_events ("Id", "ShowId", "TheatreId", "Start", "End", "PreShowStart", "PreShowEnd", "IntermissionStart", "IntermissionEnd", "PostShowStart", "PostShowEnd")
        SELECT i, sh, t, st, en, 0, 30, 90, 105, 150, 165
        FROM unnest(${ids}::int[], ${showIds}::int[], ${theatres}::int[], ${starts}::timestamptz[], ${ends}::timestamptz[]) AS x(i, sh, t, st, en)`.execute(tx);
      for (const a of [ids, showIds, theatres, starts, ends]) a.length = 0;
    };
    for (const [v, venue] of out.entries())
      for (let d = 0; d < s.days; d++)
        for (const [st, stand] of venue.Stands.entries())
          for (let show = 0; show < s.showsPerDay; show++) {
            const start = startMs + d * DAY_MS + (show === 0 ? 14 : 19) * 3_600_000 + st * 10 * MINUTE_MS;
            ids.push(showEventId(s, showEventBase, v, d, st, show));
            showIds.push(shows[(show * 2 + ((v + d) % 2)) % shows.length]!);
            theatres.push(stand.TheatreId);
            starts.push(iso(start));
            ends.push(iso(start + 150 * MINUTE_MS));
            if (ids.length >= 10_000) await flush();
          }
    await flush();
    await sql`SELECT setval(pg_get_serial_sequence('app.show_events', 'Id'), (SELECT max("Id") FROM app.show_events))`.execute(tx);
    return { venues: out, showEventBase, testTheatreIds };
  });
}

/** Drops and re-creates the database, builds the operator and writes a year of events; then projects them. */
export async function generateReportsData(s: ReportsScale): Promise<GenerationMeta> {
  const say = (l: string) => process.stderr.write(`${l}\n`);
  const t0 = performance.now();
  const admin = new Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${REPORTS_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${REPORTS_DB}`);
  await admin.end();
  const url = reportsDbUrl();
  const db = createDb({ connectionString: url, max: 4 });
  await migrateToLatest(db);
  await seedDemoOperator(db);
  const { venues, showEventBase, testTheatreIds } = await createOperator(db, s);
  const catalogue = await loadCatalogue(db, s, showEventBase);
  // The integer ids the commands take from sequences (cash box logs, withdrawals, deposits): the
  // generator takes them in order from the sequences' next values and sets the sequences past them.
  const sequences = { cashbox: 'app.cashbox_log_id_seq', withdrawal: 'app.petty_cash_withdrawal_ids', deposit: 'app.deposit_ids' } as const;
  const firstIds = { cashbox: 0, withdrawal: 0, deposit: 0 };
  for (const [k, seq] of Object.entries(sequences) as [keyof typeof sequences, string][])
    firstIds[k] = Number((await sql<{ n: string }>`SELECT nextval(${seq}::regclass)::text AS n`.execute(db)).rows[0]!.n);
  const setupMs = performance.now() - t0;
  say(
    `Database ${REPORTS_DB}: migrated, demo catalogue seeded, ${s.venues} venues × ${s.standsPerVenue} stands created (${duration(setupMs)}). ` +
      `Generating ${s.days} days from ${s.start}: ${s.showsPerDay} shows a day per stand, ~${s.salesPerShow} sales a show, ${s.writers} writers.`,
  );

  // Appends: the port writes one stream per call, so several writers run at once. Durability of
  // each commit is not what is measured here: this pool commits without waiting for the WAL flush.
  const writePool = new Pool({
    connectionString: url,
    max: s.writers + 1,
    application_name: 'intermission-bench-reports',
    options: '-c synchronous_commit=off -c idle_in_transaction_session_timeout=10000',
  });
  const registry = applicationEventRegistry();
  const writer = createPostgresEventStore(writePool, { registry });
  const plan = plannedWrites(s);
  const counters: Counters = { counts: {}, shortfalls: 0, ids: { ...firstIds } };
  const startMs = Date.parse(`${s.start}T00:00:00Z`);
  const years = venues.map((venue, v) => new VenueYear(s, catalogue, v, venue, startMs, counters));
  function* all(): Generator<Append> {
    for (let d = 0; d < s.days; d++) for (const y of years) yield* y.day(d);
  }
  const source = all();
  let events = 0;
  let appends = 0;
  let failed: unknown;
  const bar = progressBar('events', plan.events, 'events');
  await Promise.all(
    Array.from({ length: s.writers }, async () => {
      while (failed === undefined) {
        const next = source.next();
        if (next.done) return;
        try {
          await writer.append(next.value.stream, next.value.events, { expectedRevision: 'no_stream' });
        } catch (e) {
          failed ??= e;
          return;
        }
        events += next.value.events.length;
        appends++;
        bar.update(events);
      }
    }),
  );
  if (failed !== undefined) throw failed;
  const appendMs = bar.finish(
    `Wrote ${events.toLocaleString('en-US')} events in ${appends.toLocaleString('en-US')} appends (planned ${plan.events.toLocaleString('en-US')}).`,
  );
  await writer.close();
  await writePool.end();
  for (const [k, seq] of Object.entries(sequences) as [keyof typeof sequences, string][])
    if (counters.ids[k] > firstIds[k]) await sql`SELECT setval(${seq}::regclass, ${counters.ids[k] - 1})`.execute(db);

  // The store as a server keeps it: autovacuum visits a table after a bulk load and sets its rows'
  // hint bits, so a catch-up or replay of an existing store reads them settled. A server with
  // autovacuum off (as some bench machines') would leave that to the catch-up's first read: every
  // page of es.events dirtied again and each append's transaction looked up. Timed on its own.
  const v0 = performance.now();
  await sql`VACUUM es.events`.execute(db);
  const vacuumMs = performance.now() - v0;

  // Projections from the first event, as a fresh deployment would catch up.
  const catchUp = await catchUpProjections(url);
  const catchUpMs = catchUp.ms;

  // Fresh tables get their planner statistics now rather than whenever autovacuum gets to them.
  const a0 = performance.now();
  await sql`ANALYZE`.execute(db);
  const analyzeMs = performance.now() - a0;

  const meta: GenerationMeta = {
    scale: s,
    venues,
    counts: counters.counts,
    events,
    appends,
    shortfalls: counters.shortfalls,
    showEventBase,
    testTheatreIds,
    setupMs,
    appendMs,
    vacuumMs,
    catchUpMs,
    catchUpProjections: catchUp.projections,
    analyzeMs,
    finishedAt: new Date().toISOString(),
  };
  await sql`CREATE SCHEMA IF NOT EXISTS bench`.execute(db);
  await sql`CREATE TABLE IF NOT EXISTS bench.meta (key text PRIMARY KEY, value jsonb NOT NULL)`.execute(db);
  await sql`INSERT INTO bench.meta (key, value) VALUES ('generation', ${JSON.stringify(meta)}::jsonb)
    ON CONFLICT (key) DO UPDATE SET value = excluded.value`.execute(db);
  await db.destroy();
  return meta;
}

export interface CatchUp {
  /** From the runner's start until every registered projection stood at the head. */
  ms: number;
  /** The events the slowest projection applied (0: every one was at the head already). */
  events: number;
  projections: string[];
}

/**
 * Runs every registered projection (the build's versions) from its checkpoint to the head of the
 * store, as `npm start` would, and times it: from the first event after a generation, only what a
 * new projection version lacks when reused data is measured by a newer build.
 */
export async function catchUpProjections(url: string): Promise<CatchUp> {
  const db = createDb({ connectionString: url, max: 2 });
  const projections = registeredProjections();
  // The API's own pool for its runner (a lock and a batch each, the reads): a smaller one queues the projections' batches.
  const pool = createEventStorePool({ connectionString: url, max: ledgerPoolSize(projections.length), applicationName: 'intermission-bench-projections' });
  const store = createPostgresEventStore(pool, { registry: applicationEventRegistry() });
  try {
    const head = decodePosition(await store.headPosition());
    type Checkpoint = { name: string; version: number; transaction_id: string; position: string; status: string; error: string | null; caught_up: boolean };
    const checkpoints = async () => {
      const { rows } = await sql<Checkpoint>`
        SELECT name, version, transaction_id::text, position::text, status, error, caught_up FROM es.projection_checkpoints`.execute(db);
      return projections.map((p) => rows.find((r) => r.name === p.name && r.version === p.version));
    };
    // At the head and marked caught up: a version built from the first event makes its secondary indexes then.
    const atHead = (r: Checkpoint | undefined) => !!r && BigInt(r.position) >= head.position && r.caught_up;
    const before = await checkpoints();
    const from = before.reduce((a, r) => (r && atHead(r) ? a : r ? (BigInt(r.position) < a ? BigInt(r.position) : a) : 0n), head.position);
    const todo = Number((await sql<{ n: string }>`SELECT count(*)::text AS n FROM es.events WHERE position > ${String(from)}::bigint`.execute(db)).rows[0]!.n);
    const first = await sql<{ p: string }>`SELECT min(position)::text AS p FROM es.events WHERE position > ${String(from)}::bigint`.execute(db);
    const firstPos = BigInt(first.rows[0]?.p ?? '0');
    const lagBar = progressBar('projections', Math.max(1, todo), 'events');
    const t0 = performance.now();
    // A runner error (a lost connection, "too many clients" on a server shared with other runs) ends
    // that projection's loop: the runner is started again from the checkpoints, a few times.
    for (let attempt = 1; ; attempt++) {
      const failures: string[] = [];
      const errors: string[] = [];
      const runner = createProjectionRunner({
        pool,
        store,
        projections,
        batchSize: Number(process.env.BENCH_CATCHUP_BATCH ?? 2000),
        log: (l) => {
          if (/FAILED/.test(l)) failures.push(l);
          else if (/runner error/.test(l)) errors.push(l);
        },
      });
      runner.start();
      let done = false;
      try {
        for (;;) {
          await new Promise((r) => setTimeout(r, 500));
          if (failures.length) throw new Error(failures.join('\n'));
          const mine = await checkpoints();
          const bad = mine.find((r) => r?.status === 'failed');
          if (bad) throw new Error(`projection ${bad.name} failed: ${bad.error}`);
          const slowest = mine.map((r) => (r ? BigInt(r.position) : 0n)).reduce((a, b) => (b < a ? b : a));
          // Positions are not dense (a rolled-back append leaves a gap): the bar is an estimate.
          lagBar.update(slowest >= firstPos ? Math.min(todo, Number(slowest - firstPos) + 1) : 0);
          if (mine.every(atHead)) {
            done = true;
            break;
          }
          if (errors.length) break;
        }
      } finally {
        await runner.stop();
      }
      if (done) break;
      if (attempt >= 5) throw new Error(errors.join('\n'));
      process.stderr.write(`\n${errors.join('\n')}\nStarting the projection runner again (attempt ${attempt + 1}).\n`);
      await new Promise((r) => setTimeout(r, 5000));
    }
    const names = projections.map((p) => p.name);
    lagBar.finish(`Projections ${names.join(', ')} caught up.`);
    return { ms: performance.now() - t0, events: todo, projections: names };
  } finally {
    await store.close();
    await pool.end();
    await db.destroy();
  }
}

/** What a complete earlier generation left (BENCH_REUSE=1); null when there is none. */
export async function readGenerationMeta(): Promise<GenerationMeta | null> {
  const client = new Client({ connectionString: reportsDbUrl() });
  try {
    await client.connect();
  } catch (e) {
    if ((e as { code?: string }).code === '3D000') return null;
    throw e;
  }
  try {
    const { rows } = await client.query<{ value: GenerationMeta }>(
      `SELECT value FROM bench.meta WHERE key = 'generation' AND to_regclass('bench.meta') IS NOT NULL`,
    );
    return rows[0]?.value ?? null;
  } catch (e) {
    if ((e as { code?: string }).code === '42P01' || (e as { code?: string }).code === '3F000') return null;
    throw e;
  } finally {
    await client.end();
  }
}
