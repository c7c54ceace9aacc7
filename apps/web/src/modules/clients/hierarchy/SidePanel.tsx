import { Anchor, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ListPage } from '../../api/listPage';

export interface SidePanelProps<T extends { Id: number; Name: string }> {
  title: string;
  /** The latest items and whether they are still loading (a side panel query). */
  query: { data?: ListPage<T>; isLoading: boolean };
  /** The item's page: its name links there. */
  to: (row: T) => string;
  /** A dimmed note beside the item's name. */
  note?: (row: T) => ReactNode;
  /** The full list of these items. */
  listTo: string;
  /** "theatres", for "See all 5 theatres"; the title in lower case unless given. */
  noun?: string;
  /** The add link beside the title, when the user may add. */
  add?: { to: string; label: string } | false;
}

/** The latest items of a record's side panel or section: each name links to its page, with what else the line shows after it. */
export function LatestItems<T extends { Id: number; Name: string }>({ rows, to, extra }: { rows: T[]; to: (row: T) => string; extra?: (row: T) => ReactNode }) {
  return (
    <Stack gap={4}>
      {rows.map((r) => (
        <Group key={r.Id} gap={6}>
          <Anchor component={Link} to={to(r)}>
            {r.Name}
          </Anchor>
          {extra?.(r)}
        </Group>
      ))}
    </Stack>
  );
}

/** A detail page's side panel (document 1 §2.4): the latest 3 items and a link to all of them. */
export function SidePanel<T extends { Id: number; Name: string }>({ title, query, to, note, listTo, noun = title.toLowerCase(), add }: SidePanelProps<T>) {
  const page = query.data;
  return (
    <Card withBorder padding="md" mb="md" aria-label={title}>
      <Group justify="space-between" mb="sm">
        <Title order={4}>{title}</Title>
        {add && (
          <Anchor component={Link} to={add.to} size="sm">
            {add.label}
          </Anchor>
        )}
      </Group>
      {query.isLoading && !page ? (
        <Loader size="sm" />
      ) : page?.rows.length ? (
        <LatestItems<T>
          rows={page.rows}
          to={to}
          extra={
            note &&
            ((r) => (
              <Text size="sm" c="dimmed">
                {note(r)}
              </Text>
            ))
          }
        />
      ) : (
        <Text c="dimmed">No {noun} yet.</Text>
      )}
      <Anchor component={Link} to={listTo} size="sm" mt="sm" display="block">
        {page && page.total > page.rows.length ? `See all ${page.total} ${noun}` : `See the ${noun}`}
      </Anchor>
    </Card>
  );
}
