import type { AppRoute } from '../app/routeTable';

/** The deposits report screen (document 2 §2; docs/reports.md "Deposits report"). */
export const depositsReportRoutes: AppRoute[] = [
  {
    path: '/sales/depositsReport',
    title: 'Deposits Report',
    menuKey: 'deposits-report',
    load: () => import('../../pages/DepositsReportPage').then((m) => ({ Component: m.DepositsReportPage })),
  },
];
