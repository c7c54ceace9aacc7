import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { createDb, withDatabase, type Db } from '@intermission/db';
import { cloneName, readTestServer } from './test-server';

export interface TestDatabase {
  url: string;
  db: Db;
  drop(): Promise<void>;
}

/**
 * A database of this test file's own, cloned from the migrated template (immich's medium tests).
 * Call in beforeAll and drop in afterAll.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const { adminUrl, template, run } = readTestServer();
  const name = cloneName(run, randomBytes(5).toString('hex'));
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(adminUrl, name);
  const db = createDb({ connectionString: url, max: 5 });
  return {
    url,
    db,
    async drop() {
      await db.destroy();
      const c = new Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}
