import { Messages } from '@intermission/contracts';
import { ApiError } from '../api/ApiError';
import { notifyError } from './notify';

type SetFieldError = (field: string, message: string) => void;

/**
 * The spec's error handling (document 1 §8.1): network failure and 504 have their texts; model
 * state goes on the form's fields and, joined with line breaks, into one toast; otherwise the
 * screen's failure text ("Save Failed" unless it says otherwise).
 */
export function showApiError(err: unknown, fallback: string = Messages.SaveFailed, setFieldError?: SetFieldError) {
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
  notifyError(fallback);
}
