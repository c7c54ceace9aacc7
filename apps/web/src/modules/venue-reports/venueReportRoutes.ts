import type { AppRoute } from '../app/routeTable';

/** The venue inventory report, the Patrons Room Transfer Report and the inventory count log. */
export const venueReportRoutes: AppRoute[] = [];
