/**
 * THE SCRIPTED WEEK (issue 15 point 2): one week at a fresh venue, recorded through the calls the
 * product uses, whose every figure the report specs compute by hand from this comment.
 *
 * Call `recordScriptedWeek(a)` once per test file (per TestApp: a second call on the same app
 * answers the first call's result and records nothing). The demo operator is seeded by
 * createTestApp; the week adds its own venue, goods, kits and show events and records sales, cash
 * box counts, stock movements and counts, a petty cash withdrawal and a posted deposit.
 *
 * ── Master data (apps/api/src/seed/factories.ts and direct inserts, as the demo seed does) ──────────
 * Venue "Scripted Week Playhouse" (client Northwind Cinemas), TimeZone America/New_York (EST, UTC−5
 * all week), TaxRateId = 'State Sales Tax' (6.0000 %), ManagerId = the demo user "manager" (so the
 * demo manager sees it). Venue store = the venue's own inventory location (Kind 'venue').
 * Theatres: "Scripted Main Stage" (IsTest false), "Scripted Test Stage" (IsTest TRUE).
 * Sales locations (stands) and their stations, one each:
 *   A = "Scripted Main Bar"   (Main Stage)  station "Scripted POS A"
 *   B = "Scripted Main Lobby" (Main Stage)  station "Scripted POS B"
 *   C = "Scripted Test Bar"   (Test Stage)  station "Scripted POS C"
 * Goods (new good category 'Spirits' for the vodka; types and accounts as the demo's):
 *   Vodka  "Scripted Vodka (750 ml)"  Alcohol, Tracked, Volume 25.0000 oz a bottle, standard cost 20.0000
 *          a bottle (= 0.80 an ounce), DefaultPrice 0, Bar accounts, category 'Spirits'.
 *   Soda   "Scripted Soda Can"        tracked, not alcohol, Taxable, cost 0.5000, DefaultPrice 3.00.
 *   Pretzel "Scripted Soft Pretzel"   tracked, not alcohol, Taxable FALSE, cost 1.0000, DefaultPrice 5.00.
 *   (Standard costs effective 2026-01-01T00:00:00Z.)
 * Kits (app.kits / app.kit_goods, category 'Bar' or 'Candy'):
 *   VodkaSoda   "Scripted Vodka Soda"   9.00 : Vodka 0.0600 bottle (= 1.5 oz) + Soda 1      (taxable)
 *   DoubleVodka "Scripted Double Vodka" 14.00: Vodka 0.1200 bottle (= 3.0 oz)               (taxable)
 *   SodaKit     "Scripted Soda"         3.00 : Soda 1                                       (taxable)
 *   PretzelKit  "Scripted Pretzel"      5.00 : Pretzel 1   (NOT taxable: the stations send
 *               NonTaxablePricePerKit 5.00 on its lines; every other line sends 0)
 *   Spec reading: the kit editor offers "only goods that are non-alcohol or untracked" (document 3
 *   §5; `GET kits/goods`, POST/PUT kits refuse others). A pour of a TRACKED alcohol good is what the
 *   liquor control report measures (sale_good_rows hold only tracked goods), so the week's kits are
 *   written straight into app.kit_goods (as the demo seed writes its kits), not through POST kits.
 *
 * Show events (one show "Scripted Revue", Main Stage unless said), EST local → UTC:
 *   E1 Mon 16 Nov 19:00–22:00  = 2026-11-17T00:00Z – 03:00Z
 *   E2 Tue 17 Nov 19:00–22:00  = 2026-11-18T00:00Z – 03:00Z
 *   E3 Wed 18 Nov 19:00–22:00  = 2026-11-19T00:00Z – 03:00Z
 *   ET Wed 18 Nov 19:00–21:00  = 2026-11-19T00:00Z – 02:00Z   TEST STAGE (show "Scripted Test Rehearsal")
 *   E4 Thu 19 Nov 19:00–22:00  = 2026-11-20T00:00Z – 03:00Z
 *   E5 Fri 20 Nov 19:00–22:00  = 2026-11-21T00:00Z – 03:00Z
 *   E6 Sat 21 Nov 19:00–22:00  = 2026-11-22T00:00Z – 03:00Z
 *   E7 Sun 22 Nov 14:00–17:00  = 2026-11-22T19:00Z – 22:00Z
 *
 * ── Stock (POST inventoryEventPush/initializingTransfer, …/inventoryTransfer, …/gainlostTransfer) ──
 *   Sun 15 12:00 EST (17:00Z)  initializing into the venue store: Vodka 10, Soda 100, Pretzel 50.
 *   Mon 16 16:00 EST (21:00Z)  store → A: Vodka 4, Soda 40;  store → B: Pretzel 20, Soda 20;
 *                              store → C: Vodka 1, Soda 10.
 *   Thu 19 16:00 EST (2026-11-19T21:00Z)  store → A: Vodka 2.
 *   Set-inventory counts of the Vodka only (end-of-day answers), 23:30 EST = 04:30Z next UTC day:
 *     A Mon 16: counted 3.70 (ledger 4 − 0.24 sold = 3.76 → −0.06)
 *     A Tue 17: counted 3.50 (ledger 3.70 − 0.18 = 3.52 → −0.02)
 *     A Wed 18: counted 3.20 (ledger 3.50 − 0.30 = 3.20 → matches)
 *     A Thu 19: NO COUNT (the missing end-of-day answer; ledger 3.20 + 2 − 0.24 = 4.96)
 *     A Fri 20: counted 4.60 (ledger 4.96 − 0.30 = 4.66 → −0.06)
 *     A Sat 21: no sales, no movement, no count
 *     A Sun 22: counted 4.54 at 18:00 EST (2026-11-22T23:00Z) (ledger 4.60 − 0.06 = 4.54 → matches)
 *     C Wed 18: counted 0.90 (ledger 1 − 0.06 = 0.94 → −0.04)
 *   Vodka sold per day at A (bottles; × 25 = oz): Mon 0.24 (6 oz), Tue 0.06 − 0.06 + 0.18 = 0.18 (4.5 oz),
 *   Wed 0.30 (7.5 oz), Thu 0.24 (6 oz), Fri 0.30 (7.5 oz), Sun 0.06 (1.5 oz); at C Wed 0.06 (1.5 oz).
 *
 * ── Sales (POST stations/{id}/sync, Kind 'Sale'; ReduceInventory true; all with their show event) ──
 *   key  stn ev  UTC time          lines                         discount  payments (method: total, tip)
 *   A1   A   E1  2026-11-17T00:30Z VodkaSoda 2 × 9.00   = 18.00            Cash 18.00
 *   A2   A   E1  2026-11-17T00:45Z DoubleVodka 1 × 14.00 = 14.00           VisaMasterCard(2) 14.00, tip 2.00
 *   B1   B   E1  2026-11-17T00:40Z PretzelKit 2 × 5.00  = 10.00            Cash 10.00
 *   A3   A   E2  2026-11-18T00:30Z VodkaSoda 1 × 9.00   = 9.00   10 %      Cash 8.10 + Discount(7) 0.90 (Total 8.10)
 *   A4   A   E2  2026-11-18T00:50Z VodkaSoda −1 × 9.00  = −9.00 REFUND     Cash −9.00
 *   A5   A   E2  2026-11-18T01:10Z VodkaSoda 3 × 9.00   = 27.00            Voucher(5) 27.00 (AmountPerVoucher 27.00, VoucherQty 1, VoucherId null)
 *   A6   A   E3  2026-11-19T00:30Z DoubleVodka 2 × 14.00 = 28.00           Amex(3) 28.00, tip 4.00
 *   A7   A   E3  2026-11-19T00:45Z VodkaSoda 1 × 9.00   = 9.00             Preorder(8) 9.00, tip 1.00
 *   C1   C   ET  2026-11-19T00:30Z VodkaSoda 1 × 9.00   = 9.00             Cash 9.00          (TEST theatre)
 *   A8   A   E4  2026-11-20T00:30Z VodkaSoda 4 × 9.00   = 36.00            Cash 36.00
 *   A9   A   E5  2026-11-21T00:30Z DoubleVodka 2 × 14.00 = 28.00           Cash 28.00
 *   A10  A   E5  2026-11-21T00:45Z VodkaSoda 1 × 9.00   = 9.00             VisaMasterCard(2) 9.00, tip 1.50
 *   B2   B   E6  2026-11-22T00:30Z PretzelKit 2 × 5.00 + SodaKit 1 × 3.00 = 13.00   Cash 13.00
 *   A11  A   E7  2026-11-22T19:30Z VodkaSoda 1 × 9.00   = 9.00             Cash 9.00
 *   Goods consumed (sale_good_rows): per kit line, qty × kit good qty (refund negative), e.g. A1 Vodka
 *   0.12 + Soda 2; A4 Vodka −0.06 + Soda −1; B2 Pretzel 2 + Soda 1.
 *
 * ── Cash box counts (Kind 'CashboxCount' in the same station sync, with their show event) ──────────
 *   stn ev  start (UTC, total)                  end (UTC, total, settlements/tips)              cash over/short*
 *   A   E1  2026-11-16T23:30Z 200.00 (2×100)    2026-11-17T03:15Z 218.00 (2×100,1×10,1×5,3×1); Visa/MC 14.00 tip 2.00    0.00
 *   B   E1  2026-11-16T23:30Z 100.00 (1×100)    2026-11-17T03:15Z 110.00 (1×100,1×10)                                   0.00
 *   A   E2  2026-11-17T23:30Z 200.00            2026-11-18T03:15Z 195.10 (1×100,4×20,1×10,5×1,1×0.10)                  −4.00 SHORT
 *   A   E3  2026-11-18T23:30Z 200.00            2026-11-19T03:15Z 200.00; Amex 28.00 tip 4.00; Preorder 9.00 tip 1.00  0.00
 *   C   ET  2026-11-18T23:30Z 50.00 (1×50)      2026-11-19T02:15Z 59.00 (1×50,1×5,4×1)                                 0.00
 *   A   E4  2026-11-19T23:30Z 200.00            NONE — the missing end count
 *   A   E5  2026-11-20T23:30Z 150.00 (1×100,1×50) 2026-11-21T03:15Z 180.00 (1×100,1×50,1×20,1×10); Visa/MC 9.00 tip 1.50  +2.00 OVER
 *   B   E6  2026-11-21T23:30Z 100.00            2026-11-22T03:15Z 113.00 (1×100,1×10,3×1)                              0.00
 *   A   E7  2026-11-22T18:30Z 200.00            2026-11-22T22:15Z 209.00 (2×100,1×5,4×1)                              0.00
 *   *(end − start) − cash sales: E2 (195.10 − 200.00) − (8.10 − 9.00) = −4.90 + 0.90 = −4.00;
 *    E5 (180.00 − 150.00) − 28.00 = +2.00. (Petty cash is not in these figures: see below.)
 *
 * ── Petty cash (POST pettyCashWithdrawals) ──────────────────────────────────────────────────────────
 *   W1  E2  12.50, reason 'Supplies' (pettyCashReasons).
 *
 * ── Deposit (PUT deposits/) ─────────────────────────────────────────────────────────────────────────
 *   E5 posted: cash (180.00 − 150.00) = 30.00; Visa/MC 9.00 (tip 1.50); Amount 39.00, PettyCash 0.00,
 *   TipTotal 1.50, AmountToBePosted = 39.00 − 0 − 1.50 = 37.50. No other show event is posted.
 *
 * Every GUID is fixed (`scriptedGuid`), so the recorded events are the same in every test database.
 */
