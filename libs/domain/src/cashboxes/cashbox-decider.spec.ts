import { type CashboxCountPush, type CashboxCounted, CashboxCountPushSchema, ShowEventMessages } from '@intermission/contracts';
import { deciderSpecification } from '../test-support/decider-specification';
import { type CashboxCommand, type CashboxStreamEvent, cashboxDecider, decideCashbox, evolveCashbox, initialCashboxState } from './cashbox-decider';

const GUID = '6f1c2b9e-2d4a-4c55-9a8e-0e6b7f0a1b2c';
const station = { Id: 7, SalesLocationId: 4, TheatreId: 2, VenueId: 1, ClientId: 1 };
const showEvent = { Id: 30, TheatreId: 2, Locked: false };
const locked = { ...showEvent, Locked: true };
const push = (over: Record<string, unknown> = {}): CashboxCountPush =>
  CashboxCountPushSchema.parse({
    GuidId: GUID,
    PointOfSaleStationId: 7,
    ShowEventId: 30,
    LogTypeId: 2,
    TimestampUtc: '2026-11-20T22:00:00Z',
    Hundreds: 3,
    Twenties: 2,
    Quarters: 7,
    AmexSettlement: '120.50',
    ...over,
  });
const count = (over: Partial<Extract<CashboxCommand, { kind: 'count' }>> = {}): CashboxCommand => ({
  kind: 'count',
  push: push(),
  cashboxId: 11,
  station,
  showEvent,
  posUser: null,
  venueIds: null,
  userId: 5,
  ...over,
});

const decided = decideCashbox(count(), initialCashboxState());
if (!decided.ok) throw new Error('the sample count must be accepted');
const Counted = decided.value.events[0] as { type: 'CashboxCounted'; data: CashboxCounted };
const at = '2026-11-21T09:00:00.000Z';
const correction = { CashboxId: 11, GuidId: GUID, UserId: 9, At: at };
const EndCountPosted: CashboxStreamEvent = { type: 'CashboxEndCountPosted', data: { ...correction, ShowEventId: 30 } };
const zero = {
  VisaMastercardSettlementOverride: '0.00',
  AmexSettlementOverride: '0.00',
  OtherSettlementOverride: '0.00',
  PreorderSettlementOverride: '0.00',
  VisaMastercardTipOverrideTotal: '0.00',
  AmexTipOverrideTotal: '0.00',
  OtherCreditCardTipOverrideTotal: '0.00',
  PreorderTipOverrideTotal: '0.00',
};
const spec = deciderSpecification(cashboxDecider);

