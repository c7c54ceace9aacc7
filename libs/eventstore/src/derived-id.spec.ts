import { derivedId } from './derived-id';

// Outputs of the implementations that made the ids stored today (computed with them before they
// became this one): a change to the derivation would give a retried count, a deleted order, a void
// or a demo seed step a second id (docs/decisions.md "Derived event ids").
describe('derivedId', () => {
  it.each([
    ['', 'e3b0c442-98fc-5c14-aafb-f4c8996fb924'],
    ['order-deleted:42', '500c2742-1a52-5aab-a239-f6cd8509b18a'],
    ['count:3f2c2d4e-0000-4000-8000-000000000001', 'db738329-9167-50ec-a7ba-02dd0dcad142'],
    ['é✓ unicode', '4a0eff57-2ef4-588f-a7e8-cf15b27421b4'],
    ['void:x', '16b286fc-8c69-5260-ab48-1d1fcc15a2aa'],
  ])('shapes %j as v5: %s', (seed, id) => {
    expect(derivedId(seed)).toBe(id);
  });

  it.each([
    ['intermission-demo-sales:count:7:3', '7fd02e89-9659-44cc-893c-eb2d2bcf20ad'],
    ['intermission-demo-stock:init:1', '47d4c628-4ac1-4a6b-861a-68691431388b'],
  ])('shapes %j as v4: %s', (seed, id) => {
    expect(derivedId(seed, 'v4')).toBe(id);
  });
});
