import type { SetInventoryPush, StockPush, WastagePush } from '@intermission/contracts';
import type { CurrentUser } from '../../auth/current-user';

/** Which inventoryEventPush/ call a movement came through (document 3 §7). */
export type MovementKind =
  | { kind: 'inventoryTransfer'; body: StockPush }
  | { kind: 'patronsRoom'; body: StockPush }
  | { kind: 'billableTransfer'; body: StockPush }
  | { kind: 'cateringTransfer'; body: StockPush }
  | { kind: 'initializingTransfer'; body: StockPush }
  | { kind: 'wastageGoods'; body: WastagePush }
  | { kind: 'gainlostTransfer'; body: SetInventoryPush };

/** Records one stock movement named by the client's GUID: applied once, answered the same every time. */
export class RecordMovementCommand {
  constructor(
    readonly movement: MovementKind,
    readonly actor: CurrentUser,
  ) {}
}
