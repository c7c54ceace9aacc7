import { ActionIcon, Alert, Anchor, Badge, Box, Button, Group, Loader, Text, Title } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useClientTreeQuery } from '../modules/clients/client/api';
import { HierarchyBreadcrumbs } from '../modules/clients/HierarchyBreadcrumbs';
import { type HierarchyParams, hierarchyPath, levelParams, useHierarchyParams } from '../modules/clients/hierarchyParams';

const archivedBadge = (archived: boolean) =>
  archived ? (
    <Badge color="gray" size="sm">
      Archived
    </Badge>
  ) : null;

/** One node of the tree: a toggle when it has children, its link and details, then its children indented. */
function TreeNode({
  label,
  to,
  details,
  children,
  count,
  expanded,
  onToggle,
}: {
  label: string;
  to: string;
  details?: ReactNode;
  children?: ReactNode;
  count: number;
  expanded: boolean;
  onToggle: () => void;
}) {
  return (
    <Box component="li" role="treeitem" aria-expanded={count ? expanded : undefined} aria-label={label} style={{ listStyle: 'none' }}>
      <Group gap={6} wrap="nowrap" py={2}>
        {count ? (
          <ActionIcon variant="subtle" size="sm" aria-label={expanded ? `Collapse ${label}` : `Expand ${label}`} onClick={onToggle}>
            {expanded ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
          </ActionIcon>
        ) : (
          <Box w={22} />
        )}
        <Anchor component={Link} to={to}>
          {label}
        </Anchor>
        {details}
      </Group>
      {count > 0 && expanded && (
        <Box component="ul" role="group" pl={28} m={0}>
          {children}
        </Box>
      )}
    </Box>
  );
}

/** /client/tree?id&name (Client Tree): the client, its venues, theatres, sales locations and stations, each linking to its page. */
export function ClientTreePage() {
  const { id = 0 } = useHierarchyParams();
  const [params] = useSearchParams();
  const { data: tree, isLoading, error } = useClientTreeQuery(id);
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set());
  const name = tree?.Name ?? params.get('name') ?? '';
  if (isLoading) return <Loader />;
  if (error || !tree) return <Alert color="red">This client’s tree could not be loaded.</Alert>;

  const toggle = (key: string) =>
    setCollapsed((old) => {
      const next = new Set(old);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const node = (key: string) => ({ expanded: !collapsed.has(key), onToggle: () => toggle(key) });
  const keys = [
    ...tree.Venues.flatMap((v) => [`v${v.Id}`, ...v.Theatres.flatMap((t) => [`t${t.Id}`, ...t.SalesLocations.map((l) => `l${l.Id}`)])]),
    `c${tree.Id}`,
  ];
  const client: HierarchyParams = levelParams.client(tree);

  return (
    <>
      <HierarchyBreadcrumbs params={client} current="Tree" />
      <Group justify="space-between" mb="md">
        <Title order={2}>{name} – Tree</Title>
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={() => setCollapsed(new Set())}>
            Expand all
          </Button>
          <Button variant="default" size="xs" onClick={() => setCollapsed(new Set(keys.filter((k) => k !== `c${tree.Id}`)))}>
            Collapse all
          </Button>
        </Group>
      </Group>
      <Box component="ul" role="tree" aria-label="Client tree" p={0} m={0}>
        <TreeNode
          label={tree.Name}
          to={hierarchyPath('/client/info', { id: tree.Id })}
          details={archivedBadge(tree.Archived)}
          count={tree.Venues.length}
          {...node(`c${tree.Id}`)}
        >
          {tree.Venues.map((v) => {
            const venue = levelParams.venue(client, v);
            return (
              <TreeNode
                key={v.Id}
                label={v.Name}
                to={hierarchyPath('/client/venues/info', { id: v.Id, ...client })}
                details={
                  <>
                    {v.Code && (
                      <Text size="sm" c="dimmed">
                        {v.Code}
                      </Text>
                    )}
                    {archivedBadge(v.Archived)}
                  </>
                }
                count={v.Theatres.length}
                {...node(`v${v.Id}`)}
              >
                {v.Theatres.map((t) => {
                  const theatre = levelParams.theatre(venue, t);
                  return (
                    <TreeNode
                      key={t.Id}
                      label={t.Name}
                      to={hierarchyPath('/client/theatres/info', { id: t.Id, ...venue })}
                      details={
                        <>
                          {t.Code && (
                            <Text size="sm" c="dimmed">
                              {t.Code}
                            </Text>
                          )}
                          {archivedBadge(t.Archived)}
                        </>
                      }
                      count={t.SalesLocations.length}
                      {...node(`t${t.Id}`)}
                    >
                      {t.SalesLocations.map((l) => {
                        const location = levelParams.location(theatre, l);
                        return (
                          <TreeNode
                            key={l.Id}
                            label={l.Name}
                            to={hierarchyPath('/client/salesLocations/info', { id: l.Id, ...theatre })}
                            details={archivedBadge(l.Archived)}
                            count={l.Stations.length}
                            {...node(`l${l.Id}`)}
                          >
                            {l.Stations.map((s) => (
                              <TreeNode
                                key={s.Id}
                                label={s.Name}
                                to={hierarchyPath('/client/stations/info', { id: s.Id, stationName: s.Name, ...location })}
                                details={
                                  <>
                                    {s.SerialNumber && (
                                      <Text size="sm" c="dimmed">
                                        SN {s.SerialNumber}
                                      </Text>
                                    )}
                                    {s.IsInventoryStation && (
                                      <Badge color="teal" size="sm" variant="light">
                                        Inventory station
                                      </Badge>
                                    )}
                                    {archivedBadge(s.Archived)}
                                  </>
                                }
                                count={0}
                                expanded={false}
                                onToggle={() => undefined}
                              />
                            ))}
                          </TreeNode>
                        );
                      })}
                    </TreeNode>
                  );
                })}
              </TreeNode>
            );
          })}
        </TreeNode>
      </Box>
      {tree.Venues.length === 0 && (
        <Text c="dimmed" mt="sm">
          This client has no venues yet.
        </Text>
      )}
    </>
  );
}
