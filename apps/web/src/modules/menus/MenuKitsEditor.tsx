import { ActionIcon, Button, Group, Select } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { formatCurrency } from '@intermission/contracts';
import { useActiveKitsQuery } from '../kits/api';
import { DataGrid, editableGridOptions } from '../ui/DataGrid';
import type { MenuDraft } from './menuDraft';

type MenuKit = MenuDraft['MenuKits'][number];

/** The kits grid: header and 8 kits in view. */
const MenuKitsHeight = 52 + 42 * 8;

interface Props {
  draft: MenuDraft;
  onChange: (d: MenuDraft) => void;
  /** Kits already saved on the menu keep their price here; it changes through the kit price dialog. */
  savedKitIds: ReadonlySet<number>;
}

/** Adds and removes the kits of a menu; a new kit starts at its default price. */
export function MenuKitsEditor({ draft, onChange, savedKitIds }: Props) {
  const [pick, setPick] = useState<string | null>(null);
  const kits = useActiveKitsQuery().data ?? [];
  const onMenu = new Set(draft.MenuKits.map((k) => k.KitId));
  const add = () => {
    const kit = kits.find((k) => String(k.Id) === pick);
    if (!kit) return;
    onChange({ ...draft, MenuKits: [...draft.MenuKits, { KitId: kit.Id, Name: kit.Name, Price: kit.DefaultPrice.toFixed(2) }] });
    setPick(null);
  };
  return (
    <>
      <Group align="end" mb="sm">
        <Select
          label="Add a kit"
          searchable
          data={kits.filter((k) => !onMenu.has(k.Id)).map((k) => ({ value: String(k.Id), label: `${k.Name} (${formatCurrency(k.DefaultPrice)})` }))}
          value={pick}
          onChange={setPick}
          w={360}
        />
        <Button variant="light" onClick={add} disabled={!pick}>
          Add kit
        </Button>
      </Group>
      <DataGrid<MenuKit>
        label="Kits on this menu"
        rows={draft.MenuKits}
        height={MenuKitsHeight}
        emptyText="No kits on this menu yet."
        columns={[
          { headerName: 'Kit', field: 'Name', flex: 2 },
          {
            headerName: 'Price',
            field: 'Price',
            type: 'rightAligned',
            // A kit saved on the menu changes its price through the kit price dialog.
            editable: (p) => !!p.data && !savedKitIds.has(p.data.KitId),
            valueFormatter: (p) => (p.data && savedKitIds.has(p.data.KitId) ? formatCurrency(p.data.Price) : String(p.value ?? '')),
            valueSetter: (p) => {
              const Price = String(p.newValue ?? '').trim();
              onChange({ ...draft, MenuKits: draft.MenuKits.map((k) => (k.KitId === p.data.KitId ? { ...k, Price } : k)) });
              return false;
            },
          },
          {
            headerName: '',
            colId: 'remove',
            maxWidth: 70,
            cellRenderer: (p: { data?: MenuKit }) =>
              p.data ? (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${p.data.Name}`}
                  onClick={() => onChange({ ...draft, MenuKits: draft.MenuKits.filter((k) => k.KitId !== p.data!.KitId) })}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              ) : null,
          },
        ]}
        options={{ ...editableGridOptions, getRowId: (p) => String(p.data.KitId), onCellValueChanged: () => undefined }}
      />
    </>
  );
}
