import { Module } from '@nestjs/common';
import { RecordWithdrawalHandler } from './commands/record-withdrawal.handler';
import { PettyCashController } from './petty-cash.controller';
import { PettyCashRepository } from './petty-cash.repository';

/** Petty cash withdrawals of a theatre: events on the ledger, read from the petty_cash projection. */
@Module({
  controllers: [PettyCashController],
  providers: [PettyCashRepository, RecordWithdrawalHandler],
})
export class PettyCashModule {}
