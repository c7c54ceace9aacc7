import type { MovementPush } from '@intermission/domain';
import type { CurrentUser } from '../../auth/current-user';

/** Which inventoryEventPush/ call a movement came through (document 3 §7). */
export type MovementKind = MovementPush;

/** Records one stock movement named by the client's GUID: applied once, answered the same every time. */
export class RecordMovementCommand {
  constructor(
    readonly movement: MovementPush,
    readonly actor: CurrentUser,
  ) {}
}
