import { Module } from '@nestjs/common';
import { ShowEventsReportModule } from '../show-events/show-events.module';
import { ReportVenuesModule } from '../venues/report-venues.module';
import { SalesReconciliationController } from './sales-reconciliation.controller';
import { SalesReconciliationRepository } from './sales-reconciliation.repository';
import { SalesReconciliationService } from './sales-reconciliation.service';

/** POST sales/salesReport, its files and drill-down (docs/reports.md "Sales reconciliation report"). */
@Module({
  imports: [ShowEventsReportModule, ReportVenuesModule],
  controllers: [SalesReconciliationController],
  providers: [SalesReconciliationService, SalesReconciliationRepository],
  exports: [SalesReconciliationService, SalesReconciliationRepository],
})
export class SalesReconciliationModule {}
