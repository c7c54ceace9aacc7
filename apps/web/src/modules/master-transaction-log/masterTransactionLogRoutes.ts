import type { AppRoute } from '../app/routeTable';

/** The master transaction log's screens (document 2 §2; docs/reports.md "Master transaction log"). */
export const masterTransactionLogRoutes: AppRoute[] = [
  {
    path: '/masterTransactionLog/list',
    title: 'Master Transaction Log',
    menuKey: 'master-transaction-log',
    load: () => import('../../pages/MasterTransactionLogListPage').then((m) => ({ Component: m.MasterTransactionLogListPage })),
  },
  {
    path: '/masterTransactionLog/info',
    title: 'Master Transaction',
    load: () => import('../../pages/MasterTransactionLogInfoPage').then((m) => ({ Component: m.MasterTransactionLogInfoPage })),
  },
];

/** The detail of a sale (other reports' drill-downs link here too). */
export const masterTransactionInfoPath = (saleId: string) => `/masterTransactionLog/info?${new URLSearchParams({ id: saleId })}`;
