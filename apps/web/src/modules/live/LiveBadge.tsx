import { Badge, Group, Text } from '@mantine/core';
import { formatDateTime } from '../ui/formatDateTime';
import type { ShowEventFeed } from './useShowEventFeed';

/** 'Live' while the show event's feed is open, with when its totals last changed (h:mm tt, the venue's zone when given). */
export function LiveBadge({ feed, timeZone }: { feed: Pick<ShowEventFeed, 'connected' | 'lastUpdate'>; timeZone?: string }) {
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
