import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Pool } from 'pg';
import type { EventStore } from '@intermission/eventstore';
import { type Projection, type ProjectionRunner, createProjectionRunner } from '@intermission/projections';
import type { AppConfig } from '../config/app-config';
import { InjectConfig } from '../config/config.module';
import { InjectEventStore, InjectLedgerPool, InjectProjections } from './ledger.tokens';

/** Runs the projection runner in this process (the API in one-process mode, apps/worker otherwise). */
@Injectable()
export class ProjectionsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Projections');
  private runner?: ProjectionRunner;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    @InjectLedgerPool() private readonly pool: Pool,
    @InjectEventStore() private readonly store: EventStore,
    @InjectProjections() private readonly projections: Projection[],
  ) {}

  onApplicationBootstrap() {
    if (!this.config.runProjections) return;
    this.runner = createProjectionRunner({ pool: this.pool, store: this.store, projections: this.projections, log: (line) => this.logger.log(line) });
    this.runner.start();
  }

  async onApplicationShutdown() {
    const runner = this.runner;
    this.runner = undefined;
    await runner?.stop();
  }
}
