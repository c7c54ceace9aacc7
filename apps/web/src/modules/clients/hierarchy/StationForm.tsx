import { Stack, TextInput } from '@mantine/core';
import type { z } from 'zod';
import { type Station, StationSaveSchema } from '@intermission/contracts';
import { ControlledCheckbox } from '../../ui/form/ControlledCheckbox';
import { useFirstFieldRef } from '../../ui/form/useFirstFieldRef';
import { formDefaults } from '../../ui/form/formDefaults';
import { type OnSave, useZodForm } from '../../ui/form/useZodForm';
import { SubmitButton } from '../../ui/form/SubmitButton';

export type StationFormValues = z.output<typeof StationSaveSchema>;

interface Props {
  station?: Station;
  submitLabel: string;
  onSave: OnSave<StationFormValues>;
  autoFocus?: boolean;
}

/** A point-of-sale station: name, serial number and whether it is the location's inventory station. */
export function StationForm({ station, submitLabel, onSave, autoFocus = true }: Props) {
  const firstRef = useFirstFieldRef();
  const { register, submit, formState, control, reset } = useZodForm(
    StationSaveSchema,
    formDefaults({ Id: 0, Name: '', SerialNumber: '' as string | null, IsInventoryStation: false as boolean, Version: 0 }, station),
    async (values, setFieldError) => {
      const saved = await onSave(values, setFieldError);
      // An inline add form starts over for the next station.
      if (saved === true && !station) reset();
    },
  );
  const name = register('Name');
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={520}>
        <TextInput label="Name" withAsterisk {...name} ref={autoFocus ? firstRef(name) : name.ref} error={formState.errors.Name?.message} maxLength={200} />
        <TextInput label="Serial Number" {...register('SerialNumber')} error={formState.errors.SerialNumber?.message} maxLength={100} />
        <ControlledCheckbox control={control} name="IsInventoryStation" label="Inventory station" />
      </Stack>
      <SubmitButton submitting={formState.isSubmitting} label={submitLabel} mt="md" />
    </form>
  );
}