import type { Db } from '@intermission/db';
import { makeSalesLocation, makeStation, makeTheatre, makeVenue } from '@intermission/api/seed/factories';
import type { TestApp } from './test-app';

/** A fixed GUID of the week: kind 1 sales, 2 cash box counts, 3 stock movements, 4 stock counts. */
export const scriptedGuid = (kind: 1 | 2 | 3 | 4, n: number) => `5c0e0000-0000-4000-800${kind}-${n.toString(16).padStart(12, '0')}`;

export type StandKey = 'A' | 'B' | 'C';
export type ShowEventKey = 'E1' | 'E2' | 'E3' | 'ET' | 'E4' | 'E5' | 'E6' | 'E7';
export type KitKey = 'VodkaSoda' | 'DoubleVodka' | 'SodaKit' | 'PretzelKit';
export type GoodKey = 'Vodka' | 'Soda' | 'Pretzel';

export const ScriptedNames = {
  venue: 'Scripted Week Playhouse',
  mainTheatre: 'Scripted Main Stage',
  testTheatre: 'Scripted Test Stage',
  stands: { A: 'Scripted Main Bar', B: 'Scripted Main Lobby', C: 'Scripted Test Bar' } satisfies Record<StandKey, string>,
  stations: { A: 'Scripted POS A', B: 'Scripted POS B', C: 'Scripted POS C' } satisfies Record<StandKey, string>,
  goods: { Vodka: 'Scripted Vodka (750 ml)', Soda: 'Scripted Soda Can', Pretzel: 'Scripted Soft Pretzel' } satisfies Record<GoodKey, string>,
  kits: { VodkaSoda: 'Scripted Vodka Soda', DoubleVodka: 'Scripted Double Vodka', SodaKit: 'Scripted Soda', PretzelKit: 'Scripted Pretzel' } satisfies Record<
    KitKey,
    string
  >,
  show: 'Scripted Revue',
  testShow: 'Scripted Test Rehearsal',
} as const;

