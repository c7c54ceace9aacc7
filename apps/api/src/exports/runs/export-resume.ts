import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { InjectDb } from '../../database/database.module';
import type { Db } from '@intermission/db';
import { JobQueue } from '../../jobs/job-queue.service';

/**
 * In-process jobs (no REDIS_URL) die with their process: at start, the runs it left Queued or Running
 * are queued again (the runner picks up where they stopped). Under BullMQ the stalled job does this.
 */
@Injectable()
export class ExportResume implements OnApplicationBootstrap {
  constructor(
    @InjectConfig() private readonly config: AppConfig,
    @InjectDb() private readonly db: Db,
    private readonly jobs: JobQueue,
  ) {}

  async onApplicationBootstrap() {
    if (this.config.redisUrl || !this.config.runJobs) return;
    const left = await this.db.selectFrom('app.exports').select('Id').where('Status', 'in', ['Queued', 'Running']).orderBy('Id').execute();
    for (const { Id } of left) await this.jobs.enqueue('exports', { kind: 'run', exportId: Id }, `export-${Id}`);
  }
}
