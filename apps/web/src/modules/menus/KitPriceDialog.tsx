import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { z } from 'zod';
import { KitMessages, KitPriceSchema, type Menu, MenuMessages } from '@intermission/contracts';
import { useKitMenusQuery } from '../kits/api';
import { useSaveKitPriceMutation } from './api';
import { ControlledCheckbox } from '../ui/form/ControlledCheckbox';
import { type SetFieldError, useZodForm } from '../ui/form/useZodForm';
import { notifySuccess } from '../ui/notify';
import { showApiError } from '../ui/showApiError';

type KitPrice = z.output<typeof KitPriceSchema>;

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
  const menus = useKitMenusQuery(kit.KitId);
  const savePrice = useSaveKitPriceMutation(menuId, kit.KitId);
  const others = (menus.data ?? []).filter((m) => m.Id !== menuId);

  const save = async (body: KitPrice, setFieldError: SetFieldError) => {
    try {
      const menu = await savePrice.mutateAsync(body);
      notifySuccess(MenuMessages.Updated);
      onSaved(menu);
      onClose();
    } catch (err) {
      showApiError(err, undefined, setFieldError);
    }
  };

  // Only this menu: saved at once; every menu with the kit: the spec's question first.
  const { register, control, submit, formState } = useZodForm(KitPriceSchema, { Price: kit.Price, OverwriteAllMenus: false }, async (body, setFieldError) => {
    if (!body.OverwriteAllMenus) return save(body, setFieldError);
    modals.openConfirmModal({
      title: 'Overwrite kit prices',
      children: <Text>{KitMessages.OverwriteConfirm}</Text>,
      labels: { confirm: 'Yes, overwrite', cancel: 'No' },
      onConfirm: () => void save(body, setFieldError),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label="Price" data-autofocus inputMode="decimal" withAsterisk {...register('Price')} error={formState.errors.Price?.message} />
        {others.length > 0 && (
          <ControlledCheckbox
            control={control}
            name="OverwriteAllMenus"
            label={`Use this price on every menu with this kit (also ${others.map((m) => m.Name).join(', ')})`}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={formState.isSubmitting || savePrice.isPending}>
            Save price
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
