import type { AppRoute } from '../app/routeTable';

/** Stock movement screens: the transfer list and detail, and the entry screens of document 3 §2. */
export const stockRoutes: AppRoute[] = [
  {
    path: '/inventoryTransfers/list',
    title: 'Inventory Transfers',
    menuKey: 'inventory-transfers',
    load: () => import('../../pages/TransfersListPage').then((m) => ({ Component: m.TransfersListPage })),
  },
  { path: '/inventoryTransfers/info', title: 'Transfer', load: () => import('../../pages/TransferInfoPage').then((m) => ({ Component: m.TransferInfoPage })) },
  { path: '/inventoryTransfers/add', title: 'Add Transfer', load: () => import('../../pages/TransferAddPage').then((m) => ({ Component: m.TransferAddPage })) },
  { path: '/inventoryTransfers/wastage', title: 'Wastage', load: () => import('../../pages/WastagePage').then((m) => ({ Component: m.WastagePage })) },
  {
    path: '/inventoryTransfers/patronsRoomTransfer',
    title: 'Patrons Room Transfer',
    load: () => import('../../pages/PatronsRoomTransferPage').then((m) => ({ Component: m.PatronsRoomTransferPage })),
  },
  {
    path: '/inventoryTransfers/billableTransfer',
    title: 'Billable Transfer',
    load: () => import('../../pages/BillableTransferPage').then((m) => ({ Component: m.BillableTransferPage })),
  },
  {
    path: '/inventoryTransfers/cateringTransfer',
    title: 'Catering Transfer',
    load: () => import('../../pages/CateringTransferPage').then((m) => ({ Component: m.CateringTransferPage })),
  },
  {
    path: '/inventoryTransfers/intializeInventory',
    title: 'Initialize Inventory',
    load: () => import('../../pages/InitializeInventoryPage').then((m) => ({ Component: m.InitializeInventoryPage })),
  },
  {
    path: '/inventoryTransfers/setInventory',
    title: 'Inventory Reconciliation',
    menuKey: 'inventory-reconciliation',
    load: () => import('../../pages/SetInventoryPage').then((m) => ({ Component: m.SetInventoryPage })),
  },
];