/** The goods: Volume in ounces (alcohol only), standard cost, default price, taxable. */
export const ScriptedGoods: Record<GoodKey, { Alcohol: boolean; Volume: string | null; Cost: string; DefaultPrice: string; Taxable: boolean }> = {
  Vodka: { Alcohol: true, Volume: '25.0000', Cost: '20.0000', DefaultPrice: '0', Taxable: true },
  Soda: { Alcohol: false, Volume: null, Cost: '0.5000', DefaultPrice: '3.00', Taxable: true },
  Pretzel: { Alcohol: false, Volume: null, Cost: '1.0000', DefaultPrice: '5.00', Taxable: false },
};

/** The kits: price, category, goods (quantity per kit), the non-taxable part of the price the stations send. */
export const ScriptedKits: Record<KitKey, { Price: string; Category: string; NonTaxable: string; Goods: [GoodKey, string][] }> = {
  VodkaSoda: {
    Price: '9.00',
    Category: 'Bar',
    NonTaxable: '0',
    Goods: [
      ['Vodka', '0.0600'],
      ['Soda', '1.0000'],
    ],
  },
  DoubleVodka: { Price: '14.00', Category: 'Bar', NonTaxable: '0', Goods: [['Vodka', '0.1200']] },
  SodaKit: { Price: '3.00', Category: 'Drinks', NonTaxable: '0', Goods: [['Soda', '1.0000']] },
  PretzelKit: { Price: '5.00', Category: 'Candy', NonTaxable: '5.00', Goods: [['Pretzel', '1.0000']] },
};

/** The show events (UTC). */
export const ScriptedShowEvents: Record<ShowEventKey, { Theatre: 'main' | 'test'; Start: string; End: string; Day: string }> = {
  E1: { Theatre: 'main', Start: '2026-11-17T00:00:00.000Z', End: '2026-11-17T03:00:00.000Z', Day: '2026-11-16' },
  E2: { Theatre: 'main', Start: '2026-11-18T00:00:00.000Z', End: '2026-11-18T03:00:00.000Z', Day: '2026-11-17' },
  E3: { Theatre: 'main', Start: '2026-11-19T00:00:00.000Z', End: '2026-11-19T03:00:00.000Z', Day: '2026-11-18' },
  ET: { Theatre: 'test', Start: '2026-11-19T00:00:00.000Z', End: '2026-11-19T02:00:00.000Z', Day: '2026-11-18' },
  E4: { Theatre: 'main', Start: '2026-11-20T00:00:00.000Z', End: '2026-11-20T03:00:00.000Z', Day: '2026-11-19' },
  E5: { Theatre: 'main', Start: '2026-11-21T00:00:00.000Z', End: '2026-11-21T03:00:00.000Z', Day: '2026-11-20' },
  E6: { Theatre: 'main', Start: '2026-11-22T00:00:00.000Z', End: '2026-11-22T03:00:00.000Z', Day: '2026-11-21' },
  E7: { Theatre: 'main', Start: '2026-11-22T19:00:00.000Z', End: '2026-11-22T22:00:00.000Z', Day: '2026-11-22' },
};

export interface ScriptedPayment {
  PaymentMethodId: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
  Total: string;
  TipAmount?: string;
  AmountPerVoucher?: string;
  VoucherQty?: number;
}
export interface ScriptedSale {
  key: string;
  SaleId: string;
  stand: StandKey;
  event: ShowEventKey;
  SaleDate: string;
  DiscountPercent: string;
  lines: { kit: KitKey; Qty: string }[];
  payments: ScriptedPayment[];
  /** Σ qty × price (the sale's Subtotal) and what was paid (Total, after the discount). */
  Subtotal: string;
  Total: string;
  IsRefund: boolean;
}

const sale = (
  n: number,
  key: string,
  stand: StandKey,
  event: ShowEventKey,
  SaleDate: string,
  lines: ScriptedSale['lines'],
  payments: ScriptedPayment[],
  Subtotal: string,
  Total: string,
  DiscountPercent = '0',
): ScriptedSale => ({
  key,
  SaleId: scriptedGuid(1, n),
  stand,
  event,
  SaleDate,
  DiscountPercent,
  lines,
  payments,
  Subtotal,
  Total,
  IsRefund: lines.every((l) => l.Qty.startsWith('-')),
});

