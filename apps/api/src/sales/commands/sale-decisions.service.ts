import { Injectable } from '@nestjs/common';
import Decimal from 'decimal.js';
import { CountSaleEventTypes, type SaleRecordedData, type StationSalePush, StationSalePushSchema, saleStream } from '@intermission/contracts';
import { type Rejected, type SaleRejection, type StationSaleInput, checkSaleInput, decideStationSale, reject } from '@intermission/domain';
import type { NewEvent } from '@intermission/eventstore';
import type { CurrentUser } from '../../auth/current-user';
import type { SaleInput } from './record-sale.command';
import { SaleFactsRepository } from './sale-facts.repository';

/** A sale to decide: a station's push (its queue, stationSync), or the older single-sale shape (the seed, the tests). */
export type SaleToDecide = StationSalePush | SaleInput;

/** Per sale: the event to append to its stream, or why it is refused (nothing appended). */
export type SaleDecision =
  | { ok: true; saleId: string; stream: string; event: NewEvent & { data: SaleRecordedData } }
  | { ok: false; saleId: string | null; rejection: Rejected<SaleRejection> };

/** The older shape: in-process callers only (a push names ShowEventId); anything else is parsed as a push. */
const isLegacy = (s: SaleToDecide): s is SaleInput => typeof s === 'object' && s !== null && 'ShowEvent' in s && !('ShowEventId' in s);

/** The older shape as a push: a show event as sent, one cash payment, no discount. */
function fromLegacy(s: SaleInput): StationSaleInput & { ShowEvent: SaleInput['ShowEvent'] } {
  return {
    SaleId: s.SaleId,
    SalesLocationId: s.SalesLocationId,
    StationId: s.StationId,
    PosUserId: s.PosUserId,
    ShowEventId: s.ShowEvent?.Id ?? null,
    ShowEvent: s.ShowEvent,
    SaleDate: s.SaleDate,
    DiscountPercent: '0',
    ReduceInventory: s.ReduceInventory,
    IsRefund: s.IsRefund,
    SaleKits: s.SaleKits.map((k) => ({ KitId: k.KitId, ItemId: null, Qty: k.Qty, SalePricePerKit: k.SalePricePerKit, NonTaxablePricePerKit: '0' })),
    SalePayments: [],
  };
}

/**
 * Decides station sales in bulk (docs/sales.md "Station sales"): their facts are loaded with one
 * query per kind for all of them, then each is decided on its own. The stations' batch call (SYNC)
 * and RecordSaleHandler both use it; neither appends here.
 */
@Injectable()
export class SaleDecisions {
  constructor(private readonly facts: SaleFactsRepository) {}

  async decideSales(inputs: readonly SaleToDecide[], actor: CurrentUser): Promise<SaleDecision[]> {
    // Every input checked before anything is loaded: what the event would refuse answers as a coded refusal.
    const checked = inputs.map(
      (s): { ok: true; sale: ReturnType<typeof fromLegacy> | StationSaleInput } | { ok: false; rejection: Rejected<SaleRejection> } => {
        if (isLegacy(s)) {
          try {
            const c = checkSaleInput(s);
            return c.ok ? { ok: true, sale: fromLegacy(s) } : { ok: false, rejection: c };
          } catch {
            return { ok: false, rejection: reject('InvalidSale', 'Not a sale', 'Sale') };
          }
        }
        const parsed = StationSalePushSchema.safeParse(s);
        if (parsed.success) return { ok: true, sale: parsed.data };
        const issue = parsed.error.issues[0]!;
        return { ok: false, rejection: reject('InvalidSale', issue.message, issue.path.map(String).join('.') || 'Sale') };
      },
    );
    const valid = checked.flatMap((c) => (c.ok ? [c.sale] : []));
    const facts = await this.facts.load(
      valid.map((s) => ({
        SalesLocationId: s.SalesLocationId,
        StationId: s.StationId,
        PosUserId: s.PosUserId,
        ShowEventId: s.ShowEventId,
        ...('ShowEvent' in s ? { ShowEvent: s.ShowEvent } : {}),
        SaleDate: s.SaleDate,
        KitIds: s.SaleKits.map((k) => k.KitId),
      })),
      actor,
    );
    let next = 0;
    return checked.map((c, i): SaleDecision => {
      const rawId = (inputs[i] as { SaleId?: unknown } | null)?.SaleId;
      const saleId = typeof rawId === 'string' ? rawId.toLowerCase() : null;
      if (!c.ok) return { ok: false, saleId, rejection: c.rejection };
      const saleFacts = facts[next++]!;
      const decided = decideStationSale(c.sale, saleFacts);
      if (!decided.ok) return { ok: false, saleId, rejection: decided };
      // The next sale at this location is decided from the on hand this one leaves (one map per location).
      if (decided.value.ReduceInventory && saleFacts.onHand instanceof Map)
        for (const g of decided.value.SaleGoods) saleFacts.onHand.set(g.GoodId, new Decimal(saleFacts.onHand.get(g.GoodId) ?? 0).minus(g.Qty));
      const id = decided.value.SaleId;
      return {
        ok: true,
        saleId: id,
        stream: saleStream(id),
        event: {
          id,
          type: CountSaleEventTypes.SaleRecorded,
          data: decided.value,
          metadata: { userId: actor.userId, stationId: decided.value.StationId, correlationId: id },
        },
      };
    });
  }
}
