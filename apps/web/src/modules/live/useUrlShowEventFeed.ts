import { useSearchParams } from 'react-router';
import { type ShowEventFeed, showEventIdOf, useShowEventFeed } from './useShowEventFeed';

/** The feed of the show event a report page's URL names in `param` (the over/short page's `ev`). */
export function useUrlShowEventFeed(param: string): ShowEventFeed {
  const [params] = useSearchParams();
  return useShowEventFeed(showEventIdOf(params.get(param)));
}
