import { Stack, Textarea, TextInput } from '@mantine/core';
import type { z } from 'zod';
import { type Client, ClientSaveSchema } from '@intermission/contracts';
import { ControlledSelect, idOptions } from '../../ui/form/ControlledSelect';
import { useFirstFieldRef } from '../../ui/form/useFirstFieldRef';
import { formDefaults } from '../../ui/form/formDefaults';
import { type OnSave, useZodForm } from '../../ui/form/useZodForm';
import { useClientTypesQuery } from './api';
import { SubmitButton } from '../../ui/form/SubmitButton';

export type ClientFormValues = z.output<typeof ClientSaveSchema>;

interface Props {
  client?: Client;
  submitLabel: string;
  onSave: OnSave<ClientFormValues>;
}

const NameMax = 200;
const DescriptionMax = 2000;

/** A client's basic info: name and client type (required) and a description; checked by the server's own schema. */
export function ClientForm({ client, submitLabel, onSave }: Props) {
  const types = useClientTypesQuery().data ?? [];
  const firstRef = useFirstFieldRef();
  const { register, submit, formState, control, watch } = useZodForm(
    ClientSaveSchema,
    formDefaults({ Id: 0, Name: '', Description: '' as string | null, ClientTypeId: undefined as number | undefined, Version: 0 }, client),
    onSave,
  );
  const name = register('Name');
  const description = watch('Description') ?? '';
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={520}>
        <TextInput label="Name" withAsterisk {...name} ref={firstRef(name)} error={formState.errors.Name?.message} maxLength={NameMax} />
        <ControlledSelect control={control} name="ClientTypeId" empty={undefined} label="Client Type" withAsterisk data={idOptions(types)} />
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
      <SubmitButton submitting={formState.isSubmitting} label={submitLabel} mt="md" />
    </form>
  );
}
