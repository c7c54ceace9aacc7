import { Module } from '@nestjs/common';
import { StockModule } from '../stock.module';
import { PatronsRoomReportController } from './patrons-room-report.controller';
import { PatronsRoomReportRepository } from './patrons-room-report.repository';
import { PatronsRoomController } from './patrons-room.controller';
import { PatronsRoomRepository } from './patrons-room.repository';

/** Patrons room revenue per month and the Patrons Room Transfer Report (document 3 §3, §7). */
@Module({
  imports: [StockModule],
  controllers: [PatronsRoomController, PatronsRoomReportController],
  providers: [PatronsRoomRepository, PatronsRoomReportRepository],
})
export class PatronsRoomModule {}
