import { Global, Module } from '@nestjs/common';
import { DepositGuard } from './deposit-guard.service';

/** Deposits of show events (document 2 §2, §3, §4, §7; docs/deposits.md). Global: the guard closes sales, petty cash and cash boxes. */
@Global()
@Module({
  providers: [DepositGuard],
  exports: [DepositGuard],
})
export class DepositsModule {}
