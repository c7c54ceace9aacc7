import { Module } from '@nestjs/common';
import { CashboxesController } from './cashboxes.controller';
import { CashboxesRepository } from './cashboxes.repository';
import { CashboxFactsRepository } from './commands/cashbox-facts.repository';
import { RecordCashboxHandler } from './commands/record-cashbox.handler';
import { ManagerLogController } from './manager-log.controller';
import { ManagerLogRepository } from './manager-log.repository';
import { ShowCashboxesController } from './show-cashboxes.controller';

/** Cash box logs on the ledger (docs/cashboxes.md), their reads over the cashboxes projection, and the manager log. */
@Module({
  controllers: [CashboxesController, ShowCashboxesController, ManagerLogController],
  providers: [CashboxesRepository, CashboxFactsRepository, RecordCashboxHandler, ManagerLogRepository],
  // The shows feature asks namesShowEvent before deleting a show event.
  exports: [CashboxesRepository],
})
export class CashboxesModule {}