describe('a station pushing a cash box count', () => {
  it('records the count with its Total by hand: 3×100 + 2×20 + 7×0.25 = 341.75, where the station stands', () => {
    expect(Counted.data).toMatchObject({
      CashboxId: 11,
      GuidId: GUID,
      StationId: 7,
      SalesLocationId: 4,
      TheatreId: 2,
      VenueId: 1,
      ShowEventId: 30,
      LogTypeId: 2,
      TimestampUtc: '2026-11-20T22:00:00.000Z',
      Total: '341.75',
      AmexSettlement: '120.50',
      VisaMastercardSettlement: '0.00',
      UserId: 5,
    });
  });

  it('answers a resent push (same GUID, same count) as replayed, appending nothing', () => {
    spec
      .given([Counted])
      .when(count({ cashboxId: 12 }))
      .then({ events: [], replayed: true });
    // The same count with its Total given, and an equal timestamp written otherwise, is still the same count.
    spec
      .given([Counted])
      .when(count({ push: push({ Total: '341.75', TimestampUtc: '2026-11-20T17:00:00-05:00' }) }))
      .then({ events: [], replayed: true });
  });

  it("names a POS user of the station's client, as a sale does", () => {
    const d = decideCashbox(count({ push: push({ PosUserId: 40 }), posUser: { Id: 40, ClientId: 1 } }), initialCashboxState());
    expect(d).toMatchObject({ ok: true, value: { events: [{ data: { PosUserId: 40 } }] } });
  });

  it('keeps an unassigned count (no show event)', () => {
    const d = decideCashbox(count({ push: push({ ShowEventId: null }), showEvent: null }), initialCashboxState());
    expect(d).toMatchObject({ ok: true, value: { events: [{ data: { ShowEventId: null } }] } });
  });

  it('records a count even when the show event is locked (what the station counted is a fact)', () => {
    expect(decideCashbox(count({ showEvent: locked }), initialCashboxState())).toMatchObject({ ok: true });
  });

  it.each([
    { title: 'the same GUID naming another count', given: [Counted], when: count({ push: push({ Hundreds: 4 }) }), fails: 'CashboxGuidTaken' },
    { title: 'the same GUID for another station', given: [Counted], when: count({ push: push({ PointOfSaleStationId: 8 }) }), fails: 'CashboxGuidTaken' },
    { title: 'an unknown station', given: [], when: count({ station: null }), fails: 'CashboxStationNotFound' },
    { title: 'a station of a venue not the pusher’s', given: [], when: count({ venueIds: [3] }), fails: 'CashboxStationForbidden' },
    { title: 'an unknown show event', given: [], when: count({ showEvent: null }), fails: 'CashboxShowEventNotFound' },
    { title: 'a show event of another theatre', given: [], when: count({ showEvent: { ...showEvent, TheatreId: 3 } }), fails: 'CashboxWrongTheatre' },
    { title: 'a Total that is not the sum', given: [], when: count({ push: push({ Total: '341.70' }) }), fails: 'CashboxTotalMismatch' },
    { title: 'a third log type', given: [], when: count({ push: { ...push(), LogTypeId: 3 as 1 } }), fails: 'CashboxInvalidCount' },
    { title: 'a negative count', given: [], when: count({ push: { ...push(), Ones: -1 } }), fails: 'CashboxInvalidCount' },
    { title: 'a fractional count', given: [], when: count({ push: { ...push(), Dimes: 1.5 } }), fails: 'CashboxInvalidCount' },
    { title: 'a count past the bound', given: [], when: count({ push: { ...push(), Nickels: 100_001 } }), fails: 'CashboxInvalidCount' },
    { title: 'a settlement of 3 decimals', given: [], when: count({ push: { ...push(), AmexSettlement: '1.005' } }), fails: 'CashboxAmountOutOfRange' },
    { title: 'a POS user that names nobody', given: [], when: count({ push: push({ PosUserId: 2147483647 }), posUser: null }), fails: 'PosUserNotFound' },
    {
      title: "another client's POS user",
      given: [],
      when: count({ push: push({ PosUserId: 40 }), posUser: { Id: 40, ClientId: 2 } }),
      fails: 'PosUserNotFound',
    },
  ] as const)('refuses $title', ({ given, when, fails }) => {
    spec
      .given([...given])
      .when(when)
      .thenFails(fails);
  });
});

