import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { AppName } from '@intermission/contracts';
import { titleFor } from './routeTable';

/** "Intermission - {screen}" for every screen of the route table. */
export function usePageTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    const title = titleFor(pathname);
    document.title = title ? `${AppName} - ${title}` : AppName;
  }, [pathname]);
}
