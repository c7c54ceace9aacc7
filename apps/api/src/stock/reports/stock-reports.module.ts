import { Module } from '@nestjs/common';
import { StockModule } from '../stock.module';
import { DrillDownRepository } from './drill-down.repository';
import { StockReportsController } from './stock-reports.controller';
import { StockReportsRepository } from './stock-reports.repository';
import { StockReportsService } from './stock-reports.service';

/** The inventory reports (document 3 §2, §3): summary, gain/loss, kits sold, drill-down. */
@Module({
  imports: [StockModule],
  controllers: [StockReportsController],
  providers: [StockReportsService, StockReportsRepository, DrillDownRepository],
  exports: [StockReportsService],
})
export class StockReportsModule {}
