import { NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { type MenuItem, visibleMenu } from '@intermission/contracts';
import { useSession } from '../session/useSession';
import { builtMenuKeys } from './routeTable';

function groupBy(items: MenuItem[]) {
  const out: { name: string | undefined; items: MenuItem[] }[] = [];
  for (const item of items) {
    const name = item.group === 'Reporting' ? `Reporting: ${item.subgroup}` : item.group;
    const last = out[out.length - 1];
    if (last && last.name === name) last.items.push(item);
    else out.push({ name, items: [item] });
  }
  return out;
}

/** The navigation menu of spec §2.2, gated by the session's claims; groups show when a child shows. */
export function NavMenu() {
  const session = useSession();
  const { pathname } = useLocation();
  const items = visibleMenu(session?.claimValues, builtMenuKeys);
  return (
    <nav aria-label="Main menu">
      {groupBy(items).map((g) =>
        g.name ? (
          <NavLink key={g.name} label={g.name} defaultOpened childrenOffset="md">
            {g.items.map((i) => (
              <NavLink key={i.key} component={Link} to={i.path} label={i.label} active={pathname === i.path} data-menu-item={i.key} />
            ))}
          </NavLink>
        ) : (
          g.items.map((i) => <NavLink key={i.key} component={Link} to={i.path} label={i.label} active={pathname === i.path} data-menu-item={i.key} />)
        ),
      )}
    </nav>
  );
}
