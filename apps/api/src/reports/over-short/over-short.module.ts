import { Module } from '@nestjs/common';
import { ReportVenuesModule } from '../venues/report-venues.module';
import { DepositFactsRepository } from '../../deposits/deposit-facts.repository';
import { OverShortController } from './over-short.controller';
import { OverShortRepository } from './over-short.repository';
import { OverShortService } from './over-short.service';
import { SalesDrillDownRepository } from './sales-drill-down.repository';

/** The over/short report (docs/reports.md "Over/short report"); its repositories serve the deposits report too. */
@Module({
  imports: [ReportVenuesModule],
  controllers: [OverShortController],
  providers: [OverShortService, OverShortRepository, SalesDrillDownRepository, DepositFactsRepository],
  exports: [OverShortService, OverShortRepository, SalesDrillDownRepository, DepositFactsRepository],
})
export class OverShortModule {}
