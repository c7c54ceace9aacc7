import fs from 'node:fs';
import path from 'node:path';
import { canConnect, databaseName, startEmbeddedPostgres, type EmbeddedServer } from '../../libs/db/src';

// Which PostgreSQL the tests use (ARCHITECTURE §11): TEST_DATABASE_URL, else the local server
// at 127.0.0.1:5432 when it answers, else an embedded one under .data/test-pg.
export const stateFile = path.resolve(__dirname, '../../.data/test-server.json');
const localUrl = 'postgres://postgres@127.0.0.1:5432/postgres';

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

/** The server and template the global setup prepared (from the environment, else its state file). */
export function readTestServer(): { adminUrl: string; template: string } {
  const { INTERMISSION_TEST_ADMIN_URL: adminUrl, INTERMISSION_TEST_TEMPLATE: template } = process.env;
  if (adminUrl && template) return { adminUrl, template };
  return JSON.parse(fs.readFileSync(stateFile, 'utf8')) as { adminUrl: string; template: string };
}
