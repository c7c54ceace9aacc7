import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { SidePanelSize } from '@intermission/contracts';
import { get } from '../../api/apiClient';
import { useClaim } from '../../session/useClaim';
import { hierarchyPath, levelParams } from '../hierarchyParams';
import { type Client, searchQuery, type VenueRow } from './clientApi';

/** The client's first 3 venues (clients/{id}/venues/_search?take=3), each linking to its page, and a link to all of them. */
export function VenuesPanel({ client }: { client: Client }) {
  const { data: venues = [], isLoading } = useQuery({
    queryKey: ['clients', client.Id, 'venues', 'latest'],
    queryFn: () => get<VenueRow[]>(`clients/${client.Id}/venues/_search?${searchQuery('*', 0, SidePanelSize)}`),
  });
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
        <Stack gap={4}>
          {venues.map((v) => (
            <Group key={v.Id} gap="xs">
              <Anchor component={Link} to={hierarchyPath('/client/venues/info', { id: v.Id, ...params })}>
                {v.Name}
              </Anchor>
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
            </Group>
          ))}
        </Stack>
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
