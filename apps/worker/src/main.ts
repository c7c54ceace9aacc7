import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { createDb } from '@intermission/db';
import { loadConfig } from '@intermission/api/config/app-config';
import { WorkerModule } from './worker.module';

async function main() {
  const config = loadConfig(process.env, { runJobs: true, runProjections: process.env.RUN_PROJECTIONS !== 'false' });
  if (!config.redisUrl || !config.databaseUrl)
    throw new Error('The worker needs REDIS_URL and DATABASE_URL (the one-process start runs jobs in the API instead).');
  const db = createDb({ connectionString: config.databaseUrl, max: 10, applicationName: 'intermission-worker' });
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, db));
  app.enableShutdownHooks();
  new Logger('Worker').log(`Consuming job queues${config.runProjections ? ' and running the projections' : ''}.`);
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