/** Every sale of the week, in the order recorded. */
export const ScriptedSales: ScriptedSale[] = [
  sale(1, 'A1', 'A', 'E1', '2026-11-17T00:30:00.000Z', [{ kit: 'VodkaSoda', Qty: '2' }], [{ PaymentMethodId: 1, Total: '18.00' }], '18.00', '18.00'),
  sale(2, 'B1', 'B', 'E1', '2026-11-17T00:40:00.000Z', [{ kit: 'PretzelKit', Qty: '2' }], [{ PaymentMethodId: 1, Total: '10.00' }], '10.00', '10.00'),
  sale(
    3,
    'A2',
    'A',
    'E1',
    '2026-11-17T00:45:00.000Z',
    [{ kit: 'DoubleVodka', Qty: '1' }],
    [{ PaymentMethodId: 2, Total: '14.00', TipAmount: '2.00' }],
    '14.00',
    '14.00',
  ),
  sale(
    4,
    'A3',
    'A',
    'E2',
    '2026-11-18T00:30:00.000Z',
    [{ kit: 'VodkaSoda', Qty: '1' }],
    [
      { PaymentMethodId: 1, Total: '8.10' },
      { PaymentMethodId: 7, Total: '0.90' },
    ],
    '9.00',
    '8.10',
    '10',
  ),
  sale(5, 'A4', 'A', 'E2', '2026-11-18T00:50:00.000Z', [{ kit: 'VodkaSoda', Qty: '-1' }], [{ PaymentMethodId: 1, Total: '-9.00' }], '-9.00', '-9.00'),
  sale(
    6,
    'A5',
    'A',
    'E2',
    '2026-11-18T01:10:00.000Z',
    [{ kit: 'VodkaSoda', Qty: '3' }],
    [{ PaymentMethodId: 5, Total: '27.00', AmountPerVoucher: '27.00', VoucherQty: 1 }],
    '27.00',
    '27.00',
  ),
  sale(
    7,
    'A6',
    'A',
    'E3',
    '2026-11-19T00:30:00.000Z',
    [{ kit: 'DoubleVodka', Qty: '2' }],
    [{ PaymentMethodId: 3, Total: '28.00', TipAmount: '4.00' }],
    '28.00',
    '28.00',
  ),
  sale(
    8,
    'A7',
    'A',
    'E3',
    '2026-11-19T00:45:00.000Z',
    [{ kit: 'VodkaSoda', Qty: '1' }],
    [{ PaymentMethodId: 8, Total: '9.00', TipAmount: '1.00' }],
    '9.00',
    '9.00',
  ),
  sale(9, 'C1', 'C', 'ET', '2026-11-19T00:30:00.000Z', [{ kit: 'VodkaSoda', Qty: '1' }], [{ PaymentMethodId: 1, Total: '9.00' }], '9.00', '9.00'),
  sale(10, 'A8', 'A', 'E4', '2026-11-20T00:30:00.000Z', [{ kit: 'VodkaSoda', Qty: '4' }], [{ PaymentMethodId: 1, Total: '36.00' }], '36.00', '36.00'),
  sale(11, 'A9', 'A', 'E5', '2026-11-21T00:30:00.000Z', [{ kit: 'DoubleVodka', Qty: '2' }], [{ PaymentMethodId: 1, Total: '28.00' }], '28.00', '28.00'),
  sale(
    12,
    'A10',
    'A',
    'E5',
    '2026-11-21T00:45:00.000Z',
    [{ kit: 'VodkaSoda', Qty: '1' }],
    [{ PaymentMethodId: 2, Total: '9.00', TipAmount: '1.50' }],
    '9.00',
    '9.00',
  ),
  sale(
    13,
    'B2',
    'B',
    'E6',
    '2026-11-22T00:30:00.000Z',
    [
      { kit: 'PretzelKit', Qty: '2' },
      { kit: 'SodaKit', Qty: '1' },
    ],
    [{ PaymentMethodId: 1, Total: '13.00' }],
    '13.00',
    '13.00',
  ),
  sale(14, 'A11', 'A', 'E7', '2026-11-22T19:30:00.000Z', [{ kit: 'VodkaSoda', Qty: '1' }], [{ PaymentMethodId: 1, Total: '9.00' }], '9.00', '9.00'),
];

type Denomination = 'Hundreds' | 'Fifties' | 'Twenties' | 'Tens' | 'Fives' | 'Ones' | 'Quarters' | 'Dimes' | 'Nickels';
export interface ScriptedCashboxCount {
  key: string;
  GuidId: string;
  stand: StandKey;
  event: ShowEventKey;
  LogTypeId: 1 | 2;
  TimestampUtc: string;
  cash: Partial<Record<Denomination, number>>;
  /** The cash counted (Σ denominations × value). */
  Total: string;
  settlements?: Partial<
    Record<
      | 'VisaMastercardSettlement'
      | 'AmexSettlement'
      | 'OtherSettlement'
      | 'PreorderSettlement'
      | 'VisaMastercardTipTotal'
      | 'AmexTipTotal'
      | 'OtherCreditCardTipTotal'
      | 'PreorderTipTotal',
      string
    >
  >;
}

const count = (
  n: number,
  stand: StandKey,
  event: ShowEventKey,
  LogTypeId: 1 | 2,
  TimestampUtc: string,
  cash: ScriptedCashboxCount['cash'],
  Total: string,
  settlements?: ScriptedCashboxCount['settlements'],
): ScriptedCashboxCount => ({
  key: `${stand}-${event}-${LogTypeId === 1 ? 'start' : 'end'}`,
  GuidId: scriptedGuid(2, n),
  stand,
  event,
  LogTypeId,
  TimestampUtc,
  cash,
  Total,
  settlements,
});

