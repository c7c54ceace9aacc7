import { Badge, Group, Text } from '@mantine/core';
import { formatDateTime } from '../ui/formatDateTime';
import type { ShowEventFeed } from './useShowEventFeed';

/**
 * 'Live' while the show event's feed is open ('Offline' while it reconnects), with when its totals last
 * arrived (h:mm tt, the venue's zone when given); nothing when no show event is chosen.
 */
export function LiveBadge({ feed, timeZone }: { feed: Pick<ShowEventFeed, 'active' | 'connected' | 'lastUpdate'>; timeZone?: string }) {
  if (!feed.active) return null;
  return (
    <Group gap="xs" data-testid="live-badge" data-connected={feed.connected ? 'true' : 'false'}>
      <Badge color={feed.connected ? 'green' : 'gray'} variant={feed.connected ? 'filled' : 'outline'}>
        {feed.connected ? 'Live' : 'Offline'}
      </Badge>
      {feed.lastUpdate && (
        <Text size="sm" c="dimmed" data-testid="live-updated">
          Updated {formatDateTime(feed.lastUpdate, timeZone).split(' ').slice(1).join(' ')}
        </Text>
      )}
    </Group>
  );
}
