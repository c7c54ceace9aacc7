import type { CashboxCountPush, CashboxEndCount, CashboxTimestamp, CashboxUpdate } from '@intermission/contracts';
import type { CurrentUser } from '../../auth/current-user';

/** Which call a cash box write came through (docs/cashboxes.md). */
export type CashboxAction =
  | { kind: 'count'; body: CashboxCountPush }
  | { kind: 'override'; body: CashboxUpdate }
  | { kind: 'retime'; body: CashboxTimestamp }
  | { kind: 'endCount'; body: CashboxEndCount };

/** One write to a cash box log's stream: a station's count, or a back-office correction. */
export class RecordCashboxCommand {
  constructor(
    readonly action: CashboxAction,
    readonly actor: CurrentUser,
  ) {}
}
