import { AccountingRefusal } from '../export-ports';

/** One answer of QuickBooks Online or of Intuit's token endpoint. */
export interface QboAnswer {
  status: number;
  retryAfterMs: number | null;
  body: unknown;
}

/**
 * One HTTP call with a timeout of its own (global fetch). A timeout or a network failure is a
 * retryable refusal; every answer, whatever its status, comes back to the caller.
 */
export async function qboHttp(url: string, init: RequestInit, timeoutMs: number): Promise<QboAnswer> {
  let res: Response;
  let text: string;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    text = await res.text();
  } catch (e) {
    const name = (e as Error)?.name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new AccountingRefusal(`QuickBooks Online did not answer within ${timeoutMs} ms`, null, true);
    }
    throw new AccountingRefusal(`QuickBooks Online could not be reached: ${causeOf(e)}`, null, true);
  }
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (an HTML error page of a proxy): kept as text for the message.
  }
  return { status: res.status, retryAfterMs: retryAfterMs(res.headers.get('retry-after')), body };
}

/** Retry-After in seconds or as an HTTP date, in ms; null when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * What QBO said: each Fault error's Message and Detail (`{ Fault: { Error: [...] } }`, or the
 * lower-case `fault.error` of its authentication answers, or an OAuth `error`).
 */
export function faultMessage(body: unknown, status: number): string {
  const fault = field(body, 'Fault') ?? field(body, 'fault');
  const errors = field(fault, 'Error') ?? field(fault, 'error');
  if (Array.isArray(errors) && errors.length) {
    return errors
      .map((e) => [field(e, 'Message') ?? field(e, 'message'), field(e, 'Detail') ?? field(e, 'detail')].filter((x) => typeof x === 'string' && x).join(': '))
      .filter(Boolean)
      .join('; ')
      .slice(0, 2000);
  }
  const error = field(body, 'error');
  const description = field(body, 'error_description');
  if (typeof error === 'string') return `${error}${typeof description === 'string' ? `: ${description}` : ''}`;
  if (typeof body === 'string' && body) return `HTTP ${status}: ${body.slice(0, 200)}`;
  return `HTTP ${status}`;
}

/** A property of an answer of unknown shape. */
export function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

function causeOf(e: unknown): string {
  const cause = (e as { cause?: { code?: string; message?: string } })?.cause;
  return cause?.code ?? cause?.message ?? (e as Error)?.message ?? String(e);
}
