import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { setSignedOutHandler } from '../api/apiClient';
import { AppLayout, NotFoundPage } from './AppLayout';
import { RequireSession, SignedOutOnly } from './RequireSession';
import { routeTable } from './routeTable';
import { useHome } from './useHome';
import { usePageTitle } from './usePageTitle';

function Root() {
  usePageTitle();
  return <Outlet />;
}

function Home() {
  return <Navigate to={useHome()} replace />;
}

/** Shown while the first page's code loads: nothing (a component, so react-router sees a fallback and does not warn). */
function NothingYet() {
  return null;
}

const toRoute = (r: (typeof routeTable)[number]): RouteObject => ({ path: r.path, lazy: r.load });

export const router = createBrowserRouter([
  {
    element: <Root />,
    // The first page's code loads lazily: nothing to show meanwhile. A null element would count as
    // none, and react-router would warn "No `HydrateFallback` element provided" on every load.
    HydrateFallback: NothingYet,
    children: [
      {
        element: (
          <SignedOutOnly>
            <Outlet />
          </SignedOutOnly>
        ),
        children: routeTable.filter((r) => r.signIn).map(toRoute),
      },
      {
        element: (
          <RequireSession>
            <AppLayout />
          </RequireSession>
        ),
        children: [
          { index: true, element: <Home /> },
          { path: '/home', element: <Home /> },
          ...routeTable.filter((r) => !r.signIn).map(toRoute),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);

setSignedOutHandler(() => {
  const here = location.pathname + location.search;
  if (!here.startsWith('/login')) void router.navigate(`/login?returnUrl=${encodeURIComponent(here)}`);
});
