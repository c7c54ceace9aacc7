import { deciderSpecification } from '../test-support/decider-specification';
import { type MovementCommand, type MovementFacts, decideMovement } from './movement-decider';

// The facts a handler loads, given piece by piece: each piece adds to what is known.
type Fact = Partial<MovementFacts>;
const knowing = {
  initialState: (): MovementFacts => ({ locations: new Map(), venueDestination: null, wasteReasonId: null, onHand: new Map(), postings: new Map() }),
  evolve: (facts: MovementFacts, fact: Fact) => ({ ...facts, ...fact, locations: new Map([...facts.locations, ...(fact.locations ?? [])]) }),
};
const spec = deciderSpecification({ ...knowing, decide: decideMovement });
const facts = (given: Fact[]) => given.reduce(knowing.evolve, knowing.initialState());

const posting = { CostPerGood: '2.5000', CogsTypeId: 1, InventoryAccountTypeId: 2 };
const location = (Id: number, usable = true): Fact => ({ locations: new Map([[Id, { Id, VenueId: 1, ClientId: 1, usable }]]) });
const stock = (onHand: Record<number, string>): Fact => ({
  onHand: new Map(Object.entries(onHand).map(([g, q]) => [Number(g), q])),
  postings: new Map(Object.keys(onHand).map((g) => [Number(g), posting])),
});
const at = new Date('2026-11-20T18:00:00Z');
const common = { guid: '6f1c2c4e-0000-4000-8000-000000000001', userId: 7, at };
const transfer = (
  body: Partial<{
    FromInventoryLocationId: number | null;
    ToInventoryLocationId: number | null;
    TransferGoods: { GoodId: number; Qty: string }[];
    PosUserId: number | null;
  }>,
) =>
  ({
    ...common,
    kind: 'inventoryTransfer',
    body: {
      GuidId: common.guid,
      FromInventoryLocationId: 1,
      ToInventoryLocationId: 2,
      TransferGoods: [{ GoodId: 5, Qty: '3' }],
      PosUserId: null,
      Notes: '',
      ...body,
    },
  }) as MovementCommand;
const count = (Counts: { GoodId: number; Counted: string }[]) =>
  ({ ...common, kind: 'gainlostTransfer', body: { GuidId: common.guid, InventoryLocationId: 1, Counts, PosUserId: null } }) as MovementCommand;
const waste = (WastageId: number) =>
  ({
    ...common,
    kind: 'wastageGoods',
    body: { GuidId: common.guid, InventoryLocationId: 1, WastageId, Goods: [{ GoodId: 5, Qty: '1' }], PosUserId: null, FromSlerp: false },
  }) as MovementCommand;
const toVenueRoom = { ...transfer({ ToInventoryLocationId: null }), kind: 'patronsRoom' } as MovementCommand;

