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

const toRoute = (r: (typeof routeTable)[number]): RouteObject => ({ path: r.path, lazy: r.load });

export const router = createBrowserRouter([
  {
    element: <Root />,
    // The first page's code loads lazily: nothing to show meanwhile (and no HydrateFallback warning).
    hydrateFallbackElement: null,
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
