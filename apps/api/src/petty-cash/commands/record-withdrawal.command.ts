import type { PettyCashWithdrawalSave } from '@intermission/contracts';
import type { CurrentUser } from '../../auth/current-user';

/** A change to a petty cash withdrawal: save (Id 0 withdraws, else edits on its Version) or delete. */
export type WithdrawalChange = { kind: 'save'; body: PettyCashWithdrawalSave } | { kind: 'delete'; id: number };

export class RecordWithdrawalCommand {
  constructor(
    readonly change: WithdrawalChange,
    readonly actor: CurrentUser,
  ) {}
}
