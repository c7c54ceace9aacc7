import Decimal from 'decimal.js';
import { NothingTo, roundDown, transferQuantity, TransferType } from '@intermission/domain';
import { ApiError } from '../api/ApiError';
import { notifyError } from '../ui/notify';
import { showApiError } from '../ui/showApiError';

/** The inventory messages of document 3 §8, quoted exactly. */
export const StockMessages = {
  TransferCreated: 'Transfer Created Successfully',
  TransferFailed: 'Transfer Creation Failed',
  WastageUpdated: 'Wastage Updated Successfully',
  WastageFailed: 'Wastage Update Failed',
  SetInventory: 'Set Inventory Successfully!',
  SetInventoryFailed: 'Set Inventory Failed!',
  Initialized: 'Initialized Inventory Successfully!',
  InitializeFailed: 'Initializing Inventory Failed!',
  LeavePrompt: 'Are you sure you want to leave this page? You may have unsaved changes.',
  NotANumber: 'Enter a number of 0 or more',
  ChooseReason: 'Choose a waste reason',
} as const;

export { NothingTo, TransferType };

/** What `GET inventoryLocations/dropDown` answers: the locations the user may move stock from. */
export type LocationKind = 'venue' | 'patrons_room' | 'billable' | 'catering' | 'sales_location';
export interface StockLocation {
  Id: number;
  VenueId: number;
  SalesLocationId: number | null;
  Kind: LocationKind;
  Name: string;
  Code: string | null;
  Archived: boolean;
  VenueName: string;
  ManagerId: number | null;
}

/** A tracked good with what is on hand at a location (`GET inventory/admin/inventory_{id}`). */
export interface StockGood {
  Id: number;
  Name: string;
  CategoryId: number | null;
  CategoryName: string;
  Alcohol: boolean;
  Volume: string | null;
  QuantityOnHand: string;
}

export interface RecordedLine {
  GoodId: number;
  Qty: string;
  CostPerGood: string;
  CogsTypeId: number;
  InventoryAccountTypeId: number;
}

/** What every inventoryEventPush/ call answers: the movement as recorded (Transfer null when nothing was). */
export interface MovementAnswer {
  Message: string;
  TransferId: string | null;
  Transfer: {
    TransferId: string;
    TypeId: number;
    FromInventoryLocationId: number | null;
    ToInventoryLocationId: number | null;
    Lines: RecordedLine[];
    Notes: string;
    TransferDate: string;
  } | null;
}

/** Quantities typed per good, by good id. */
export type Quantities = Record<number, string>;

const decimalText = /^(\d+(\.\d*)?|\.\d+)$/;

/** The typed text as a decimal, or null when blank; NaN when it is not a number of 0 or more. */
export function parseQuantity(text: string | undefined): Decimal | null {
  const s = (text ?? '').trim();
  if (!s) return null;
  return decimalText.test(s) ? new Decimal(s) : new Decimal(NaN);
}

/** Per good, the message of a quantity that is not a number of 0 or more. */
export function quantityErrors(values: Quantities): Record<number, string> {
  const out: Record<number, string> = {};
  for (const [id, text] of Object.entries(values)) if (parseQuantity(text)?.isNaN()) out[Number(id)] = StockMessages.NotANumber;
  return out;
}

/** Quantities shown without trailing zeros ('240.00' as 240). */
export function formatQuantity(q: string | number | null | undefined): string {
  if (q === null || q === undefined || q === '') return '0';
  const d = new Decimal(q);
  return d.isNaN() ? String(q) : d.toFixed();
}

/**
 * What a typed transfer quantity becomes (document 3 §5): rounded down to 2 decimals and, when it
 * exceeds what is on hand by less than 0.5, reduced to what is on hand. Anything else stays as typed.
 */
export function snapTyped(text: string, onHand: string | undefined): string {
  const q = parseQuantity(text);
  if (!q || q.isNaN()) return text;
  return transferQuantity(q, onHand ?? '0').toFixed();
}

/** A typed count or initial quantity: rounded down to 2 decimals. */
export function roundTyped(text: string): string {
  const q = parseQuantity(text);
  if (!q || q.isNaN()) return text;
  return roundDown(q).toFixed();
}

export type Lines = { ok: true; lines: { GoodId: number; Qty: string }[] } | { ok: false; error: string };

/**
 * The lines to post: zero and blank rows ignored, quantities rounded down (and, for movements out of
 * a location, snapped to what is on hand). `nothing` when no line is left.
 */
export function movementLines(values: Quantities, goods: StockGood[], nothing: string, snap: boolean): Lines {
  const lines: { GoodId: number; Qty: string }[] = [];
  for (const g of goods) {
    const q = parseQuantity(values[g.Id]);
    if (!q) continue;
    if (q.isNaN()) return { ok: false, error: `${g.Name}: ${StockMessages.NotANumber}` };
    const qty = snap ? transferQuantity(q, g.QuantityOnHand) : roundDown(q);
    if (qty.gt(0)) lines.push({ GoodId: g.Id, Qty: qty.toFixed(2) });
  }
  return lines.length ? { ok: true, lines } : { ok: false, error: nothing };
}

/**
 * A refused push: the server's own message ('Nothing to Transfer', 'You cannot move stock at this
 * location', …) when it sent one without model state; otherwise the shared handling with `fallback`.
 */
export function showMovementError(err: unknown, fallback: string) {
  if (err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 409 && err.body?.Message && !err.modelState) {
    notifyError(err.body.Message);
    return;
  }
  showApiError(err, fallback);
}

/** Today (or `daysBack` days ago) as the YYYY-MM-DD of the user's calendar. */
export function localDay(daysBack = 0): string {
  const d = new Date();
  d.setDate(d.getDate() - daysBack);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Transfer type names as the screens show them (ids of document 3 §3). */
export const TransferTypeLabels: Record<number, string> = {
  [TransferType.Inventory]: 'Inventory',
  [TransferType.PatronRoom]: 'Patrons Room',
  [TransferType.Billable]: 'Billable',
  [TransferType.Catering]: 'Catering',
  [TransferType.Initializing]: 'Initializing',
  [TransferType.GainLost]: 'Gain/Loss',
  [TransferType.Wastage]: 'Wastage',
};
