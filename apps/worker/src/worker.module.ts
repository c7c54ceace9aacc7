import { type DynamicModule, Module } from '@nestjs/common';
import type { Db } from '@intermission/db';
import type { AppConfig } from '@intermission/api/config/app-config';
import { ConfigModule } from '@intermission/api/config/config.module';
import { DatabaseModule } from '@intermission/api/database/database.module';
import { JobsModule } from '@intermission/api/jobs/jobs.module';
import { LedgerModule } from '@intermission/api/ledger/ledger.module';
import { ExportsModule } from '@intermission/api/exports/exports.module';

/** The distributed mode's worker: the job processors consuming BullMQ queues (the exports' runner among them), and the projection runner. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig, db: Db): DynamicModule {
    return { module: WorkerModule, imports: [ConfigModule.forRoot(config), DatabaseModule.forRoot(db, true), JobsModule, LedgerModule, ExportsModule] };
  }
}
