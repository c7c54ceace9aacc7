import { Anchor, Divider, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ClientAreaMessages, Messages, SidePanelSize } from '@intermission/contracts';
import { get, post } from '../../api/apiClient';
import { hierarchyPath } from '../hierarchyParams';
import { DetailSection } from '../../ui/DetailSection';
import { formatDateTime } from '../../ui/formatDateTime';
import { notifySuccess } from '../../ui/notify';
import { showApiError } from '../../ui/showApiError';
import { type Client, type ClientNote, latestNotesKey, searchQuery } from './clientApi';
import { NoteForm, type NoteValues } from './NoteForm';

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

/** POST clients/{id}/notes: the new note, or null when the save failed (the error is shown). */
export async function addNote(clientId: number, values: NoteValues, setFieldError?: (field: string, message: string) => void): Promise<ClientNote | null> {
  try {
    const res = await post<{ Message: string; Note: ClientNote }>(`clients/${clientId}/notes`, { Title: values.Title, Content: values.Content });
    notifySuccess(ClientAreaMessages.NoteAdded);
    return res.Note;
  } catch (err) {
    showApiError(err, Messages.SaveFailed, setFieldError, [400]);
    return null;
  }
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
  const queryClient = useQueryClient();
  const key = latestNotesKey(client.Id);
  const { data: notes = [], isLoading } = useQuery({
    queryKey: key,
    queryFn: () => get<ClientNote[]>(`clients/${client.Id}/notes/_search?${searchQuery('*', 0, SidePanelSize)}`),
  });
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
              const note = await addNote(client.Id, values, setFieldError);
              if (!note) return false;
              queryClient.setQueryData<ClientNote[]>(key, (old = []) => [note, ...old.filter((n) => n.Id !== note.Id)].slice(0, SidePanelSize));
              void queryClient.invalidateQueries({ queryKey: ['clients', client.Id, 'notes', 'all'] });
              onClose();
              return true;
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
