import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { type Menu, MenuMessages } from '@intermission/contracts';
import { useCopyMenuMutation, useVenuesWithSalesLocationsQuery } from './api';
import { notifySuccess } from '../ui/notify';
import { showApiError } from '../ui/showApiError';

interface Props {
  menu: { Id: number; Name: string } | null;
  onClose: () => void;
  onCopied: (copy: Menu) => void;
}

/** The copy dialog (menuId, name, salesLocationId, venueId): venue and sales location are optional. */
export function MenuCopyDialog({ menu, onClose, onCopied }: Props) {
  return (
    <Modal opened={menu !== null} onClose={onClose} title="Copy menu">
      {menu && <CopyForm menu={menu} onClose={onClose} onCopied={onCopied} />}
    </Modal>
  );
}

function CopyForm({ menu, onClose, onCopied }: Props & { menu: NonNullable<Props['menu']> }) {
  const [name, setName] = useState(`Copy of ${menu.Name}`);
  const [venueId, setVenueId] = useState<string | null>(null);
  const [salesLocationId, setSalesLocationId] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const venues = useVenuesWithSalesLocationsQuery().data ?? [];
  const copyMenu = useCopyMenuMutation();
  const locations = venues.find((v) => String(v.Id) === venueId)?.SalesLocations ?? [];

  const submit = async () => {
    if (!name.trim()) return setError('Name is required');
    setSaving(true);
    try {
      const copy = await copyMenu.mutateAsync({
        menuId: menu.Id,
        name: name.trim(),
        venueId: venueId ? Number(venueId) : null,
        salesLocationId: salesLocationId ? Number(salesLocationId) : null,
      });
      notifySuccess(MenuMessages.Copied);
      onCopied(copy);
    } catch (err) {
      showApiError(err, undefined, (_f, m) => setError(m));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack>
        <TextInput label="Name of the copy" data-autofocus value={name} onChange={(e) => (setName(e.currentTarget.value), setError(undefined))} error={error} />
        <Select
          label="Venue"
          clearable
          searchable
          data={venues.map((v) => ({ value: String(v.Id), label: v.Name }))}
          value={venueId}
          onChange={(v) => (setVenueId(v), setSalesLocationId(null))}
        />
        <Select
          label="Sales location"
          clearable
          searchable
          disabled={!venueId}
          data={locations.map((l) => ({ value: String(l.Id), label: l.Name }))}
          value={salesLocationId}
          onChange={setSalesLocationId}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Copy
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
