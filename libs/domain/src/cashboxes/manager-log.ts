import { CashboxLogType, ManagerLogMessages } from '@intermission/contracts';
import { type Decision, accept, reject } from '../decision';

/** A cash box log of the show event as the manager log checks read it. */
export interface ManagerLogCashbox {
  StationId: number;
  LogTypeId: number;
  EndOfShiftCount: boolean;
}

export interface ManagerLogFacts {
  /** The show event's End; null when there is no such show event. */
  End: Date | null;
  now: Date;
  /** A manager log was submitted already (submission is final, §4). */
  submitted: boolean;
  cashboxes: readonly ManagerLogCashbox[];
}

export type ManagerLogRejection = 'ShowEventNotFound' | 'ManagerLogSubmitted' | 'ManagerLogFuture' | 'EndCountsNotPosted' | 'EndCountsMissing';

/**
 * Submitting the manager log of a show event (spec document 2 §5 "Manager log"), the checks in
 * this order: the show has ended; every station with end counts has one posted (EndOfShiftCount);
 * every station with a start count has an end count.
 */
export function decideManagerLog(f: ManagerLogFacts): Decision<true, ManagerLogRejection> {
  if (!f.End) return reject('ShowEventNotFound', 'The show event was not found.');
  if (f.submitted) return reject('ManagerLogSubmitted', 'The manager log of this show event is already submitted: it cannot be edited.');
  if (f.End.getTime() > f.now.getTime()) return reject('ManagerLogFuture', ManagerLogMessages.Future);
  const ends = f.cashboxes.filter((c) => c.LogTypeId === CashboxLogType.End);
  const posted = new Set(ends.filter((c) => c.EndOfShiftCount).map((c) => c.StationId));
  if (ends.some((c) => !posted.has(c.StationId))) return reject('EndCountsNotPosted', ManagerLogMessages.EndCountsNotPosted);
  const ended = new Set(ends.map((c) => c.StationId));
  if (f.cashboxes.some((c) => c.LogTypeId === CashboxLogType.Start && !ended.has(c.StationId)))
    return reject('EndCountsMissing', ManagerLogMessages.EndCountsMissing);
  return accept(true);
}
