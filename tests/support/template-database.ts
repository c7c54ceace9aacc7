import { Client } from 'pg';
import { createDb, withDatabase } from '../../libs/db/src';
import { migrateToLatest } from '../../migrations/src';

/**
 * A jest run's id: its global setup's pid. Its template (`intermission_test_tpl_<run>`) and every
 * database a test file clones from it (`intermission_test_<run>_<random>`) carry it, so runs side by
 * side do not drop each other's, and the run's teardown finds whatever a file left.
 */
export function runId(): string {
  return process.env.INTERMISSION_TEST_RUN ?? String(process.pid);
}

/** Each jest run migrates its own template, so runs side by side do not drop each other's. */
export function templateName(run = runId()): string {
  return process.env.INTERMISSION_TEST_TEMPLATE ?? `intermission_test_tpl_${run}`;
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

/** Drops the databases named, on the server of adminUrl. */
async function dropDatabases(adminUrl: string, names: string[]): Promise<string[]> {
  if (!names.length) return [];
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (const name of names) await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(name)} WITH (FORCE)`);
    return names;
  } finally {
    await admin.end();
  }
}

async function databaseNames(adminUrl: string): Promise<string[]> {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return (await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE 'intermission\\_test\\_%'`)).rows.map((r) => r.datname);
  } finally {
    await admin.end();
  }
}

/** The run of a template's or a test file's database name, when it carries one. */
const runOf = (name: string) => {
  const m = /^intermission_test_(?:tpl_(\d+)|(\d+)_[0-9a-f]+)$/.exec(name);
  return m?.[1] ?? m?.[2];
};

/** Drops every database of this run that is still there: its template, and any a test file did not drop (it failed or timed out). */
export async function dropRunDatabases(adminUrl: string, run: string, template: string): Promise<string[]> {
  const names = await databaseNames(adminUrl);
  return dropDatabases(
    adminUrl,
    names.filter((n) => n === template || runOf(n) === run),
  );
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Drops what earlier runs on this machine left when they were killed before their teardown: the
 * databases of runs whose process is gone. Only on a server on this machine, where a run's id is a
 * pid of this machine's (never on a shared TEST_DATABASE_URL server).
 */
export async function dropDeadRunsDatabases(adminUrl: string): Promise<string[]> {
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(new URL(adminUrl).hostname)) return [];
  const names = await databaseNames(adminUrl);
  return dropDatabases(
    adminUrl,
    names.filter((n) => {
      const run = runOf(n);
      return run !== undefined && Number(run) !== process.pid && !alive(Number(run));
    }),
  );
}
