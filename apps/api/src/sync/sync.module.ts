import { Module } from '@nestjs/common';
import { SalePushController } from './sale-push.controller';
import { STATION_SALE_DECIDER, SaleSyncStep } from './sale-sync.step';
import { StationSyncRepository } from './station-sync.repository';
import { StationSyncService } from './station-sync.service';
import { StationsSyncController } from './stations-sync.controller';
import { reject } from '@intermission/domain';

/** The stations' sync (issue 14 point 3): the batch call and the single-sale push. */
@Module({
  controllers: [StationsSyncController, SalePushController],
  providers: [
    StationSyncRepository,
    StationSyncService,
    SaleSyncStep,
    // Until the sales feature's batch decide is merged.
    {
      provide: STATION_SALE_DECIDER,
      useValue: { decideSales: async (s: unknown[]) => s.map(() => reject('SaleForbidden', 'Station sales are not decided yet')) },
    },
  ],
})
export class SyncModule {}
