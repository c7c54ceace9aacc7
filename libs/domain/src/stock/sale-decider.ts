import Decimal from 'decimal.js';
import { type Decision, accept, reject } from '../decision';
import type { NamedIdRejection } from './named-ids';

/** Every way recording a sale fails (apps/api/src/ledger/rejections.ts gives each its status). */
export type SaleRejection =
  | NamedIdRejection
  | 'InvalidSale'
  | 'SalesLocationNotFound'
  | 'SaleForbidden'
  | 'KitNotFound'
  | 'SaleIdTaken'
  /** A figure the ledger cannot keep (more than 9 digits before the point). */
  | 'AmountTooLarge'
  // Sales v2 (libs/domain/src/sales, docs/sales.md).
  | 'SalePaymentsDoNotBalance'
  | 'DiscountMismatch'
  | 'SaleShowEventNotFound'
  | 'SaleDateRequired'
  | 'NoMenu'
  | 'KitNotOnMenu'
  | 'NoValidLine'
  | 'VoucherDoesNotBalance'
  | 'NegativeInventory'
  | 'DuplicateOrNegativeSale'
  | 'VoucherNotFound';

/** What the rules read of a sale as the point of sale sends it. */
export interface SaleInputShape {
  SaleId: string;
  SalesLocationId: number;
  StationId: number | null;
  PosUserId: number | null;
  ShowEvent: { Id: number; Start: string; End: string } | null;
  IsRefund: boolean;
  SaleDate: string;
  SaleKits: { KitId: number; Qty: string; SalePricePerKit: string }[];
}

/** What the event accepts: up to 9 digits and 4 decimals. */
const DECIMAL = /^-?\d{1,9}(\.\d{1,4})?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_ID = 2147483647;
const isoTime = (v: unknown) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v));
const isId = (v: unknown) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= MAX_ID;

/** The sale's own fields, checked before anything is loaded: what the event schema would refuse, as a coded failure. */
export function checkSaleInput(s: SaleInputShape): Decision<null, SaleRejection> {
  const invalid = (field: string, message: string) => reject('InvalidSale' as const, message, field);
  if (!UUID.test(s.SaleId ?? '')) return invalid('SaleId', 'SaleId must be a GUID');
  // Ids are 32-bit before any is looked up (docs/api.md "Inputs").
  if (!isId(s.SalesLocationId)) return invalid('SalesLocationId', 'There is no such sales location');
  if (s.StationId !== null && !isId(s.StationId)) return invalid('StationId', 'There is no such station at this sales location');
  if (s.PosUserId !== null && !isId(s.PosUserId)) return invalid('PosUserId', 'There is no such POS user at this client');
  if (!isoTime(s.SaleDate)) return invalid('SaleDate', 'SaleDate must be an ISO date and time');
  if (s.ShowEvent && (!isoTime(s.ShowEvent.Start) || !isoTime(s.ShowEvent.End) || !isId(s.ShowEvent.Id)))
    return invalid('ShowEvent', 'A show event needs an Id and ISO Start and End times');
  if (!s.SaleKits?.length) return invalid('SaleKits', 'At least one kit is required');
  for (const k of s.SaleKits) {
    if (!isId(k.KitId)) return invalid('SaleKits', `There is no kit ${k.KitId}`);
    if (!DECIMAL.test(k.Qty) || new Decimal(k.Qty).isZero())
      return invalid('SaleKits', `The quantity of kit ${k.KitId} must be a number other than 0 with at most 4 decimals`);
    if (new Decimal(k.Qty).isNeg() !== s.IsRefund)
      return invalid(
        'SaleKits',
        s.IsRefund ? `A refund takes kit ${k.KitId} back: its quantity must be negative` : `The quantity of kit ${k.KitId} must be positive`,
      );
    if (!DECIMAL.test(k.SalePricePerKit) || new Decimal(k.SalePricePerKit).isNeg())
      return invalid('SaleKits', `The price of kit ${k.KitId} must be an amount of 0 or more with at most 4 decimals`);
  }
  return accept(null);
}

/**
 * The on hand each good would have at a location after a change (per good, signed: a sale takes its
 * goods away, a transfer in adds), or the refusal naming the first good whose on hand would pass what
 * the ledger keeps (9 digits, issue 38 point 7): past them the location could no longer be counted.
 */
export function onHandAfter(
  onHand: ReadonlyMap<number, Decimal.Value>,
  changes: Iterable<readonly [goodId: number, change: Decimal.Value]>,
): Decision<Map<number, Decimal>, 'AmountTooLarge'> {
  const after = new Map<number, Decimal>();
  for (const [good, change] of changes) after.set(good, (after.get(good) ?? new Decimal(onHand.get(good) ?? 0)).plus(change));
  for (const [good, qty] of after)
    if (qty.abs().gte(1e9)) return reject('AmountTooLarge', `The on hand of good ${good} would be too large to record (${qty.toFixed()})`);
  return accept(after);
}

/** A figure the ledger keeps (9 digits before the point at most), or the refusal naming it. */
export function ledgerFigure(value: Decimal.Value, what: string): Decision<string, 'AmountTooLarge'> {
  const d = new Decimal(value);
  if (d.abs().gte(1e9)) return reject('AmountTooLarge', `${what} is too large to record`);
  return accept(d.toFixed());
}
