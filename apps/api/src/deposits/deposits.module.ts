import { Global, Module } from '@nestjs/common';
import { PostDepositHandler } from './commands/post-deposit.handler';
import { DepositFactsRepository } from './deposit-facts.repository';
import { DepositGuard } from './deposit-guard.service';
import { DepositsController } from './deposits.controller';
import { DepositsRepository } from './deposits.repository';

/** Deposits of show events (document 2 §2, §3, §4, §7; docs/deposits.md). Global: the guard closes sales, petty cash and cash boxes. */
@Global()
@Module({
  controllers: [DepositsController],
  providers: [DepositGuard, DepositsRepository, DepositFactsRepository, PostDepositHandler],
  exports: [DepositGuard, DepositsRepository],
})
export class DepositsModule {}
