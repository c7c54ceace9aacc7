import { z } from 'zod';
import { EventId, EventInstant, LedgerDecimal } from '../common/primitives';
import { SaleRecordedV1, type SaleRecorded as SaleRecordedV1Data } from '../stock/count-sale.events';

// Sales on the ledger (docs/sales.md): one stream per sale, `sale-<SaleId>`, its one event's id the
// station's (or the manual entry's) GUID, so a sale pushed again is applied once.
const decimal = LedgerDecimal;
const at = EventInstant;

/** Document 2 §3 "Payment methods". */
export const PaymentMethod = {
  Cash: 1,
  VisaMasterCard: 2,
  Amex: 3,
  OtherCreditCard: 4,
  Voucher: 5,
  Tab: 6,
  Discount: 7,
  Preorder: 8,
} as const;
export type PaymentMethodId = (typeof PaymentMethod)[keyof typeof PaymentMethod];
export const PaymentMethodIdSchema = z.literal([1, 2, 3, 4, 5, 6, 7, 8], { error: 'Not a payment method' });

/** Where a sale came from: a station's queue, or a manager entering it by hand (`admin/sale/...`). */
export const SaleSources = ['Station', 'Manual'] as const;
export type SaleSource = (typeof SaleSources)[number];

/**
 * `SaleRecorded` v2 (document 2 §3 "Sale", "SaleKit", "SaleGood", "SalePayment"): v1 plus the sale's
 * money — Subtotal (Σ kit qty × price), the discount (percent and amount), Total (what was paid,
 * Subtotal − DiscountAmount), the sale's PaymentMethodId, and its SalePayments per tender (a voucher
 * payment names the coupon, the amount per voucher and their number; the discount is a payment of
 * method 7). Every figure is signed: a refund line has a negative Qty and IsRefund true.
 */
export const SaleRecordedV2 = z.object({
  SaleId: z.uuid(),
  VenueId: EventId,
  SalesLocationId: EventId,
  InventoryLocationId: EventId,
  ShowEvent: z.object({ Id: EventId, Start: at, End: at }).nullable(),
  StationId: EventId.nullable(),
  PosUserId: EventId.nullable(),
  UserId: EventId,
  Source: z.enum(SaleSources),
  IsRefund: z.boolean(),
  ReduceInventory: z.boolean(),
  SaleDate: at,
  PaymentMethodId: PaymentMethodIdSchema,
  Subtotal: decimal,
  /** The discount in percent, 0 to 100. */
  DiscountPercent: decimal,
  /** Subtotal − Total (document 2 §5 "Discount payment"). */
  DiscountAmount: decimal,
  /** The discounted total (document 2 §5 "Discounted total"). */
  Total: decimal,
  SaleKits: z
    .array(
      z.object({
        KitId: EventId,
        /** The menu item it was rung up as, when known. */
        ItemId: EventId.nullable(),
        IsRefund: z.boolean(),
        Qty: decimal,
        SalePricePerKit: decimal,
        NonTaxablePricePerKit: decimal,
        CostPerKit: decimal,
      }),
    )
    .min(1),
  SaleGoods: z.array(
    z.object({
      GoodId: EventId,
      KitId: EventId,
      Qty: decimal,
      CostPerGood: decimal,
      CogsTypeId: EventId,
      InventoryAccountTypeId: EventId,
      RevenueTypeId: EventId.nullable(),
    }),
  ),
  SalePayments: z.array(
    z.object({
      PaymentMethodId: PaymentMethodIdSchema,
      IsRefund: z.boolean(),
      Total: decimal,
      TipAmount: decimal,
      /** A coupon id (payment method 5 only). */
      VoucherId: EventId.nullable(),
      AmountPerVoucher: decimal.nullable(),
      VoucherQty: z.number().int().min(-9999).max(9999).nullable(),
    }),
  ),
});
export type SaleRecordedData = z.infer<typeof SaleRecordedV2>;

const negative = (d: string) => d.startsWith('-');

/**
 * v1 → v2: a v1 sale was a station's, paid in cash, without discount (v1 kept no payments). Its
 * Total becomes Subtotal and Total and one cash payment; lines gain ItemId null, no non-taxable part
 * and IsRefund from their sign.
 */
export function upcastSaleRecordedV1(data: unknown): SaleRecordedData {
  const v1 = data as SaleRecordedV1Data;
  return {
    ...v1,
    Source: 'Station',
    PaymentMethodId: PaymentMethod.Cash,
    Subtotal: v1.Total,
    DiscountPercent: '0',
    DiscountAmount: '0',
    Total: v1.Total,
    SaleKits: v1.SaleKits.map((k) => ({
      KitId: k.KitId,
      ItemId: null,
      IsRefund: negative(k.Qty),
      Qty: k.Qty,
      SalePricePerKit: k.SalePricePerKit,
      NonTaxablePricePerKit: '0',
      CostPerKit: k.CostPerKit,
    })),
    SaleGoods: v1.SaleGoods.map((g) => ({ ...g, RevenueTypeId: null })),
    SalePayments: [
      {
        PaymentMethodId: PaymentMethod.Cash,
        IsRefund: negative(v1.Total),
        Total: v1.Total,
        TipAmount: '0',
        VoucherId: null,
        AmountPerVoucher: null,
        VoucherQty: null,
      },
    ],
  };
}

/** The versions of `SaleRecorded`, for the registry. */
export const SaleRecordedVersions = { v1: SaleRecordedV1, v2: SaleRecordedV2 } as const;

/** The stream of one sale. */
export const saleStream = (saleId: string) => `sale-${saleId.toLowerCase()}`;
