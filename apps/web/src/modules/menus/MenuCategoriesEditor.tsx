import { ActionIcon, Button, ColorInput, Group, Select } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { MenuGrid } from '@intermission/contracts';
import { useKitCategoriesQuery } from '../kits/api';
import { DataGrid } from '../ui/DataGrid';

/** A category of the menu as the menu form holds it: its colour, its place and whether it is archived. */
export interface MenuCategoryLine {
  CategoryId: number;
  Color?: string;
  Rank: number;
  Archived?: boolean;
}

/** A row of the grid: a line with its category's name. */
type Category = MenuCategoryLine & { Name: string; Color: string };

/** The categories grid: header and 6 categories in view. */
const CategoriesHeight = 52 + 42 * 6;

export const toHex = (c: string) => `#${c.toLowerCase()}`;
export const fromHex = (c: string) => c.replace(/^#/, '').toUpperCase();

interface Props {
  categories: MenuCategoryLine[];
  onChange: (categories: MenuCategoryLine[]) => void;
  /** The names of the categories already on the menu. */
  names: ReadonlyMap<number, string>;
}

/** The categories of a menu in rank order (first shown first), each with its colour (a field of the menu form). */
export function MenuCategoriesEditor({ categories: lines, onChange, names }: Props) {
  const [pick, setPick] = useState<string | null>(null);
  const categories = useKitCategoriesQuery().data ?? [];
  const onMenu = new Set(lines.map((c) => c.CategoryId));
  const rows: Category[] = lines.map((c) => ({
    ...c,
    Name: names.get(c.CategoryId) ?? categories.find((x) => x.Id === c.CategoryId)?.Name ?? `#${c.CategoryId}`,
    Color: c.Color ?? MenuGrid.DefaultColor,
  }));
  const set = (list: MenuCategoryLine[]) => onChange(list.map((c, i) => ({ ...c, Rank: i })));
  /** A category's place in the list (the grid's rows are the list in order). */
  const rankOf = (c: Category) => lines.findIndex((x) => x.CategoryId === c.CategoryId);
  const move = (i: number, by: -1 | 1) => {
    const list = [...lines];
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
            if (c) set([...lines, { CategoryId: c.Id, Color: MenuGrid.DefaultColor, Rank: lines.length, Archived: false }]);
            setPick(null);
          }}
        >
          Add category
        </Button>
      </Group>
      <DataGrid<Category>
        label="Categories on this menu"
        rows={rows}
        height={CategoriesHeight}
        emptyText="No categories on this menu yet."
        columns={[
          { headerName: '#', maxWidth: 70, valueGetter: (p) => (p.data ? rankOf(p.data) + 1 : '') },
          { headerName: 'Category', field: 'Name', flex: 2 },
          {
            headerName: 'Colour',
            colId: 'colour',
            minWidth: 180,
            cellRenderer: (p: { data?: Category }) =>
              p.data ? (
                <ColorInput
                  aria-label={`Colour of ${p.data.Name}`}
                  format="hex"
                  size="xs"
                  mt={6}
                  value={toHex(p.data.Color)}
                  onChange={(v) =>
                    /^#[0-9a-fA-F]{6}$/.test(v) && set(lines.map((x) => (x.CategoryId === p.data!.CategoryId ? { ...x, Color: fromHex(v) } : x)))
                  }
                />
              ) : null,
          },
          {
            headerName: '',
            colId: 'order',
            minWidth: 130,
            cellRenderer: (p: { data?: Category }) => {
              const c = p.data;
              const i = c ? rankOf(c) : 0;
              return c ? (
                <Group gap={4} h="100%">
                  <ActionIcon variant="subtle" aria-label={`Move ${c.Name} up`} disabled={i === 0} onClick={() => move(i, -1)}>
                    <IconArrowUp size={16} />
                  </ActionIcon>
                  <ActionIcon variant="subtle" aria-label={`Move ${c.Name} down`} disabled={i === lines.length - 1} onClick={() => move(i, 1)}>
                    <IconArrowDown size={16} />
                  </ActionIcon>
                  <ActionIcon variant="subtle" color="red" aria-label={`Remove ${c.Name}`} onClick={() => set(lines.filter((_, n) => n !== i))}>
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              ) : null;
            },
          },
        ]}
        options={{ getRowId: (p) => String(p.data.CategoryId) }}
      />
    </>
  );
}
