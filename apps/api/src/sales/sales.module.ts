import { Module } from '@nestjs/common';
import { StockModule } from '../stock/stock.module';
import { RecordSaleHandler } from './commands/record-sale.handler';
import { SaleDecisions } from './commands/sale-decisions.service';
import { SaleFactsRepository } from './commands/sale-facts.repository';

/** Sales recorded on the ledger (document 2 §3 "Sale"): RecordSaleCommand; the sale posting call comes with its own issue. */
@Module({ imports: [StockModule], providers: [SaleFactsRepository, SaleDecisions, RecordSaleHandler], exports: [SaleDecisions] })
export class SalesModule {}
