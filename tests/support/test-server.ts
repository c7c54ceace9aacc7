import fs from 'node:fs';
import path from 'node:path';
import { canConnect, databaseName, startEmbeddedPostgres, type EmbeddedServer } from '../../libs/db/src';

// Which PostgreSQL the tests use (docs/architecture.md "Tests"): TEST_DATABASE_URL, else the local
// server at 127.0.0.1:5432 when it answers, else an embedded one under .data/test-pg.
const localUrl = 'postgres://postgres@127.0.0.1:5432/postgres';

/** Where a jest run's global setup notes its server and template (one file per run, removed by its teardown). */
export const stateFile = (run: string) => path.resolve(__dirname, `../../.data/test-server-${run}.json`);

export async function resolveTestServer(log: (l: string) => void = () => undefined): Promise<{ adminUrl: string; embedded?: EmbeddedServer }> {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    if (!/test/i.test(databaseName(given))) throw new Error(`Refusing to run tests against "${databaseName(given)}": its name does not say test.`);
    return { adminUrl: given };
  }
  if (await canConnect(localUrl)) return { adminUrl: localUrl };
  log('No PostgreSQL at 127.0.0.1:5432; starting an embedded one for the tests.');
  const embedded = await startEmbeddedPostgres(path.resolve(__dirname, '../../.data/test-pg'), 54330, () => undefined);
  return { adminUrl: embedded.url, embedded };
}

export interface TestServer {
  adminUrl: string;
  template: string;
  /** The run's id (tests/support/template-database.ts): the databases cloned in it carry it. */
  run: string;
}

/** The name of a test file's own database, cloned from its run's template (tests/support/template-database.ts). */
export const cloneName = (run: string, suffix: string) => `intermission_test_${run}_${suffix}`;

/** The server and template the global setup prepared: from the environment it set, else the state file it names. */
export function readTestServer(): TestServer {
  const { INTERMISSION_TEST_ADMIN_URL: adminUrl, INTERMISSION_TEST_TEMPLATE: template, INTERMISSION_TEST_RUN: run } = process.env;
  if (adminUrl && template && run) return { adminUrl, template, run };
  if (run && fs.existsSync(stateFile(run))) return JSON.parse(fs.readFileSync(stateFile(run), 'utf8')) as TestServer;
  throw new Error('No test database server: run the integration specs through jest (its global setup prepares one).');
}
