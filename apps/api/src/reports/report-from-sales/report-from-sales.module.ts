import { Module } from '@nestjs/common';
import { SalesReconciliationModule } from '../sales-reconciliation/sales-reconciliation.module';
import { ReportFromSalesController } from './report-from-sales.controller';
import { ReportFromSalesRepository } from './report-from-sales.repository';

/** POST sales/reportFromSales (docs/reports.md "Sales per sales location and show event (reportFromSales)"); the filter's checks are the reconciliation's. */
@Module({
  imports: [SalesReconciliationModule],
  controllers: [ReportFromSalesController],
  providers: [ReportFromSalesRepository],
})
export class ReportFromSalesModule {}