describe('recording a stock movement (document 3 §3, §9)', () => {
  it.each([
    { title: 'an origin that does not exist', given: [location(2)], when: transfer({}), fails: 'LocationNotFound' },
    { title: 'an origin the caller may not use', given: [location(1, false), location(2)], when: transfer({}), fails: 'LocationForbidden' },
    { title: 'a transfer without destination', given: [location(1)], when: transfer({ ToInventoryLocationId: null }), fails: 'LocationRequired' },
    { title: 'a transfer to its own origin', given: [location(1)], when: transfer({ ToInventoryLocationId: 1 }), fails: 'SameLocation' },
    { title: 'a destination that does not exist', given: [location(1), stock({ 5: '10' })], when: transfer({}), fails: 'DestinationNotFound' },
    {
      title: 'a patrons room transfer from a venue without a patrons room',
      given: [location(1), stock({ 5: '10' })],
      when: toVenueRoom,
      fails: 'DestinationNotFound',
    },
    {
      title: 'a transfer of nothing',
      given: [location(1), location(2), stock({ 5: '4' })],
      when: transfer({ TransferGoods: [{ GoodId: 5, Qty: '0.001' }] }),
      fails: 'NothingToMove',
    },
    { title: 'wastage without a waste reason', given: [location(1), stock({ 5: '10' })], when: waste(99), fails: 'WasteReasonRequired' },
    { title: 'a count of nothing', given: [location(1)], when: count([{ GoodId: 5, Counted: '0' }]), fails: 'NothingToReconcile' },
    {
      title: 'a good counted twice',
      given: [location(1), stock({ 5: '1' })],
      when: count([
        { GoodId: 5, Counted: '1' },
        { GoodId: 5, Counted: '2' },
      ]),
      fails: 'CountedTwice',
    },
    { title: 'a count of an untracked good', given: [location(1)], when: count([{ GoodId: 5, Counted: '1' }]), fails: 'UntrackedGood' },
    {
      title: 'a destination the caller may not use (another client’s venue)',
      given: [location(1), location(2, false), stock({ 5: '10' })],
      when: transfer({}),
      fails: 'LocationForbidden',
    },
    {
      title: 'a POS user that does not exist',
      given: [location(1), location(2), stock({ 5: '10' })],
      when: transfer({ PosUserId: 4 }),
      fails: 'PosUserNotFound',
    },
    {
      title: 'a POS user of another client',
      given: [location(1), location(2), stock({ 5: '10' }), { posUser: { Id: 4, ClientId: 2 } }],
      when: transfer({ PosUserId: 4 }),
      fails: 'PosUserNotFound',
    },
    {
      title: 'lines summing past the ledger’s 9 digits',
      given: [location(1), location(2), stock({ 5: '2000000000' })],
      when: transfer({
        TransferGoods: [
          { GoodId: 5, Qty: '999999999' },
          { GoodId: 5, Qty: '999999999' },
        ],
      }),
      fails: 'AmountTooLarge',
    },
  ])('refuses $title', ({ given, when, fails }) => {
    spec.given(given).when(when).thenFails(fails);
  });

  it('moves what is on hand from the origin to the destination, snapping a crumb over to what there is', () => {
    spec
      .given([location(1), location(2), stock({ 5: '2.8' })])
      .when(transfer({ TransferGoods: [{ GoodId: 5, Qty: '3' }] }))
      .then({
        moved: {
          TransferId: common.guid,
          TypeId: 1,
          FromInventoryLocationId: 1,
          ToInventoryLocationId: 2,
          Lines: [{ GoodId: 5, Qty: '2.80', ...posting }],
          PosUserId: null,
          WastageReasonId: null,
          Notes: '',
          TransferDate: at.toISOString(),
          UserId: 7,
        },
      });
  });

  it('takes a POS user of the client whose stock moves', () => {
    const decided = decideMovement(transfer({ PosUserId: 4 }), facts([location(1), location(2), stock({ 5: '10' }), { posUser: { Id: 4, ClientId: 1 } }]));
    expect(decided).toMatchObject({ ok: true, value: { moved: { PosUserId: 4 } } });
  });

  it('sends a patrons room transfer to the venue’s own patrons room', () => {
    const decided = decideMovement(toVenueRoom, facts([location(1), stock({ 5: '10' }), { venueDestination: 9 }]));
    expect(decided).toMatchObject({ ok: true, value: { moved: { TypeId: 2, FromInventoryLocationId: 1, ToInventoryLocationId: 9 } } });
  });

  it('records a count whole and the gain it found; a count that matches records no movement', () => {
    const decided = decideMovement(count([{ GoodId: 5, Counted: '4.009' }]), facts([location(1), stock({ 5: '3' })]));
    expect(decided).toMatchObject({
      ok: true,
      value: {
        moved: { TypeId: 6, FromInventoryLocationId: null, ToInventoryLocationId: 1, Lines: [{ GoodId: 5, Qty: '1' }] },
        counted: { CountId: common.guid, InventoryLocationId: 1, Lines: [{ GoodId: 5, Expected: '3', Counted: '4', CostPerGood: '2.5000' }] },
      },
    });
    spec
      .given([location(1), stock({ 5: '3' })])
      .when(count([{ GoodId: 5, Counted: '3' }]))
      .then({
        moved: null,
        counted: {
          CountId: common.guid,
          InventoryLocationId: 1,
          CountedAt: at.toISOString(),
          UserId: 7,
          PosUserId: null,
          Lines: [{ GoodId: 5, Expected: '3', Counted: '3', CostPerGood: '2.5000' }],
        },
      });
  });
});
