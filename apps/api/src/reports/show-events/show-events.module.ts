import { Module } from '@nestjs/common';
import { StockModule } from '../../stock/stock.module';
import { ReportVenues } from './report-venues.service';
import { ShowEventsController } from './show-events.controller';
import { ShowEventsRepository } from './show-events.repository';

/** POST sales/showEvents, and the venue scope and names the sales reports share (docs/reports.md "Show events search"). */
@Module({
  imports: [StockModule],
  controllers: [ShowEventsController],
  providers: [ReportVenues, ShowEventsRepository],
  exports: [ReportVenues, ShowEventsRepository],
})
export class ShowEventsReportModule {}
