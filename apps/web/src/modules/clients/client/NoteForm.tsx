import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ClientAreaMessages, ClientNoteSaveSchema } from '@intermission/contracts';
import { notifyError } from '../../ui/notify';
import type { ClientNote } from './clientApi';

type NoteDraft = z.input<typeof ClientNoteSaveSchema>;
export type NoteValues = z.output<typeof ClientNoteSaveSchema>;

interface Props {
  note?: ClientNote;
  submitLabel: string;
  onSave: (note: NoteValues, setFieldError: (field: string, message: string) => void) => Promise<boolean>;
  onCancel?: () => void;
}

const TitleMax = 200;
const ContentMax = 20000;

/** A client note: a title (required) and content. An empty note is refused as "Invalid note" (spec document 1 §5). */
export function NoteForm({ note, submitLabel, onSave, onCancel }: Props) {
  const { register, handleSubmit, formState, setError, getValues, watch, reset } = useForm<NoteDraft, unknown, NoteValues>({
    resolver: zodResolver(ClientNoteSaveSchema),
    defaultValues: { Id: note?.Id ?? 0, Title: note?.Title ?? '', Content: note?.Content ?? '', Version: note?.Version ?? 0 },
  });
  const save = handleSubmit(async (values) => {
    const ok = await onSave(values, (field, message) => setError(field as keyof NoteDraft, { message }));
    if (ok && !note) reset({ Id: 0, Title: '', Content: '', Version: 0 });
  });
  const submit = (e: FormEvent<HTMLFormElement>) => {
    const { Title, Content } = getValues();
    if (!Title?.trim() && !Content?.trim()) {
      e.preventDefault();
      notifyError(ClientAreaMessages.InvalidNote);
      return;
    }
    return save(e);
  };
  const title = watch('Title') ?? '';
  const content = watch('Content') ?? '';
  return (
    <form onSubmit={submit} noValidate aria-label={note ? 'Edit note' : 'Add note'}>
      <Stack gap="sm">
        <TextInput
          label="Title"
          withAsterisk
          data-autofocus
          {...register('Title')}
          maxLength={TitleMax}
          description={`${title.length}/${TitleMax}`}
          error={formState.errors.Title?.message}
        />
        <Textarea
          label="Content"
          autosize
          minRows={3}
          maxRows={12}
          {...register('Content')}
          maxLength={ContentMax}
          description={`${content.length}/${ContentMax}`}
          error={formState.errors.Content?.message}
        />
        <Group>
          <Button type="submit" loading={formState.isSubmitting}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="subtle" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
