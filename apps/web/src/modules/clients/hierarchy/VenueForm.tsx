import { Stack, TextInput } from '@mantine/core';
import type { z } from 'zod';
import { type Venue, VenueSaveSchema } from '@intermission/contracts';
import { ControlledSelect, idOptions } from '../../ui/form/ControlledSelect';
import { useFirstFieldRef } from '../../ui/form/useFirstFieldRef';
import { formDefaults } from '../../ui/form/formDefaults';
import { type OnSave, useZodForm } from '../../ui/form/useZodForm';
import { useManagedItemsQuery } from '../../settings/api';
import { useManagersQuery } from './api';
import { counter } from './counter';
import { SubmitButton } from '../../ui/form/SubmitButton';

export type VenueFormValues = z.output<typeof VenueSaveSchema>;

/** A venue's basic info: name, code, manager and the required tax rate (its menu and time zone are kept). */
export function VenueForm({ venue, submitLabel, onSave }: { venue?: Venue; submitLabel: string; onSave: OnSave<VenueFormValues> }) {
  const managers = useManagersQuery().data;
  const taxRates = useManagedItemsQuery('taxRates', true, 60_000).data;
  const firstRef = useFirstFieldRef();
  const { register, submit, formState, control, watch } = useZodForm(
    VenueSaveSchema,
    formDefaults(
      {
        Id: 0,
        Name: '',
        Code: '' as string | null,
        ManagerId: null as number | null,
        TaxRateId: undefined as number | undefined,
        MenuId: null as number | null,
        TimeZone: undefined as string | undefined,
        Version: 0,
      },
      venue,
    ),
    onSave,
  );
  const name = register('Name');
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={520}>
        <TextInput label="Name" withAsterisk {...name} ref={firstRef(name)} error={formState.errors.Name?.message} maxLength={200} />
        <TextInput label="Code" {...register('Code')} description={counter(watch('Code'), 20)} error={formState.errors.Code?.message} maxLength={20} />
        <ControlledSelect control={control} name="ManagerId" label="Manager" searchable clearable data={idOptions(managers)} />
        <ControlledSelect
          control={control}
          name="TaxRateId"
          empty={undefined}
          label="Tax Rate"
          withAsterisk
          data={(taxRates ?? []).map((t) => ({ value: String(t.Id), label: t.Rate ? `${t.Name} (${Number(t.Rate)}%)` : t.Name }))}
        />
      </Stack>
      <SubmitButton submitting={formState.isSubmitting} label={submitLabel} mt="md" />
    </form>
  );
}
