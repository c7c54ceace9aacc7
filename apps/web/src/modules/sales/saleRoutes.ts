import type { AppRoute } from '../app/routeTable';

/** The manual sale entry (document 2 §2 "sales.add"). */
export const saleRoutes: AppRoute[] = [
  {
    path: '/sales/add',
    title: 'Manage Sales',
    menuKey: 'manage-sales',
    load: () => import('../../pages/SaleAddPage').then((m) => ({ Component: m.SaleAddPage })),
  },
];
