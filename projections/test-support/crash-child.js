// A process to SIGKILL, for the crash tests: loads the TypeScript sources through @swc/core (no build
// needed) and either runs a deliberately slow stream-totals projection (`project`, the default) or
// appends batches from four concurrent writers, printing each acknowledged append (`append`).
const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');
const swc = require('@swc/core');

const root = path.resolve(__dirname, '../..');
const sources = {
  '@intermission/eventstore': 'libs/eventstore/src/index.ts',
  '@intermission/db': 'libs/db/src/index.ts',
  '@intermission/contracts': 'libs/contracts/src/index.ts',
  '@intermission/domain': 'libs/domain/src/index.ts',
  '@intermission/projections': 'projections/src/index.ts',
};
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  if (sources[request]) return path.join(root, sources[request]);
  if (parent && parent.filename && parent.filename.endsWith('.ts') && request.startsWith('.')) {
    const base = path.resolve(path.dirname(parent.filename), request);
    for (const c of [`${base}.ts`, path.join(base, 'index.ts')]) if (fs.existsSync(c)) return c;
  }
  return resolve.call(this, request, parent, ...rest);
};
require.extensions['.ts'] = (m, filename) => {
  const { code } = swc.transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  m._compile(code, filename);
};

const { sql } = require('kysely');
const { createEventStorePool, createPostgresEventStore } = require('@intermission/eventstore');
const { createProjectionRunner, streamTotalsProjection } = require('@intermission/projections');

const [url, name, mode = 'project'] = process.argv.slice(2);
// Named, so the test can wait for the server to finish what this process had in flight when killed.
const named = new URL(url);
named.searchParams.set('application_name', 'crash-child');
const pool = createEventStorePool({ connectionString: named.toString(), max: 6 });
const store = createPostgresEventStore(pool);
if (mode === 'append') {
  const { randomUUID } = require('node:crypto');
  const { SAMPLE_AMOUNT_RECORDED } = require('@intermission/projections');
  // Four writers, each on its own streams, batches of 50: at any moment some append is in flight.
  for (let w = 0; w < 4; w++)
    (async () => {
      for (let n = 0; ; n++) {
        const stream = `${name}-${w}-${n % 5}`;
        const events = Array.from({ length: 50 }, (_, i) => ({ id: randomUUID(), type: SAMPLE_AMOUNT_RECORDED, data: { amount: (n + i) % 13 } }));
        const r = await store.append(stream, events);
        process.stdout.write(`acked ${stream} ${r.nextRevision}\n`);
      }
    })();
  process.stdout.write('started\n');
  return;
}
const fast = streamTotalsProjection(1, { name });
const slow = {
  ...fast,
  applyBatch: undefined,
  async apply(tx, e, t) {
    await fast.apply(tx, e, t);
    await sql`SELECT pg_sleep(0.002)`.execute(tx);
  },
};
createProjectionRunner({ pool, store, projections: [slow], batchSize: 100, idleWaitMs: 200, log: (l) => process.stdout.write(`${l}\n`) }).start();
process.stdout.write('started\n');
