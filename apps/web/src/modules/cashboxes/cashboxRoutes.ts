import type { AppRoute } from '../app/routeTable';

/** The show event page and the cash box screens (spec document 2 §2; paths chosen in docs/cashboxes.md "Screens"). */
export const cashboxRoutes: AppRoute[] = [
  { path: '/show/event', title: 'Show Event', load: () => import('../../pages/ShowEventPage').then((m) => ({ Component: m.ShowEventPage })) },
  {
    path: '/cashboxes/reconciliation',
    title: 'Cashbox Reconciliation',
    menuKey: 'cashbox-reconciliation',
    load: () => import('../../pages/CashboxReconciliationPage').then((m) => ({ Component: m.CashboxReconciliationPage })),
  },
  {
    path: '/cashboxes/manage',
    title: 'Cashbox Management',
    menuKey: 'cashbox-management',
    load: () => import('../../pages/CashboxManagePage').then((m) => ({ Component: m.CashboxManagePage })),
  },
  { path: '/cashboxes/edit', title: 'Edit Cash Box', load: () => import('../../pages/CashboxEditPage').then((m) => ({ Component: m.CashboxEditPage })) },
];
