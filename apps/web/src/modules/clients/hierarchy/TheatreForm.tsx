import { Stack, TextInput } from '@mantine/core';
import type { z } from 'zod';
import { type Theatre, TheatreSaveSchema } from '@intermission/contracts';
import { ControlledCheckbox } from '../../ui/form/ControlledCheckbox';
import { useFirstFieldRef } from '../../ui/form/useFirstFieldRef';
import { formDefaults } from '../../ui/form/formDefaults';
import { type OnSave, useZodForm } from '../../ui/form/useZodForm';
import { counter } from './counter';
import { SubmitButton } from '../../ui/form/SubmitButton';

export type TheatreFormValues = z.output<typeof TheatreSaveSchema>;

/**
 * A theatre's basic info. The card-processing tokens show only with CcImplemented, masked as the
 * server sends them (sending the masked text back keeps the stored token); turning it off clears them.
 */
export function TheatreForm({ theatre, submitLabel, onSave }: { theatre?: Theatre; submitLabel: string; onSave: OnSave<TheatreFormValues> }) {
  const firstRef = useFirstFieldRef();
  const { register, submit, formState, control, watch, setValue } = useZodForm(
    TheatreSaveSchema,
    formDefaults(
      {
        Id: 0,
        Name: '',
        Code: '' as string | null,
        IsTest: false as boolean,
        CcImplemented: false as boolean,
        AccessToken: '' as string | null,
        AuthToken: '' as string | null,
        Version: 0,
      },
      theatre,
    ),
    onSave,
  );
  const name = register('Name');
  const cc = watch('CcImplemented');
  const handleCcToggle = (on: boolean) => {
    if (on) return;
    setValue('AccessToken', '');
    setValue('AuthToken', '');
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={520}>
        <TextInput label="Name" withAsterisk {...name} ref={firstRef(name)} error={formState.errors.Name?.message} maxLength={200} />
        <TextInput label="Code" {...register('Code')} description={counter(watch('Code'), 20)} error={formState.errors.Code?.message} maxLength={20} />
        <ControlledCheckbox control={control} name="IsTest" label="Test theatre" />
        <ControlledCheckbox control={control} name="CcImplemented" label="Credit cards implemented" onCheckedChange={handleCcToggle} />
        {cc && (
          <>
            <TextInput
              label="Access Token"
              autoComplete="off"
              {...register('AccessToken')}
              description={theatre?.HasAccessToken ? 'Leave the masked value to keep the stored token' : undefined}
              error={formState.errors.AccessToken?.message}
              maxLength={500}
            />
            <TextInput label="Auth Token" autoComplete="off" {...register('AuthToken')} error={formState.errors.AuthToken?.message} maxLength={500} />
          </>
        )}
      </Stack>
      <SubmitButton submitting={formState.isSubmitting} label={submitLabel} mt="md" />
    </form>
  );
}
