import { Module } from '@nestjs/common';
import { SalesModule } from '../sales/sales.module';
import { SalePushController } from './sale-push.controller';
import { SaleSyncStep } from './sale-sync.step';
import { StationSyncRepository } from './station-sync.repository';
import { StationSyncService } from './station-sync.service';
import { StationsSyncController } from './stations-sync.controller';

/** The stations' sync (issue 14 point 3): the batch call and the single-sale push. */
@Module({
  imports: [SalesModule],
  controllers: [StationsSyncController, SalePushController],
  providers: [StationSyncRepository, StationSyncService, SaleSyncStep],
})
export class SyncModule {}
