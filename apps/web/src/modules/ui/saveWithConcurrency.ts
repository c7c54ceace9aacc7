import { Messages } from '@intermission/contracts';
import { ApiError } from '../api/ApiError';
import { confirmConcurrency } from './confirmConcurrency';
import { notifySuccess } from './notify';
import { showApiError } from './showApiError';

interface Options<T> {
  success: string;
  failure?: string;
  onSaved: (saved: T) => void;
  /** The server's copy, when the user declines to save over someone else's change. */
  onReload: (current: T) => void;
  setFieldError?: (field: string, message: string) => void;
  /** Picks this record out of the 409 body's Current, when a call answers for several records. */
  current?: (current: unknown) => T;
}

/**
 * A save with the spec's handling (document 1 §4): success toast and the new Version; on 409 the
 * concurrency dialog, retrying with the server's Version or loading the server's copy.
 */
export async function saveWithConcurrency<T extends { Version: number }>(
  save: (version?: number) => Promise<T>,
  o: Options<T>,
  version?: number,
): Promise<boolean> {
  try {
    const saved = await save(version);
    o.onSaved(saved);
    notifySuccess(o.success);
    return true;
  } catch (err) {
    if (err instanceof ApiError && err.status === 409 && err.body?.Current) {
      const current = o.current ? o.current(err.body.Current) : (err.body.Current as T);
      if (await confirmConcurrency()) return saveWithConcurrency(save, o, current.Version);
      o.onReload(current);
      return false;
    }
    showApiError(err, o.failure ?? Messages.SaveFailed, o.setFieldError);
    return false;
  }
}
