import { ApiError } from '../api/ApiError';
import { notifyError } from '../ui/notify';
import { showApiError } from '../ui/showApiError';

/**
 * A refused push: the server's own message ('Nothing to Transfer', 'You cannot move stock at this
 * location', …) when it sent one without model state, and the 503 of a ledger paused pending recovery
 * (docs/operations.md); otherwise the shared handling with `fallback`.
 */
export function showMovementError(err: unknown, fallback: string) {
  if (err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 409 && err.body?.Message && !err.modelState) {
    notifyError(err.body.Message);
    return;
  }
  showApiError(err, fallback, undefined, [503]);
}
