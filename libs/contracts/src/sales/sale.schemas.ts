import { z } from 'zod';
import { Id, InstantText, RequestDecimal, Text } from '../common/primitives';
import { IdNameSchema } from '../common/answers';
import { Money, Quantity, UnitPrice } from '../common/wire';
import { PaymentMethod, PaymentMethodIdSchema } from './sale.events';
import { SaleDateAliases, StationSaleAliases, withAliases } from './sale.names';

/** GET sales/paymentMethods: the eight of document 2 §3, in id order. */
export const PaymentMethods = [
  { Id: PaymentMethod.Cash, Name: 'Cash' },
  { Id: PaymentMethod.VisaMasterCard, Name: 'VisaMasterCard' },
  { Id: PaymentMethod.Amex, Name: 'Amex' },
  { Id: PaymentMethod.OtherCreditCard, Name: 'OtherCreditCard' },
  { Id: PaymentMethod.Voucher, Name: 'Voucher' },
  { Id: PaymentMethod.Tab, Name: 'Tab' },
  { Id: PaymentMethod.Discount, Name: 'Discount' },
  { Id: PaymentMethod.Preorder, Name: 'Preorder' },
] as const;

/** GET sales/saleTypes (the master transaction log's filter): a sale or a refund. */
export const SaleType = { Sale: 1, Refund: 2 } as const;
export const SaleTypes = [
  { Id: SaleType.Sale, Name: 'Sale' },
  { Id: SaleType.Refund, Name: 'Refund' },
] as const;

const guid = z.uuid('SaleId must be a GUID from GET guid/{n}');
const at = InstantText('Expected a date and time');
/** A signed quantity (negative on a refund line). */
const SignedQty = RequestDecimal({ digits: 6, places: 4, signed: true, message: 'Qty must be a quantity' });
const Price = RequestDecimal({ digits: 6, places: 2, signed: true, message: 'Must be a price' });
const Amount = RequestDecimal({ digits: 7, places: 2, signed: true, message: 'Must be an amount' });

/**
 * A sale as a station pushes it (its queue, `stationSync` or the single-sale push): the sale happened,
 * so the server records what the station says was sold and paid, pricing from the station.
 */
export const StationSalePushSchema = z.object({
  SaleId: guid,
  SalesLocationId: Id,
  StationId: Id.nullable().default(null),
  PosUserId: Id.nullable().default(null),
  ShowEventId: Id.nullable().default(null),
  SaleDate: at,
  DiscountPercent: RequestDecimal({ digits: 3, places: 2, message: 'DiscountPercent must be 0 to 100' })
    .refine((d) => Number(d) <= 100, 'DiscountPercent must be 0 to 100')
    .default('0'),
  ReduceInventory: z.boolean().default(true),
  SaleKits: z
    .array(z.object({ KitId: Id, ItemId: Id.nullable().default(null), Qty: SignedQty, SalePricePerKit: Price, NonTaxablePricePerKit: Price.default('0') }))
    .min(1, 'Must have at least one valid line item with a quantity greater than zero.')
    .max(500),
  SalePayments: z
    .array(
      z.object({
        PaymentMethodId: PaymentMethodIdSchema,
        Total: Amount,
        TipAmount: Amount.default('0'),
        VoucherId: Id.nullable().default(null),
        AmountPerVoucher: Price.nullable().default(null),
        VoucherQty: z.number().int().min(-9999).max(9999).nullable().default(null),
      }),
    )
    .max(50)
    // None sent: the sale was paid in cash (docs/sales.md "Station sales").
    .default([]),
});
export type StationSalePush = z.output<typeof StationSalePushSchema>;
/**
 * A station's sale as its calls take it (saleEventPush/sale, stations/{id}/sync): StationSalePush also
 * under document 2 §3's names, SaleDateUtc or DateTimeUTC for SaleDate, UserId for PosUserId
 * (issue 39 point 4; the same value under both names is taken, two values are 400 on the §3 name).
 */
export const StationSalePushBodySchema = withAliases(StationSaleAliases, StationSalePushSchema);

/**
 * The manual sale entry (`/sales/add`, document 2 §2 "Sales entry", §5 "Sale save", "Sale amounts"),
 * the body of POST admin/sale/{reduceInventory}/postShowStart/{postShowStart}/{forced} and of
 * POST sales/checkForDuplicateOrNegativeSales. Prices come from the sales location's menu on the
 * server; the form sends kits and quantities. Empty lines (no kit) are dropped.
 */
