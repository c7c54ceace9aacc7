import { CashboxEventTypes } from '@intermission/contracts';
import { projectionSpec } from '../../test-support/projection-spec';
import { CashboxesTables, cashboxesProjection } from './cashboxes.projection';

const spec = projectionSpec(cashboxesProjection());
beforeAll(spec.setup);
afterAll(spec.teardown);

const guid = (n: number) => `bbbbbbbb-0000-4000-8000-${String(n).padStart(12, '0')}`;
const zero = '0.00';
const counted = (id: number, over: Record<string, unknown> = {}) => ({
  type: CashboxEventTypes.CashboxCounted,
  stream: `cashbox-${guid(id)}`,
  revision: 0,
  id: guid(id),
  data: {
    CashboxId: id,
    GuidId: guid(id),
    StationId: 7,
    SalesLocationId: 4,
    TheatreId: 2,
    VenueId: 1,
    ShowEventId: 30,
    LogTypeId: 1,
    TimestampUtc: '2026-11-20T18:00:00.000Z',
    EndOfShiftCount: false,
    // 3×100 + 2×20 + 7×0.25 = 341.75
    Total: '341.75',
    Hundreds: 3,
    Fifties: 0,
    Twenties: 2,
    Tens: 0,
    Fives: 0,
    Ones: 0,
    Quarters: 7,
    Dimes: 0,
    Nickels: 0,
    VisaMastercardSettlement: '250.00',
    AmexSettlement: '120.50',
    OtherSettlement: zero,
    PreorderSettlement: zero,
    VisaMastercardTipTotal: '12.00',
    AmexTipTotal: zero,
    OtherCreditCardTipTotal: zero,
    PreorderTipTotal: zero,
    PosUserId: null,
    UserId: 5,
    ...over,
  },
});
const overrides = {
  VisaMastercardSettlementOverride: zero,
  AmexSettlementOverride: zero,
  OtherSettlementOverride: zero,
  PreorderSettlementOverride: zero,
  VisaMastercardTipOverrideTotal: zero,
  AmexTipOverrideTotal: zero,
  OtherCreditCardTipOverrideTotal: zero,
  PreorderTipOverrideTotal: zero,
};
const correction = (id: number, revision: number, type: string, data: object, At = '2026-11-21T09:00:00.000Z') => ({
  type,
  stream: `cashbox-${guid(id)}`,
  revision,
  data: { CashboxId: id, GuidId: guid(id), UserId: 9, At, ...data },
});

const start = counted(1);
const end = counted(2, { LogTypeId: 2, TimestampUtc: '2026-11-20T23:00:00.000Z', Hundreds: 4, Total: '441.75' });
const overridden = correction(2, 1, CashboxEventTypes.CashboxOverridden, { ...overrides, AmexSettlementOverride: '-20.25', Previous: overrides });
const posted = correction(2, 2, CashboxEventTypes.CashboxEndCountPosted, { ShowEventId: 30 }, '2026-11-21T09:05:00.000Z');
const unassigned = counted(3, { ShowEventId: null, StationId: 8 });
const assigned = correction(3, 1, CashboxEventTypes.CashboxAssigned, { ShowEventId: 31, PreviousShowEventId: null });
const retimed = correction(3, 2, CashboxEventTypes.CashboxRetimed, {
  TimestampUtc: '2026-11-20T18:30:00.000Z',
  PreviousTimestampUtc: '2026-11-20T18:00:00.000Z',
});
const events = [end, start, overridden, unassigned, posted, assigned, retimed, { type: 'StockMoved', data: {} }];

describe('the cashboxes projection', () => {
  it('keeps one row per count, the original figures beside the overrides, Version the stream revision + 1', async () => {
    const { rows } = await spec.given(events);
    const logs = await rows(CashboxesTables.logs, '"Id"');
    expect(logs).toHaveLength(3);
    expect(logs[0]).toMatchObject({ Id: 1, LogTypeId: 1, Total: '341.75', Hundreds: 3, Quarters: 7, Version: 1, EndOfShiftCount: false });
    expect(logs[1]).toMatchObject({
      Id: 2,
      LogTypeId: 2,
      Total: '441.75',
      // The station's count stays visible: the override is beside it (final 100.25 = 120.50 − 20.25).
      AmexSettlement: '120.50',
      AmexSettlementOverride: '-20.25',
      VisaMastercardSettlementOverride: '0.00',
      EndOfShiftCount: true,
      Version: 3,
      UpdatedBy: 9,
      UpdatedAt: new Date('2026-11-21T09:05:00.000Z'),
    });
    expect(logs[2]).toMatchObject({ Id: 3, ShowEventId: 31, TimestampUtc: new Date('2026-11-20T18:30:00.000Z'), Version: 3 });
  });

  it('keeps one history row per correction: who, when, each field from → to', async () => {
    const { rows } = await spec.given(events);
    expect(await rows(CashboxesTables.changes, '"CashboxId", "Version"')).toEqual([
      expect.objectContaining({
        CashboxId: 2,
        Version: 2,
        EventType: 'CashboxOverridden',
        Changes: { AmexSettlementOverride: ['0.00', '-20.25'] },
        ChangedBy: 9,
      }),
      expect.objectContaining({ CashboxId: 2, Version: 3, EventType: 'CashboxEndCountPosted', Changes: { EndOfShiftCount: ['false', 'true'] } }),
      expect.objectContaining({ CashboxId: 3, Version: 2, EventType: 'CashboxAssigned', Changes: { ShowEventId: [null, '31'] } }),
      expect.objectContaining({
        CashboxId: 3,
        Version: 3,
        EventType: 'CashboxRetimed',
        Changes: { TimestampUtc: ['2026-11-20T18:00:00.000Z', '2026-11-20T18:30:00.000Z'] },
        ChangedAt: new Date('2026-11-21T09:00:00.000Z'),
      }),
    ]);
  });

  it('applies an event delivered twice once', async () => {
    const { rows } = await spec.given([start, start, overridden, end, overridden]);
    const logs = await rows(CashboxesTables.logs, '"Id"');
    expect(logs.map((r) => [r.Id, r.Version, r.AmexSettlementOverride])).toEqual([
      [1, 1, '0.00'],
      [2, 2, '-20.25'],
    ]);
    expect(await rows(CashboxesTables.changes, '"CashboxId"')).toHaveLength(1);
  });

  it.each([undefined, 1, 2, 3])('gives the same tables however the runner applies it (batches of %s)', async (batchSize) => {
    const { rows, batchRows } = await spec.given(events, { batchSize });
    for (const table of [CashboxesTables.logs, CashboxesTables.changes]) {
      const order = table === CashboxesTables.logs ? '"Id"' : '"CashboxId", "Version"';
      expect(await batchRows(table, order)).toEqual(await rows(table, order));
    }
  });
});
