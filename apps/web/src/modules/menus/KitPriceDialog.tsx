import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { KitMessages, type Menu, MenuMessages } from '@intermission/contracts';
import { useKitMenusQuery } from '../kits/api';
import { useSaveKitPriceMutation } from './api';
import { notifySuccess } from '../ui/notify';
import { showApiError } from '../ui/showApiError';

interface Props {
  menuId: number;
  kit: { KitId: number; Name: string; Price: string } | null;
  onClose: () => void;
  onSaved: (menu: Menu) => void;
}

/** The kit price inside a menu (document 3 §5); a price shared with other menus asks before overwriting them. */
export function KitPriceDialog({ menuId, kit, onClose, onSaved }: Props) {
  return (
    <Modal opened={kit !== null} onClose={onClose} title={kit ? `Price of ${kit.Name}` : ''}>
      {kit && <KitPriceForm key={kit.KitId} menuId={menuId} kit={kit} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function KitPriceForm({ menuId, kit, onClose, onSaved }: Props & { kit: NonNullable<Props['kit']> }) {
  const [price, setPrice] = useState(kit.Price);
  const [everywhere, setEverywhere] = useState(false);
  const [saving, setSaving] = useState(false);
  const menus = useKitMenusQuery(kit.KitId);
  const savePrice = useSaveKitPriceMutation(menuId, kit.KitId);
  const others = (menus.data ?? []).filter((m) => m.Id !== menuId);

  const save = async (overwrite: boolean) => {
    setSaving(true);
    try {
      const menu = await savePrice.mutateAsync({ Price: price.trim(), OverwriteAllMenus: overwrite });
      notifySuccess(MenuMessages.Updated);
      onSaved(menu);
      onClose();
    } catch (err) {
      showApiError(err);
    } finally {
      setSaving(false);
    }
  };

  const handleSave = () => {
    if (!everywhere) return void save(false);
    modals.openConfirmModal({
      title: 'Overwrite kit prices',
      children: <Text>{KitMessages.OverwriteConfirm}</Text>,
      labels: { confirm: 'Yes, overwrite', cancel: 'No' },
      onConfirm: () => void save(true),
    });
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        handleSave();
      }}
    >
      <Stack>
        <TextInput label="Price" data-autofocus inputMode="decimal" value={price} onChange={(e) => setPrice(e.currentTarget.value)} required />
        {others.length > 0 && (
          <Checkbox
            label={`Use this price on every menu with this kit (also ${others.map((m) => m.Name).join(', ')})`}
            checked={everywhere}
            onChange={(e) => setEverywhere(e.currentTarget.checked)}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save price
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
