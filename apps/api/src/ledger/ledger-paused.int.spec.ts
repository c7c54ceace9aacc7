import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { EventRegistry, EventStore } from '@intermission/eventstore';
import { type Projection, SAMPLE_AMOUNT_RECORDED, streamTotalsProjection } from '@intermission/projections';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { LedgerPausedException, LedgerWriter } from './ledger-writer.service';
import { EVENT_REGISTRY, EVENT_STORE, PROJECTIONS } from './ledger.tokens';

describe('ledger writes while a projection they read has failed', () => {
  let a: TestApp;
  beforeAll(async () => {
    a = await createTestApp(
      { runProjections: true },
      {
        beforeInit: (app) => {
          app.get<EventRegistry>(EVENT_REGISTRY).register(SAMPLE_AMOUNT_RECORDED, 1, z.object({ amount: z.number() }));
          app.get<Projection[]>(PROJECTIONS).push(streamTotalsProjection(1, { name: 'fragile', failOnAmount: 666 }));
        },
      },
    );
  });
  afterAll(() => a.close());

  const amount = (value: number) => [{ id: randomUUID(), type: SAMPLE_AMOUNT_RECORDED, data: { amount: value } }];

  it('answers 503 at once for the write it fails on (recorded), then refuses the next before appending', async () => {
    const writer = a.app.get(LedgerWriter);
    const store = a.app.get<EventStore>(EVENT_STORE);
    expect((await writer.append(`sample-${randomUUID()}`, amount(1), { readBy: ['fragile'] })).visible).toBe(true);

    const poisoned = `sample-${randomUUID()}`;
    const during = await writer.append(poisoned, amount(666), { readBy: ['fragile'], timeoutMs: 20_000 }).catch((e: unknown) => e);
    expect(during).toBeInstanceOf(LedgerPausedException);
    expect((during as LedgerPausedException).getStatus()).toBe(503);
    expect((during as LedgerPausedException).getResponse()).toMatchObject({
      Message: expect.stringMatching(/^The ledger is paused pending recovery: the fragile v1 projection has stopped at event .+ This change was recorded/),
      FailedProjections: ['fragile'],
    });
    expect(await store.readStream(poisoned)).toHaveLength(1);

    const refusedStream = `sample-${randomUUID()}`;
    await expect(writer.append(refusedStream, amount(2), { readBy: ['fragile'] })).rejects.toThrow(LedgerPausedException);
    expect(await store.readStream(refusedStream)).toHaveLength(0);
    // Writes that do not read it carry on.
    expect((await writer.append(`sample-${randomUUID()}`, amount(3), { readBy: ['stock'] })).visible).toBe(true);
  });
});
