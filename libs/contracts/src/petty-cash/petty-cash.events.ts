import { z } from 'zod';
import { EventId, EventInstant, LedgerDecimal } from '../common/primitives';

// A petty cash withdrawal is a money movement (issue 13 point 7): its life is the stream
// `petty-cash-<WithdrawalId>`, WithdrawalId an integer allocated once by the command (a sequence) and
// carried in every event, so the read table and `pettyCashWithdrawals/{id}` survive a rebuild.

const at = EventInstant;

/** What a withdrawal is: the show event chosen gives its theatre and its transaction time (document 1 §4). */
const withdrawal = {
  WithdrawalId: EventId,
  TheatreId: EventId,
  ShowEventId: EventId,
  /** An item of the pettyCashReasons managed list. */
  ReasonId: EventId,
  /** The show event's Start. */
  TransactionDateUtc: at,
  /** Dollars taken out of the theatre's cash, more than 0, 2 decimals. */
  Amount: LedgerDecimal,
  /** Who did it (a user id) and when. */
  UserId: EventId,
  At: at,
};

/** Money taken out of a theatre's petty cash. */
export const PettyCashWithdrawnV1 = z.object(withdrawal);
/** The whole withdrawal as edited (another show event of the same theatre, reason or amount). */
export const PettyCashWithdrawalEditedV1 = z.object(withdrawal);
/** The withdrawal undone; it carries what it undoes, so a report reading events alone can take it back out. */
export const PettyCashWithdrawalDeletedV1 = z.object({
  WithdrawalId: EventId,
  TheatreId: EventId,
  Amount: LedgerDecimal,
  UserId: EventId,
  At: at,
});
/**
 * The withdrawal went out on an accounting export (appended by the exports, a later issue): from then
 * on it cannot be deleted (document 1 §4).
 */
export const PettyCashWithdrawalExportedV1 = z.object({ WithdrawalId: EventId, ExportId: EventId, At: at });

export type PettyCashWithdrawn = z.infer<typeof PettyCashWithdrawnV1>;
export type PettyCashWithdrawalEdited = z.infer<typeof PettyCashWithdrawalEditedV1>;
export type PettyCashWithdrawalDeleted = z.infer<typeof PettyCashWithdrawalDeletedV1>;
export type PettyCashWithdrawalExported = z.infer<typeof PettyCashWithdrawalExportedV1>;

export const PettyCashEventTypes = {
  PettyCashWithdrawn: 'PettyCashWithdrawn',
  PettyCashWithdrawalEdited: 'PettyCashWithdrawalEdited',
  PettyCashWithdrawalDeleted: 'PettyCashWithdrawalDeleted',
  PettyCashWithdrawalExported: 'PettyCashWithdrawalExported',
} as const;

/** The stream of one withdrawal. */
export const pettyCashStream = (withdrawalId: number) => `petty-cash-${withdrawalId}`;
