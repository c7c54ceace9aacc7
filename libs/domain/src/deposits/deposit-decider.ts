import type { DepositPosted } from '@intermission/contracts';
import Decimal from 'decimal.js';
import { type Decision, accept, reject } from '../decision';
import type { DepositRejection } from './deposit-closed';
import type { DepositFigures } from './deposit-figures';

/** The show event a deposit is posted for, as the handler found it (null: none, or not visible to the caller). */
export interface DepositShowEvent {
  Id: number;
  TheatreId: number;
  VenueId: number;
  End: Date;
}

/** Post the show event's deposit: the figures as they stand, and the AmountToBePosted the screen showed. */
export interface PostDepositCommand {
  showEvent: DepositShowEvent | null;
  /** Whether the show event's deposit stream already holds its DepositPosted. */
  posted: boolean;
  now: Date;
  figures: DepositFigures;
  /** The body's AmountToBePosted (decimal text). */
  expected: string;
  userId: number;
  /** The global ledger position the figures were read at. */
  readAt: string;
}

/** The event to append, but its DepositId: the handler allocates it only once the post is accepted. */
export type DepositPostDecided = Omit<DepositPosted, 'DepositId'>;

export const DepositFailureMessages = {
  NotFound: 'The show event was not found.',
  NotEnded: 'The show event has not ended yet: its deposit can be posted once it is over.',
  AlreadyPosted: 'The deposit for this show event has already been posted.',
  FiguresChanged: 'The deposit figures have changed since they were shown: check the new figures and post again.',
} as const;

/** Document 2 §4 "Deposit: unposted, then posted": once, after the show event ended, on the figures the user saw. */
export function decidePostDeposit(c: PostDepositCommand): Decision<DepositPostDecided, DepositRejection> {
  const e = c.showEvent;
  if (!e) return reject('DepositShowEventNotFound', DepositFailureMessages.NotFound);
  if (c.posted) return reject('DepositAlreadyPosted', DepositFailureMessages.AlreadyPosted);
  if (e.End.getTime() > c.now.getTime()) return reject('DepositNotEnded', DepositFailureMessages.NotEnded);
  if (!new Decimal(c.expected).equals(c.figures.AmountToBePosted)) return reject('DepositFiguresChanged', DepositFailureMessages.FiguresChanged);
  return accept({
    ShowEventId: e.Id,
    TheatreId: e.TheatreId,
    VenueId: e.VenueId,
    ...c.figures,
    Details: c.figures.Details.map((d) => ({ ...d })),
    ReadAtPosition: c.readAt,
    UserId: c.userId,
    At: c.now.toISOString(),
  });
}
