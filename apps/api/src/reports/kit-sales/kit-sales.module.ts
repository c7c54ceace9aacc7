import { Module } from '@nestjs/common';
import { ReportVenuesModule } from '../venues/report-venues.module';
import { KitSalesController } from './kit-sales.controller';
import { KitSalesService } from './kit-sales.service';
import { SalesReportScopeService } from './sales-report-scope.service';
import { SalesReportsRepository } from './sales-reports.repository';

/** The kit sales report and the sales reads the goods and managed sales reports share. */
@Module({
  imports: [ReportVenuesModule],
  controllers: [KitSalesController],
  providers: [KitSalesService, SalesReportScopeService, SalesReportsRepository],
  exports: [SalesReportScopeService, SalesReportsRepository],
})
export class KitSalesModule {}
