import { Module } from '@nestjs/common';
import { ReportVenuesModule } from '../venues/report-venues.module';
import { ShowEventsController } from './show-events.controller';
import { ShowEventsRepository } from './show-events.repository';

/** POST sales/showEvents, and the show events' names the sales reports share (docs/reports.md "Show events search"). */
@Module({
  imports: [ReportVenuesModule],
  controllers: [ShowEventsController],
  providers: [ShowEventsRepository],
  exports: [ShowEventsRepository],
})
export class ShowEventsReportModule {}
