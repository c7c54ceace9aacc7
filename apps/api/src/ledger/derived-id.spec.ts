import { voidEventId } from '@intermission/projections';
import { derivedId } from './derived-id';

// Outputs of the implementation that stored today's event ids: a change to the derivation would
// give a retried count, a deleted order or a void a second id (docs/decisions.md "Derived event ids").
describe('derived event ids', () => {
  it.each([
    ['', 'e3b0c442-98fc-5c14-aafb-f4c8996fb924'],
    ['order-deleted:42', '500c2742-1a52-5aab-a239-f6cd8509b18a'],
    ['count:3f2c2d4e-0000-4000-8000-000000000001', 'db738329-9167-50ec-a7ba-02dd0dcad142'],
    ['é✓ unicode', '4a0eff57-2ef4-588f-a7e8-cf15b27421b4'],
  ])('derivedId(%j) stays %s', (seed, id) => {
    expect(derivedId(seed)).toBe(id);
  });

  it.each([
    ['1b4e28ba-2fa1-11d2-883f-0016d3cca427', 'ab06ca77-2cec-5321-a440-f7268ef69e28'],
    ['x', '16b286fc-8c69-5260-ab48-1d1fcc15a2aa'],
  ])('voidEventId(%j) stays %s', (eventId, id) => {
    expect(voidEventId(eventId)).toBe(id);
  });
});
