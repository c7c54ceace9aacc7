import { projectionSpec } from '../../test-support/projection-spec';
import { SAMPLE_AMOUNT_RECORDED, streamTotalsProjection } from './stream-totals.projection';

const spec = projectionSpec(streamTotalsProjection());
beforeAll(spec.setup);
afterAll(spec.teardown);

const events = [5, 7, 11].map((amount, i) => ({ type: SAMPLE_AMOUNT_RECORDED, stream: i < 2 ? 'a' : 'b', data: { amount } }));

describe('the sample stream totals projection', () => {
  it('counts events and sums amounts per stream, the same through applyBatch', async () => {
    const { rows, batchRows } = await spec.given(events);
    expect(await rows('stream_totals', 'stream')).toEqual([
      { stream: 'a', events: 2, amount: '12' },
      { stream: 'b', events: 1, amount: '11' },
    ]);
    expect(await batchRows('stream_totals', 'stream')).toEqual(await rows('stream_totals', 'stream'));
  });
});
