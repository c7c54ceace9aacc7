import { Anchor, AppShell, Burger, Button, Group, Loader, ScrollArea, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useEffect, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { sessionStore } from '../session/sessionStore';
import { useSession } from '../session/useSession';
import { backHistory } from './backHistory';
import { NavMenu } from './NavMenu';
import { HEADER_HEIGHT } from './shellLayout';

/** Every screen but the sign-in family sits under this shell: menu, back button, the user's name. */
export function AppLayout() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [opened, { toggle }] = useDisclosure();
  const [, setDepth] = useState(0);

  useEffect(() => {
    backHistory.visit(location.pathname + location.search);
    setDepth(backHistory.size());
  }, [location.pathname, location.search]);

  const handleBack = () => {
    const previous = backHistory.pop();
    if (previous) navigate(previous);
  };
  const handleSignOut = () => {
    sessionStore.signOut();
    navigate('/login');
  };

  return (
    <AppShell header={{ height: HEADER_HEIGHT }} navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Group>
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Toggle menu" />
            <Title order={3}>Intermission</Title>
            <Button variant="subtle" size="xs" onClick={handleBack} disabled={!backHistory.canGoBack()}>
              Back
            </Button>
          </Group>
          <Group>
            <Anchor component={Link} to={`/user/profile?id=${session?.userId}`} data-testid="current-user-name">
              {session?.first} {session?.last}
            </Anchor>
            <Button variant="light" size="xs" onClick={handleSignOut}>
              Sign out
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        {/* The menu outgrows short windows: it scrolls on its own, the page stays put. */}
        <AppShell.Section grow component={ScrollArea}>
          <NavMenu />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <Suspense fallback={<Loader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}

export function NotFoundPage() {
  return <Text>This page does not exist.</Text>;
}
