import { Button, Stack, TextInput } from '@mantine/core';
import type { z } from 'zod';
import { type Show, ShowSaveSchema } from '@intermission/contracts';
import { type OnSave, useZodForm } from '../ui/form/useZodForm';

interface Props {
  show?: Show;
  submitLabel: string;
  onSave: OnSave<z.output<typeof ShowSaveSchema>>;
}

/** A show's name (spec document 2 §3: Id, Name, Version), checked by the server's own schema. */
export function ShowForm({ show, submitLabel, onSave }: Props) {
  const { register, submit, formState } = useZodForm(ShowSaveSchema, { Name: show?.Name ?? '', Version: show?.Version ?? 0 }, onSave);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={520}>
        <TextInput label="Name" withAsterisk data-autofocus {...register('Name')} error={formState.errors.Name?.message} maxLength={200} />
      </Stack>
      <Button type="submit" mt="md" loading={formState.isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
