import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CountSaleEventTypes, SaleMessages, saleStream } from '@intermission/contracts';
import { type ManualSaleCommand, decideManualSale, reject } from '@intermission/domain';
import type { EventStore } from '@intermission/eventstore';
import { STOCK_PROJECTION } from '@intermission/projections';
import { DepositGuard } from '../../deposits/deposit-guard.service';
import { LedgerWriter } from '../../ledger/ledger-writer.service';
import { EVENT_STORE } from '../../ledger/ledger.tokens';
import { rejectionException } from '../../ledger/rejections';
import { StockLocksRepository, type VenueTurn } from '../../stock/commands/stock-locks.repository';
import { SaleChecksRepository } from '../checks/sale-checks.repository';
import { SALE_READERS, saleAnswer } from '../commands/record-sale.handler';
import { ManualSaleFactsRepository } from './manual-sale-facts.repository';
import { RecordManualSaleCommand } from './record-manual-sale.command';

/**
 * A sale entered by hand (document 2 §2 "Sales entry", §4 "Sale entry", §5): decided by
 * decideManualSale, checked for a duplicate or negative sale unless forced, refused once the show
 * event's deposit is posted, appended once under its GUID. With reduceInventory the decision holds
 * its venue's stock lock (as a count does), so two sales cannot both take the last of a good.
 */
@CommandHandler(RecordManualSaleCommand)
export class RecordManualSaleHandler implements ICommandHandler<RecordManualSaleCommand> {
  constructor(
    private readonly facts: ManualSaleFactsRepository,
    private readonly checks: SaleChecksRepository,
    private readonly deposits: DepositGuard,
    private readonly ledger: LedgerWriter,
    private readonly locks: StockLocksRepository,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ body, flags, actor }: RecordManualSaleCommand) {
    if (!body.SaleId) throw rejectionException(reject('InvalidSale', 'SaleId must be a GUID from GET guid/{n}', 'SaleId'));
    const stream = saleStream(body.SaleId);
    // The same SaleId again (a double click, a retry after a lost answer): the first answer, nothing new.
    const recorded = await this.store.readStream(stream);
    if (recorded.length) return saleAnswer(recorded[0]!);
    const command: ManualSaleCommand = { body, saleId: body.SaleId, reduceInventory: flags.reduceInventory, postShowStart: flags.postShowStart };
    const location = flags.reduceInventory ? await this.facts.inventoryLocation(body.SalesLocationId) : undefined;
    const record = (turn: VenueTurn | null) => this.record(command, flags.forced, stream, actor, turn);
    return location === undefined ? record(null) : this.locks.serialised([location], record);
  }

  private async record(command: ManualSaleCommand, forced: boolean, stream: string, actor: RecordManualSaleCommand['actor'], turn: VenueTurn | null) {
    // On hand must include the stock decision made here before this one (see StockLocksRepository).
    if (turn?.last) await this.ledger.awaitProjected([STOCK_PROJECTION], turn.last);
    const { date, facts } = await this.facts.load(command, actor);
    const decided = decideManualSale(command, date, facts);
    if (!decided.ok) throw rejectionException(decided);
    const sale = decided.value;
    if (!forced) {
      // §4: "Saving checks for duplicate and negative sales and may ask for confirmation".
      const found = await this.checks.check(sale);
      if (found.IsDuplicateSale) throw rejectionException(reject('DuplicateOrNegativeSale', SaleMessages.DuplicateSale));
      if (found.IsNegativeSale) throw rejectionException(reject('DuplicateOrNegativeSale', SaleMessages.NegativeSale));
    }
    // §4: after the deposit is posted, no more manual sales for its show event (read from its stream, just before the append).
    await this.deposits.refuseIfPosted(sale.ShowEvent?.Id, 'manual sales');
    await this.ledger.append(
      stream,
      [{ id: sale.SaleId, type: CountSaleEventTypes.SaleRecorded, data: sale, metadata: { userId: actor.userId, correlationId: sale.SaleId } }],
      { expectedRevision: 'any', readBy: SALE_READERS, onAppended: (written) => turn?.appended(written.position) },
    );
    // Concurrent posts of the same SaleId store one event: answer from what was stored.
    const stored = await this.store.readStream(stream);
    if (!stored.length) throw rejectionException(reject('SaleIdTaken', 'This SaleId already names a different event: use a new GUID'));
    return saleAnswer(stored[0]!);
  }
}
