import { Module } from '@nestjs/common';
import { StockModule } from '../../stock/stock.module';
import { LiquorControlController } from './liquor-control.controller';
import { LiquorControlRepository } from './liquor-control.repository';

/** The liquor control report (docs/reports.md "Liquor control report"). */
@Module({
  imports: [StockModule],
  controllers: [LiquorControlController],
  providers: [LiquorControlRepository],
})
export class LiquorControlModule {}
