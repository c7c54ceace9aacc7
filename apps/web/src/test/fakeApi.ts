import { ApiBasePath } from '@intermission/contracts';

/** One call the fake API received: method, path under the API's base path, and the JSON body. */
export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

/** What the fake answers a call with: a status, a JSON body and any headers. */
export type FakeAnswer = { status: number; body?: unknown; headers?: Record<string, string> };

/**
 * A fake of the server behind `fetch` for the web's unit specs: each call is recorded and answered
 * by the route function, so the real API client (its error handling, ApiError) runs unchanged.
 */
export function installFakeApi(route: (call: FakeCall) => FakeAnswer) {
  const calls: FakeCall[] = [];
  const fake = async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: FakeCall = {
      method: init?.method ?? 'GET',
      path: String(input).replace(`${ApiBasePath}/`, ''),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const { status, body, headers = {} } = route(call);
    const text = body === undefined ? '' : JSON.stringify(body);
    const header = (name: string) => Object.entries(headers).find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1] ?? null;
    return { ok: status >= 200 && status < 300, status, headers: { get: header }, text: async () => text } as unknown as Response;
  };
  globalThis.fetch = fake as typeof fetch;
  return calls;
}
