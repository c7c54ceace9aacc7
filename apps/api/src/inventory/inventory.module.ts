import { Module } from '@nestjs/common';
import { StockModule } from '../stock/stock.module';
import { InventoryQueriesController } from './inventory-queries.controller';
import { InventoryQueriesRepository } from './inventory-queries.repository';

/** The read-only inventory queries over the stock projection (locations, destinations, par values, venue stock). */
@Module({ imports: [StockModule], controllers: [InventoryQueriesController], providers: [InventoryQueriesRepository] })
export class InventoryModule {}