/** Every cash box count of the week (station A has no end count for E4). */
export const ScriptedCashboxCounts: ScriptedCashboxCount[] = [
  count(1, 'A', 'E1', 1, '2026-11-16T23:30:00.000Z', { Hundreds: 2 }, '200.00'),
  count(2, 'A', 'E1', 2, '2026-11-17T03:15:00.000Z', { Hundreds: 2, Tens: 1, Fives: 1, Ones: 3 }, '218.00', {
    VisaMastercardSettlement: '14.00',
    VisaMastercardTipTotal: '2.00',
  }),
  count(3, 'B', 'E1', 1, '2026-11-16T23:30:00.000Z', { Hundreds: 1 }, '100.00'),
  count(4, 'B', 'E1', 2, '2026-11-17T03:15:00.000Z', { Hundreds: 1, Tens: 1 }, '110.00'),
  count(5, 'A', 'E2', 1, '2026-11-17T23:30:00.000Z', { Hundreds: 2 }, '200.00'),
  count(6, 'A', 'E2', 2, '2026-11-18T03:15:00.000Z', { Hundreds: 1, Twenties: 4, Tens: 1, Ones: 5, Dimes: 1 }, '195.10'),
  count(7, 'A', 'E3', 1, '2026-11-18T23:30:00.000Z', { Hundreds: 2 }, '200.00'),
  count(8, 'A', 'E3', 2, '2026-11-19T03:15:00.000Z', { Hundreds: 2 }, '200.00', {
    AmexSettlement: '28.00',
    AmexTipTotal: '4.00',
    PreorderSettlement: '9.00',
    PreorderTipTotal: '1.00',
  }),
  count(9, 'C', 'ET', 1, '2026-11-18T23:30:00.000Z', { Fifties: 1 }, '50.00'),
  count(10, 'C', 'ET', 2, '2026-11-19T02:15:00.000Z', { Fifties: 1, Fives: 1, Ones: 4 }, '59.00'),
  count(11, 'A', 'E4', 1, '2026-11-19T23:30:00.000Z', { Hundreds: 2 }, '200.00'),
  count(12, 'A', 'E5', 1, '2026-11-20T23:30:00.000Z', { Hundreds: 1, Fifties: 1 }, '150.00'),
  count(13, 'A', 'E5', 2, '2026-11-21T03:15:00.000Z', { Hundreds: 1, Fifties: 1, Twenties: 1, Tens: 1 }, '180.00', {
    VisaMastercardSettlement: '9.00',
    VisaMastercardTipTotal: '1.50',
  }),
  count(14, 'B', 'E6', 1, '2026-11-21T23:30:00.000Z', { Hundreds: 1 }, '100.00'),
  count(15, 'B', 'E6', 2, '2026-11-22T03:15:00.000Z', { Hundreds: 1, Tens: 1, Ones: 3 }, '113.00'),
  count(16, 'A', 'E7', 1, '2026-11-22T18:30:00.000Z', { Hundreds: 2 }, '200.00'),
  count(17, 'A', 'E7', 2, '2026-11-22T22:15:00.000Z', { Hundreds: 2, Fives: 1, Ones: 4 }, '209.00'),
];

export type StockPlace = 'store' | StandKey;
export interface ScriptedMovement {
  key: string;
  GuidId: string;
  kind: 'initializingTransfer' | 'inventoryTransfer';
  from: StockPlace | null;
  to: StockPlace;
  TransferDate: string;
  goods: [GoodKey, string][];
}
export interface ScriptedStockCount {
  key: string;
  GuidId: string;
  at: StandKey;
  /** The venue day (America/New_York) the count answers for. */
  Day: string;
  TransferDate: string;
  goods: [GoodKey, string][];
  /** What the ledger held then (the count's expected figure). */
  Expected: string;
}

export const ScriptedMovements: ScriptedMovement[] = [
  {
    key: 'init',
    GuidId: scriptedGuid(3, 1),
    kind: 'initializingTransfer',
    from: null,
    to: 'store',
    TransferDate: '2026-11-15T17:00:00.000Z',
    goods: [
      ['Vodka', '10'],
      ['Soda', '100'],
      ['Pretzel', '50'],
    ],
  },
  {
    key: 'toA-mon',
    GuidId: scriptedGuid(3, 2),
    kind: 'inventoryTransfer',
    from: 'store',
    to: 'A',
    TransferDate: '2026-11-16T21:00:00.000Z',
    goods: [
      ['Vodka', '4'],
      ['Soda', '40'],
    ],
  },
  {
    key: 'toB-mon',
    GuidId: scriptedGuid(3, 3),
    kind: 'inventoryTransfer',
    from: 'store',
    to: 'B',
    TransferDate: '2026-11-16T21:00:00.000Z',
    goods: [
      ['Pretzel', '20'],
      ['Soda', '20'],
    ],
  },
  {
    key: 'toC-mon',
    GuidId: scriptedGuid(3, 4),
    kind: 'inventoryTransfer',
    from: 'store',
    to: 'C',
    TransferDate: '2026-11-16T21:00:00.000Z',
    goods: [
      ['Vodka', '1'],
      ['Soda', '10'],
    ],
  },
  {
    key: 'toA-thu',
    GuidId: scriptedGuid(3, 5),
    kind: 'inventoryTransfer',
    from: 'store',
    to: 'A',
    TransferDate: '2026-11-19T21:00:00.000Z',
    goods: [['Vodka', '2']],
  },
];

const stockCount = (n: number, at: StandKey, Day: string, TransferDate: string, counted: string, Expected: string): ScriptedStockCount => ({
  key: `${at}-${Day}`,
  GuidId: scriptedGuid(4, n),
  at,
  Day,
  TransferDate,
  goods: [['Vodka', counted]],
  Expected,
});

