import { Module } from '@nestjs/common';
import { StockModule } from '../stock/stock.module';
import { DrillDownRepository } from './drill-down.repository';
import { InventoryReportsController } from './inventory-reports.controller';
import { InventoryReportsRepository } from './inventory-reports.repository';
import { InventoryReportsService } from './inventory-reports.service';

/** The inventory reports (document 3 §2, §3): summary, gain/loss, kits sold, drill-down. */
@Module({
  imports: [StockModule],
  controllers: [InventoryReportsController],
  providers: [InventoryReportsService, InventoryReportsRepository, DrillDownRepository],
  exports: [InventoryReportsService],
})
export class InventoryReportsModule {}
