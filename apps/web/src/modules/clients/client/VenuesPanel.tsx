import { Anchor, Badge, Card, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Client } from '@intermission/contracts';
import { useClaim } from '../../session/useClaim';
import { LatestItems } from '../hierarchy/SidePanel';
import { hierarchyPath, levelParams } from '../hierarchyParams';
import { useLatestVenuesQuery } from './api';

/** The client's first 3 venues (clients/{id}/venues/_search?take=3), each linking to its page, and a link to all of them. */
export function VenuesPanel({ client }: { client: Client }) {
  const { data: venues = [], isLoading } = useLatestVenuesQuery(client.Id);
  const params = levelParams.client(client);
  const canAdd = useClaim('Venues', 'FullAccess') && !client.Archived;
  return (
    <Card withBorder padding="md" mb="md" aria-label="Venues">
      <Title order={4} mb="sm">
        Venues
      </Title>
      {isLoading ? (
        <Text c="dimmed">Loading…</Text>
      ) : venues.length ? (
        <LatestItems
          rows={venues}
          to={(v) => hierarchyPath('/client/venues/info', { id: v.Id, ...params })}
          extra={(v) => (
            <>
              {v.Code && (
                <Text size="sm" c="dimmed">
                  {v.Code}
                </Text>
              )}
              {v.ManagerName && (
                <Text size="sm" c="dimmed">
                  · {v.ManagerName}
                </Text>
              )}
              {v.Archived && <Badge color="gray">Archived</Badge>}
            </>
          )}
        />
      ) : (
        <Text c="dimmed">No venues</Text>
      )}
      <Group mt="sm" gap="md">
        <Anchor component={Link} to={hierarchyPath('/client/venues', { ...params })} size="sm">
          All venues
        </Anchor>
        {canAdd && (
          <Anchor component={Link} to={hierarchyPath('/client/venues/add', { ...params })} size="sm">
            Add Venue
          </Anchor>
        )}
      </Group>
    </Card>
  );
}
