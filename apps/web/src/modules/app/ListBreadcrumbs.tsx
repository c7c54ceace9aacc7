import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';
import { titleFor } from './routeTable';

/**
 * Breadcrumbs of a catalogue detail page outside the client area: its list (named by the route
 * table's title for that path, so a renamed screen renames its crumb) and the record's own name.
 */
export function ListBreadcrumbs({ list, current }: { list: string; current: string }) {
  return (
    <Breadcrumbs mb="sm" aria-label="Breadcrumbs" separatorMargin={6}>
      <Anchor component={Link} to={list} size="sm">
        {titleFor(list) ?? list}
      </Anchor>
      <Text size="sm" c="dimmed">
        {current}
      </Text>
    </Breadcrumbs>
  );
}
