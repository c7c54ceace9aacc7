import { LiveBadge } from '../modules/live/LiveBadge';
import { useUrlShowEventFeed } from '../modules/live/useUrlShowEventFeed';
import { OverShortReportView } from '../modules/over-short/OverShortReportView';

/** /sales/overShortReport?from&to&theatre&ev (document 2 §2): the over/short report of the filter. */
export function OverShortReportPage() {
  const live = useUrlShowEventFeed('ev');
  return (
    <>
      <LiveBadge feed={live} />
      <OverShortReportView refreshKey={live.refreshKey} />
    </>
  );
}
