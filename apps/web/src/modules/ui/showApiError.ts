import { Messages } from '@intermission/contracts';
import { ApiError } from '../api/ApiError';
import { notifyError } from './notify';
import type { SetFieldError } from './form/useZodForm';

/** The statuses on which a server answer carrying its own message shows that message: a list, or a test of the status. */
export type OwnMessageOn = readonly number[] | ((status: number) => boolean);

/** How a screen shows a failed call, beyond its failure text. */
export interface ApiErrorOptions {
  /** Where the model state's messages go on the form's fields. */
  setFieldError?: SetFieldError;
  /** See `OwnMessageOn`; none unless given. */
  ownMessageOn?: OwnMessageOn;
  /**
   * The failure text leads and what the server said (its model state, or its own message) follows
   * on the next line: the settings' "Settings Update Failed" over the rows' messages, the reset's
   * "Something went wrong." over why.
   */
  withDetail?: boolean;
}

/** A refusal the server explains itself: any 4xx but a 409 (whose answer is a copy or a conflict the screen handles). */
export const isRefusal = (status: number) => status >= 400 && status < 500 && status !== 409;

const showsOwnMessage = (status: number, on: OwnMessageOn) => (typeof on === 'function' ? on(status) : on.includes(status));

/**
 * The text of a failed call (spec document 1 §8.1): network failure and 504 have their texts; model
 * state is its messages joined with line breaks; on the statuses of `ownMessageOn` a server answer
 * carrying its own message is that message; otherwise `fallback`, the screen's failure text. A
 * failure that is not a call's is `fallback`.
 */
export function apiErrorText(err: unknown, fallback: string, { ownMessageOn = [], withDetail = false }: ApiErrorOptions = {}): string {
  if (!(err instanceof ApiError)) return fallback;
  if (err.status <= 0) return Messages.ConnectionError;
  if (err.status === 504) return Messages.GatewayTimeout;
  const state = err.modelState;
  const detail =
    state && Object.keys(state).length ? Object.values(state).flat().join('\n') : showsOwnMessage(err.status, ownMessageOn) ? err.body?.Message : undefined;
  if (!detail) return fallback;
  return withDetail ? `${fallback}\n${detail}` : detail;
}

/**
 * The one way to show a failed call: its `apiErrorText` in one toast, and the model state also on
 * the form's fields (`setFieldError`, or `options.setFieldError`). The failure text is "Save Failed"
 * unless the screen says otherwise. A failure that is not a call's is shown with the failure text
 * and thrown on.
 */
export function showApiError(err: unknown, fallback: string = Messages.SaveFailed, options: SetFieldError | ApiErrorOptions = {}, ownMessageOn?: OwnMessageOn) {
  const o: ApiErrorOptions = typeof options === 'function' ? { setFieldError: options } : options;
  notifyError(apiErrorText(err, fallback, { ...o, ownMessageOn: ownMessageOn ?? o.ownMessageOn }));
  if (!(err instanceof ApiError)) throw err;
  if (o.setFieldError && err.status > 0 && err.status !== 504) putOnFields(err, o.setFieldError);
}

/** The model state of a failed call on the form's fields; whether it had any. */
function putOnFields(err: ApiError, setFieldError: SetFieldError): boolean {
  const state = err.modelState;
  if (!state || !Object.keys(state).length) return false;
  for (const [field, messages] of Object.entries(state)) setFieldError(field, messages.join(' '));
  return true;
}

/**
 * Document 3's rule (§7 "What the product does with answers", §8 General) for its screens (goods,
 * vendors, users, roles, POS users…): a failure's model-state errors are shown on the form only,
 * not also in a toast; anything else as showApiError.
 */
export function showFormApiError(err: unknown, setFieldError: SetFieldError, fallback: string = Messages.SaveFailed) {
  if (err instanceof ApiError && err.status > 0 && err.status !== 504 && putOnFields(err, setFieldError)) return;
  showApiError(err, fallback, setFieldError);
}
