import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ClientSaveSchema } from '@intermission/contracts';
import { useFirstFieldFocus } from '../../ui/useFirstFieldFocus';
import { type Client, useClientTypes } from './clientApi';

type ClientDraft = z.input<typeof ClientSaveSchema>;
export type ClientFormValues = z.output<typeof ClientSaveSchema>;

interface Props {
  client?: Client;
  submitLabel: string;
  onSave: (form: ClientFormValues, setFieldError: (field: string, message: string) => void) => Promise<unknown>;
}

const NameMax = 200;
const DescriptionMax = 2000;

/** A client's basic info: name and client type (required) and a description; checked by the server's own schema. */
export function ClientForm({ client, submitLabel, onSave }: Props) {
  const types = useClientTypes().data ?? [];
  const first = useRef<HTMLInputElement>(null);
  useFirstFieldFocus(first);
  const { register, handleSubmit, formState, setError, control, watch } = useForm<ClientDraft, unknown, ClientFormValues>({
    resolver: zodResolver(ClientSaveSchema),
    defaultValues: {
      Id: client?.Id ?? 0,
      Name: client?.Name ?? '',
      Description: client?.Description ?? '',
      ClientTypeId: client?.ClientTypeId,
      Version: client?.Version ?? 0,
    },
  });
  const save = handleSubmit((form) => onSave(form, (field, message) => setError(field as keyof ClientDraft, { message })));
  const name = register('Name');
  const description = watch('Description') ?? '';
  return (
    <form onSubmit={save} noValidate>
      <Stack gap="sm" maw={520}>
        <TextInput
          label="Name"
          withAsterisk
          {...name}
          ref={(el) => {
            name.ref(el);
            first.current = el;
          }}
          error={formState.errors.Name?.message}
          maxLength={NameMax}
        />
        <Controller
          control={control}
          name="ClientTypeId"
          render={({ field, fieldState }) => (
            <Select
              label="Client Type"
              withAsterisk
              data={types.map((t) => ({ value: String(t.Id), label: t.Name }))}
              value={field.value ? String(field.value) : null}
              onChange={(v) => field.onChange(v ? Number(v) : undefined)}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          maxRows={8}
          {...register('Description')}
          maxLength={DescriptionMax}
          description={`${description.length}/${DescriptionMax}`}
          error={formState.errors.Description?.message}
        />
      </Stack>
      <Button type="submit" mt="md" loading={formState.isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
