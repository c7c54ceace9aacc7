import { Group, Stack, TextInput } from '@mantine/core';
import type { z } from 'zod';
import { DefaultMenu, type SalesLocation, SalesLocationSaveSchema } from '@intermission/contracts';
import { ControlledCheckbox } from '../../ui/form/ControlledCheckbox';
import { ControlledSelect, idOptions } from '../../ui/form/ControlledSelect';
import { useFirstFieldRef } from '../../ui/form/useFirstFieldRef';
import { formDefaults } from '../../ui/form/formDefaults';
import { type OnSave, useZodForm } from '../../ui/form/useZodForm';
import { useMenusQuery } from './api';
import { SubmitButton } from '../../ui/form/SubmitButton';

export type SalesLocationFormValues = z.output<typeof SalesLocationSaveSchema>;

interface Props {
  location?: SalesLocation;
  submitLabel: string;
  onSave: OnSave<SalesLocationFormValues>;
}

/** A sales location's basic info: name, menu (Default, id 2, unless chosen) and the starting bank. */
export function SalesLocationForm({ location, submitLabel, onSave }: Props) {
  const menus = useMenusQuery().data;
  const firstRef = useFirstFieldRef();
  const { register, submit, formState, control, watch } = useZodForm(
    SalesLocationSaveSchema,
    formDefaults(
      { Id: 0, Name: '', MenuId: DefaultMenu.Id as number, UseStartingBank: false as boolean, StartingBank: '0' as string | number, Version: 0 },
      location,
    ),
    onSave,
  );
  const name = register('Name');
  const menuData = idOptions(menus?.some((m) => m.Id === DefaultMenu.Id) ? menus : [DefaultMenu, ...(menus ?? [])]);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={520}>
        <TextInput label="Name" withAsterisk {...name} ref={firstRef(name)} error={formState.errors.Name?.message} maxLength={200} />
        <ControlledSelect control={control} name="MenuId" empty={DefaultMenu.Id} label="Menu" searchable allowDeselect={false} data={menuData} />
        <Group align="flex-end">
          <ControlledCheckbox control={control} name="UseStartingBank" label="Use starting bank" mb={8} />
          <TextInput
            label="Starting Bank"
            inputMode="decimal"
            leftSection="$"
            disabled={!watch('UseStartingBank')}
            {...register('StartingBank')}
            error={formState.errors.StartingBank?.message}
            w={180}
          />
        </Group>
      </Stack>
      <SubmitButton submitting={formState.isSubmitting} label={submitLabel} mt="md" />
    </form>
  );
}
