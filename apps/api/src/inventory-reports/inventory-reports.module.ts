import { Module } from '@nestjs/common';
import { StockModule } from '../stock/stock.module';

/** The inventory reports (document 3 §2, §3): summary, gain/loss, kits sold, drill-down. */
@Module({ imports: [StockModule], controllers: [], providers: [] })
export class InventoryReportsModule {}
