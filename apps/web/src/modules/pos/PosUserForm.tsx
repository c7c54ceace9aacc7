import { PasswordInput, Stack, TextInput } from '@mantine/core';
import type { z } from 'zod';
import { PosUserCreateSchema, PosUserSaveSchema } from '@intermission/contracts';
import { ControlledSelect } from '../ui/form/ControlledSelect';
import { type OnSave, useZodForm } from '../ui/form/useZodForm';
import { usePosVenuesQuery } from './api';
import { FormSaveButton } from '../ui/form/FormSaveButton';

type PosDraft = z.input<typeof PosUserCreateSchema>;
/** The saved fields; Pin only on add. */
export type PosUserFormValues = z.output<typeof PosUserSaveSchema> & { Pin?: string };

interface Props {
  initial: Partial<PosDraft>;
  withPin: boolean;
  onSave: OnSave<PosUserFormValues>;
}

/** A POS user's name, venue and (on add) PIN, checked by the server's own schema. */
export function PosUserForm({ initial, withPin, onSave }: Props) {
  const venues = usePosVenuesQuery().data ?? [];
  const schema = (withPin ? PosUserCreateSchema : PosUserSaveSchema) as unknown as z.ZodType<PosUserFormValues, PosDraft>;
  const { register, submit, formState, control } = useZodForm(schema, { FirstName: '', LastName: '', Pin: '', ...initial }, onSave);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={420}>
        <TextInput label="First Name" {...register('FirstName')} error={formState.errors.FirstName?.message} maxLength={50} />
        <TextInput label="Last Name" {...register('LastName')} error={formState.errors.LastName?.message} maxLength={50} />
        <ControlledSelect
          control={control}
          name="VenueId"
          empty={undefined}
          label="Venue"
          searchable
          data={venues.map((v) => ({ value: String(v.Id), label: `${v.Name} (${v.ClientName})` }))}
        />
        {withPin && <PasswordInput label="PIN" inputMode="numeric" {...register('Pin')} error={formState.errors.Pin?.message} maxLength={8} />}
        <FormSaveButton saving={formState.isSubmitting} />
      </Stack>
    </form>
  );
}
