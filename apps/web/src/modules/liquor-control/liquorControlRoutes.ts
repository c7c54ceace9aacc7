import type { AppRoute } from '../app/routeTable';

/** The liquor control report (document 2 §2, §3, §5; docs/reports.md "Liquor control report"). */
export const liquorControlRoutes: AppRoute[] = [
  {
    path: '/sales/liquorControlReport',
    title: 'Liquor Control Report',
    menuKey: 'liquor-control-report',
    load: () => import('../../pages/LiquorControlReportPage').then((m) => ({ Component: m.LiquorControlReportPage })),
  },
];
