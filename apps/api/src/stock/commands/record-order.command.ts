import type { ReceivingPush } from '@intermission/contracts';
import type { CurrentUser } from '../../auth/current-user';

/** A change to a received order (document 3 §4): receive or edit, post, delete (unposted or posted). */
export type OrderChange =
  | { kind: 'receive'; body: ReceivingPush }
  | { kind: 'post'; body: { GuidId: string; Id: string; Version: number } }
  | { kind: 'delete' | 'deletePosted'; body: { Id: string } };

export class RecordOrderCommand {
  constructor(
    readonly change: OrderChange,
    readonly actor: CurrentUser,
    /** When the change happened: now for every call; a past moment only for the demo seed's three weeks. */
    readonly at?: Date,
  ) {}
}
