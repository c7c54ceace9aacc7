import { ActionIcon, Alert, Button, Group, Select } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { formatCurrency } from '@intermission/contracts';
import { useActiveKitsQuery } from '../kits/api';
import { DataGrid, editableGridOptions } from '../ui/DataGrid';
import { refusedCell } from '../ui/refusedCell';

/** A kit of the menu as the menu form holds it: the kit and its price on this menu. */
export interface MenuKitLine {
  KitId: number;
  Price: string | number;
}

/** A row of the grid: a line with its kit's name and the schema's message on its price. */
interface Row {
  KitId: number;
  Name: string;
  Price: string;
  error: string | undefined;
}

/** The kits grid: header and 8 kits in view. */
const MenuKitsHeight = 52 + 42 * 8;

interface Props {
  kits: MenuKitLine[];
  onChange: (kits: MenuKitLine[]) => void;
  /** The names of the kits already on the menu (an archived kit stays named). */
  names: ReadonlyMap<number, string>;
  /** Kits already saved on the menu keep their price here; it changes through the kit price dialog. */
  savedKitIds: ReadonlySet<number>;
  /** The schema's messages on the lines' prices, by line. */
  priceErrors?: (string | undefined)[];
}

/** Adds and removes the kits of a menu (a field of the menu form); a new kit starts at its default price. */
export function MenuKitsEditor({ kits, onChange, names, savedKitIds, priceErrors = [] }: Props) {
  const [pick, setPick] = useState<string | null>(null);
  const active = useActiveKitsQuery().data ?? [];
  const onMenu = new Set(kits.map((k) => k.KitId));
  const nameOf = (id: number) => names.get(id) ?? active.find((k) => k.Id === id)?.Name ?? `#${id}`;
  const rows: Row[] = kits.map((k, i) => ({ KitId: k.KitId, Name: nameOf(k.KitId), Price: String(k.Price), error: priceErrors[i] }));
  const add = () => {
    const kit = active.find((k) => String(k.Id) === pick);
    if (!kit) return;
    onChange([...kits, { KitId: kit.Id, Price: kit.DefaultPrice.toFixed(2) }]);
    setPick(null);
  };
  const messages = rows.flatMap((r) => (r.error ? [`${r.Name}: ${r.error}`] : []));
  return (
    <>
      <Group align="end" mb="sm">
        <Select
          label="Add a kit"
          searchable
          data={active.filter((k) => !onMenu.has(k.Id)).map((k) => ({ value: String(k.Id), label: `${k.Name} (${formatCurrency(k.DefaultPrice)})` }))}
          value={pick}
          onChange={setPick}
          w={360}
        />
        <Button variant="light" onClick={add} disabled={!pick}>
          Add kit
        </Button>
      </Group>
      <DataGrid<Row>
        label="Kits on this menu"
        rows={rows}
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
              onChange(kits.map((k) => (k.KitId === p.data.KitId ? { ...k, Price } : k)));
              return false;
            },
            ...refusedCell<Row>((r) => r.error),
          },
          {
            headerName: '',
            colId: 'remove',
            maxWidth: 70,
            cellRenderer: (p: { data?: Row }) =>
              p.data ? (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${p.data.Name}`}
                  onClick={() => onChange(kits.filter((k) => k.KitId !== p.data!.KitId))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              ) : null,
          },
        ]}
        options={{ ...editableGridOptions, getRowId: (p) => String(p.data.KitId), onCellValueChanged: () => undefined }}
      />
      {messages.length > 0 && (
        <Alert color="red" role="alert" mt="xs">
          {messages.join(' · ')}
        </Alert>
      )}
    </>
  );
}
