import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { type Menu, MenuCopySchema, MenuMessages } from '@intermission/contracts';
import { useCopyMenuMutation, useVenuesWithSalesLocationsQuery } from './api';
import { ControlledSelect, idOptions } from '../ui/form/ControlledSelect';
import { useZodForm } from '../ui/form/useZodForm';
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
  const venues = useVenuesWithSalesLocationsQuery().data ?? [];
  const copyMenu = useCopyMenuMutation();
  const { register, control, submit, formState, watch, setValue } = useZodForm(
    MenuCopySchema,
    { menuId: menu.Id, name: `Copy of ${menu.Name}`, venueId: null, salesLocationId: null },
    async (copy, setFieldError) => {
      try {
        const copied = await copyMenu.mutateAsync(copy);
        notifySuccess(MenuMessages.Copied);
        onCopied(copied);
      } catch (err) {
        showApiError(err, undefined, setFieldError);
      }
    },
  );
  const venueId = watch('venueId');
  const locations = venues.find((v) => v.Id === venueId)?.SalesLocations ?? [];
  // A sales location belongs to its venue: another venue (or none) clears it.
  useEffect(() => setValue('salesLocationId', null), [venueId, setValue]);

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label="Name of the copy" data-autofocus {...register('name')} error={formState.errors.name?.message} />
        <ControlledSelect control={control} name="venueId" label="Venue" clearable searchable data={idOptions(venues)} />
        <ControlledSelect
          control={control}
          name="salesLocationId"
          label="Sales location"
          clearable
          searchable
          disabled={!venueId}
          data={idOptions(locations)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            Copy
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
