import type { AppRoute } from '../app/routeTable';

/** The venue inventory report, the Patrons Room Transfer Report and the inventory count log. */
export const venueReportRoutes: AppRoute[] = [
  {
    path: '/inventory/venueReport',
    title: 'Venue Inventory Report',
    menuKey: 'venue-inventory-report',
    load: () => import('../../pages/VenueInventoryReportPage').then((m) => ({ Component: m.VenueInventoryReportPage })),
  },
  {
    path: '/inventoryTransfers/report',
    title: 'Patrons Room Transfer Report',
    menuKey: 'patrons-room-report',
    load: () => import('../../pages/PatronsRoomReportPage').then((m) => ({ Component: m.PatronsRoomReportPage })),
  },
  {
    path: '/client/venues/inventoryCountLog',
    title: 'Inventory Count Log',
    load: () => import('../../pages/InventoryCountLogPage').then((m) => ({ Component: m.InventoryCountLogPage })),
  },
];
