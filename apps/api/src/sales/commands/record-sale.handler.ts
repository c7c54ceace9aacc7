import { ConflictException, ForbiddenException, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import Decimal from 'decimal.js';
import { CountSaleEventTypes, type SaleRecorded } from '@intermission/contracts';
import type { EventStore, RecordedEvent } from '@intermission/eventstore';
import { INVENTORY_REPORTS_PROJECTION, STOCK_PROJECTION } from '@intermission/projections';
import { ModelStateException } from '../../common/http/api-errors';
import { LedgerWriter } from '../../ledger/ledger-writer.service';
import { EVENT_STORE } from '../../ledger/ledger.tokens';
import { StockRepository } from '../../stock/stock.repository';
import { RecordSaleCommand, type SaleInput } from './record-sale.command';
import { SaleFactsRepository } from './sale-facts.repository';

/** What the event accepts: up to 9 digits and 4 decimals. */
const DECIMAL = /^-?\d{1,9}(\.\d{1,4})?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isoTime = (v: string) => /^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v));

/** What recording a sale answers, first time or replayed: the sale as it was recorded. */
export function saleAnswer(e: RecordedEvent) {
  const sale = e.data as SaleRecorded;
  return { Message: 'Sale Created Successfully', SaleId: sale.SaleId, Position: e.position, Sale: sale };
}

/** Checks what the event schema would refuse, so a bad sale is a 400 with ModelState and not a failed append. */
function checkInput(s: SaleInput) {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (!isoTime(s.SaleDate ?? '')) add('SaleDate', 'SaleDate must be an ISO date and time');
  if (s.ShowEvent && (!isoTime(s.ShowEvent.Start) || !isoTime(s.ShowEvent.End) || !(s.ShowEvent.Id > 0)))
    add('ShowEvent', 'A show event needs an Id and ISO Start and End times');
  if (!s.SaleKits?.length) add('SaleKits', 'At least one kit is required');
  for (const k of s.SaleKits ?? []) {
    if (!DECIMAL.test(k.Qty) || new Decimal(k.Qty).isZero())
      add('SaleKits', `The quantity of kit ${k.KitId} must be a number other than 0 with at most 4 decimals`);
    else if (new Decimal(k.Qty).isNeg() !== s.IsRefund)
      add('SaleKits', s.IsRefund ? `A refund takes kit ${k.KitId} back: its quantity must be negative` : `The quantity of kit ${k.KitId} must be positive`);
    if (!DECIMAL.test(k.SalePricePerKit) || new Decimal(k.SalePricePerKit).isNeg())
      add('SaleKits', `The price of kit ${k.KitId} must be an amount of 0 or more with at most 4 decimals`);
  }
  if (Object.keys(errors).length) throw new ModelStateException(errors);
}

@CommandHandler(RecordSaleCommand)
export class RecordSaleHandler implements ICommandHandler<RecordSaleCommand> {
  constructor(
    private readonly stock: StockRepository,
    private readonly ledger: LedgerWriter,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly facts: SaleFactsRepository,
  ) {}

  async execute({ sale, actor, waitForProjections }: RecordSaleCommand) {
    if (!UUID.test(sale.SaleId ?? '')) throw new ModelStateException({ SaleId: ['SaleId must be a GUID'] });
    const saleId = sale.SaleId.toLowerCase();
    const stream = `sale-${saleId}`;
    // A replay (a station resending its queue) gets the original answer and changes nothing.
    const recorded = await this.store.readStream(stream);
    if (recorded.length) return saleAnswer(recorded[0]!);
    checkInput(sale);
    const data = await this.decide({ ...sale, SaleId: saleId }, actor);
    await this.ledger.append(
      stream,
      [
        {
          id: saleId,
          type: CountSaleEventTypes.SaleRecorded,
          data,
          metadata: { userId: actor.userId, stationId: sale.StationId, correlationId: saleId },
        },
      ],
      { expectedRevision: 'any', readBy: waitForProjections ? [STOCK_PROJECTION, INVENTORY_REPORTS_PROJECTION] : [] },
    );
    // Concurrent sales of the same SaleId store one event: answer from what was stored.
    const stored = await this.store.readStream(stream);
    if (!stored.length) throw new ConflictException({ Message: 'This SaleId already names a different event: use a new GUID' });
    return saleAnswer(stored[0]!);
  }

  private async decide(s: SaleInput, actor: RecordSaleCommand['actor']): Promise<SaleRecorded> {
    const location = await this.facts.salesLocationStock(s.SalesLocationId);
    if (!location) throw new ModelStateException({ SalesLocationId: ['There is no such sales location'] });
    if (!(await this.stock.canUse(actor, location.Id))) throw new ForbiddenException({ Message: 'You cannot sell at this location' });

    const kitIds = [...new Set(s.SaleKits.map((k) => k.KitId))];
    const kits = await this.facts.existingKits(kitIds);
    const unknown = kitIds.find((id) => !kits.has(id));
    if (unknown !== undefined) throw new ModelStateException({ SaleKits: [`There is no kit ${unknown}`] });

    const at = new Date(s.SaleDate);
    const kitGoods = await this.facts.kitGoods(kitIds);
    // Only tracked goods are stock: postings leaves the others out.
    const postings = await this.stock.postings([...new Set(kitGoods.map((g) => g.GoodId))], at);
    const goodsOf = (kitId: number) => kitGoods.filter((g) => g.KitId === kitId && postings.has(g.GoodId));

    let total = new Decimal(0);
    const saleKits: SaleRecorded['SaleKits'] = [];
    const saleGoods: SaleRecorded['SaleGoods'] = [];
    for (const k of s.SaleKits) {
      const qty = new Decimal(k.Qty);
      total = total.plus(qty.times(k.SalePricePerKit));
      let costPerKit = new Decimal(0);
      for (const g of goodsOf(k.KitId)) {
        const posting = postings.get(g.GoodId)!;
        costPerKit = costPerKit.plus(new Decimal(g.Quantity).times(posting.CostPerGood));
        saleGoods.push({
          GoodId: g.GoodId,
          KitId: k.KitId,
          Qty: qty.times(g.Quantity).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(),
          CostPerGood: posting.CostPerGood,
          CogsTypeId: posting.CogsTypeId,
          InventoryAccountTypeId: posting.InventoryAccountTypeId,
        });
      }
      saleKits.push({
        KitId: k.KitId,
        Qty: new Decimal(k.Qty).toFixed(),
        SalePricePerKit: new Decimal(k.SalePricePerKit).toFixed(),
        CostPerKit: costPerKit.toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4),
      });
    }
    return {
      SaleId: s.SaleId,
      VenueId: location.VenueId,
      SalesLocationId: s.SalesLocationId,
      InventoryLocationId: location.Id,
      ShowEvent: s.ShowEvent ? { Id: s.ShowEvent.Id, Start: new Date(s.ShowEvent.Start).toISOString(), End: new Date(s.ShowEvent.End).toISOString() } : null,
      StationId: s.StationId,
      PosUserId: s.PosUserId,
      UserId: actor.userId,
      IsRefund: s.IsRefund,
      ReduceInventory: s.ReduceInventory,
      SaleDate: at.toISOString(),
      Total: total.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
      SaleKits: saleKits,
      SaleGoods: saleGoods,
    };
  }
}
