import { Group, Stack, TextInput } from '@mantine/core';
import { type Address, type AddressAnswer, AddressSchema } from '@intermission/contracts';
import { useStatesQuery } from '../users/api';
import { ControlledSelect } from './form/ControlledSelect';
import { type OnSave, useZodForm } from './form/useZodForm';
import { SubmitButton } from './form/SubmitButton';

/** A postal address (lines, city, state and zip), checked by the contracts' AddressSchema. */
export function AddressForm({ initial, onSave }: { initial: AddressAnswer | null; onSave: OnSave<Address> }) {
  const states = useStatesQuery().data ?? [];
  const { register, submit, formState, control } = useZodForm(AddressSchema, initial ?? { Line1: '', Line2: '', City: '', StateId: null, Zip: '' }, onSave);
  const error = (field: keyof Address) => formState.errors[field]?.message;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={480}>
        <TextInput label="Address" {...register('Line1')} error={error('Line1')} maxLength={200} />
        <TextInput label="Address line 2" {...register('Line2')} error={error('Line2')} maxLength={200} />
        <Group grow>
          <TextInput label="City" {...register('City')} error={error('City')} maxLength={100} />
          <ControlledSelect
            control={control}
            name="StateId"
            label="State"
            searchable
            clearable
            data={states.map((s) => ({ value: String(s.Id), label: s.Name }))}
          />
          <TextInput label="Zip" {...register('Zip')} error={error('Zip')} maxLength={10} />
        </Group>
        <SubmitButton submitting={formState.isSubmitting} mt={0} />
      </Stack>
    </form>
  );
}
