import { ApiBasePath } from '@intermission/contracts';

/** Query parameters whose values are secrets (reset and login-link keys, tokens): never sent in a report. */
const secretParameter = /\b(resetKey|token|key|jwt|password|secret|code)=[^&#\s"']*/gi;

/** Removes the values of secret parameters from a text (an error's message or stack may quote the page's address). */
export const withoutSecrets = (text: string) => text.replace(secretParameter, '$1=[removed]');

/**
 * The report of an error: the page's path only (its query string and fragment may carry a reset
 * key, as /resetpassword?resetKey=… does), and the message and stack with secret values removed.
 */
export function errorReport(message: string, stack: string | undefined, where: Pick<Location, 'pathname'>) {
  return {
    Message: withoutSecrets(message).slice(0, 2000),
    Stack: stack === undefined ? undefined : withoutSecrets(stack).slice(0, 20000),
    Url: where.pathname,
  };
}

/** Unhandled client errors are posted to logger/errors (spec document 1 §7.4). */
export function reportClientErrors() {
  const send = (message: string, stack?: string) => {
    const body = JSON.stringify(errorReport(message, stack, window.location));
    fetch(`${ApiBasePath}/logger/errors`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body }).catch(() => undefined);
  };
  window.addEventListener('error', (e) => send(e.message, e.error instanceof Error ? e.error.stack : undefined));
  window.addEventListener('unhandledrejection', (e) => {
    const r = e.reason as unknown;
    send(r instanceof Error ? r.message : String(r), r instanceof Error ? r.stack : undefined);
  });
}
