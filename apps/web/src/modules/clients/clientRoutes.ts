import type { AppRoute } from '../app/routeTable';

/** Client-level screens: /client/list, /client/info, /client/add, /client/notes, /client/docs, /client/tree, and the cross-client lists. */
export const clientRoutes: AppRoute[] = [
  {
    path: '/client/list',
    title: 'Manage Clients',
    menuKey: 'clients',
    load: () => import('../../pages/ClientsListPage').then((m) => ({ Component: m.ClientsListPage })),
  },
  { path: '/client/add', title: 'Add Client', load: () => import('../../pages/ClientAddPage').then((m) => ({ Component: m.ClientAddPage })) },
  { path: '/client/info', title: 'Edit Client', load: () => import('../../pages/ClientInfoPage').then((m) => ({ Component: m.ClientInfoPage })) },
  { path: '/client/notes', title: 'Client Notes', load: () => import('../../pages/ClientNotesPage').then((m) => ({ Component: m.ClientNotesPage })) },
  { path: '/client/docs', title: 'Client Documents', load: () => import('../../pages/ClientDocsPage').then((m) => ({ Component: m.ClientDocsPage })) },
  { path: '/client/tree', title: 'Client Tree', load: () => import('../../pages/ClientTreePage').then((m) => ({ Component: m.ClientTreePage })) },
  {
    path: '/client/venues/all',
    title: 'All Venues',
    menuKey: 'venues',
    load: () => import('../../pages/AllVenuesPage').then((m) => ({ Component: m.AllVenuesPage })),
  },
  {
    path: '/client/theatres/all',
    title: 'All Theatres',
    menuKey: 'theatres',
    load: () => import('../../pages/AllTheatresPage').then((m) => ({ Component: m.AllTheatresPage })),
  },
];
