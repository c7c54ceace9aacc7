import { managedAccountName } from '@intermission/domain';

/**
 * The accounts of the managed items (docs/exports.md "Account mapping"): the export settings'
 * AccountMappings name of an item, else the item's Name. A petty cash reason (or another list with an
 * export account) takes its export account's name, else its own.
 */
export class AccountBook {
  private readonly names: ReadonlyMap<number, string>;

  constructor(
    private readonly mappings: ReadonlyMap<number, string>,
    private readonly items: ReadonlyMap<number, { Name: string; ExportAccountId: number | null }>,
  ) {
    this.names = new Map([...items].map(([id, i]) => [id, i.Name]));
  }

  /** An account list item's account name (revenue, COGS, inventory); null or unknown: the fallback. */
  account(managedItemId: number | null, fallback = managedItemId === null ? '' : `Account ${managedItemId}`): string {
    return managedAccountName(this.mappings, this.names, managedItemId, fallback);
  }

  /** An item's own Name (a wastage reason in a memo). */
  name(managedItemId: number): string {
    return this.names.get(managedItemId) ?? `#${managedItemId}`;
  }

  /** A reason's account: its export account's, else the reason's own mapping or Name. */
  reasonAccount(reasonId: number): string {
    const exportAccount = this.items.get(reasonId)?.ExportAccountId ?? null;
    return exportAccount !== null ? this.account(exportAccount) : this.account(reasonId);
  }
}
