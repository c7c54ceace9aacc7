import type { AppRoute } from '../app/routeTable';

/** The kit, goods and managed sales reports (document 2 §2; docs/reports.md). */
export const salesReportRoutes: AppRoute[] = [
  {
    path: '/sales/itemizedSalesReport',
    title: 'Kit Sales Report',
    menuKey: 'kit-sales-report',
    load: () => import('../../pages/KitSalesReportPage').then((m) => ({ Component: m.KitSalesReportPage })),
  },
  {
    path: '/sales/goodsSalesReport',
    title: 'Goods Sales Report',
    menuKey: 'goods-sales-report',
    load: () => import('../../pages/GoodsSalesReportPage').then((m) => ({ Component: m.GoodsSalesReportPage })),
  },
  {
    path: '/sales/adjustedSalesReport',
    title: 'Managed Sales Report',
    menuKey: 'managed-sales-report',
    load: () => import('../../pages/AdjustedSalesReportPage').then((m) => ({ Component: m.AdjustedSalesReportPage })),
  },
];
