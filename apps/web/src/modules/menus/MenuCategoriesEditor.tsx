import { ActionIcon, Button, ColorInput, Group, Select, Table, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { MenuGrid } from '@intermission/contracts';
import { useKitCategoriesQuery } from '../kits/api';
import type { MenuDraft } from './menuDraft';

export const toHex = (c: string) => `#${c.toLowerCase()}`;
export const fromHex = (c: string) => c.replace(/^#/, '').toUpperCase();

/** The categories of a menu in rank order (first shown first), each with its colour. */
export function MenuCategoriesEditor({ draft, onChange }: { draft: MenuDraft; onChange: (d: MenuDraft) => void }) {
  const [pick, setPick] = useState<string | null>(null);
  const categories = useKitCategoriesQuery().data ?? [];
  const onMenu = new Set(draft.MenuCategories.map((c) => c.CategoryId));
  const set = (list: MenuDraft['MenuCategories']) => onChange({ ...draft, MenuCategories: list.map((c, i) => ({ ...c, Rank: i })) });
  const move = (i: number, by: -1 | 1) => {
    const list = [...draft.MenuCategories];
    const [c] = list.splice(i, 1);
    list.splice(i + by, 0, c!);
    set(list);
  };
  return (
    <>
      <Group align="end" mb="sm">
        <Select
          label="Add a category"
          searchable
          data={categories.filter((c) => !onMenu.has(c.Id)).map((c) => ({ value: String(c.Id), label: c.Name }))}
          value={pick}
          onChange={setPick}
          w={300}
        />
        <Button
          variant="light"
          disabled={!pick}
          onClick={() => {
            const c = categories.find((x) => String(x.Id) === pick);
            if (c)
              set([
                ...draft.MenuCategories,
                { CategoryId: c.Id, Name: c.Name, Color: MenuGrid.DefaultColor, Rank: draft.MenuCategories.length, Archived: false },
              ]);
            setPick(null);
          }}
        >
          Add category
        </Button>
      </Group>
      <Table aria-label="Categories on this menu">
        <Table.Tbody>
          {draft.MenuCategories.map((c, i) => (
            <Table.Tr key={c.CategoryId}>
              <Table.Td w={60}>{i + 1}</Table.Td>
              <Table.Td>{c.Name}</Table.Td>
              <Table.Td w={180}>
                <ColorInput
                  aria-label={`Colour of ${c.Name}`}
                  format="hex"
                  value={toHex(c.Color)}
                  onChange={(v) => /^#[0-9a-fA-F]{6}$/.test(v) && set(draft.MenuCategories.map((x, n) => (n === i ? { ...x, Color: fromHex(v) } : x)))}
                />
              </Table.Td>
              <Table.Td w={120}>
                <Group gap={4}>
                  <ActionIcon variant="subtle" aria-label={`Move ${c.Name} up`} disabled={i === 0} onClick={() => move(i, -1)}>
                    <IconArrowUp size={16} />
                  </ActionIcon>
                  <ActionIcon variant="subtle" aria-label={`Move ${c.Name} down`} disabled={i === draft.MenuCategories.length - 1} onClick={() => move(i, 1)}>
                    <IconArrowDown size={16} />
                  </ActionIcon>
                  <ActionIcon variant="subtle" color="red" aria-label={`Remove ${c.Name}`} onClick={() => set(draft.MenuCategories.filter((_, n) => n !== i))}>
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {draft.MenuCategories.length === 0 && <Text c="dimmed">No categories on this menu yet.</Text>}
    </>
  );
}
