import {
  PettyCashEventTypes,
  PettyCashMessages,
  type PettyCashWithdrawalDeleted,
  type PettyCashWithdrawalEdited,
  type PettyCashWithdrawalExported,
  type PettyCashWithdrawn,
} from '@intermission/contracts';
import Decimal from 'decimal.js';
import { type Decision, accept, assertUnreachable, reject } from '../decision';

/** A withdrawal stream's event as the decider folds it (a RecordedEvent fits). */
export type WithdrawalEvent =
  | { type: typeof PettyCashEventTypes.PettyCashWithdrawn; data: PettyCashWithdrawn }
  | { type: typeof PettyCashEventTypes.PettyCashWithdrawalEdited; data: PettyCashWithdrawalEdited }
  | { type: typeof PettyCashEventTypes.PettyCashWithdrawalDeleted; data: PettyCashWithdrawalDeleted }
  | { type: typeof PettyCashEventTypes.PettyCashWithdrawalExported; data: PettyCashWithdrawalExported };

/** What the rules need of a withdrawal: folded from its own stream, not read from the projection. */
export interface WithdrawalState {
  withdrawal: Pick<PettyCashWithdrawn, 'WithdrawalId' | 'TheatreId' | 'Amount'> | null;
  Deleted: boolean;
  ExportId: number | null;
  /** The stream's events so far: Version is this (the revision + 1). */
  Version: number;
}

/** The show event chosen, as the handler found it in app.show_events (null: no such event). */
export interface WithdrawalShowEvent {
  TheatreId: number;
  Start: string;
}

export type WithdrawalCommand =
  | { kind: 'withdraw'; showEvent: WithdrawalShowEvent | null; theatreId: number | null; reasonIsListed: boolean; amount: string }
  | { kind: 'edit'; version: number; showEvent: WithdrawalShowEvent | null; theatreId: number | null; reasonIsListed: boolean; amount: string }
  | { kind: 'delete' };

/** Every way a change to a withdrawal fails (the API maps each code once: apps/api/src/ledger/rejections.ts). */
export type WithdrawalRejection =
  'WithdrawalNotFound' | 'WithdrawalExported' | 'WithdrawalStale' | 'NotAShowEvent' | 'ShowEventOfAnotherTheatre' | 'NotAPettyCashReason' | 'AmountNotPositive';

/** What to append: the show event's theatre and Start become the withdrawal's (document 1 §4). */
export type WithdrawalOutcome = { kind: 'withdraw' | 'edit'; TheatreId: number; TransactionDateUtc: string } | { kind: 'delete' };

export const initialWithdrawalState = (): WithdrawalState => ({ withdrawal: null, Deleted: false, ExportId: null, Version: 0 });

export function evolveWithdrawal(state: WithdrawalState, event: WithdrawalEvent): WithdrawalState {
  const Version = state.Version + 1;
  switch (event.type) {
    case PettyCashEventTypes.PettyCashWithdrawn:
    case PettyCashEventTypes.PettyCashWithdrawalEdited: {
      const { WithdrawalId, TheatreId, Amount } = event.data;
      return { ...state, withdrawal: { WithdrawalId, TheatreId, Amount }, Version };
    }
    case PettyCashEventTypes.PettyCashWithdrawalDeleted:
      return { ...state, Deleted: true, Version };
    case PettyCashEventTypes.PettyCashWithdrawalExported:
      return { ...state, ExportId: event.data.ExportId, Version };
    default:
      return assertUnreachable(event);
  }
}

/** The show event, reason and amount of a withdrawal as saved; `theatreId` is the theatre the save is about (the path's, the body's or the stored one). */
function decideFacts(c: Extract<WithdrawalCommand, { kind: 'withdraw' | 'edit' }>): Decision<WithdrawalShowEvent, WithdrawalRejection> {
  if (!c.showEvent) return reject('NotAShowEvent', 'Not a show event', 'ShowEventId');
  if (c.theatreId !== null && c.showEvent.TheatreId !== c.theatreId)
    return reject('ShowEventOfAnotherTheatre', 'The show event is not of this theatre', 'ShowEventId');
  if (!c.reasonIsListed) return reject('NotAPettyCashReason', 'Not a petty cash reason', 'ReasonId');
  // The contract refuses it first; the rule stays here for any other caller.
  if (!new Decimal(c.amount).gt(0)) return reject('AmountNotPositive', 'Amount must be more than 0', 'Amount');
  return accept(c.showEvent);
}

/** Withdraw, edit or delete (document 1 §4): one with an ExportId cannot be deleted; a stale Version is refused. */
export function decideWithdrawal(command: WithdrawalCommand, state: WithdrawalState): Decision<WithdrawalOutcome, WithdrawalRejection> {
  switch (command.kind) {
    case 'withdraw': {
      const facts = decideFacts(command);
      if (!facts.ok) return facts;
      return accept({ kind: 'withdraw', TheatreId: facts.value.TheatreId, TransactionDateUtc: facts.value.Start });
    }
    case 'edit': {
      if (!state.withdrawal || state.Deleted) return reject('WithdrawalNotFound', 'The petty cash withdrawal was not found.');
      if (command.version !== state.Version) return reject('WithdrawalStale', 'The withdrawal was changed by someone else.');
      // A withdrawal stays with its theatre: the show event chosen must be one of it.
      const facts = decideFacts({ ...command, theatreId: state.withdrawal.TheatreId });
      if (!facts.ok) return facts;
      return accept({ kind: 'edit', TheatreId: facts.value.TheatreId, TransactionDateUtc: facts.value.Start });
    }
    case 'delete':
      if (!state.withdrawal || state.Deleted) return reject('WithdrawalNotFound', 'The petty cash withdrawal was not found.');
      if (state.ExportId !== null) return reject('WithdrawalExported', PettyCashMessages.Exported);
      return accept({ kind: 'delete' });
  }
}

export const withdrawalDecider = { initialState: initialWithdrawalState, evolve: evolveWithdrawal, decide: decideWithdrawal };
