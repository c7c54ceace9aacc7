import type { AppRoute } from '../app/routeTable';

/** The inventory report screens of document 3 §2: summary and gain/loss. */
export const reportRoutes: AppRoute[] = [];
