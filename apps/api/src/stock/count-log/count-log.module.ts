import { Module } from '@nestjs/common';
import { StockModule } from '../stock.module';
import { CountLogController } from './count-log.controller';
import { CountLogRepository } from './count-log.repository';

/** The inventory count log and end-of-day status. */
@Module({ imports: [StockModule], controllers: [CountLogController], providers: [CountLogRepository] })
export class CountLogModule {}
