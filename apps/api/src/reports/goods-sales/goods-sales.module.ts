import { Module } from '@nestjs/common';
import { KitSalesModule } from '../kit-sales/kit-sales.module';
import { GoodsSalesController } from './goods-sales.controller';
import { GoodsSalesService } from './goods-sales.service';

/** The goods sales report (docs/reports.md "Goods sales report"). */
@Module({ imports: [KitSalesModule], controllers: [GoodsSalesController], providers: [GoodsSalesService] })
export class GoodsSalesModule {}
