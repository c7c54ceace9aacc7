import type { AppRoute } from '../app/routeTable';

/** The sales reconciliation report screen (document 2 §2 "/sales/salesReport"). */
export const salesReconciliationRoutes: AppRoute[] = [
  {
    path: '/sales/salesReport',
    title: 'Sales Reconciliation Report',
    menuKey: 'sales-reconciliation-report',
    load: () => import('../../pages/SalesReconciliationReportPage').then((m) => ({ Component: m.SalesReconciliationReportPage })),
  },
];
