import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { z } from 'zod';
import { type Cashbox, CashboxMessages, CashboxTimestampSchema, zonedInstant } from '@intermission/contracts';
import { cashboxRefusal } from './cashboxRules';
import { useZodForm } from '../ui/form/useZodForm';
import { notifySuccess } from '../ui/notify';
import { showApiError } from '../ui/showApiError';
import { useSaveCashboxTimestampMutation } from './api';
import { wallClock } from './showEventTimes';

/** The date and time fields in, the contract's PUT cashboxes/ body out (the venue's clock to UTC). */
const timestampForm = (c: Cashbox) =>
  z
    .object({ Date: z.iso.date('Enter a date'), Time: z.string().regex(/^\d{2}:\d{2}$/, 'Enter a time') })
    .transform((v): z.input<typeof CashboxTimestampSchema> => ({
      Id: c.Id,
      Version: c.Version,
      TimestampUtc: zonedInstant(`${v.Date}T${v.Time}`, c.TimeZone).toISOString(),
    }))
    .pipe(CashboxTimestampSchema);

/** Edits a cash box's timestamp, date plus time at the venue (the reconciliation page, §2); the original count stays in its history. */
export function CashboxTimestampDialog({ cashbox, onClose }: { cashbox: Cashbox; onClose: () => void }) {
  const save = useSaveCashboxTimestampMutation();
  const at = wallClock(cashbox.TimestampUtc, cashbox.TimeZone);
  const { register, submit, formState } = useZodForm(timestampForm(cashbox), { Date: at.slice(0, 10), Time: at.slice(11) }, async (body, setFieldError) => {
    try {
      await save.mutateAsync(body);
      notifySuccess(CashboxMessages.Saved);
      onClose();
    } catch (err) {
      showApiError(err, CashboxMessages.SaveFailed, { setFieldError, ownMessageOn: cashboxRefusal });
    }
  });
  return (
    <Modal opened onClose={onClose} title={`Cash box ${cashbox.Id} timestamp`}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {cashbox.Station}, {cashbox.SalesLocation}; times at the venue ({cashbox.TimeZone}).
          </Text>
          <Group grow>
            <TextInput label="Date" type="date" {...register('Date')} error={formState.errors.Date?.message} />
            <TextInput label="Time" type="time" {...register('Time')} error={formState.errors.Time?.message} />
          </Group>
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
    </Modal>
  );
}