describe('back-office corrections of a cash box log', () => {
  const override = (over: Record<string, string> = {}, more: Partial<Extract<CashboxCommand, { kind: 'override' }>> = {}): CashboxCommand => ({
    kind: 'override',
    version: 1,
    overrides: { ...zero, ...over },
    showEvent,
    userId: 9,
    at,
    ...more,
  });

  it('records the overrides beside the original (final 100.25 = 120.50 + −20.25) and what they were', () => {
    spec
      .given([Counted])
      .when(override({ AmexSettlementOverride: '-20.25' }))
      .then({
        events: [{ type: 'CashboxOverridden', data: { ...correction, ...zero, AmexSettlementOverride: '-20.25', Previous: zero } }],
        replayed: false,
      });
    // The original count stays what the station pushed.
    const state = [
      Counted,
      { type: 'CashboxOverridden', data: { ...correction, ...zero, AmexSettlementOverride: '-20.25', Previous: zero } } as CashboxStreamEvent,
    ].reduce(evolveCashbox, initialCashboxState());
    expect(state).toMatchObject({ version: 2, counted: { AmexSettlement: '120.50' }, overrides: { AmexSettlementOverride: '-20.25' } });
  });

  it('appends nothing when the overrides are those in force', () => {
    spec.given([Counted]).when(override()).then({ events: [], replayed: false });
  });

  it('retimes and assigns in one save, and posts an end count once', () => {
    spec
      .given([Counted])
      .when({ kind: 'retime', version: 1, TimestampUtc: '2026-11-20T23:00:00Z', assignTo: { Id: 31, TheatreId: 2, Locked: false }, showEvent, userId: 9, at })
      .then({
        events: [
          { type: 'CashboxRetimed', data: { ...correction, TimestampUtc: '2026-11-20T23:00:00.000Z', PreviousTimestampUtc: '2026-11-20T22:00:00.000Z' } },
          { type: 'CashboxAssigned', data: { ...correction, ShowEventId: 31, PreviousShowEventId: 30 } },
        ],
        replayed: false,
      });
    spec
      .given([Counted])
      .when({ kind: 'endCount', showEvent, startLogExists: true, userId: 9, at })
      .then({ events: [EndCountPosted], replayed: false });
    spec.given([Counted, EndCountPosted]).when({ kind: 'endCount', showEvent, startLogExists: true, userId: 9, at }).then({ events: [], replayed: false });
  });

  const StartCounted = { ...Counted, data: { ...Counted.data, LogTypeId: 1 as const } };
  const Unassigned = { ...Counted, data: { ...Counted.data, ShowEventId: null } };
  it.each([
    { title: 'an unknown log', given: [], when: override(), fails: 'CashboxNotFound' },
    { title: 'a stale Version', given: [Counted, EndCountPosted], when: override({}, { version: 1 }), fails: 'CashboxVersionStale' },
    { title: 'an override once the manager log is submitted', given: [Counted], when: override({}, { showEvent: locked }), fails: 'CashboxLocked' },
    { title: 'an override past 2 decimals', given: [Counted], when: override({ AmexSettlementOverride: '0.001' }), fails: 'CashboxAmountOutOfRange' },
    {
      title: 'a final past the ledger’s 9 digits',
      given: [Counted],
      when: override({ AmexSettlementOverride: '999999999.99' }),
      fails: 'CashboxAmountOutOfRange',
    },
    {
      title: 'a retime once locked',
      given: [Counted],
      when: { kind: 'retime', version: 1, TimestampUtc: at, showEvent: locked, userId: 9, at },
      fails: 'CashboxLocked',
    },
    {
      title: 'assigning to a locked show event',
      given: [Unassigned],
      when: { kind: 'retime', version: 1, TimestampUtc: at, assignTo: { Id: 31, TheatreId: 2, Locked: true }, showEvent: null, userId: 9, at },
      fails: 'CashboxLocked',
    },
    {
      title: 'assigning to another theatre’s show event',
      given: [Unassigned],
      when: { kind: 'retime', version: 1, TimestampUtc: at, assignTo: { Id: 31, TheatreId: 3, Locked: false }, showEvent: null, userId: 9, at },
      fails: 'CashboxWrongTheatre',
    },
    {
      title: 'posting the end count of a start log',
      given: [StartCounted],
      when: { kind: 'endCount', showEvent, startLogExists: true, userId: 9, at },
      fails: 'CashboxNotAnEndLog',
    },
    {
      title: 'posting the end count of an unassigned log',
      given: [Unassigned],
      when: { kind: 'endCount', showEvent: null, startLogExists: false, userId: 9, at },
      fails: 'CashboxUnassigned',
    },
    {
      title: 'posting an end count without a start log',
      given: [Counted],
      when: { kind: 'endCount', showEvent, startLogExists: false, userId: 9, at },
      fails: 'CashboxMissingStart',
    },
    {
      title: 'posting an end count once locked',
      given: [Counted],
      when: { kind: 'endCount', showEvent: locked, startLogExists: true, userId: 9, at },
      fails: 'CashboxLocked',
    },
  ] as { title: string; given: CashboxStreamEvent[]; when: CashboxCommand; fails: string }[])('refuses $title', ({ given, when, fails }) => {
    spec.given(given).when(when).thenFails(fails);
  });

  it('answers the spec’s texts', () => {
    expect(decideCashbox({ kind: 'endCount', showEvent, startLogExists: false, userId: 9, at }, evolveCashbox(initialCashboxState(), Counted))).toMatchObject({
      message: 'Please locate the missing start cash box before posting the end count.',
    });
    expect(decideCashbox(override({}, { showEvent: locked }), evolveCashbox(initialCashboxState(), Counted))).toMatchObject({
      message: ShowEventMessages.Locked,
    });
  });
});
