import { Module } from '@nestjs/common';
import { ReportVenuesModule } from '../venues/report-venues.module';
import { MasterTransactionLogController } from './master-transaction-log.controller';
import { MasterTransactionLogRepository } from './master-transaction-log.repository';

/** The master transaction log (document 2 §2, §7): the search and one sale in full. */
@Module({
  imports: [ReportVenuesModule],
  controllers: [MasterTransactionLogController],
  providers: [MasterTransactionLogRepository],
})
export class MasterTransactionLogModule {}
