import { type Tx, writeAudit } from '@intermission/db';

/**
 * @deprecated Use `writeAudit` (or `saveVersioned`'s audit) from @intermission/db. Kept only because
 * bar-images.controller.ts still imports it while it is given its repository; delete this file then.
 */
export function audit(tx: Tx, actorId: number, entity: string, id: number | string, action: string, changes: unknown = {}): Promise<void> {
  return writeAudit(tx, { actorId, entity, entityId: id, action, changes });
}
