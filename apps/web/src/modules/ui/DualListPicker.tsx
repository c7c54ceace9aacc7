import { Button, Checkbox, Group, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { useState } from 'react';

interface Item {
  Id: number;
  Name: string;
}

interface Props<T extends Item> {
  label: string;
  available: T[];
  selected: T[];
  onChange: (selected: T[]) => void;
}

const byName = <T extends Item>(items: T[]) => [...items].sort((a, b) => a.Name.localeCompare(b.Name));

/** Items moved between an available and a selected list: one, several or all; both sorted by name. */
export function DualListPicker<T extends Item>({ label, available, selected, onChange }: Props<T>) {
  const [marked, setMarked] = useState<Set<number>>(new Set());
  const chosen = new Set(selected.map((s) => s.Id));
  const left = byName(available.filter((a) => !chosen.has(a.Id)));
  const right = byName(selected);
  const toggle = (id: number) => setMarked((m) => (m.has(id) ? new Set([...m].filter((x) => x !== id)) : new Set(m).add(id)));
  const move = (items: T[], add: boolean) => {
    onChange(add ? [...selected, ...items] : selected.filter((s) => !items.some((i) => i.Id === s.Id)));
    setMarked(new Set());
  };
  const column = (title: string, items: T[]) => (
    <Paper withBorder p="xs" w={280} aria-label={`${label}: ${title}`}>
      <Text size="sm" fw={600} mb={4}>
        {title} ({items.length})
      </Text>
      <ScrollArea h={220}>
        <Stack gap={4}>
          {items.map((i) => (
            <Checkbox key={i.Id} label={i.Name} checked={marked.has(i.Id)} onChange={() => toggle(i.Id)} />
          ))}
        </Stack>
      </ScrollArea>
    </Paper>
  );
  return (
    <Group align="center" gap="sm">
      {column('Available', left)}
      <Stack gap={4}>
        <Button
          size="xs"
          variant="light"
          aria-label={`Add marked ${label}`}
          onClick={() =>
            move(
              left.filter((i) => marked.has(i.Id)),
              true,
            )
          }
        >
          &gt;
        </Button>
        <Button size="xs" variant="light" aria-label={`Add all ${label}`} onClick={() => move(left, true)}>
          &gt;&gt;
        </Button>
        <Button
          size="xs"
          variant="light"
          aria-label={`Remove marked ${label}`}
          onClick={() =>
            move(
              right.filter((i) => marked.has(i.Id)),
              false,
            )
          }
        >
          &lt;
        </Button>
        <Button size="xs" variant="light" aria-label={`Remove all ${label}`} onClick={() => move(right, false)}>
          &lt;&lt;
        </Button>
      </Stack>
      {column('Selected', right)}
    </Group>
  );
}
