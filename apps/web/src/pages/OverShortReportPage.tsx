import { OverShortReportView } from '../modules/over-short/OverShortReportView';

/** /sales/overShortReport?from&to&theatre&ev (document 2 §2): the over/short report of the filter. */
export function OverShortReportPage() {
  return <OverShortReportView />;
}