/** The end-of-day counts of the Vodka (none at A on Thursday 19 November). */
export const ScriptedStockCounts: ScriptedStockCount[] = [
  stockCount(1, 'A', '2026-11-16', '2026-11-17T04:30:00.000Z', '3.70', '3.76'),
  stockCount(2, 'A', '2026-11-17', '2026-11-18T04:30:00.000Z', '3.50', '3.52'),
  stockCount(3, 'A', '2026-11-18', '2026-11-19T04:30:00.000Z', '3.20', '3.20'),
  stockCount(4, 'C', '2026-11-18', '2026-11-19T04:30:00.000Z', '0.90', '0.94'),
  stockCount(5, 'A', '2026-11-20', '2026-11-21T04:30:00.000Z', '4.60', '4.66'),
  stockCount(6, 'A', '2026-11-22', '2026-11-22T23:00:00.000Z', '4.54', '4.54'),
];

export const ScriptedPettyCash = [{ key: 'W1', event: 'E2' as ShowEventKey, Amount: '12.50', Reason: 'Supplies' }];
export const ScriptedDeposit = { event: 'E5' as ShowEventKey, Amount: '39.00', PettyCashAmount: '0.00', TipTotal: '1.50', AmountToBePosted: '37.50' };

/** The ids the week's rows got in this test database. */
export interface ScriptedWeek {
  venueId: number;
  clientId: number;
  theatres: { main: number; test: number };
  salesLocations: Record<StandKey, number>;
  stations: Record<StandKey, number>;
  inventoryLocations: Record<StockPlace, number>;
  goods: Record<GoodKey, number>;
  kits: Record<KitKey, number>;
  shows: { main: number; test: number };
  showEvents: Record<ShowEventKey, number>;
  pettyCash: Record<'W1', number>;
  deposit: { ShowEventId: number; PostedDepositId: number };
  /** The facts recorded (the constants above), for the specs' hand computations. */
  facts: {
    sales: ScriptedSale[];
    cashboxCounts: ScriptedCashboxCount[];
    movements: ScriptedMovement[];
    stockCounts: ScriptedStockCount[];
    pettyCash: typeof ScriptedPettyCash;
    deposit: typeof ScriptedDeposit;
    goods: typeof ScriptedGoods;
    kits: typeof ScriptedKits;
    showEvents: typeof ScriptedShowEvents;
  };
}

const recorded = new WeakMap<TestApp, Promise<ScriptedWeek>>();

/** Records the scripted week in the test app's database (once per app; a second call answers the first's result). */
export function recordScriptedWeek(a: TestApp): Promise<ScriptedWeek> {
  let week = recorded.get(a);
  if (!week) {
    week = record(a);
    recorded.set(a, week);
  }
  return week;
}

