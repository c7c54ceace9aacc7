import { z } from 'zod';
import { DayText, Id, Int32, Text } from '../common/primitives';
import { Messages } from '../common/messages';
import { Money, Quantity, UnitPrice } from '../common/wire';
import { ReportsSchemaInfo } from '../stock/inventory-reports.schemas';

/**
 * The master transaction log (document 2 §2, §3, §7, §9; docs/reports.md "Master transaction log"):
 * every sale and refund, searched and filtered, 12 a page, and one sale in full.
 */

const day = DayText();
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Times are HH:mm');

/** §9: the default time filter is 00:00 to 23:59. */
export const MasterLogDefaultTimes = { TimeFrom: '00:00', TimeTo: '23:59' } as const;
/** §9: the default range is 7 days back (today and the 7 days before it). */
export const MasterLogDaysBack = 7;

/** POST sales/masterTransactionLog/_search: every field optional; days and times are the sale's venue's. */
export const MasterTransactionLogSearchSchema = z
  .object({
    Query: Text(200).nullish(),
    Skip: Int32.min(0).default(0),
    Take: Int32.min(1).max(1000).default(12),
    FromDate: day.nullish(),
    ToDate: day.nullish(),
    TimeFrom: time.nullish(),
    TimeTo: time.nullish(),
    VenueId: Id.nullish(),
    TheatreId: Id.nullish(),
    SalesLocationId: Id.nullish(),
    StationId: Id.nullish(),
    PosUserId: Id.nullish(),
    ShowEventId: Id.nullish(),
    PaymentMethodId: z.number().int().min(1).max(8, 'Not a payment method').nullish(),
    SaleTypeId: z.union([z.literal(1), z.literal(2)], { error: 'Sale type is 1 (Sale) or 2 (Refund)' }).nullish(),
    Source: z.enum(['Station', 'Manual']).nullish(),
  })
  .refine((s) => !s.FromDate || !s.ToDate || s.FromDate <= s.ToDate, { message: 'To Date should be on or after From Date', path: ['ToDate'] })
  .refine((s) => (s.TimeTo ?? MasterLogDefaultTimes.TimeTo) > (s.TimeFrom ?? MasterLogDefaultTimes.TimeFrom), {
    message: Messages.EndBeforeStart,
    path: ['TimeTo'],
  });
export type MasterTransactionLogSearch = z.output<typeof MasterTransactionLogSearchSchema>;

const name = z.string().nullable();

/** One sale or refund of the list. */
export const MasterTransactionLogRowSchema = z
  .object({
    SaleId: z.string(),
    /** The instant (ISO 8601); shown at TimeZone, the venue's. */
    SaleDate: z.string(),
    TimeZone: z.string(),
    VenueId: z.number().int(),
    VenueName: z.string(),
    TheatreId: z.number().int().nullable(),
    TheatreName: name,
    SalesLocationId: z.number().int(),
    SalesLocationName: name,
    StationId: z.number().int().nullable(),
    StationName: name,
    PosUserId: z.number().int().nullable(),
    PosUserName: name,
    ShowEventId: z.number().int().nullable(),
    ShowName: name,
    ShowEventStart: z.string().nullable(),
    /** 1 Sale, 2 Refund (GET sales/saleTypes). */
    SaleTypeId: z.number().int(),
    SaleType: z.string(),
    Source: z.string(),
    Subtotal: Money,
    Discount: Money,
    Total: Money,
    Tips: Money,
    /** Its payments' method names other than Discount, each once, in payment order, joined with ', '. */
    PaymentMethods: z.string(),
  })
  .meta({ id: 'MasterTransactionLogRow' });
export type MasterTransactionLogRow = z.infer<typeof MasterTransactionLogRowSchema>;
export type MasterTransactionLogRowFigures = z.input<typeof MasterTransactionLogRowSchema>;

export const MasterTransactionLogKitSchema = z
  .object({
    Line: z.number().int(),
    KitId: z.number().int(),
    KitName: z.string(),
    ItemId: z.number().int().nullable(),
    IsRefund: z.boolean(),
    Qty: Quantity,
    SalePricePerKit: UnitPrice,
    NonTaxablePricePerKit: UnitPrice,
    CostPerKit: UnitPrice,
    /** Qty × SalePricePerKit. */
    Gross: Money,
    /** Qty × NonTaxablePricePerKit. */
    NonTaxable: Money,
    /** Qty × CostPerKit. */
    Cost: Money,
  })
  .meta({ id: 'MasterTransactionLogKit' });

export const MasterTransactionLogGoodSchema = z
  .object({
    Line: z.number().int(),
    KitId: z.number().int(),
    KitName: z.string(),
    GoodId: z.number().int(),
    GoodName: z.string(),
    Qty: Quantity,
    CostPerGood: UnitPrice,
    /** Qty × CostPerGood. */
    Cost: Money,
    CogsTypeId: z.number().int(),
    /** CogsTypeId under document 2 §3's name (issue 39 point 4). */
    COGSTypeId: z.number().int(),
    InventoryAccountTypeId: z.number().int(),
    RevenueTypeId: z.number().int().nullable(),
  })
  .meta({ id: 'MasterTransactionLogGood' });

export const MasterTransactionLogPaymentSchema = z
  .object({
    Line: z.number().int(),
    PaymentMethodId: z.number().int(),
    PaymentMethod: z.string(),
    Total: Money,
    TipAmount: Money,
    VoucherId: z.number().int().nullable(),
    VoucherName: name,
    AmountPerVoucher: Money.nullable(),
    VoucherQty: z.number().int().nullable(),
    IsRefund: z.boolean(),
  })
  .meta({ id: 'MasterTransactionLogPayment' });

/** GET sales/masterTransactionLog/{id}: the sale in full, with where its figures come from. */
export const MasterTransactionLogDetailSchema = MasterTransactionLogRowSchema.extend({
  /** SaleDate under document 2 §3's names (issue 39 point 4). */
  SaleDateUtc: z.string(),
  DateTimeUTC: z.string(),
  /** §3's PaymentMethod: the sale's payment method id as recorded (its first payment's other than the discount for an event without one). */
  PaymentMethod: z.number().int().nullable(),
  DiscountPercent: Quantity,
  ReduceInventory: z.boolean(),
  InventoryLocationId: z.number().int(),
  InventoryLocationName: name,
  /** The signed-in user who recorded it (a station's sync or a manual entry). */
  UserName: name,
  Kits: z.array(MasterTransactionLogKitSchema),
  Goods: z.array(MasterTransactionLogGoodSchema),
  Payments: z.array(MasterTransactionLogPaymentSchema),
  Totals: z.object({ Gross: Money, NonTaxable: Money, Cost: Money, Paid: Money, Tips: Money }),
  /** How the figure came to be: the ledger's event behind the sale. */
  Ledger: z.object({
    Stream: z.string(),
    EventId: z.string(),
    EventType: z.string().nullable(),
    SchemaVersion: z.number().int().nullable(),
    RecordedAt: z.string().nullable(),
    Position: z.string(),
  }),
  /** The replayed schema read (REPORTS_SCHEMA, docs/reports.md "As of"), null for the live tables. */
  AsOf: ReportsSchemaInfo,
}).meta({ id: 'MasterTransactionLogDetail' });
export type MasterTransactionLogDetail = z.infer<typeof MasterTransactionLogDetailSchema>;
export type MasterTransactionLogDetailFigures = z.input<typeof MasterTransactionLogDetailSchema>;
