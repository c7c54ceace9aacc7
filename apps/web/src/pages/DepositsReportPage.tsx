import { DepositsReportView } from '../modules/deposits-report/DepositsReportView';

/** /sales/depositsReport?from&to&venue (document 2 §2): a venue's week of deposits. */
export function DepositsReportPage() {
  return <DepositsReportView />;
}
