import type { AppRoute } from '../app/routeTable';

/** Receiving vendor orders (document 3 §2): receive, the Manage Orders list, an order's detail and its documents. */
export const receivingRoutes: AppRoute[] = [
  {
    path: '/receiving/receiveInventory',
    title: 'Receive Inventory',
    load: () => import('../../pages/ReceiveInventoryPage').then((m) => ({ Component: m.ReceiveInventoryPage })),
  },
  {
    path: '/receiving/list',
    title: 'Manage Orders',
    menuKey: 'manage-orders',
    load: () => import('../../pages/ReceivedOrdersListPage').then((m) => ({ Component: m.ReceivedOrdersListPage })),
  },
  {
    path: '/receiving/info',
    title: 'Received Order',
    load: () => import('../../pages/ReceivedOrderInfoPage').then((m) => ({ Component: m.ReceivedOrderInfoPage })),
  },
  {
    path: '/receiving/docs',
    title: 'Order Documents',
    load: () => import('../../pages/ReceivedOrderDocsPage').then((m) => ({ Component: m.ReceivedOrderDocsPage })),
  },
];
