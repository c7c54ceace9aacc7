import { spawnSync } from 'node:child_process';
import { runEventStoreContract } from '../event-store.contract';
import { createEsdbEventStore } from './esdb-event-store';

// EVENTSTORE_URL, else a local EventStoreDB (docker run -p 2113:2113 eventstore/eventstore --insecure).
const url = process.env.EVENTSTORE_URL || 'esdb://localhost:2113?tls=false';

/** Whether a server answers at the URL's first host (a TCP connection within 2 s), asked synchronously so jest can decide before collecting. */
function unreachable(esdbUrl: string): string | null {
  if (!/^esdb(\+discover)?:\/\//.test(esdbUrl)) return `EVENTSTORE_URL=${esdbUrl} is not an esdb:// URL`;
  const [host, port = '2113'] = new URL(esdbUrl.replace(/^esdb(\+discover)?:/, 'http:')).host.split(',')[0]!.split(':');
  const probe = `const s=require('node:net').connect(${Number(port)}, ${JSON.stringify(host)}, () => process.exit(0));
    s.on('error', () => process.exit(1)); setTimeout(() => process.exit(1), 2000);`;
  return spawnSync(process.execPath, ['-e', probe]).status === 0 ? null : `no EventStoreDB answers at ${host}:${port}`;
}

const reason = unreachable(url);
if (reason === null) {
  runEventStoreContract('EventStoreDB', async () => ({ store: createEsdbEventStore(url) }));
} else {
  // Skipped, not passed: jest reports the suite as skipped and says why.
  describe.skip(`event store contract: EventStoreDB (skipped: ${reason})`, () => {
    it('runs the PostgreSQL store contract against EventStoreDB', () => undefined);
  });
  console.info(`EventStoreDB contract tests skipped: ${reason}. Set EVENTSTORE_URL=esdb://host:2113?tls=false to run them (no fake is used).`);
}
