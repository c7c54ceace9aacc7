import { Anchor, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Page } from './types';

interface Props<T> {
  title: string;
  page: Page<T> | undefined;
  loading?: boolean;
  /** The item's line: its link to the item's page and any note. */
  item: (row: T) => ReactNode;
  rowKey: (row: T) => number;
  /** The full list of these items. */
  listTo: string;
  /** "theatres", for "See all 5 theatres". */
  noun: string;
  empty: string;
  /** Beside the title: an add link or button. */
  action?: ReactNode;
  children?: ReactNode;
}

/** A detail page's side panel (document 1 §2.4): the latest 3 items and a link to all of them. */
export function SidePanel<T>({ title, page, loading, item, rowKey, listTo, noun, empty, action, children }: Props<T>) {
  return (
    <Card withBorder padding="md" mb="md" aria-label={title}>
      <Group justify="space-between" mb="sm">
        <Title order={4}>{title}</Title>
        {action}
      </Group>
      {loading && !page ? (
        <Loader size="sm" />
      ) : page?.rows.length ? (
        <Stack gap={4}>
          {page.rows.map((r) => (
            <div key={rowKey(r)}>{item(r)}</div>
          ))}
        </Stack>
      ) : (
        <Text c="dimmed">{empty}</Text>
      )}
      {children}
      <Anchor component={Link} to={listTo} size="sm" mt="sm" display="block">
        {page && page.total > page.rows.length ? `See all ${page.total} ${noun}` : `See the ${noun}`}
      </Anchor>
    </Card>
  );
}
