import { ManagerLogMessages } from '@intermission/contracts';
import { type ManagerLogCashbox, decideManagerLog } from './manager-log';

const now = new Date('2026-11-21T12:00:00Z');
const ended = new Date('2026-11-20T23:00:00Z');
const start = (StationId: number): ManagerLogCashbox => ({ StationId, LogTypeId: 1, EndOfShiftCount: false });
const end = (StationId: number, EndOfShiftCount = true): ManagerLogCashbox => ({ StationId, LogTypeId: 2, EndOfShiftCount });
const decide = (cashboxes: ManagerLogCashbox[], over: { End?: Date | null; submitted?: boolean } = {}) =>
  decideManagerLog({ End: ended, now, submitted: false, cashboxes, ...over });

describe('submitting the manager log of a show event (§5)', () => {
  it('accepts a show that ended with every station counted at start and end, end counts posted', () => {
    expect(decide([start(1), end(1), start(2), end(2, false), end(2)])).toEqual({ ok: true, value: true });
    expect(decide([])).toEqual({ ok: true, value: true });
  });

  it.each([
    { title: 'a show event that does not exist', given: [], over: { End: null }, code: 'ShowEventNotFound' },
    { title: 'a second submission', given: [], over: { submitted: true }, code: 'ManagerLogSubmitted' },
    { title: 'a show ending in the future', given: [start(1)], over: { End: new Date('2026-11-21T12:00:01Z') }, code: 'ManagerLogFuture' },
    { title: 'an end count not posted', given: [start(1), end(1, false)], over: {}, code: 'EndCountsNotPosted' },
    { title: 'a start count with no end count', given: [start(1), start(2), end(2)], over: {}, code: 'EndCountsMissing' },
  ])('refuses $title', ({ given, over, code }) => {
    expect(decide(given, over)).toMatchObject({ ok: false, code });
  });

  it('checks in the spec’s order: future, then end counts not posted, then end counts missing', () => {
    const all = [start(1), start(2), end(2, false)];
    expect(decide(all, { End: new Date('2026-11-22T00:00:00Z') })).toMatchObject({ message: ManagerLogMessages.Future });
    expect(decide(all)).toMatchObject({ message: 'Some Cash Boxes do not have an end count posted for this show. Please try again after posting them.' });
    expect(decide([start(1), start(2), end(2)])).toMatchObject({
      message: 'Some Cash Boxes are missing an end count. Please confirm they have synced, and review the Cash Box Reconciliation page.',
    });
  });
});
