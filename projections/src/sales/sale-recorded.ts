import { sql } from 'kysely';
import { type SaleRecordedData, upcastSaleRecordedV1 } from '@intermission/contracts';
import type { RecordedEvent } from '@intermission/eventstore';

/**
 * A SaleRecorded event's data as v2. A store built with the application's registry has already
 * upcast it; one without (the replay script, the projection specs) hands the stored v1 data with
 * schemaVersion 1, upcast here the same way, so every reader sees the same sale.
 */
export function saleRecorded(e: RecordedEvent): SaleRecordedData {
  return e.schemaVersion >= 2 ? (e.data as SaleRecordedData) : upcastSaleRecordedV1(e.data);
}

const documents = new WeakMap<RecordedEvent, string>();

/** A whole number as the text `->>` would give (null stays null). */
const int = (n: number | null | undefined) => (n == null ? null : String(n));

/**
 * One sale as a JSON array, its fields by place (less for PostgreSQL to parse than the event's keyed
 * document; SaleDoc in SQL names the places):
 * [SaleId, position, VenueId, SalesLocationId, InventoryLocationId, ShowEvent Id, Start, End, StationId, PosUserId,
 *  UserId, Source, IsRefund, ReduceInventory, SaleDate, Subtotal, DiscountPercent, DiscountAmount, Total,
 *  kits [KitId, ItemId, IsRefund, Qty, SalePricePerKit, NonTaxablePricePerKit, CostPerKit][],
 *  goods [KitId, GoodId, Qty, CostPerGood, CogsTypeId, InventoryAccountTypeId, RevenueTypeId][],
 *  payments [PaymentMethodId, Total, TipAmount, VoucherId, AmountPerVoucher, VoucherQty, IsRefund][]]
 * Its whole numbers (ids, counts) go as JSON strings: PostgreSQL keeps a JSON number in jsonb as a numeric,
 * which `->>` turns back into text before `::int` parses it; a string is parsed once, by `::int`.
 */
function saleArray(e: RecordedEvent): unknown[] {
  const s = saleRecorded(e);
  return [
    s.SaleId,
    e.position,
    int(s.VenueId),
    int(s.SalesLocationId),
    int(s.InventoryLocationId),
    int(s.ShowEvent?.Id),
    s.ShowEvent?.Start,
    s.ShowEvent?.End,
    int(s.StationId),
    int(s.PosUserId),
    int(s.UserId),
    s.Source,
    s.IsRefund,
    s.ReduceInventory,
    s.SaleDate,
    s.Subtotal,
    s.DiscountPercent,
    s.DiscountAmount,
    s.Total,
    s.SaleKits.map((k) => [int(k.KitId), int(k.ItemId), k.IsRefund, k.Qty, k.SalePricePerKit, k.NonTaxablePricePerKit, k.CostPerKit]),
    s.SaleGoods.map((g) => [int(g.KitId), int(g.GoodId), g.Qty, g.CostPerGood, int(g.CogsTypeId), int(g.InventoryAccountTypeId), int(g.RevenueTypeId)]),
    s.SalePayments.map((p) => [int(p.PaymentMethodId), p.Total, p.TipAmount, int(p.VoucherId), p.AmountPerVoucher, int(p.VoucherQty), p.IsRefund]),
  ];
}

/**
 * A batch of sales as the JSON document the projections send to PostgreSQL: an array of saleArray.
 * Each event's part is made once and kept with the event (the runner's projections share a batch's read).
 */
export function salesDocument(events: readonly RecordedEvent[]): string {
  return `[${events
    .map((e) => {
      let d = documents.get(e);
      if (d === undefined) {
        d = JSON.stringify(saleArray(e));
        documents.set(e, d);
      }
      return d;
    })
    .join(',')}]`;
}

/**
 * The sales of a salesDocument as rows (a CTE's body), one per sale with its fields named and its place
 * in the document (i, from 1); kits, goods and payments stay jsonb arrays for
 * `jsonb_array_elements(…) WITH ORDINALITY AS x(v, n)` and `v->>i`.
 */
export const saleBatchRows = (batch: string) => sql`
  SELECT (s->>0)::uuid AS "SaleId", s->>1 AS p, (s->>2)::int AS "VenueId", (s->>3)::int AS "SalesLocationId", (s->>4)::int AS "InventoryLocationId",
    (s->>5)::int AS "ShowEventId", (s->>6)::timestamptz AS "ShowStart", (s->>7)::timestamptz AS "ShowEnd", (s->>8)::int AS "StationId",
    (s->>9)::int AS "PosUserId", (s->>10)::int AS "UserId", s->>11 AS "Source", (s->>12)::boolean AS "IsRefund", (s->>13)::boolean AS "ReduceInventory",
    (s->>14)::timestamptz AS "SaleDate", (s->>15)::numeric AS "Subtotal", (s->>16)::numeric AS "DiscountPercent", (s->>17)::numeric AS "DiscountAmount",
    (s->>18)::numeric AS "Total", s->19 AS kits, s->20 AS goods, s->21 AS payments, d.i
  FROM jsonb_array_elements(${batch}::jsonb) WITH ORDINALITY AS d(s, i)`;
