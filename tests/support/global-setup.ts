// The global setup is not run through moduleNameMapper, so it imports the libraries by path.
import fs from 'node:fs';
import path from 'node:path';
import { resolveTestServer, stateFile } from './test-server';
import { buildTemplate, templateName } from './template-database';

export default async function globalSetup(): Promise<void> {
  const { adminUrl, embedded } = await resolveTestServer((l) => process.stderr.write(`${l}\n`));
  const template = templateName();
  await buildTemplate(adminUrl, template);
  fs.mkdirSync(path.dirname(stateFile), { recursive: true });
  fs.writeFileSync(stateFile, JSON.stringify({ adminUrl, template }));
  process.env.INTERMISSION_TEST_ADMIN_URL = adminUrl;
  process.env.INTERMISSION_TEST_TEMPLATE = template;
  (globalThis as { __embeddedPg?: unknown }).__embeddedPg = embedded;
}
