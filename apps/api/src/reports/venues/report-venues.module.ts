import { Module } from '@nestjs/common';
import { StockModule } from '../../stock/stock.module';
import { ReportVenues } from './report-venues.service';

/** The venue scope every sales and financial report reads through. */
@Module({
  imports: [StockModule],
  providers: [ReportVenues],
  exports: [ReportVenues],
})
export class ReportVenuesModule {}
