import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { z } from 'zod';
import type { EventRegistry } from '@intermission/eventstore';
import { type Projection, SAMPLE_AMOUNT_RECORDED, projectionTable, streamTotalsProjection } from '@intermission/projections';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { LedgerWriter } from './ledger-writer.service';
import { EVENT_REGISTRY, PROJECTIONS } from './ledger.tokens';

describe('the ledger in the API', () => {
  let a: TestApp;
  beforeAll(async () => {
    // The sample projection and its event are not the application's: this test registers them.
    a = await createTestApp(
      { runProjections: true },
      {
        beforeInit: (app) => {
          app.get<EventRegistry>(EVENT_REGISTRY).register(SAMPLE_AMOUNT_RECORDED, 1, z.object({ amount: z.number() }));
          app.get<Projection[]>(PROJECTIONS).push(streamTotalsProjection());
        },
      },
    );
  });
  afterAll(() => a.close());

  const amounts = (stream: string, values: number[]) =>
    values.map((amount) => ({ id: randomUUID(), type: SAMPLE_AMOUNT_RECORDED, data: { amount }, metadata: { userId: 1 } }));

  it('answers a write once the projections its screen reads have passed it (read-your-writes)', async () => {
    const writer = a.app.get(LedgerWriter);
    const stream = `sample-${randomUUID()}`;
    for (const batch of [[5, 7], [11], [13, 17, 19]]) {
      const written = await writer.append(stream, amounts(stream, batch), { readBy: ['stream_totals'] });
      expect(written.visible).toBe(true);
      // Read straight after the answer: the totals already include this write.
      const table = await projectionTable(a.t.db as never, 'stream_totals', 'stream_totals');
      const { rows } = await sql<{ events: number; amount: string }>`SELECT events, amount FROM ${sql.raw(table)} WHERE stream = ${stream}`.execute(a.t.db);
      expect(rows).toHaveLength(1);
    }
    const table = await projectionTable(a.t.db as never, 'stream_totals', 'stream_totals');
    const { rows } = await sql<{ events: number; amount: string }>`SELECT events, amount FROM ${sql.raw(table)} WHERE stream = ${stream}`.execute(a.t.db);
    // 5 + 7 + 11 + 13 + 17 + 19 = 72 over 6 events
    expect(rows[0]).toEqual({ events: 6, amount: '72' });
  });

  it('applies a retried append once (same event ids)', async () => {
    const writer = a.app.get(LedgerWriter);
    const stream = `sample-${randomUUID()}`;
    const events = amounts(stream, [3, 4]);
    const first = await writer.append(stream, events, { readBy: ['stream_totals'] });
    const again = await writer.append(stream, events, { readBy: ['stream_totals'] });
    expect(again.position).toBe(first.position);
    const table = await projectionTable(a.t.db as never, 'stream_totals', 'stream_totals');
    const { rows } = await sql<{ events: number; amount: string }>`SELECT events, amount FROM ${sql.raw(table)} WHERE stream = ${stream}`.execute(a.t.db);
    expect(rows[0]).toEqual({ events: 2, amount: '7' });
  });

  it('lists each projection with its position and lag in GET /api/health', async () => {
    // The tests above waited for stream_totals only: the others pass those events a moment later.
    let res = await a.http.get('/api/health');
    for (const until = Date.now() + 10_000; res.body.Projections.some((p: { Lag: number }) => p.Lag > 0) && Date.now() < until;) {
      await new Promise((r) => setTimeout(r, 50));
      res = await a.http.get('/api/health');
    }
    expect(res.status).toBe(200);
    expect(res.body.Status).toBe('ok');
    expect(res.body.Projections).toEqual([
      expect.objectContaining({ Name: 'cashboxes', Version: 1, Active: true, Status: 'running', Lag: 0, Error: null }),
      expect.objectContaining({ Name: 'deposits', Version: 1, Active: true, Status: 'running', Lag: 0, Error: null }),
      expect.objectContaining({ Name: 'inventory_reports', Version: 1, Active: true, Status: 'running', Lag: 0, Error: null }),
      expect.objectContaining({ Name: 'petty_cash', Version: 1, Active: true, Status: 'running', Lag: 0, Error: null }),
      expect.objectContaining({ Name: 'received_orders', Version: 1, Active: true, Status: 'running', Lag: 0, Error: null }),
      expect.objectContaining({ Name: 'sales', Version: 2, Active: true, Status: 'running', Lag: 0, Error: null }),
      expect.objectContaining({ Name: 'stock', Version: 1, Active: true, Status: 'running', Lag: 0, Error: null }),
      expect.objectContaining({ Name: 'stream_totals', Version: 1, Active: true, Status: 'running', Lag: 0, Error: null }),
    ]);
    expect(res.body.Projections[0].Position).toMatch(/^\d+:\d+$/);
  });
});
