import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type Vendor, VendorSaveSchema } from '@intermission/contracts';

type VendorDraft = z.input<typeof VendorSaveSchema>;

interface Props {
  vendor?: Vendor;
  submitLabel: string;
  onSave: (form: z.output<typeof VendorSaveSchema>, setFieldError: (field: string, message: string) => void) => Promise<unknown>;
}

/** A vendor's basic info: name (required), account number, contact and email; checked by the server's own schema. */
export function VendorForm({ vendor, submitLabel, onSave }: Props) {
  const { register, handleSubmit, formState, setError } = useForm<VendorDraft, unknown, z.output<typeof VendorSaveSchema>>({
    resolver: zodResolver(VendorSaveSchema),
    defaultValues: { Name: vendor?.Name ?? '', AccountNumber: vendor?.AccountNumber ?? '', ContactName: vendor?.ContactName ?? '', Email: vendor?.Email ?? '' },
  });
  const save = handleSubmit((form) => onSave(form, (field, message) => setError(field as keyof VendorDraft, { message })));
  return (
    <form onSubmit={save} noValidate>
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
