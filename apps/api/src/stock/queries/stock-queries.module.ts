import { Module } from '@nestjs/common';
import { StockModule } from '../stock.module';
import { StockQueriesController } from './stock-queries.controller';
import { StockQueriesRepository } from './stock-queries.repository';

/** The read-only inventory queries over the stock projection (locations, destinations, par values, venue stock). */
@Module({ imports: [StockModule], controllers: [StockQueriesController], providers: [StockQueriesRepository] })
export class StockQueriesModule {}
