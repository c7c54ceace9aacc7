import { Module } from '@nestjs/common';
import { OverShortModule } from '../over-short/over-short.module';
import { ReportVenuesModule } from '../venues/report-venues.module';
import { DepositsReportController } from './deposits-report.controller';
import { DepositsReportRepository } from './deposits-report.repository';
import { DepositsReportService } from './deposits-report.service';

/** The deposits report (docs/reports.md "Deposits report"), on the over/short report's reads and drill-down. */
@Module({
  imports: [OverShortModule, ReportVenuesModule],
  controllers: [DepositsReportController],
  providers: [DepositsReportService, DepositsReportRepository],
})
export class DepositsReportModule {}
