import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { EventRegistry } from '../registry';
import { EventValidationError } from '../types';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-database';
import { runEventStoreContract } from '../event-store.contract';
import { createEventStorePool, createPostgresEventStore } from './postgres-event-store';

let tdb: TestDatabase;
runEventStoreContract('PostgreSQL', async () => {
  tdb = await createTestDatabase();
  const pool = createEventStorePool({ connectionString: tdb.url, max: 10 });
  return {
    store: createPostgresEventStore(pool),
    done: async () => {
      await pool.end();
      await tdb.drop();
    },
  };
});

describe('PostgreSQL store with an event registry', () => {
  let db: TestDatabase;
  let pool: ReturnType<typeof createEventStorePool>;
  beforeAll(async () => {
    db = await createTestDatabase();
    pool = createEventStorePool({ connectionString: db.url, max: 3 });
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  it('refuses invalid data and upcasts an older version on read', async () => {
    const v1 = new EventRegistry().register('AmountRecorded', 1, z.object({ amount: z.number() }));
    const old = createPostgresEventStore(pool, { registry: v1 });
    await expect(old.append('a-1', [{ id: randomUUID(), type: 'AmountRecorded', data: { amount: 'x' } }])).rejects.toBeInstanceOf(EventValidationError);
    await old.append('a-1', [{ id: randomUUID(), type: 'AmountRecorded', data: { amount: 5 } }]);
    const v2 = new EventRegistry()
      .register('AmountRecorded', 1, z.object({ amount: z.number() }))
      .register('AmountRecorded', 2, z.object({ cents: z.number() }), (d) => ({ cents: (d as { amount: number }).amount * 100 }));
    const store = createPostgresEventStore(pool, { registry: v2 });
    const [e] = await store.readStream('a-1');
    expect(e).toMatchObject({ schemaVersion: 2, data: { cents: 500 } });
    await old.close();
    await store.close();
  });
});
