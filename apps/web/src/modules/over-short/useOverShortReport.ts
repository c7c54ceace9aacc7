import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { OverShortRequest } from '@intermission/contracts';
import { overShortKeys, runOverShortReport } from './api';

/**
 * Runs the over/short report for a request (null: nothing to run yet) and runs it again whenever
 * `refreshKey` changes: the live feed (engineer "live"'s useShowEventFeed) bumps it when the show
 * event's figures change, and the grid keeps showing the last answer while the new one loads.
 */
export function useOverShortReport(request: OverShortRequest | null, refreshKey?: unknown) {
  const query = useQuery({
    queryKey: overShortKeys.of('report', request),
    queryFn: () => runOverShortReport(request!),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const { refetch } = query;
  const seen = useRef(refreshKey);
  useEffect(() => {
    if (Object.is(seen.current, refreshKey)) return;
    seen.current = refreshKey;
    if (request) void refetch();
  }, [refreshKey, request, refetch]);
  return query;
}
