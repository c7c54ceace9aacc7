import { Messages } from '@intermission/contracts';
import { ApiError } from '../api/ApiError';
import { notifyError } from './notify';
import type { SetFieldError } from './form/useZodForm';

/**
 * The one way to show a failed call (spec document 1 §8.1): network failure and 504 have their
 * texts; model state goes on the form's fields and, joined with line breaks, into one toast; on the
 * statuses in `ownMessageOn` a server answer carrying its own message (a refused delete, "Invalid
 * note") shows that message; otherwise the screen's failure text ("Save Failed" unless it says otherwise).
 * A failure that is not a call's is shown with the fallback and thrown on.
 */
export function showApiError(err: unknown, fallback: string = Messages.SaveFailed, setFieldError?: SetFieldError, ownMessageOn: readonly number[] = []) {
  if (!(err instanceof ApiError)) {
    notifyError(fallback);
    throw err;
  }
  if (err.status <= 0) return notifyError(Messages.ConnectionError);
  if (err.status === 504) return notifyError(Messages.GatewayTimeout);
  const state = err.modelState;
  if (state && Object.keys(state).length) {
    if (setFieldError) for (const [field, messages] of Object.entries(state)) setFieldError(field, messages.join(' '));
    return notifyError(Object.values(state).flat().join('\n'));
  }
  if (ownMessageOn.includes(err.status) && err.body?.Message) return notifyError(err.body.Message);
  notifyError(fallback);
}

/**
 * Document 3's rule (§7 "What the product does with answers", §8 General) for its screens (goods,
 * vendors, users, roles, POS users…): a failure's model-state errors are shown on the form only,
 * not also in a toast; anything else as showApiError.
 */
export function showFormApiError(err: unknown, setFieldError: SetFieldError, fallback: string = Messages.SaveFailed) {
  const state = err instanceof ApiError && err.status > 0 && err.status !== 504 ? err.modelState : undefined;
  if (state && Object.keys(state).length) {
    for (const [field, messages] of Object.entries(state)) setFieldError(field, messages.join(' '));
    return;
  }
  showApiError(err, fallback, setFieldError);
}