export const ManualSaleSchema = z.object({
  /** The GUID from GET guid/1 (§4 "It then obtains identifiers"); absent on the duplicate check. */
  SaleId: guid.optional(),
  /** The POS user (§5: 'Cannot retrieve POS User ID. Please refresh the page and try again.'). */
  UserId: z
    .number({ error: 'Cannot retrieve POS User ID. Please refresh the page and try again.' })
    .int()
    .min(1, 'Cannot retrieve POS User ID. Please refresh the page and try again.')
    .max(2147483647, 'Not a known id'),
  VenueId: Id,
  SalesLocationId: Id,
  /** The show event, or null with a SaleDate. */
  ShowEventId: Id.nullable().default(null),
  SaleDate: at.nullable().default(null),
  /** Percent; below zero or empty becomes 0 (§5). */
  Discount: z
    .union([z.string().max(64), z.number(), z.null()])
    .optional()
    .transform((v) => (v === null || v === undefined || String(v).trim() === '' || Number(v) < 0 ? '0' : String(v).trim()))
    .refine((d) => /^\d{1,3}(\.\d{1,2})?$/.test(d), 'Discount must be a percent')
    .refine((d) => Number(d) <= 100, 'Discount must be at most 100'),
  Lines: z.array(z.object({ KitId: Id.nullable().default(null), ItemId: Id.nullable().default(null), Qty: SignedQty.nullable().default(null) })).max(500),
  /** A voucher payment: a coupon, its amount per voucher and number; AmountPerVoucher 0 or absent pays nothing by voucher. */
  Voucher: z
    .object({ VoucherId: Id, AmountPerVoucher: Price, VoucherQty: z.number().int().min(1).max(9999) })
    .nullable()
    .default(null),
  Notes: Text(500).optional(),
});
export type ManualSale = z.output<typeof ManualSaleSchema>;
/** The manual sale as POST admin/sale/… and the duplicate check take it: also SaleDateUtc or DateTimeUTC (§3) for SaleDate. */
export const ManualSaleBodySchema = withAliases(SaleDateAliases, ManualSaleSchema);

/** POST sales/checkForDuplicateOrNegativeSales (§7), counting sales received but not yet projected. */
export const SaleCheckAnswerSchema = z.object({ IsDuplicateSale: z.boolean(), IsNegativeSale: z.boolean() }).meta({ id: 'SaleCheckAnswer' });
export type SaleCheckAnswer = z.infer<typeof SaleCheckAnswerSchema>;

/** A sale as recorded, answered by the posting calls (first time or replayed). */
export const SaleAnswerSchema = z
  .object({
    Message: z.string(),
    SaleId: z.uuid(),
    Position: z.string(),
    Subtotal: Money,
    DiscountAmount: Money,
    Total: Money,
    IsRefund: z.boolean(),
    SaleKits: z.array(z.object({ KitId: z.number().int(), Qty: Quantity, SalePricePerKit: UnitPrice })),
    SalePayments: z.array(z.object({ PaymentMethodId: z.number().int(), Total: Money, VoucherId: z.number().int().nullable() })),
    /** The sale's date (an instant), and under document 2 §3's names SaleDateUtc and DateTimeUTC. */
    SaleDate: z.string(),
    SaleDateUtc: z.string(),
    DateTimeUTC: z.string(),
    /** §3's PaymentMethod: the sale's payment method id as recorded. */
    PaymentMethod: z.number().int().nullable(),
  })
  .meta({ id: 'SaleAnswer' });
export type SaleAnswer = z.infer<typeof SaleAnswerSchema>;

/** GET sales/simpleTheathers (sic, §7): the theatres the user may sell at, with their venue. */
export const SimpleTheatreSchema = IdNameSchema.extend({ VenueId: z.number().int() }).meta({ id: 'SimpleTheatre' });

/** GET sales/posUsers: the active POS users of the venues the user may sell at (the sale's "POS user"). */
export const SalePosUserSchema = z
  .object({ Id: z.number().int(), FirstName: z.string(), LastName: z.string(), VenueId: z.number().int(), VenueName: z.string() })
  .meta({ id: 'SalePosUser' });
export type SalePosUser = z.infer<typeof SalePosUserSchema>;

/** GET sales/salesLocations/{id}/menu: the kits a line may take and their prices; MenuId null when none is set. */
export const SaleMenuSchema = z
  .object({
    SalesLocationId: z.number().int(),
    TheatreId: z.number().int(),
    VenueId: z.number().int(),
    MenuId: z.number().int().nullable(),
    MenuKits: z.array(z.object({ KitId: z.number().int(), Name: z.string(), Price: Money })),
  })
  .meta({ id: 'SaleMenu' });
export type SaleMenu = z.infer<typeof SaleMenuSchema>;

/** GET sales/coupons/{venueId}: the venue's vouchers (§7 "coupons search by venue"; a DollarValue of 0 is a "Dynamic Voucher"). */
export const SaleCouponSchema = z.object({ Id: z.number().int(), Name: z.string(), DollarValue: Money }).meta({ id: 'SaleCoupon' });
export type SaleCoupon = z.infer<typeof SaleCouponSchema>;
