import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { Messages, type ShowEvent, ShowEventPartNames, ShowMessages } from '@intermission/contracts';
import { useZodForm } from '../ui/form/useZodForm';
import { saveWithConcurrency } from '../ui/saveWithConcurrency';
import { useSaveShowEventMutation } from './api';
import { PartLabels, showEventTimesSchema, timesToValues } from './showEventTimes';

interface Props {
  event: ShowEvent;
  /** Locked (manager log submitted) or not the user's to edit: the times are shown, not edited. */
  readOnly: boolean;
}

/** The eight ordered time points of a show event on the venue's clock (§3, §5), saved by PUT shows/showEvents. */
export function ShowEventTimesForm({ event, readOnly }: Props) {
  const save = useSaveShowEventMutation(event.Id);
  const { register, submit, formState, reset } = useZodForm(showEventTimesSchema(event), timesToValues(event), (body, setFieldError) =>
    saveWithConcurrency((version) => save.mutateAsync({ ...body, Version: version ?? body.Version }), {
      success: ShowMessages.EventUpdated,
      failure: Messages.UpdateFailed,
      onSaved: (saved) => reset(timesToValues(saved)),
      onReload: (current) => {
        save.setDetail(current);
        reset(timesToValues(current));
      },
      setFieldError,
    }),
  );
  const err = (n: string) => (formState.errors as Record<string, { message?: string } | undefined>)[n]?.message;
  return (
    <form onSubmit={submit} noValidate aria-label="Show event times">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" maw={640}>
        <TextInput label="Start" type="datetime-local" readOnly={readOnly} {...register('Start')} error={err('Start')} />
        <TextInput label="End" type="datetime-local" readOnly={readOnly} {...register('End')} error={err('End')} />
        {ShowEventPartNames.map((n) => (
          <TextInput key={n} label={PartLabels[n]} type="time" readOnly={readOnly} {...register(n)} error={err(n)} />
        ))}
      </SimpleGrid>
      {!readOnly && (
        <Group mt="md">
          <Button type="submit" loading={formState.isSubmitting}>
            Save Times
          </Button>
        </Group>
      )}
    </form>
  );
}
