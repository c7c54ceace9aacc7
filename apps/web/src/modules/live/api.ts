import { ApiBasePath, LiveFeedEvents, type LiveShowEventFigures } from '@intermission/contracts';
import { ApiError } from '../api/ApiError';
import { refreshSession } from '../api/apiClient';
import { sessionStore } from '../session/sessionStore';
import { createSseParser } from './sseParser';

/** The feed's one route (docs/reports.md "Live over/short and kit sales"). */
export const liveFeedPath = (showEventId: number) => `sales/live/showEvents/${showEventId}`;

export interface FeedHandlers {
  /** The stream is open (the server accepted it). */
  onOpen(): void;
  onFigures(figures: LiveShowEventFigures): void;
  onHeartbeat?(): void;
}

async function connect(showEventId: number, signal: AbortSignal): Promise<Response> {
  const s = sessionStore.get();
  if (s && new Date(s.expires).getTime() - Date.now() < 30_000) await refreshSession();
  const token = sessionStore.get()?.token;
  try {
    return await fetch(`${ApiBasePath}/${liveFeedPath(showEventId)}`, {
      headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      cache: 'no-store',
      signal,
    });
  } catch (e) {
    if (signal.aborted) throw e;
    throw new ApiError(0, null);
  }
}

/**
 * Reads a show event's feed until it ends or `signal` aborts: the bearer token in the Authorization
 * header (an EventSource cannot send it, so the stream is read with fetch), refreshed before expiry and
 * once on 401 as the api client does. Resolves when the server ends the stream; rejects with ApiError
 * when it refuses it (400, 403, 404, …) or the network fails.
 */
export async function readShowEventFeed(showEventId: number, handlers: FeedHandlers, signal: AbortSignal): Promise<void> {
  let res = await connect(showEventId, signal);
  if (res.status === 401 && sessionStore.get() && (await refreshSession())) res = await connect(showEventId, signal);
  if (!res.ok || !res.body) {
    const text = await res.text().catch(() => '');
    let body: ApiError['body'] = null;
    try {
      body = text ? (JSON.parse(text) as ApiError['body']) : null;
    } catch {
      body = { Message: text };
    }
    throw new ApiError(res.status, body);
  }
  handlers.onOpen();
  const parser = createSseParser();
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      for (const e of parser.push(value)) {
        if (e.event === LiveFeedEvents.Figures) handlers.onFigures(JSON.parse(e.data) as LiveShowEventFigures);
        else if (e.event === LiveFeedEvents.Heartbeat) handlers.onHeartbeat?.();
      }
    }
  } finally {
    reader.releaseLock();
  }
}
