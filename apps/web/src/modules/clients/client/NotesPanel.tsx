import { Anchor, Divider, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { type Client, ClientAreaMessages, type ClientNote, Messages } from '@intermission/contracts';
import { hierarchyPath } from '../hierarchyParams';
import { DetailSection } from '../../ui/DetailSection';
import { formatDateTime } from '../../ui/formatDateTime';
import { notifySuccess } from '../../ui/notify';
import { showApiError } from '../../ui/showApiError';
import type { SetFieldError } from '../../ui/form/useZodForm';
import { type NoteValues, useAddNoteMutation, useLatestNotesQuery } from './api';
import { NoteForm } from './NoteForm';

export function NoteView({ note }: { note: ClientNote }) {
  return (
    <div>
      <Text fw={600}>{note.Title}</Text>
      {note.Content && (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }} lineClamp={3}>
          {note.Content}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {formatDateTime(note.CreatedAt)}
      </Text>
    </div>
  );
}

/** Adds a note with its toast: true when it was added; the server's reason (or "Save Failed") otherwise. */
export function useAddNote(clientId: number) {
  const add = useAddNoteMutation(clientId);
  return async (values: NoteValues, setFieldError?: SetFieldError) => {
    try {
      await add.mutateAsync(values);
      notifySuccess(ClientAreaMessages.NoteAdded);
      return true;
    } catch (err) {
      showApiError(err, Messages.SaveFailed, setFieldError, [400]);
      return false;
    }
  };
}

interface Props {
  client: Client;
  open: boolean;
  canEdit: boolean;
  onOpen: () => void;
  onClose: () => void;
}

/** The client's latest 3 notes, newest first; a note added here goes first and the list is trimmed to 3. */
export function NotesPanel({ client, open, canEdit, onOpen, onClose }: Props) {
  const { data: notes = [], isLoading } = useLatestNotesQuery(client.Id);
  const addNote = useAddNote(client.Id);
  const list = isLoading ? (
    <Text c="dimmed">Loading…</Text>
  ) : notes.length ? (
    <Stack gap="xs">
      {notes.map((n) => (
        <NoteView key={n.Id} note={n} />
      ))}
    </Stack>
  ) : (
    <Text c="dimmed">No notes</Text>
  );
  const all = (
    <Anchor component={Link} to={hierarchyPath('/client/notes', { id: client.Id, name: client.Name })} size="sm" mt="sm" display="block">
      All notes
    </Anchor>
  );
  return (
    <DetailSection
      title="Notes"
      open={open}
      canEdit={canEdit}
      onOpen={onOpen}
      onClose={onClose}
      view={
        <>
          {list}
          {all}
        </>
      }
      edit={
        <>
          <NoteForm
            submitLabel="Add Note"
            onCancel={onClose}
            onSave={async (values, setFieldError) => {
              const ok = await addNote(values, setFieldError);
              if (ok) onClose();
              return ok;
            }}
          />
          <Divider my="sm" />
          {list}
          {all}
        </>
      }
    />
  );
}
