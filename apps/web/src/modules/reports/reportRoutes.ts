import type { AppRoute } from '../app/routeTable';

/** The inventory report screens of document 3 §2: summary and gain/loss, and the sale a drill-down links to. */
export const reportRoutes: AppRoute[] = [
  {
    path: '/inventory/summaryReport',
    title: 'Inventory Summary Report',
    load: () => import('../../pages/InventorySummaryReportPage').then((m) => ({ Component: m.InventorySummaryReportPage })),
  },
  {
    path: '/inventory/gainlossReport',
    title: 'Gain/Loss Report',
    menuKey: 'gainloss-report',
    load: () => import('../../pages/GainLossReportPage').then((m) => ({ Component: m.GainLossReportPage })),
  },
  { path: '/inventory/sale', title: 'Sale', load: () => import('../../pages/SaleInfoPage').then((m) => ({ Component: m.SaleInfoPage })) },
];
