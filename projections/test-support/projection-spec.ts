import { type Kysely, sql } from 'kysely';
import { type RecordedEvent, encodePosition } from '@intermission/eventstore';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-database';
import { type Projection, type TableNamer, versionedTable } from '../src/projection';

export interface GivenEvent {
  type: string;
  data: unknown;
  id?: string;
  stream?: string;
  revision?: number;
  /** The version the data was stored as (1 unless given). */
  schemaVersion?: number;
}

/** Events as the store would hand them to the runner: global positions in the order given. */
export function recorded(events: GivenEvent[]): RecordedEvent[] {
  return events.map((e, i) => ({
    id: e.id ?? `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
    stream: e.stream ?? `s-${i}`,
    revision: BigInt(e.revision ?? 0),
    position: encodePosition(100n, BigInt(i + 1)),
    type: e.type,
    schemaVersion: e.schemaVersion ?? 1,
    data: e.data,
    metadata: { recordedAt: '2026-11-20T18:00:00.000Z' },
  }));
}

/**
 * Emmett's PostgreSQLProjectionSpec, ours: each test gets fresh tables, applies events through
 * `apply` one by one (version 1 tables) and, when the projection has it, through `applyBatch`
 * (version 2 tables), and reads rows back from either.
 */
export function projectionSpec(projection: Projection) {
  let tdb: TestDatabase;
  let run = 0;
  const db = () => tdb.db as unknown as Kysely<unknown>;
  const namer =
    (version: number): TableNamer =>
    (base) =>
      versionedTable(`${base}_spec${run}`, version);
  return {
    setup: async () => {
      tdb = await createTestDatabase();
    },
    teardown: () => tdb.drop(),
    /**
     * Applies the events both ways (then sets the tables up again, as a runner's next start does); `rows(base)` reads the event-by-event table, `batchRows(base)` the
     * batch one. `batchSize` splits the batch path into batches of that many handled events (rows
     * written by one batch are there before the next, as in the runner); one batch by default.
     */
    async given(events: GivenEvent[], o: { batchSize?: number } = {}) {
      run += 1;
      const all = recorded(events).filter((e) => projection.handles.includes(e.type));
      const [one, batch] = [namer(1), namer(2)];
      await db()
        .transaction()
        .execute(async (tx) => {
          await projection.setup(tx, one);
          await projection.setup(tx, batch);
          for (const e of all) await projection.apply(tx, e, one);
          const size = o.batchSize ?? Math.max(all.length, 1);
          if (projection.applyBatch) for (let i = 0; i < all.length; i += size) await projection.applyBatch(tx, all.slice(i, i + size), batch);
          else for (const e of all) await projection.apply(tx, e, batch);
          // A runner's next start sets up over the tables it left: that must change nothing and not fail.
          await projection.setup(tx, one);
          await projection.setup(tx, batch);
        });
      const read = (t: TableNamer) => async (base: string, orderBy: string) =>
        (await sql<Record<string, unknown>>`SELECT * FROM ${sql.raw(t(base))} ORDER BY ${sql.raw(orderBy)}`.execute(db())).rows;
      /** Drops these tables of the event-by-event run and sets the projection up again (a table added to an existing version). */
      const setupWithout = (bases: string[]) =>
        db()
          .transaction()
          .execute(async (tx) => {
            for (const base of bases) await sql`DROP TABLE ${sql.raw(one(base))}`.execute(tx);
            await projection.setup(tx, one);
          });
      return { rows: read(one), batchRows: read(batch), setupWithout };
    },
  };
}
