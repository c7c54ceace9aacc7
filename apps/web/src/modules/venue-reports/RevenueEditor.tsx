import { Button, Group, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PatronsRoomMessages, type PatronsRoomRevenueCreate, PatronsRoomRevenueCreateSchema } from '@intermission/contracts';
import { type OnSave, useZodForm } from '../ui/form/useZodForm';
import { notifyError } from '../ui/notify';
import { saveWithConcurrency } from '../ui/saveWithConcurrency';
import { type SavedRevenue, setRevenue, usePatronsRoomRevenue, useSaveRevenue } from './api';

/** The revenue field of the contracts schema: the amount rule is the server's. */
const RevenueFormSchema = PatronsRoomRevenueCreateSchema.pick({ Revenue: true });

interface Props {
  roomId: number;
  year: number;
  month: number;
  canEdit: boolean;
}

/** The month's revenue of one room: shown to all, saved with PatronRoomManager FullAccess (Enter or Save). */
export function RevenueEditor({ roomId, year, month, canEdit }: Props) {
  const queryClient = useQueryClient();
  const revenue = usePatronsRoomRevenue(roomId, year, month);
  const save = useSaveRevenue();
  const onSave: OnSave<{ Revenue: string }> = async ({ Revenue }, setFieldError) => {
    const current = revenue.data;
    if (!current) return;
    const fields: PatronsRoomRevenueCreate = { InventoryLocationId: roomId, Year: year, Month: month, Revenue };
    await saveWithConcurrency<SavedRevenue>((v) => save.mutateAsync({ fields, version: v ?? current.Version }), {
      success: PatronsRoomMessages.RevenueUpdated,
      failure: PatronsRoomMessages.RevenueUpdateFailed,
      onSaved: () => undefined,
      onReload: (r) => setRevenue(queryClient, r),
      setFieldError: (field, message) => field === 'Revenue' && setFieldError(field, message),
    });
  };
  const form = useZodForm(RevenueFormSchema, { Revenue: '' }, onSave);
  const { reset } = form;
  useEffect(() => reset({ Revenue: revenue.data?.Revenue?.toFixed(2) ?? '' }), [revenue.data, reset]);
  // Refused by the schema: the field says why, the toast is the spec's failure message.
  const submit = form.handleSubmit(
    (values) => onSave(values, form.setFieldError),
    () => notifyError(PatronsRoomMessages.RevenueUpdateFailed),
  );

  return (
    <Group gap="xs" align="flex-start">
      <TextInput
        label="Month's revenue"
        leftSection="$"
        {...form.register('Revenue')}
        onKeyDown={(e) => e.key === 'Enter' && canEdit && void submit()}
        error={form.formState.errors.Revenue?.message}
        readOnly={!canEdit}
        disabled={!revenue.data}
        w={180}
      />
      {canEdit && (
        <Button mt={25} onClick={() => void submit()} loading={form.formState.isSubmitting} disabled={!revenue.data}>
          Save
        </Button>
      )}
    </Group>
  );
}