async function masterData(db: Db) {
  return db.transaction().execute(async (tx) => {
    const one = async <T>(q: Promise<T | undefined>, what: string): Promise<T> => {
      const r = await q;
      if (r === undefined) throw new Error(`Scripted week: the demo seed has no ${what}`);
      return r;
    };
    const client = await one(tx.selectFrom('app.clients').select('Id').where('Name', '=', 'Northwind Cinemas').executeTakeFirst(), 'Northwind Cinemas');
    const tax = await one(
      tx.selectFrom('app.managed_items').select('Id').where('List', '=', 'taxRates').where('Name', '=', 'State Sales Tax').executeTakeFirst(),
      'State Sales Tax',
    );
    const manager = await one(tx.selectFrom('app.auth_users').select('UserId').where('Username', '=', 'manager').executeTakeFirst(), 'manager');
    const venue = await makeVenue(tx, {
      ClientId: client.Id,
      Name: ScriptedNames.venue,
      Code: 'SWP',
      TimeZone: 'America/New_York',
      TaxRateId: tax.Id,
      ManagerId: manager.UserId,
    });
    const main = await makeTheatre(tx, { VenueId: venue.Id, Name: ScriptedNames.mainTheatre, Code: 'SWM' });
    const test = await makeTheatre(tx, { VenueId: venue.Id, Name: ScriptedNames.testTheatre, Code: 'SWT' });
    await tx.updateTable('app.theatres').set({ IsTest: true }).where('Id', '=', test.Id).execute();
    const theatreOf: Record<StandKey, number> = { A: main.Id, B: main.Id, C: test.Id };
    const salesLocations = {} as Record<StandKey, number>;
    const stations = {} as Record<StandKey, number>;
    for (const k of ['A', 'B', 'C'] as const) {
      salesLocations[k] = (await makeSalesLocation(tx, { TheatreId: theatreOf[k], Name: ScriptedNames.stands[k] })).Id;
      stations[k] = (
        await makeStation(tx, { SalesLocationId: salesLocations[k], Name: ScriptedNames.stations[k], SerialNumber: `SN-SW-${k}`, IsInventoryStation: true })
      ).Id;
    }
    const locations = await tx.selectFrom('app.inventory_locations').select(['Id', 'Kind', 'SalesLocationId']).where('VenueId', '=', venue.Id).execute();
    const inventoryLocations = {
      store: locations.find((l) => l.Kind === 'venue')!.Id,
      ...(Object.fromEntries((['A', 'B', 'C'] as const).map((k) => [k, locations.find((l) => l.SalesLocationId === salesLocations[k])!.Id])) as Record<
        StandKey,
        number
      >),
    };

    // Goods: types and accounts as the demo's bar and concession goods.
    const id = async (table: 'app.good_types' | 'app.good_categories', Name: string) =>
      (await one(tx.selectFrom(table).select('Id').where('Name', '=', Name).executeTakeFirst(), `${table} ${Name}`)).Id;
    const item = async (List: string, Name: string) =>
      (await one(tx.selectFrom('app.managed_items').select('Id').where('List', '=', List).where('Name', '=', Name).executeTakeFirst(), `${List} ${Name}`)).Id;
    const spirits = (await tx.insertInto('app.good_categories').values({ Name: 'Spirits' }).returning('Id').executeTakeFirstOrThrow()).Id;
    const bar = {
      RevenueTypeId: await item('revenueAccounts', 'Bar Revenue'),
      CogsTypeId: await item('cogsAccounts', 'Bar COGS'),
      InventoryAccountTypeId: await item('inventoryAccounts', 'Bar Inventory'),
    };
    const concession = {
      RevenueTypeId: await item('revenueAccounts', 'Concession Revenue'),
      CogsTypeId: await item('cogsAccounts', 'Concession COGS'),
      InventoryAccountTypeId: await item('inventoryAccounts', 'Concession Inventory'),
    };
    const placing: Record<GoodKey, { CategoryId: number; TypeId: number; accounts: typeof bar }> = {
      Vodka: { CategoryId: spirits, TypeId: await id('app.good_types', 'Alcoholic Beverage'), accounts: bar },
      Soda: { CategoryId: await id('app.good_categories', 'Soft Drinks'), TypeId: await id('app.good_types', 'Beverage Item'), accounts: concession },
      Pretzel: { CategoryId: await id('app.good_categories', 'Popcorn & Snacks'), TypeId: await id('app.good_types', 'Food Item'), accounts: concession },
    };
    const goods = {} as Record<GoodKey, number>;
    for (const k of ['Vodka', 'Soda', 'Pretzel'] as const) {
      const g = ScriptedGoods[k];
      const p = placing[k];
      goods[k] = (
        await tx
          .insertInto('app.goods')
          .values({
            Name: ScriptedNames.goods[k],
            CategoryId: p.CategoryId,
            TypeId: p.TypeId,
            ...p.accounts,
            DefaultPrice: g.DefaultPrice,
            Alcohol: g.Alcohol,
            Volume: g.Volume,
            Tracked: true,
            Taxable: g.Taxable,
          })
          .returning('Id')
          .executeTakeFirstOrThrow()
      ).Id;
      await tx.insertInto('app.good_costs').values({ GoodId: goods[k], Cost: g.Cost, EffectiveFrom: '2026-01-01T00:00:00Z' }).execute();
    }
    const kits = {} as Record<KitKey, number>;
    for (const k of ['VodkaSoda', 'DoubleVodka', 'SodaKit', 'PretzelKit'] as const) {
      const def = ScriptedKits[k];
      kits[k] = (await tx.insertInto('app.kits').values({ Name: ScriptedNames.kits[k], DefaultPrice: def.Price }).returning('Id').executeTakeFirstOrThrow()).Id;
      await tx
        .insertInto('app.kit_categories')
        .values({ KitId: kits[k], CategoryId: await item('kitCategories', def.Category) })
        .execute();
      for (const [good, Quantity] of def.Goods) {
        const price = ScriptedGoods[good].DefaultPrice;
        await tx.insertInto('app.kit_goods').values({ KitId: kits[k], GoodId: goods[good], Quantity, DefaultPrice: price }).execute();
      }
    }

    const showMain = (await tx.insertInto('app.shows').values({ Name: ScriptedNames.show }).returning('Id').executeTakeFirstOrThrow()).Id;
    const showTest = (await tx.insertInto('app.shows').values({ Name: ScriptedNames.testShow }).returning('Id').executeTakeFirstOrThrow()).Id;
    const showEvents = {} as Record<ShowEventKey, number>;
    for (const [k, e] of Object.entries(ScriptedShowEvents) as [ShowEventKey, (typeof ScriptedShowEvents)[ShowEventKey]][]) {
      showEvents[k] = (
        await tx
          .insertInto('app.show_events')
          .values({ ShowId: e.Theatre === 'main' ? showMain : showTest, TheatreId: e.Theatre === 'main' ? main.Id : test.Id, Start: e.Start, End: e.End })
          .returning('Id')
          .executeTakeFirstOrThrow()
      ).Id;
    }
    return {
      venueId: venue.Id,
      clientId: client.Id,
      theatres: { main: main.Id, test: test.Id },
      salesLocations,
      stations,
      inventoryLocations,
      goods,
      kits,
      shows: { main: showMain, test: showTest },
      showEvents,
    };
  });
}

