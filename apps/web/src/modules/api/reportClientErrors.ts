import { ApiBasePath } from '@intermission/contracts';

/** Unhandled client errors are posted to logger/errors (spec document 1 §7.4). */
export function reportClientErrors() {
  const send = (message: string, stack?: string) => {
    const body = JSON.stringify({ Message: message.slice(0, 2000), Stack: stack?.slice(0, 20000), Url: location.pathname + location.search });
    fetch(`${ApiBasePath}/logger/errors`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body }).catch(() => undefined);
  };
  window.addEventListener('error', (e) => send(e.message, e.error instanceof Error ? e.error.stack : undefined));
  window.addEventListener('unhandledrejection', (e) => {
    const r = e.reason as unknown;
    send(r instanceof Error ? r.message : String(r), r instanceof Error ? r.stack : undefined);
  });
}
