import { ActionIcon, Alert, Button, Card, Group, Loader, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ClientAreaMessages, type ClientNote, Messages } from '@intermission/contracts';
import { HierarchyBreadcrumbs } from '../modules/clients/HierarchyBreadcrumbs';
import { useHierarchyParams } from '../modules/clients/hierarchyParams';
import { useDeleteNoteMutation, useNotesQuery, useSaveNoteMutation } from '../modules/clients/client/api';
import { NoteForm } from '../modules/clients/client/NoteForm';
import { NoteView, useAddNote } from '../modules/clients/client/NotesPanel';
import { useClaim } from '../modules/session/useClaim';
import { notifySuccess } from '../modules/ui/notify';
import { saveWithConcurrency } from '../modules/ui/saveWithConcurrency';
import { showApiError } from '../modules/ui/showApiError';

/** /client/notes?id&name (Client Notes): every note of the client, newest first, with search, add, edit and delete. */
export function ClientNotesPage() {
  const { id = 0 } = useHierarchyParams();
  const [params] = useSearchParams();
  const name = params.get('name') ?? '';
  const canEdit = useClaim('Clients', 'FullAccess');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const [editing, setEditing] = useState<ClientNote | 'new' | null>(null);
  const { data: notes, isLoading, error } = useNotesQuery(id, q);
  const addNote = useAddNote(id);
  const save = useSaveNoteMutation(id);
  const remove = useDeleteNoteMutation(id);

  const handleDelete = (note: ClientNote) =>
    modals.openConfirmModal({
      title: 'Delete note',
      children: <Text>Delete the note “{note.Title}”?</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await remove.mutateAsync(note);
          notifySuccess(ClientAreaMessages.NoteDeleted);
        } catch (err) {
          showApiError(err, Messages.DeleteFailed);
        }
      },
    });

  return (
    <>
      <HierarchyBreadcrumbs params={{ clientId: id, clientName: name }} current="Notes" />
      <Group justify="space-between" mb="md">
        <Title order={2}>{name ? `${name} – Notes` : 'Client Notes'}</Title>
        {canEdit && <Button onClick={() => setEditing('new')}>Add Note</Button>}
      </Group>
      <TextInput label="Search" placeholder="Search" value={search} onChange={(e) => setSearch(e.currentTarget.value)} w={280} mb="md" />
      {isLoading ? (
        <Loader />
      ) : error || !notes ? (
        <Alert color="red">The notes could not be loaded.</Alert>
      ) : notes.length ? (
        <Stack gap="sm" aria-label="Notes">
          {notes.map((n) => (
            <Card key={n.Id} withBorder padding="sm">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <NoteView note={n} />
                {canEdit && (
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon variant="subtle" aria-label={`Edit ${n.Title}`} onClick={() => setEditing(n)}>
                      <IconPencil size={16} />
                    </ActionIcon>
                    <ActionIcon variant="subtle" color="red" aria-label={`Delete ${n.Title}`} onClick={() => handleDelete(n)}>
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                )}
              </Group>
            </Card>
          ))}
        </Stack>
      ) : (
        <Text c="dimmed">No notes</Text>
      )}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? 'Add Note' : 'Edit Note'} size="lg">
        {editing === 'new' && (
          <NoteForm
            submitLabel="Add Note"
            onCancel={() => setEditing(null)}
            onSave={async (values, setFieldError) => {
              const ok = await addNote(values, setFieldError);
              if (ok) setEditing(null);
              return ok;
            }}
          />
        )}
        {editing && editing !== 'new' && (
          <NoteForm
            key={`${editing.Id}-${editing.Version}`}
            note={editing}
            submitLabel="Save"
            onCancel={() => setEditing(null)}
            onSave={(values, setFieldError) =>
              saveWithConcurrency((v) => save.mutateAsync({ Id: editing.Id, Title: values.Title, Content: values.Content, Version: v ?? editing.Version }), {
                success: ClientAreaMessages.NoteSaved,
                setFieldError,
                onSaved: () => setEditing(null),
                // Declining the concurrency dialog loads the server's copy into the form.
                onReload: (note) => (save.setNote(note), setEditing(note)),
              })
            }
          />
        )}
      </Modal>
    </>
  );
}
