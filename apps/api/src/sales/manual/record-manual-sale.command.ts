import type { ManualSale } from '@intermission/contracts';
import type { CurrentUser } from '../../auth/current-user';

/** POST admin/sale/{reduceInventory}/postShowStart/{postShowStart}/{forced} (docs/sales.md "Manual sales"). */
export class RecordManualSaleCommand {
  constructor(
    readonly body: ManualSale,
    readonly flags: { reduceInventory: boolean; postShowStart: boolean; forced: boolean },
    readonly actor: CurrentUser,
  ) {}
}
