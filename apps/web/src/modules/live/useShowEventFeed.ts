import { useEffect, useRef, useState } from 'react';
import type { LiveShowEventFigures } from '@intermission/contracts';
import { ApiError } from '../api/ApiError';
import { readShowEventFeed } from './api';

export interface ShowEventFeed {
  /** A show event is chosen: the feed is wanted. */
  active: boolean;
  /** Goes up by one each time the show event's totals change after the first figures: a page re-runs its report on it. */
  refreshKey: number;
  /** The latest totals the feed sent (null before the first). */
  lastFigures: LiveShowEventFigures | null;
  /** When the latest totals arrived (this browser's clock). */
  lastUpdate: Date | null;
  /** The stream is open. */
  connected: boolean;
  /** Why the feed stopped for good (403, 404, …): it does not retry those. */
  error: ApiError | null;
}

/** A show event id as a filter holds it (text from the URL or a select, or a number); null for none or not an id. */
export function showEventIdOf(value: string | number | null | undefined): number | null {
  const text = String(value ?? '');
  return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : null;
}

/** Reconnects after 1 s, 2 s, 4 s … up to 30 s; a stream that ended cleanly (the server's 10-minute limit, a restart) at once. */
export const feedBackoffMs = (attempt: number) => Math.min(30_000, 1000 * 2 ** attempt);

const sameTotals = (a: LiveShowEventFigures | null, b: LiveShowEventFigures) => {
  if (!a) return false;
  const strip = ({ At: _at, SalesPosition: _s, CashboxesPosition: _c, ...rest }: LiveShowEventFigures) => JSON.stringify(rest);
  return strip(a) === strip(b);
};

/**
 * The live feed of a show event (docs/reports.md "Live over/short and kit sales"): connected while a show
 * event is chosen, reconnecting with backoff; `refreshKey` changes whenever its sales or counts change.
 */
export function useShowEventFeed(showEventId: number | null | undefined): ShowEventFeed {
  const [state, setState] = useState<Omit<ShowEventFeed, 'active'>>({ refreshKey: 0, lastFigures: null, lastUpdate: null, connected: false, error: null });
  const last = useRef<LiveShowEventFigures | null>(null);

  useEffect(() => {
    last.current = null;
    setState((s) => ({ ...s, lastFigures: null, lastUpdate: null, connected: false, error: null }));
    if (!showEventId) return;
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    const run = () => {
      readShowEventFeed(
        showEventId,
        {
          onOpen: () => {
            attempt = 0;
            setState((s) => ({ ...s, connected: true, error: null }));
          },
          onFigures: (f) => {
            const changed = last.current !== null && !sameTotals(last.current, f);
            last.current = f;
            setState((s) => ({ ...s, lastFigures: f, lastUpdate: new Date(), refreshKey: changed ? s.refreshKey + 1 : s.refreshKey }));
          },
        },
        abort.signal,
      ).then(
        () => {
          if (abort.signal.aborted) return;
          setState((s) => ({ ...s, connected: false }));
          timer = setTimeout(run, 0);
        },
        (err: unknown) => {
          if (abort.signal.aborted) return;
          const status = err instanceof ApiError ? err.status : 0;
          // Refused for good: a bad id, not the user's venue, no such show event, signed out.
          if (err instanceof ApiError && [400, 401, 403, 404, 406].includes(status)) {
            setState((s) => ({ ...s, connected: false, error: err }));
            return;
          }
          setState((s) => ({ ...s, connected: false }));
          timer = setTimeout(run, feedBackoffMs(attempt++));
        },
      );
    };
    run();
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [showEventId]);

  return { ...state, active: !!showEventId };
}
