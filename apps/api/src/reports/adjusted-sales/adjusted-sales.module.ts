import { Module } from '@nestjs/common';
import { KitSalesModule } from '../kit-sales/kit-sales.module';
import { AdjustedSalesController } from './adjusted-sales.controller';

/** The managed (adjusted) sales report (docs/reports.md "Managed sales report"). */
@Module({ imports: [KitSalesModule], controllers: [AdjustedSalesController] })
export class AdjustedSalesModule {}
