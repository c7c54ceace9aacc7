import Decimal from 'decimal.js';
import { PaymentMethod, type SaleRecordedData, type SaleSource } from '@intermission/contracts';
import { type Decision, accept } from '../decision';
import { ledgerFigure, onHandAfter } from '../stock/sale-decider';
import type { GoodPosting } from '../stock/transfers';
import { roundMoney, type SaleAmounts } from './sale-amounts';

/** A tracked good's posting in force at the sale date, with its revenue account. */
export interface SaleGoodPosting extends GoodPosting {
  RevenueTypeId: number | null;
}

/** What a sale is recorded against, loaded by the handler (SaleFactsRepository) for one sale or many. */
export interface SaleFacts {
  /** The sales location's inventory location with its venue and client; undefined: no such sales location. */
  location: { Id: number; VenueId: number; ClientId: number } | undefined;
  /** May the actor sell at that location (StockRepository.canUse). */
  allowed: boolean;
  /** The POS user named, with the client of its venue (null: none named or none found). */
  posUser: { Id: number; ClientId: number } | null;
  /** Whether the station named is one of the sales location's. */
  stationAtLocation: boolean;
  /** The show event named with its times; undefined when one is named and not found at this sales location's theatre. */
  showEvent: { Id: number; Start: string; End: string } | null | undefined;
  /** The kits that exist among those named. */
  kits: ReadonlySet<number>;
  /** The goods of those kits (any good; only tracked ones have a posting). */
  kitGoods: readonly { KitId: number; GoodId: number; Quantity: string }[];
  /** The tracked goods' postings at the sale date (untracked goods are absent). */
  postings: ReadonlyMap<number, SaleGoodPosting>;
  /** The signed-in user recording it. */
  userId: number;
  /**
   * On hand at the location (its sales not projected yet included) when the sale reduces inventory:
   * the on hand it leaves must stay within the ledger's figures. Absent: not checked.
   */
  onHand?: ReadonlyMap<number, Decimal.Value>;
}

/** A kit line as the event keeps it, before its cost and goods are worked out. */
export interface SaleKitLine {
  KitId: number;
  ItemId: number | null;
  Qty: Decimal.Value;
  SalePricePerKit: Decimal.Value;
  NonTaxablePricePerKit: Decimal.Value;
}

export interface SaleHead {
  SaleId: string;
  SalesLocationId: number;
  StationId: number | null;
  PosUserId: number | null;
  Source: SaleSource;
  IsRefund: boolean;
  ReduceInventory: boolean;
  SaleDate: string;
  PaymentMethodId: SaleRecordedData['PaymentMethodId'];
}

/**
 * The v2 event from a decided sale: each kit's goods consumed (kit qty × kit good qty, 4 decimals)
 * at the cost in force, CostPerKit their sum; refused (AmountTooLarge) when a figure passes what the
 * ledger keeps.
 */
