import { useMemo, useRef } from 'react';
import { ApiError } from './ApiError';
import { get } from './apiClient';

/** A failure after which the post may still have been applied: no answer, or a server or gateway error. */
function uncertain(err: unknown): boolean {
  return !(err instanceof ApiError) || err.status <= 0 || err.status >= 500;
}

/**
 * One GUID per submission, fetched from `GET guid/1` before posting (document 3 §7). When a post
 * fails without a clear answer the GUID is kept, so the user's retry names the same event and the
 * server applies it once; an answer (success or refusal) or `reset` frees it for the next movement.
 */
export function useGuid() {
  const pending = useRef<string | null>(null);
  return useMemo(
    () => ({
      async run<T>(send: (guid: string) => Promise<T>): Promise<T> {
        if (!pending.current) {
          const [guid] = await get<string[]>('guid/1');
          if (!guid) throw new ApiError(500, { Message: 'No GUID was issued' });
          pending.current = guid;
        }
        try {
          const answer = await send(pending.current);
          pending.current = null;
          return answer;
        } catch (err) {
          if (!uncertain(err)) pending.current = null;
          throw err;
        }
      },
      reset() {
        pending.current = null;
      },
    }),
    [],
  );
}
