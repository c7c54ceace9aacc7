import { ConcurrencyError, NotFoundError, type SaveOutcome } from '@intermission/db';

/** The record a save answers with its new Version: 404 when it was missing, 409 with the current copy when stale. */
export async function savedRecord<T>(outcome: SaveOutcome, what: string, load: () => Promise<T | undefined>): Promise<T> {
  if (outcome === 'missing') throw new NotFoundError(what);
  const current = await load();
  if (current === undefined) throw new NotFoundError(what);
  if (outcome === 'stale') throw new ConcurrencyError(current);
  return current;
}
