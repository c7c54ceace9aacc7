import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';
import { type HierarchyParams, hierarchyPath, levelParams } from './hierarchyParams';

/**
 * Breadcrumbs of every client-area page (document 1 §2.4): Clients > client > venue > theatre >
 * sales location, each a link to that level's page, then the current page's own name.
 */
export function HierarchyBreadcrumbs({ params, current }: { params: HierarchyParams; current?: string }) {
  const items: { label: string; to: string }[] = [{ label: 'Clients', to: '/client/list' }];
  if (params.clientId && params.clientName) items.push({ label: params.clientName, to: hierarchyPath('/client/info', { id: params.clientId }) });
  if (params.venueId && params.venueName)
    items.push({
      label: params.venueName,
      to: hierarchyPath('/client/venues/info', { id: params.venueId, clientId: params.clientId, clientName: params.clientName }),
    });
  if (params.theatreId && params.theatreName)
    items.push({
      label: params.theatreName,
      to: hierarchyPath('/client/theatres/info', { id: params.theatreId, ...levelParams.venue(params, { Id: params.venueId!, Name: params.venueName ?? '' }) }),
    });
  if (params.locId && params.locName)
    items.push({
      label: params.locName,
      to: hierarchyPath('/client/salesLocations/info', {
        id: params.locId,
        ...levelParams.theatre(params, { Id: params.theatreId!, Name: params.theatreName ?? '' }),
      }),
    });
  return (
    <Breadcrumbs mb="sm" aria-label="Breadcrumbs" separatorMargin={6}>
      {items.map((i) => (
        <Anchor key={i.to} component={Link} to={i.to} size="sm">
          {i.label}
        </Anchor>
      ))}
      {current && (
        <Text size="sm" c="dimmed">
          {current}
        </Text>
      )}
    </Breadcrumbs>
  );
}
