import { Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { CONFIG } from '../config/config.module';
import { AdvisoryLocks } from '../database/advisory-locks.service';
import { SalesModule } from '../sales/sales.module';
import { SalePushController } from './sale-push.controller';
import { SaleSyncStep } from './sale-sync.step';
import { StationSyncRepository } from './station-sync.repository';
import { STATION_LOCKS, StationSyncService } from './station-sync.service';
import { StationsSyncController } from './stations-sync.controller';

/** The stations' sync (issue 14 point 3): the batch call and the single-sale push. */
@Module({
  imports: [SalesModule],
  controllers: [StationsSyncController, SalePushController],
  providers: [
    StationSyncRepository,
    StationSyncService,
    SaleSyncStep,
    // The station locks on a pool of their own: a sync holds its station's lock while its movements
    // take their venues' locks from the shared pool, which therefore never runs dry of them.
    { provide: STATION_LOCKS, inject: [CONFIG], useFactory: (config: AppConfig) => new AdvisoryLocks(config) },
  ],
})
export class SyncModule {}
