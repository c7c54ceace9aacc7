import type { AppRoute } from '../app/routeTable';

/** The over/short report screen (document 2 §2; docs/reports.md "Over/short report"). */
export const overShortRoutes: AppRoute[] = [
  {
    path: '/sales/overShortReport',
    title: 'Over/Short Report',
    menuKey: 'over-short-report',
    load: () => import('../../pages/OverShortReportPage').then((m) => ({ Component: m.OverShortReportPage })),
  },
];
