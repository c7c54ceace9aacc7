import { sql } from 'kysely';
import type { Projection } from '../projection';

export const SAMPLE_AMOUNT_RECORDED = 'SampleAmountRecorded';

/** Sample used by tests and the bench (never by the application): per-stream event count and amount sum. */
export function streamTotalsProjection(version = 1, opts: { failOnAmount?: number; name?: string } = {}): Projection {
  const name = opts.name ?? 'stream_totals';
  return {
    name,
    version,
    handles: [SAMPLE_AMOUNT_RECORDED],
    async setup(tx, t) {
      await sql`CREATE TABLE IF NOT EXISTS ${sql.raw(t(name))} (
        stream text PRIMARY KEY, events integer NOT NULL, amount numeric NOT NULL)`.execute(tx);
    },
    async apply(tx, e, t) {
      const amount = (e.data as { amount: number }).amount;
      if (opts.failOnAmount !== undefined && amount === opts.failOnAmount) throw new Error(`poison amount ${amount}`);
      await sql`INSERT INTO ${sql.raw(t(name))} (stream, events, amount) VALUES (${e.stream}, 1, ${amount})
        ON CONFLICT (stream) DO UPDATE SET events = EXCLUDED.events + ${sql.raw(t(name))}.events,
          amount = EXCLUDED.amount + ${sql.raw(t(name))}.amount`.execute(tx);
    },
    // One upsert per batch: sums per stream in memory (integer amounts), then unnest.
    async applyBatch(tx, events, t) {
      const sums = new Map<string, { events: number; amount: number }>();
      for (const e of events) {
        const amount = (e.data as { amount: number }).amount;
        if (opts.failOnAmount !== undefined && amount === opts.failOnAmount) throw new Error(`poison amount ${amount}`);
        const s = sums.get(e.stream) ?? { events: 0, amount: 0 };
        s.events += 1;
        s.amount += amount;
        sums.set(e.stream, s);
      }
      const table = sql.raw(t(name));
      await sql`INSERT INTO ${table} (stream, events, amount)
        SELECT * FROM unnest(${[...sums.keys()]}::text[], ${[...sums.values()].map((v) => v.events)}::int[], ${[...sums.values()].map((v) => String(v.amount))}::numeric[])
        ON CONFLICT (stream) DO UPDATE SET events = EXCLUDED.events + ${table}.events, amount = EXCLUDED.amount + ${table}.amount`.execute(tx);
    },
  };
}
