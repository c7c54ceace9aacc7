import type { AppRoute } from '../app/routeTable';

/** The shows screens of spec document 2 §2: shows, the schedule, and the event logs (the show event page is the show event screens'). */
export const showRoutes: AppRoute[] = [
  { path: '/show/list', title: 'Shows', menuKey: 'shows', load: () => import('../../pages/ShowsListPage').then((m) => ({ Component: m.ShowsListPage })) },
  { path: '/show/add', title: 'Add Show', load: () => import('../../pages/ShowAddPage').then((m) => ({ Component: m.ShowAddPage })) },
  { path: '/show/info', title: 'Show', load: () => import('../../pages/ShowInfoPage').then((m) => ({ Component: m.ShowInfoPage })) },
  {
    path: '/show/schedule',
    title: 'Show Schedule',
    menuKey: 'show-schedule',
    load: () => import('../../pages/ShowSchedulePage').then((m) => ({ Component: m.ShowSchedulePage })),
  },
  { path: '/show/log', title: 'Event Log', load: () => import('../../pages/EventLogPage').then((m) => ({ Component: m.EventLogPage })) },
  {
    path: '/eventlog/list',
    title: 'Event Logs',
    menuKey: 'event-logs',
    load: () => import('../../pages/EventLogListPage').then((m) => ({ Component: m.EventLogListPage })),
  },
];