export function saleEvent(
  head: SaleHead,
  lines: readonly SaleKitLine[],
  amounts: SaleAmounts,
  payments: SaleRecordedData['SalePayments'],
  facts: SaleFacts,
): Decision<SaleRecordedData, 'AmountTooLarge'> {
  const goodsOf = (kitId: number) => facts.kitGoods.filter((g) => g.KitId === kitId && facts.postings.has(g.GoodId));
  const saleKits: SaleRecordedData['SaleKits'] = [];
  const saleGoods: SaleRecordedData['SaleGoods'] = [];
  for (const k of lines) {
    const qty = new Decimal(k.Qty);
    let costPerKit = new Decimal(0);
    for (const g of goodsOf(k.KitId)) {
      const posting = facts.postings.get(g.GoodId)!;
      costPerKit = costPerKit.plus(new Decimal(g.Quantity).times(posting.CostPerGood));
      saleGoods.push({
        GoodId: g.GoodId,
        KitId: k.KitId,
        Qty: qty.times(g.Quantity).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(),
        CostPerGood: posting.CostPerGood,
        CogsTypeId: posting.CogsTypeId,
        InventoryAccountTypeId: posting.InventoryAccountTypeId,
        RevenueTypeId: posting.RevenueTypeId,
      });
    }
    saleKits.push({
      KitId: k.KitId,
      ItemId: k.ItemId,
      IsRefund: qty.isNeg(),
      Qty: qty.toFixed(),
      SalePricePerKit: new Decimal(k.SalePricePerKit).toFixed(),
      NonTaxablePricePerKit: new Decimal(k.NonTaxablePricePerKit).toFixed(),
      CostPerKit: costPerKit.toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4),
    });
  }
  // A figure past the ledger's 9 digits is refused here, not by the append.
  for (const [value, what] of [
    [amounts.Subtotal, 'The subtotal'],
    [amounts.DiscountedTotal, 'The total'],
    ...saleGoods.map((g) => [g.Qty, `The quantity of good ${g.GoodId}`] as const),
    ...saleKits.map((k) => [k.CostPerKit, `The cost of kit ${k.KitId}`] as const),
    ...payments.map((p) => [p.Total, 'A payment'] as const),
  ] as const) {
    const figure = ledgerFigure(value, what);
    if (!figure.ok) return figure;
  }
  // The on hand the sale leaves, too: a location past the 9 digits could no longer be counted (issue 38 point 7).
  if (head.ReduceInventory && facts.onHand) {
    const left = onHandAfter(
      facts.onHand,
      saleGoods.map((g) => [g.GoodId, new Decimal(g.Qty).neg()] as const),
    );
    if (!left.ok) return left;
  }
  const location = facts.location!;
  return accept({
    SaleId: head.SaleId,
    VenueId: location.VenueId,
    SalesLocationId: head.SalesLocationId,
    InventoryLocationId: location.Id,
    ShowEvent: facts.showEvent
      ? { Id: facts.showEvent.Id, Start: new Date(facts.showEvent.Start).toISOString(), End: new Date(facts.showEvent.End).toISOString() }
      : null,
    StationId: head.StationId,
    PosUserId: head.PosUserId,
    UserId: facts.userId,
    Source: head.Source,
    IsRefund: head.IsRefund,
    ReduceInventory: head.ReduceInventory,
    SaleDate: new Date(head.SaleDate).toISOString(),
    PaymentMethodId: head.PaymentMethodId,
    Subtotal: amounts.Subtotal.toFixed(2),
    DiscountPercent: amounts.DiscountPercent.toFixed(),
    DiscountAmount: amounts.DiscountAmount.toFixed(2),
    Total: amounts.DiscountedTotal.toFixed(2),
    SaleKits: saleKits,
    SaleGoods: saleGoods,
    SalePayments: payments,
  });
}

/** A payment as the event keeps it: money to 2 decimals, a refund when negative. */
export function salePayment(
  p: { PaymentMethodId: SaleRecordedData['PaymentMethodId']; Total: Decimal.Value; TipAmount?: Decimal.Value } & Partial<
    Pick<SaleRecordedData['SalePayments'][number], 'VoucherId' | 'AmountPerVoucher' | 'VoucherQty'>
  >,
): SaleRecordedData['SalePayments'][number] {
  const total = roundMoney(p.Total);
  return {
    PaymentMethodId: p.PaymentMethodId,
    IsRefund: total.isNeg(),
    Total: total.toFixed(2),
    TipAmount: roundMoney(p.TipAmount ?? 0).toFixed(2),
    VoucherId: p.PaymentMethodId === PaymentMethod.Voucher ? (p.VoucherId ?? null) : null,
    AmountPerVoucher: p.PaymentMethodId === PaymentMethod.Voucher && p.AmountPerVoucher != null ? new Decimal(p.AmountPerVoucher).toFixed(2) : null,
    VoucherQty: p.PaymentMethodId === PaymentMethod.Voucher ? (p.VoucherQty ?? null) : null,
  };
}
