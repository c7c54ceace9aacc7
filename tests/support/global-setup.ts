// The global setup is not run through moduleNameMapper, so it imports the libraries by path.
import fs from 'node:fs';
import path from 'node:path';
import { resolveTestServer, stateFile } from './test-server';
import { buildTemplate, dropDeadRunsDatabases, runId, templateName } from './template-database';
import { candidateRedisUrl, redisAnswers } from './test-redis';

export default async function globalSetup(): Promise<void> {
  const { adminUrl, embedded } = await resolveTestServer((l) => process.stderr.write(`${l}\n`));
  // What runs killed before their teardown left on this machine's server.
  const stale = await dropDeadRunsDatabases(adminUrl);
  if (stale.length) process.stderr.write(`Dropped ${stale.length} test database(s) of earlier runs that were killed: ${stale.join(', ')}\n`);
  const run = runId();
  const template = templateName(run);
  await buildTemplate(adminUrl, template);
  fs.mkdirSync(path.dirname(stateFile(run)), { recursive: true });
  fs.writeFileSync(stateFile(run), JSON.stringify({ adminUrl, template, run }));
  process.env.INTERMISSION_TEST_ADMIN_URL = adminUrl;
  process.env.INTERMISSION_TEST_TEMPLATE = template;
  process.env.INTERMISSION_TEST_RUN = run;
  // The specs that need Redis run when it answers here, and are reported skipped otherwise.
  const redisUrl = candidateRedisUrl();
  if (await redisAnswers(redisUrl)) process.env.INTERMISSION_TEST_REDIS_URL = redisUrl;
  else process.stderr.write(`Redis does not answer at ${redisUrl}: the specs that need it are skipped.\n`);
  (globalThis as { __embeddedPg?: unknown }).__embeddedPg = embedded;
}
