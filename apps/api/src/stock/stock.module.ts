import { Module } from '@nestjs/common';
import { MovementFactsRepository } from './commands/movement-facts.repository';
import { OrderFactsRepository } from './commands/order-facts.repository';
import { RecordMovementHandler } from './commands/record-movement.handler';
import { RecordOrderHandler } from './commands/record-order.handler';
import { StockLocksRepository } from './commands/stock-locks.repository';
import { StockController } from './stock.controller';
import { StockRepository } from './stock.repository';

/** Stock movements as events on the ledger, and the stock queries over the stock projection. */
@Module({
  controllers: [StockController],
  providers: [StockRepository, MovementFactsRepository, OrderFactsRepository, RecordMovementHandler, RecordOrderHandler, StockLocksRepository],
  exports: [StockRepository, StockLocksRepository],
})
export class StockModule {}
