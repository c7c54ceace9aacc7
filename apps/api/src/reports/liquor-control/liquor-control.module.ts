import { Module } from '@nestjs/common';
import { ReportVenuesModule } from '../venues/report-venues.module';
import { LiquorControlController } from './liquor-control.controller';
import { LiquorControlRepository } from './liquor-control.repository';

/** The liquor control report (docs/reports.md "Liquor control report"). */
@Module({
  imports: [ReportVenuesModule],
  controllers: [LiquorControlController],
  providers: [LiquorControlRepository],
})
export class LiquorControlModule {}
