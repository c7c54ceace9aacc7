import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { createDb, ensureDatabase, startEmbeddedPostgres, withDatabase, type EmbeddedServer } from '@intermission/db';
import { migrateToLatest } from '@intermission/migrations';
import { encryptStoredTheatreTokens } from '../clients/theatres.repository';
import { type AppConfig, loadConfig } from '../config/app-config';
import { DemoUsers, seedDemoOperator, seedReferenceData } from '../seed/demo-operator';
import { seedDemoCoupons, seedDemoPosUsers } from '../seed/people-and-coupons.seed';
import { seedDemoCashboxes } from '../seed/cashboxes.seed';
import { seedDemoDeposits } from '../seed/deposits.seed';
import { seedDemoSales } from '../seed/sales.seed';
import { seedDemoManualSales } from '../seed/manual-sales.seed';
import { seedDemoStock } from '../seed/stock.seed';
import { seedDemoStationQueue } from '../seed/sync.seed';
import { seedDemoExports } from '../seed/exports.seed';
import { startDemoQbo } from '../seed/demo-qbo.seed';
import { createApp } from './create-app';
import { FirstAdministratorCommand, noUserExists } from './first-admin';
import { productionProblems } from './production-check';

export interface RunningServer {
  app: INestApplication;
  config: AppConfig;
  url: string;
  stop(): Promise<void>;
}

const embeddedPort = Number(process.env.EMBEDDED_PG_PORT ?? 54329);

/**
 * The one-command start: DATABASE_URL or embedded PostgreSQL under .data/, migrations, the demo
 * operator on first start, then the API and the web app on one port.
 */
export async function runServer(overrides: Partial<AppConfig> = {}, options: { seedDemo?: boolean; quiet?: boolean } = {}): Promise<RunningServer> {
  const config = loadConfig(process.env, overrides);
  const say = options.quiet ? () => undefined : (line: string) => process.stdout.write(`${line}\n`);
  let embedded: EmbeddedServer | undefined;
  if (!config.databaseUrl) {
    say(`Starting embedded PostgreSQL (data in ${path.join(config.dataDir, 'pg')}) ...`);
    embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'), embeddedPort);
    config.databaseUrl = withDatabase(embedded.url, 'intermission');
  }
  try {
    await ensureDatabase(config.databaseUrl);
    const db = createDb({ connectionString: config.databaseUrl, max: 20 });
    const applied = await migrateToLatest(db);
    if (applied.length) say(`Applied migrations: ${applied.join(', ')}`);
    await seedReferenceData(db);
    if (config.production) {
      const problems = await productionProblems(config, db);
      if (problems.length) {
        await db.destroy();
        throw new Error(`Refusing to start with NODE_ENV=production: ${problems.join('; ')}. Set the secrets and change the demo passwords first.`);
      }
    }
    const encrypted = await encryptStoredTheatreTokens(db, config.tokenEncryptionKeys);
    if (encrypted) say(`Encrypted the payment tokens of ${encrypted} theatres under the current TOKEN_ENCRYPTION_KEY.`);
    const seeded = !config.production && options.seedDemo !== false && (await seedDemoOperator(db));
    if (seeded) say('Seeded the demo operator.');
    const nobody = await noUserExists(db);
    const app = await createApp(config, db, { ownsDb: true, logger: !options.quiet });
    // Demo stock and sales go through the commands, which wait for the projections they read; the
    // server listens only once they are in, so the first page (and /api/health) sees them.
    await app.init();
    // The demo's QuickBooks company: a local fake, started with the server whenever the settings are not another company's.
    const demoQbo = !config.production && options.seedDemo !== false ? await startDemoQbo(app, db) : null;
    if (demoQbo) say(`The demo's QuickBooks company is a local fake at ${demoQbo.url} (the export settings point at it).`);
    if (seeded) {
      const posUsers = [...(await seedDemoPosUsers(app, db)).values()].flat().length;
      say(`Seeded ${posUsers} demo POS users and ${await seedDemoCoupons(db)} coupons.`);
    }
    if (seeded && config.runProjections) {
      // One moment for both, so their three weeks are the same days.
      const now = new Date();
      say(`Recorded ${await seedDemoStock(app, db, now)} demo stock movements.`);
      say(`Recorded ${await seedDemoSales(app, db, now)} demo deliveries, sales and counts at the stands.`);
      const cash = await seedDemoCashboxes(app, db, now);
      say(`Recorded ${cash.counts} demo cash box counts (${cash.endCountsPosted} end counts posted) and ${cash.managerLogs} manager logs.`);
      say(`Recorded ${await seedDemoManualSales(app, db, now)} demo manual sales and refunds.`);
      say(`Synced a station's late queue: ${await seedDemoStationQueue(app, db, now)} items applied.`);
      // Last: the deposits close the show events' money (after sales, cash boxes and petty cash).
      say(`Posted ${await seedDemoDeposits(app, db, now)} demo deposits.`);
      say(`Ran ${await seedDemoExports(app, db, now, demoQbo)} demo exports (one of each type, posted to the demo's QuickBooks company).`);
    }
    await app.listen(config.port, '0.0.0.0');
    const url = `http://localhost:${config.port}`;
    say('');
    say(`Intermission is running at ${url}  (API ${url}/api/v1, docs ${url}/api/docs)`);
    if (!config.production) say(`Demo sign-ins: ${DemoUsers.map((u) => `${u.Username} / ${u.Password}`).join(', ')}`);
    if (nobody) say(`No user exists yet, so nobody can sign in. Create the first administrator (once) with:\n  ${FirstAdministratorCommand}`);
    say('Press Ctrl-C to stop.');
    return {
      app,
      config,
      url,
      async stop() {
        await app.close();
        await demoQbo?.close();
        await embedded?.stop();
      },
    };
  } catch (err) {
    await embedded?.stop();
    throw err;
  }
}
