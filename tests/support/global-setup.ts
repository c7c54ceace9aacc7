// The global setup is not run through moduleNameMapper, so it imports the libraries by path.
import fs from 'node:fs';
import path from 'node:path';
import { resolveTestServer, stateFile } from './test-server';
import { buildTemplate, templateName } from './template-database';
import { candidateRedisUrl, redisAnswers } from './test-redis';

export default async function globalSetup(): Promise<void> {
  const { adminUrl, embedded } = await resolveTestServer((l) => process.stderr.write(`${l}\n`));
  const template = templateName();
  await buildTemplate(adminUrl, template);
  fs.mkdirSync(path.dirname(stateFile), { recursive: true });
  fs.writeFileSync(stateFile, JSON.stringify({ adminUrl, template }));
  process.env.INTERMISSION_TEST_ADMIN_URL = adminUrl;
  process.env.INTERMISSION_TEST_TEMPLATE = template;
  // The specs that need Redis run when it answers here, and are reported skipped otherwise.
  const redisUrl = candidateRedisUrl();
  if (await redisAnswers(redisUrl)) process.env.INTERMISSION_TEST_REDIS_URL = redisUrl;
  else process.stderr.write(`Redis does not answer at ${redisUrl}: the specs that need it are skipped.\n`);
  (globalThis as { __embeddedPg?: unknown }).__embeddedPg = embedded;
}
