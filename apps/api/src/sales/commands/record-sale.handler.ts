import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import Decimal from 'decimal.js';
import { CountSaleEventTypes, type SaleRecorded } from '@intermission/contracts';
import type { EventStore, RecordedEvent } from '@intermission/eventstore';
import { INVENTORY_REPORTS_PROJECTION, STOCK_PROJECTION } from '@intermission/projections';
import { checkSaleInput, decidePosUser, decideStation, ledgerFigure, reject } from '@intermission/domain';
import { LedgerWriter } from '../../ledger/ledger-writer.service';
import { EVENT_STORE } from '../../ledger/ledger.tokens';
import { rejectionException } from '../../ledger/rejections';
import { StockRepository } from '../../stock/stock.repository';
import { RecordSaleCommand, type SaleInput } from './record-sale.command';
import { SaleFactsRepository } from './sale-facts.repository';

/** What recording a sale answers, first time or replayed: the sale as it was recorded. */
export function saleAnswer(e: RecordedEvent) {
  const sale = e.data as SaleRecorded;
  return { Message: 'Sale Created Successfully', SaleId: sale.SaleId, Position: e.position, Sale: sale };
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
    const input = checkSaleInput(sale);
    if (!input.ok && input.field === 'SaleId') throw rejectionException(input);
    const saleId = sale.SaleId.toLowerCase();
    const stream = `sale-${saleId}`;
    // A replay (a station resending its queue) gets the original answer and changes nothing.
    const recorded = await this.store.readStream(stream);
    if (recorded.length) return saleAnswer(recorded[0]!);
    if (!input.ok) throw rejectionException(input);
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
    if (!stored.length) throw rejectionException(reject('SaleIdTaken', 'This SaleId already names a different event: use a new GUID'));
    return saleAnswer(stored[0]!);
  }

  private async decide(s: SaleInput, actor: RecordSaleCommand['actor']): Promise<SaleRecorded> {
    const location = await this.facts.salesLocationStock(s.SalesLocationId);
    if (!location) throw rejectionException(reject('SalesLocationNotFound', 'There is no such sales location', 'SalesLocationId'));
    if (!(await this.stock.canUse(actor, location.Id))) throw rejectionException(reject('SaleForbidden', 'You cannot sell at this location'));
    // Every id the event names exists and is usable here (docs/decisions.md "Events are valid by construction").
    const posUser = decidePosUser(s.PosUserId, s.PosUserId === null ? null : await this.stock.posUser(s.PosUserId), location.ClientId);
    if (!posUser.ok) throw rejectionException(posUser);
    const station = decideStation(s.StationId, s.StationId !== null && (await this.facts.stationAt(s.StationId, s.SalesLocationId)));
    if (!station.ok) throw rejectionException(station);

    const kitIds = [...new Set(s.SaleKits.map((k) => k.KitId))];
    const kits = await this.facts.existingKits(kitIds);
    const unknown = kitIds.find((id) => !kits.has(id));
    if (unknown !== undefined) throw rejectionException(reject('KitNotFound', `There is no kit ${unknown}`, 'SaleKits'));

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
    // A figure past the ledger's 9 digits is refused here, not by the append.
    for (const [value, what] of [
      [total, 'The total'],
      ...saleGoods.map((g) => [g.Qty, `The quantity of good ${g.GoodId}`] as const),
      ...saleKits.map((k) => [k.CostPerKit, `The cost of kit ${k.KitId}`] as const),
    ] as const) {
      const figure = ledgerFigure(value, what);
      if (!figure.ok) throw rejectionException(figure);
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
