import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { ClientAreaMessages, type ClientNote, ClientNoteSaveSchema } from '@intermission/contracts';
import { type OnSave, useZodForm } from '../../ui/form/useZodForm';
import { notifyError } from '../../ui/notify';
import type { NoteValues } from './api';

interface Props {
  note?: ClientNote;
  submitLabel: string;
  /** Resolves true when the note was saved (an add form then starts over). */
  onSave: OnSave<NoteValues>;
  onCancel?: () => void;
}

const TitleMax = 200;
const ContentMax = 20000;

/** A client note: a title (required) and content. An empty note is refused as "Invalid note" (spec document 1 §5). */
export function NoteForm({ note, submitLabel, onSave, onCancel }: Props) {
  const empty = { Id: 0, Title: '', Content: '', Version: 0 };
  const { register, submit, formState, getValues, watch, reset } = useZodForm(
    ClientNoteSaveSchema,
    note ? { Id: note.Id, Title: note.Title, Content: note.Content, Version: note.Version } : empty,
    async (values, setFieldError) => {
      const ok = await onSave(values, setFieldError);
      if (ok === true && !note) reset(empty);
    },
  );
  const handleSubmit = (e: FormEvent<HTMLFormElement>) => {
    const { Title, Content } = getValues();
    if (!Title?.trim() && !Content?.trim()) {
      e.preventDefault();
      notifyError(ClientAreaMessages.InvalidNote);
      return;
    }
    return submit(e);
  };
  const title = watch('Title') ?? '';
  const content = watch('Content') ?? '';
  return (
    <form onSubmit={handleSubmit} noValidate aria-label={note ? 'Edit note' : 'Add note'}>
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
