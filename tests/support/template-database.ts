import { Client } from 'pg';
import { createDb, withDatabase } from '../../libs/db/src';
import { migrateToLatest } from '../../migrations/src';

/** Each jest run migrates its own template, so runs side by side do not drop each other's. */
export function templateName(): string {
  return process.env.INTERMISSION_TEST_TEMPLATE ?? `intermission_test_tpl_${process.pid}`;
}

/** Drops and re-creates the migrated template that every test database is cloned from. */
export async function buildTemplate(adminUrl: string, name = templateName()): Promise<void> {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const db = createDb({ connectionString: withDatabase(adminUrl, name), max: 1 });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
}

export async function dropTemplate(adminUrl: string, name: string): Promise<void> {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
