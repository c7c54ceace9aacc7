import { Button, Group, Stack, TextInput } from '@mantine/core';
import type { z } from 'zod';
import { type Vendor, VendorSaveSchema } from '@intermission/contracts';
import { type OnSave, useZodForm } from '../ui/form/useZodForm';

interface Props {
  vendor?: Vendor;
  submitLabel: string;
  onSave: OnSave<z.output<typeof VendorSaveSchema>>;
}

/** A vendor's basic info: name (required), account number, contact and email; checked by the server's own schema. */
export function VendorForm({ vendor, submitLabel, onSave }: Props) {
  const { register, submit, formState } = useZodForm(
    VendorSaveSchema,
    { Name: vendor?.Name ?? '', AccountNumber: vendor?.AccountNumber ?? '', ContactName: vendor?.ContactName ?? '', Email: vendor?.Email ?? '' },
    onSave,
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={520}>
        <TextInput label="Name" withAsterisk data-autofocus {...register('Name')} error={formState.errors.Name?.message} maxLength={200} />
        <Group grow align="flex-start">
          <TextInput label="Account Number" {...register('AccountNumber')} error={formState.errors.AccountNumber?.message} maxLength={50} />
          <TextInput label="Contact Name" {...register('ContactName')} error={formState.errors.ContactName?.message} maxLength={200} />
        </Group>
        <TextInput label="Email" type="email" {...register('Email')} error={formState.errors.Email?.message} maxLength={200} />
      </Stack>
      <Button type="submit" mt="md" loading={formState.isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
