import fs from 'node:fs';
import type { EmbeddedServer } from '../../libs/db/src';
import { dropRunDatabases } from './template-database';
import { stateFile } from './test-server';

/** Drops the run's template and any database a test file left (it failed or timed out before its afterAll), and the run's state file. */
export default async function globalTeardown(): Promise<void> {
  const { INTERMISSION_TEST_ADMIN_URL: url, INTERMISSION_TEST_TEMPLATE: template, INTERMISSION_TEST_RUN: run } = process.env;
  if (url && template && run) {
    const left = await dropRunDatabases(url, run, template).catch(
      (err: Error) => (process.stderr.write(`Dropping the test databases failed: ${err.message}\n`), []),
    );
    const files = left.filter((n) => n !== template);
    if (files.length) process.stderr.write(`Dropped ${files.length} test database(s) a test file left: ${files.join(', ')}\n`);
    fs.rmSync(stateFile(run), { force: true });
  }
  const embedded = (globalThis as { __embeddedPg?: EmbeddedServer }).__embeddedPg;
  if (embedded) await embedded.stop();
}
