import { Module } from '@nestjs/common';
import { StockModule } from '../stock/stock.module';
import { SaleChecksRepository } from './checks/sale-checks.repository';
import { UnprojectedSales } from './checks/unprojected-sales.service';
import { RecordSaleHandler } from './commands/record-sale.handler';
import { SaleDecisions } from './commands/sale-decisions.service';
import { SaleFactsRepository } from './commands/sale-facts.repository';
import { ManualSaleCheck } from './manual/manual-sale-check.service';
import { ManualSaleFactsRepository } from './manual/manual-sale-facts.repository';
import { RecordManualSaleHandler } from './manual/record-manual-sale.handler';
import { SalesLookupsRepository } from './sales-lookups.repository';
import { SalesController } from './sales.controller';

/**
 * Sales on the ledger (document 2 §3 "Sale", docs/sales.md): station sales (RecordSaleCommand, and
 * SaleDecisions for the stations' batch call), manual sales and their checks, the sale entry's lookups.
 */
@Module({
  imports: [StockModule],
  controllers: [SalesController],
  providers: [
    SaleFactsRepository,
    SaleDecisions,
    RecordSaleHandler,
    UnprojectedSales,
    SaleChecksRepository,
    ManualSaleFactsRepository,
    ManualSaleCheck,
    RecordManualSaleHandler,
    SalesLookupsRepository,
  ],
  exports: [SaleDecisions],
})
export class SalesModule {}
