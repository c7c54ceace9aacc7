import type { DepositPost } from '@intermission/contracts';
import type { CurrentUser } from '../../auth/current-user';

/** PUT deposits/: post a show event's deposit on the AmountToBePosted the screen showed. */
export class PostDepositCommand {
  constructor(
    readonly body: DepositPost,
    readonly actor: CurrentUser,
  ) {}
}
