import { Group, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { localDay, type PettyCashWithdrawal, PettyCashWithdrawalSaveSchema, type ShowEvent, todayIn } from '@intermission/contracts';
import { ControlledSelect, idOptions } from '../ui/form/ControlledSelect';
import { SubmitButton } from '../ui/form/SubmitButton';
import { useFirstFieldRef } from '../ui/form/useFirstFieldRef';
import { type OnSave, useZodForm } from '../ui/form/useZodForm';
import { useShowEventsOfDay } from '../shows/api';
import { usePettyCashReasonsQuery } from './api';

export type WithdrawalFormValues = z.output<typeof PettyCashWithdrawalSaveSchema>;

interface Props {
  theatreId: number;
  /** The venue's time zone: the date is a venue day, the show times are the venue's. */
  timeZone: string;
  withdrawal?: PettyCashWithdrawal;
  submitLabel: string;
  onSave: OnSave<WithdrawalFormValues>;
}

/** "Hamlet · 7:30 PM": a show event of the chosen day, at the venue. */
const showEventLabel = (e: ShowEvent, timeZone: string) =>
  `${e.Show} · ${new Date(e.Start).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone })}`;

/**
 * A withdrawal: a date, then a show event of the theatre on that date (it gives the withdrawal its
 * theatre and transaction time, document 1 §4), the reason from the managed list, and the amount.
 */
export function WithdrawalForm({ theatreId, timeZone, withdrawal, submitLabel, onSave }: Props) {
  const [day, setDay] = useState(withdrawal ? localDay(withdrawal.TransactionDateUtc, timeZone) : todayIn(timeZone));
  const events = useShowEventsOfDay(theatreId, day, timeZone);
  const reasons = usePettyCashReasonsQuery().data;
  const firstRef = useFirstFieldRef();
  const { register, submit, formState, control, watch, setValue } = useZodForm(
    PettyCashWithdrawalSaveSchema,
    {
      Id: withdrawal?.Id ?? 0,
      TheatreId: theatreId,
      ShowEventId: withdrawal?.ShowEventId,
      ReasonId: withdrawal?.ReasonId,
      Amount: withdrawal ? String(withdrawal.Amount) : '',
      Version: withdrawal?.Version ?? 0,
    },
    onSave,
  );
  const chosen = watch('ShowEventId');
  // A show event of another day no longer applies once the day changes.
  useEffect(() => {
    if (chosen && events.data && !events.data.some((e) => e.Id === chosen)) setValue('ShowEventId', undefined as never);
  }, [events.data, chosen, setValue]);
  const noEvents = !!events.data && events.data.length === 0;
  return (
    <form onSubmit={submit} noValidate aria-label="Withdrawal">
      <Stack gap="sm">
        <Group align="flex-start">
          <TextInput
            label="Date"
            type="date"
            value={day}
            onChange={(e) => setDay(e.currentTarget.value)}
            ref={firstRef({ ref: () => undefined })}
            description="A day of the venue"
            w={180}
            withAsterisk
          />
          <ControlledSelect
            control={control}
            name="ShowEventId"
            empty={undefined}
            label="Show Event"
            placeholder={events.isFetching ? 'Loading…' : noEvents ? 'No show events on this date' : 'Choose a show event'}
            data={(events.data ?? []).map((e) => ({ value: String(e.Id), label: showEventLabel(e, timeZone) }))}
            disabled={!events.data?.length}
            w={300}
            withAsterisk
          />
        </Group>
        <ControlledSelect
          control={control}
          name="ReasonId"
          empty={undefined}
          label="Reason"
          placeholder="Choose a reason"
          data={idOptions(reasons)}
          w={300}
          withAsterisk
        />
        <TextInput label="Amount" inputMode="decimal" leftSection="$" {...register('Amount')} error={formState.errors.Amount?.message} w={200} withAsterisk />
      </Stack>
      <SubmitButton submitting={formState.isSubmitting} label={submitLabel} mt="md" />
    </form>
  );
}
