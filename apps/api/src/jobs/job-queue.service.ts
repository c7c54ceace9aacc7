import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { Queue, Worker } from 'bullmq';
import type { AppConfig } from '../config/app-config';
import { InjectConfig } from '../config/config.module';
import { EmailJob } from './email.job';
import { ExportJob } from './export.job';
import { type JobAttempt, type JobPayloads, type QueueName, Queues } from './job-names';

const attempts = 5;
const backoffMs = 1000;

/**
 * Jobs go through BullMQ when REDIS_URL is set, else run in this process with the same retries.
 * With RUN_JOBS=false this process only enqueues and apps/worker consumes.
 */
@Injectable()
export class JobQueue implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly queues = new Map<QueueName, Queue>();
  private readonly workers: Worker[] = [];
  private readonly running = new Set<Promise<void>>();

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly email: EmailJob,
    private readonly moduleRef: ModuleRef,
  ) {}

  // ExportJob lives in ExportsModule (it needs the export runner, which needs this queue's module): found when a job comes.
  private processors(): { [K in QueueName]: (payload: JobPayloads[K], job: JobAttempt) => Promise<void> } {
    return {
      email: (p) => this.email.run(p),
      exports: (p, job) => this.moduleRef.get(ExportJob, { strict: false }).run(p, job),
    };
  }

  private connection() {
    const url = new URL(this.config.redisUrl!);
    return {
      host: url.hostname,
      port: Number(url.port || 6379),
      password: url.password || undefined,
      db: Number(url.pathname.slice(1) || 0),
      maxRetriesPerRequest: null,
    };
  }

  onModuleInit() {
    if (!this.config.redisUrl) return;
    for (const name of Object.values(Queues)) {
      this.queues.set(name, new Queue(name, { connection: this.connection(), prefix: this.config.queuePrefix }));
      if (this.config.runJobs) {
        const processor = this.processors()[name] as (payload: unknown, job: JobAttempt) => Promise<void>;
        this.workers.push(
          new Worker(name, (job) => processor(job.data, { attempt: job.attemptsMade + 1, final: job.attemptsMade + 1 >= (job.opts.attempts ?? 1) }), {
            connection: this.connection(),
            prefix: this.config.queuePrefix,
            concurrency: 2,
            // A worker killed mid-job leaves it stalled; another takes it back after about this long.
            lockDuration: this.config.jobLockMs,
            stalledInterval: this.config.jobLockMs,
            maxStalledCount: 2,
          }),
        );
      }
    }
  }

  async enqueue<K extends QueueName>(name: K, payload: JobPayloads[K], jobId: string): Promise<void> {
    const queue = this.queues.get(name);
    if (queue) {
      await queue.add(name, payload, { jobId, attempts, backoff: { type: 'exponential', delay: backoffMs }, removeOnComplete: 1000, removeOnFail: 5000 });
      return;
    }
    const task = this.runInProcess(name, payload, jobId).finally(() => this.running.delete(task));
    this.running.add(task);
  }

  private async runInProcess<K extends QueueName>(name: K, payload: JobPayloads[K], jobId: string): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.processors()[name](payload, { attempt, final: attempt >= attempts });
        return;
      } catch (err) {
        this.logger.warn(`Job ${name} ${jobId} failed (attempt ${attempt} of ${attempts}): ${(err as Error).message}`);
        if (attempt >= attempts) return;
        await new Promise((r) => setTimeout(r, backoffMs * 2 ** (attempt - 1)));
      }
    }
  }

  async onApplicationShutdown() {
    await Promise.allSettled([...this.running]);
    await Promise.all(this.workers.map((w) => w.close()));
    await Promise.all([...this.queues.values()].map((q) => q.close()));
  }
}
