// A worker process (apps/worker's WorkerModule, BUILT: run `npm run build:server`) whose two export
// entity source is a stand-in, for exports-retry.int.spec.ts: the entities come from the JSON file
// EXPORT_STANDIN_ENTITIES. The posts go through the real QboClient (to the spec's fake QBO), or, with
// EXPORT_STANDIN_QBO_URL, over HTTP to a recording accounting service that answers
// { QbReference, SyncToken, HttpStatus } or an error { message, retryable } with its status. Started with `node -r tests/distributed/die-with-parent.js`.
require('reflect-metadata');
const fs = require('node:fs');
const path = require('node:path');
const root = path.resolve(__dirname, '../..');
const { NestFactory } = require('@nestjs/core');
const { createDb } = require(path.join(root, 'libs/db/dist'));
const { loadConfig } = require(path.join(root, 'apps/api/dist/config/app-config'));
const ports = require(path.join(root, 'apps/api/dist/exports/export-ports'));
const { WorkerModule } = require(path.join(root, 'apps/worker/dist/worker.module'));

async function main() {
  const config = loadConfig(process.env, { runJobs: true, runProjections: false });
  const db = createDb({ connectionString: config.databaseUrl, max: 4, applicationName: 'intermission-export-worker-stand-in' });
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, db), { logger: ['error'] });
  const source = app.get(ports.EXPORT_ENTITY_SOURCE);
  source.entities = async (typeId, from, to) =>
    JSON.parse(fs.readFileSync(process.env.EXPORT_STANDIN_ENTITIES, 'utf8')).filter((e) => e.ExportTypeId === typeId && e.Date >= from && e.Date <= to);
  // Without EXPORT_STANDIN_QBO_URL the worker posts through its real QboClient (to the fake QBO of the spec).
  if (process.env.EXPORT_STANDIN_QBO_URL) {
    const accounting = app.get(ports.ACCOUNTING_SERVICE);
    accounting.connected = async () => true;
    accounting.post = async (entity, requestId, existing) => {
      const res = await fetch(process.env.EXPORT_STANDIN_QBO_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ entity, requestId, existing }),
      });
      const body = await res.json();
      if (!res.ok) throw new ports.AccountingRefusal(body.message, res.status, body.retryable);
      return body;
    };
  }
  process.stdout.write('ready\n');
}

main().catch((err) => {
  process.stderr.write(`${err && err.stack ? err.stack : String(err)}\n`);
  process.exit(1);
});
