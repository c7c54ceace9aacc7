import { Button, Checkbox, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { type Control, Controller } from 'react-hook-form';
import { type z } from 'zod';
import { IpMessages, IpRangeSaveSchema } from '@intermission/contracts';
import { useZodForm } from '../ui/form/useZodForm';
import { notifySuccess } from '../ui/notify';
import { showApiError } from '../ui/showApiError';
import { useAddIpRangeMutation } from './api';

type Form = z.input<typeof IpRangeSaveSchema>;
type Octet = 'FromOctet1' | 'FromOctet2' | 'FromOctet3' | 'FromOctet4' | 'ToOctet4';
const empty: Form = { Name: '', FromOctet1: 0, FromOctet2: 0, FromOctet3: 0, FromOctet4: 0, ToOctet4: 0, KeepDialogOpen: false };

function OctetInput({ control, name, label }: { control: Control<Form, unknown, z.output<typeof IpRangeSaveSchema>>; name: Octet; label: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          min={0}
          max={255}
          clampBehavior="strict"
          allowDecimal={false}
          ref={field.ref}
          value={Number(field.value) || 0}
          onChange={(v) => field.onChange(Number(v) || 0)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          w={80}
        />
      )}
    />
  );
}

/** The Add IP Range dialog's form: a.b.c.From to To, checked by the server's schema; may stay open for the next range. */
export function IpRangeForm({ onClose }: { onClose: () => void }) {
  const add = useAddIpRangeMutation();
  const { register, control, submit, reset, formState } = useZodForm(IpRangeSaveSchema, empty, async (range) => {
    try {
      await add.mutateAsync(range);
      notifySuccess(IpMessages.Saved);
      if (range.KeepDialogOpen) reset({ ...range, Name: '', FromOctet4: 0, ToOctet4: 0 });
      else onClose();
    } catch (err) {
      showApiError(err);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label="Name" maxLength={100} {...register('Name')} error={formState.errors.Name?.message} />
        <Group gap="xs" align="flex-start">
          <OctetInput control={control} name="FromOctet1" label="From" />
          <OctetInput control={control} name="FromOctet2" label=" " />
          <OctetInput control={control} name="FromOctet3" label=" " />
          <OctetInput control={control} name="FromOctet4" label=" " />
          <Text pt={30}>to</Text>
          <OctetInput control={control} name="ToOctet4" label="To" />
        </Group>
        <Checkbox label="Keep this dialog open to add another" {...register('KeepDialogOpen')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
