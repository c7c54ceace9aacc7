import { runEventStoreContract } from '../event-store.contract';
import { createEsdbEventStore } from './esdb-event-store';

const url = process.env.EVENTSTORE_URL;
if (url?.startsWith('esdb://') || url?.startsWith('esdb+discover://')) {
  runEventStoreContract('EventStoreDB', async () => ({ store: createEsdbEventStore(url) }));
} else {
  describe.skip('event store contract: EventStoreDB', () => {
    it('needs EVENTSTORE_URL=esdb://…', () => undefined);
  });
  console.info('EventStoreDB contract tests skipped: set EVENTSTORE_URL=esdb://host:2113?tls=false to run them (no fake is used).');
}
