import { ApiError } from '../api/ApiError';
import { confirmConcurrency } from '../ui/confirmConcurrency';
import { notifySuccess } from '../ui/notify';

type Versioned = { Id: number; Version: number };

interface Options<T> {
  success: string;
  /** The server's list, when the user declines to save over someone else's change. */
  onReload: (current: T[]) => void;
  /** Any other failure, for the screen's own text. */
  onFailure: (err: unknown) => void;
}

/**
 * A batch save of a whole list (settings, managed items) with the spec's concurrency handling
 * (document 1 §4): on 409 the dialog; saving again takes each row's Version from the server's
 * current list, declining loads that list. Answers whether the list was saved.
 */
export async function saveBatch<R extends Versioned, T extends Versioned>(save: (rows: R[]) => Promise<T[]>, rows: R[], o: Options<T>): Promise<boolean> {
  try {
    await save(rows);
    notifySuccess(o.success);
    return true;
  } catch (err) {
    if (err instanceof ApiError && err.status === 409 && Array.isArray(err.body?.Current)) {
      const current = err.body.Current as T[];
      if (await confirmConcurrency()) {
        const versions = new Map(current.map((c) => [c.Id, c.Version]));
        return saveBatch(
          save,
          rows.map((r) => ({ ...r, Version: versions.get(r.Id) ?? r.Version })),
          o,
        );
      }
      o.onReload(current);
      return false;
    }
    o.onFailure(err);
    return false;
  }
}
