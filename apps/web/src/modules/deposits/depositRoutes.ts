import type { AppRoute } from '../app/routeTable';

/** The deposits screens (document 2 §2; docs/sales-and-deposits-web.md). */
export const depositRoutes: AppRoute[] = [
  {
    path: '/deposits/list',
    title: 'Manage Deposits',
    menuKey: 'deposits',
    load: () => import('../../pages/DepositsListPage').then((m) => ({ Component: m.DepositsListPage })),
  },
  { path: '/deposits/info', title: 'Manage Deposit Info', load: () => import('../../pages/DepositInfoPage').then((m) => ({ Component: m.DepositInfoPage })) },
];
