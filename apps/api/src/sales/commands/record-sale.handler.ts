import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type SaleRecordedData, saleStream } from '@intermission/contracts';
import type { EventStore, RecordedEvent } from '@intermission/eventstore';
import { INVENTORY_REPORTS_PROJECTION, SALES_PROJECTION, STOCK_PROJECTION } from '@intermission/projections';
import { reject } from '@intermission/domain';
import { LedgerWriter } from '../../ledger/ledger-writer.service';
import { EVENT_STORE } from '../../ledger/ledger.tokens';
import { rejectionException } from '../../ledger/rejections';
import { RecordSaleCommand } from './record-sale.command';
import { SaleDecisions } from './sale-decisions.service';

/** The projections a recorded sale shows in: stock, the inventory reports, the sales table. */
export const SALE_READERS = [STOCK_PROJECTION, INVENTORY_REPORTS_PROJECTION, SALES_PROJECTION] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What recording a sale answers, first time or replayed: the sale as it was recorded (SaleAnswerSchema's fields, and the event data). */
export function saleAnswer(e: RecordedEvent) {
  const sale = e.data as SaleRecordedData;
  return {
    Message: 'Sale Created Successfully',
    SaleId: sale.SaleId,
    Position: e.position,
    Subtotal: sale.Subtotal,
    DiscountAmount: sale.DiscountAmount,
    Total: sale.Total,
    IsRefund: sale.IsRefund,
    SaleKits: sale.SaleKits.map((k) => ({ KitId: k.KitId, Qty: k.Qty, SalePricePerKit: k.SalePricePerKit })),
    SalePayments: sale.SalePayments.map((p) => ({ PaymentMethodId: p.PaymentMethodId, Total: p.Total, VoucherId: p.VoucherId })),
    Sale: sale,
  };
}

/** Records one station sale as SaleRecorded v2: applied once, answered the same every time its SaleId comes back. */
@CommandHandler(RecordSaleCommand)
export class RecordSaleHandler implements ICommandHandler<RecordSaleCommand> {
  constructor(
    private readonly ledger: LedgerWriter,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly decisions: SaleDecisions,
  ) {}

  async execute({ sale, actor, waitForProjections }: RecordSaleCommand) {
    if (typeof sale.SaleId !== 'string' || !UUID.test(sale.SaleId)) throw rejectionException(reject('InvalidSale', 'SaleId must be a GUID', 'SaleId'));
    const stream = saleStream(sale.SaleId);
    // A replay (a station resending its queue) gets the original answer and changes nothing.
    const recorded = await this.store.readStream(stream);
    if (recorded.length) return saleAnswer(recorded[0]!);
    const [decision] = await this.decisions.decideSales([sale], actor);
    if (!decision!.ok) throw rejectionException(decision!.rejection);
    await this.ledger.append(stream, [decision!.event], { expectedRevision: 'any', readBy: waitForProjections ? SALE_READERS : [] });
    // Concurrent sales of the same SaleId store one event: answer from what was stored.
    const stored = await this.store.readStream(stream);
    if (!stored.length) throw rejectionException(reject('SaleIdTaken', 'This SaleId already names a different event: use a new GUID'));
    return saleAnswer(stored[0]!);
  }
}
