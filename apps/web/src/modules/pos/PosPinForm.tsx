import { Button, Group, PasswordInput } from '@mantine/core';
import type { z } from 'zod';
import { PosPinUpdateSchema } from '@intermission/contracts';
import { type OnSave, useZodForm } from '../ui/form/useZodForm';

interface Props {
  posUserId: number;
  onSave: OnSave<z.output<typeof PosPinUpdateSchema>>;
}

/** A POS user's new PIN, checked by the server's own schema (4 to 8 digits). */
export function PosPinForm({ posUserId, onSave }: Props) {
  const { register, submit, formState } = useZodForm(PosPinUpdateSchema, { PosUser: posUserId, Pin: '' }, onSave);
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end">
        <PasswordInput label="New PIN" inputMode="numeric" {...register('Pin')} error={formState.errors.Pin?.message} maxLength={8} w={200} />
        <Button type="submit" loading={formState.isSubmitting}>
          Save
        </Button>
      </Group>
    </form>
  );
}
