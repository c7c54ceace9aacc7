import type { AppRoute } from '../app/routeTable';

/** The export screens of document 3 §1 (Exports FullAccess): the list (route ours), the IIF history and the QBO log. */
export const exportRoutes: AppRoute[] = [
  { path: '/exports/list', title: 'Exports', load: () => import('../../pages/ExportListPage').then((m) => ({ Component: m.ExportListPage })) },
  {
    path: '/exports/history',
    title: 'IIF Export History',
    menuKey: 'export-history',
    load: () => import('../../pages/ExportHistoryPage').then((m) => ({ Component: m.ExportHistoryPage })),
  },
  {
    path: '/exports/errorLog',
    title: 'QBO Export Logs',
    menuKey: 'export-logs',
    load: () => import('../../pages/ExportLogPage').then((m) => ({ Component: m.ExportLogPage })),
  },
];
