import { ActionIcon, Button, Group, Select, Table, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { formatCurrency } from '@intermission/contracts';
import { useActiveKitsQuery } from '../kits/api';
import type { MenuDraft } from './menuDraft';

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
      <Table aria-label="Kits on this menu">
        <Table.Tbody>
          {draft.MenuKits.map((k, i) => (
            <Table.Tr key={k.KitId}>
              <Table.Td>{k.Name}</Table.Td>
              <Table.Td w={160}>
                {savedKitIds.has(k.KitId) ? (
                  <Text>{formatCurrency(k.Price)}</Text>
                ) : (
                  <TextInput
                    aria-label={`Price of ${k.Name}`}
                    inputMode="decimal"
                    value={k.Price}
                    onChange={(e) => onChange({ ...draft, MenuKits: draft.MenuKits.map((x, n) => (n === i ? { ...x, Price: e.currentTarget.value } : x)) })}
                  />
                )}
              </Table.Td>
              <Table.Td w={50}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${k.Name}`}
                  onClick={() => onChange({ ...draft, MenuKits: draft.MenuKits.filter((_, n) => n !== i) })}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {draft.MenuKits.length === 0 && <Text c="dimmed">No kits on this menu yet.</Text>}
    </>
  );
}