async function record(a: TestApp): Promise<ScriptedWeek> {
  const ids = await masterData(a.t.db);
  const admin = { Authorization: `Bearer ${(await a.signIn('admin')).token}` };
  /**
   * A call, sent again while the ledger answers 503 "catching up" (nothing was recorded; on a loaded
   * machine a projection may lag beyond the commands' bounded wait). Every write here is safe to send
   * again: its GUID (sales, counts, movements) or the 503's "nothing was recorded".
   */
  const send = async <R extends { status: number; body: any }>(call: () => PromiseLike<R>): Promise<R> => {
    for (let attempt = 1; ; attempt++) {
      const res = await call();
      if (res.status !== 503 || attempt === 10) return res;
      await new Promise((r) => setTimeout(r, 500 * attempt));
    }
  };
  const expectOk = (what: string, res: { status: number; body: unknown }, status = 200) => {
    if (res.status !== status) throw new Error(`Scripted week: ${what} answered ${res.status} ${JSON.stringify(res.body)}`);
  };

  const movement = async (m: ScriptedMovement) => {
    const lines = m.goods.map(([g, Qty]) => ({ GoodId: ids.goods[g], Qty }));
    const body =
      m.kind === 'initializingTransfer'
        ? { GuidId: m.GuidId, ToInventoryLocationId: ids.inventoryLocations[m.to], TransferDate: m.TransferDate, TransferGoods: lines }
        : {
            GuidId: m.GuidId,
            FromInventoryLocationId: ids.inventoryLocations[m.from!],
            ToInventoryLocationId: ids.inventoryLocations[m.to],
            TransferDate: m.TransferDate,
            TransferGoods: lines,
          };
    expectOk(`${m.kind} ${m.key}`, await send(() => a.http.post(`/api/v1/inventoryEventPush/${m.kind}`).set(admin).send(body)));
  };
  const stockCount = async (c: ScriptedStockCount) => {
    const body = {
      GuidId: c.GuidId,
      InventoryLocationId: ids.inventoryLocations[c.at],
      TransferDate: c.TransferDate,
      Counts: c.goods.map(([g, Counted]) => ({ GoodId: ids.goods[g], Counted })),
    };
    expectOk(`count ${c.key}`, await send(() => a.http.post('/api/v1/inventoryEventPush/gainlostTransfer').set(admin).send(body)));
  };
  const positions: Record<StandKey, number> = { A: 0, B: 0, C: 0 };
  /** One station sync call: its counts and sales in time order. */
  const sync = async (stand: StandKey, event: ShowEventKey) => {
    const items: { at: string; Kind: 'Sale' | 'CashboxCount'; Body: unknown }[] = [];
    for (const c of ScriptedCashboxCounts.filter((c) => c.stand === stand && c.event === event)) {
      items.push({
        at: c.TimestampUtc,
        Kind: 'CashboxCount',
        Body: {
          GuidId: c.GuidId,
          PointOfSaleStationId: ids.stations[stand],
          ShowEventId: ids.showEvents[event],
          LogTypeId: c.LogTypeId,
          TimestampUtc: c.TimestampUtc,
          EndOfShiftCount: c.LogTypeId === 2,
          ...c.cash,
          ...c.settlements,
        },
      });
    }
    for (const s of ScriptedSales.filter((s) => s.stand === stand && s.event === event)) {
      items.push({
        at: s.SaleDate,
        Kind: 'Sale',
        Body: {
          SaleId: s.SaleId,
          SalesLocationId: ids.salesLocations[stand],
          StationId: ids.stations[stand],
          ShowEventId: ids.showEvents[event],
          SaleDate: s.SaleDate,
          DiscountPercent: s.DiscountPercent,
          ReduceInventory: true,
          SaleKits: s.lines.map((l) => ({
            KitId: ids.kits[l.kit],
            Qty: l.Qty,
            SalePricePerKit: ScriptedKits[l.kit].Price,
            NonTaxablePricePerKit: ScriptedKits[l.kit].NonTaxable,
          })),
          SalePayments: s.payments.map((p) => ({ TipAmount: '0', ...p })),
        },
      });
    }
    items.sort((x, y) => x.at.localeCompare(y.at));
    const queued = items.map((it) => ({ Position: positions[stand]++, Kind: it.Kind, Body: it.Body }));
    const res = await send(() => a.http.post(`/api/v1/stations/${ids.stations[stand]}/sync`).set(admin).send({ Items: queued }));
    expectOk(`sync of ${stand} for ${event}`, res);
    const refused = (res.body.Items as { Status: string }[]).filter((i) => i.Status === 'Refused');
    if (refused.length) throw new Error(`Scripted week: sync of ${stand} for ${event} refused ${JSON.stringify(refused)}`);
  };

  // In time order: each count compares with what the ledger holds when it is recorded.
  const move = (key: string) => movement(ScriptedMovements.find((m) => m.key === key)!);
  const countAt = (key: string) => stockCount(ScriptedStockCounts.find((c) => c.key === key)!);
  await move('init');
  await move('toA-mon');
  await move('toB-mon');
  await move('toC-mon');
  await sync('A', 'E1'); // Mon 16
  await sync('B', 'E1');
  await countAt('A-2026-11-16');
  await sync('A', 'E2'); // Tue 17
  const reason = (
    await a.t.db.selectFrom('app.managed_items').select('Id').where('List', '=', 'pettyCashReasons').where('Name', '=', 'Supplies').executeTakeFirstOrThrow()
  ).Id;
  const w1 = await send(() =>
    a.http.post('/api/v1/pettyCashWithdrawals').set(admin).send({ ShowEventId: ids.showEvents.E2, ReasonId: reason, Amount: ScriptedPettyCash[0]!.Amount }),
  );
  expectOk('petty cash W1', w1, 201);
  await countAt('A-2026-11-17');
  await sync('A', 'E3'); // Wed 18
  await sync('C', 'ET');
  await countAt('A-2026-11-18');
  await countAt('C-2026-11-18');
  await move('toA-thu'); // Thu 19: no end count at A, no stock count at A
  await sync('A', 'E4');
  await sync('A', 'E5'); // Fri 20
  await countAt('A-2026-11-20');
  await sync('B', 'E6'); // Sat 21
  await sync('A', 'E7'); // Sun 22
  await countAt('A-2026-11-22');

  // The deposit of E5, posted with the figures the deposit page shows.
  const shown = await a.http.post('/api/v1/deposits/getById').set(admin).send({ PostedDepositId: 0, ShowEventId: ids.showEvents.E5 });
  expectOk('deposit of E5', shown);
  if (shown.body.AmountToBePosted !== Number(ScriptedDeposit.AmountToBePosted))
    throw new Error(`Scripted week: the deposit of E5 is ${JSON.stringify(shown.body)}, expected AmountToBePosted ${ScriptedDeposit.AmountToBePosted}`);
  const posted = await send(() =>
    a.http.put('/api/v1/deposits/').set(admin).send({ ShowEventId: ids.showEvents.E5, AmountToBePosted: ScriptedDeposit.AmountToBePosted }),
  );
  expectOk('deposit post of E5', posted);

  return {
    ...ids,
    pettyCash: { W1: (w1.body.PettyCashWithdrawal as { Id: number }).Id },
    deposit: { ShowEventId: ids.showEvents.E5, PostedDepositId: posted.body.Id as number },
    facts: {
      sales: ScriptedSales,
      cashboxCounts: ScriptedCashboxCounts,
      movements: ScriptedMovements,
      stockCounts: ScriptedStockCounts,
      pettyCash: ScriptedPettyCash,
      deposit: ScriptedDeposit,
      goods: ScriptedGoods,
      kits: ScriptedKits,
      showEvents: ScriptedShowEvents,
    },
  };
}
