import { voidEventId } from '@intermission/projections';
import { seedGuid } from '../seed/stock.seed';

// The callers of the one derivation (libs/eventstore/src/derived-id.ts) keep their seeds: outputs
// computed with the code that made the ids stored today (docs/decisions.md "Derived event ids").
describe('derived event ids of the ledger', () => {
  it.each([
    ['1b4e28ba-2fa1-11d2-883f-0016d3cca427', 'ab06ca77-2cec-5321-a440-f7268ef69e28'],
    ['x', '16b286fc-8c69-5260-ab48-1d1fcc15a2aa'],
  ])('voidEventId(%j) stays %s', (eventId, id) => {
    expect(voidEventId(eventId)).toBe(id);
  });

  it.each([
    ['sales', 'count:7:3', '7fd02e89-9659-44cc-893c-eb2d2bcf20ad'],
    ['sales', 'sale:1:2:18', '17637043-7c31-4a13-8906-6d8243c8dd0d'],
    ['stock', 'init:1', '47d4c628-4ac1-4a6b-861a-68691431388b'],
    ['stock', 'delivery:5:7', 'ac1a70a4-ab17-41f6-8796-4271b948fe4e'],
  ] as const)('the %s seed step %j stays %s', (seed, step, id) => {
    expect(seedGuid(seed, step)).toBe(id);
  });
});
