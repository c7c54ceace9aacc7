import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { SidePanelSize } from '@intermission/contracts';
import { get } from '../../api/apiClient';
import { DetailSection } from '../../ui/DetailSection';
import { hierarchyPath } from '../hierarchyParams';
import { type Client, type ClientDocument, latestDocumentsKey, searchQuery } from './clientApi';
import { DocumentLine, DocumentUpload } from './DocumentParts';
import { deleteDocument } from './documents';

interface Props {
  client: Client;
  open: boolean;
  canEdit: boolean;
  onOpen: () => void;
  onClose: () => void;
}

/** The client's latest 3 documents with an icon by extension; uploading puts the new one first and trims to 3. */
export function DocumentsPanel({ client, open, canEdit, onOpen, onClose }: Props) {
  const queryClient = useQueryClient();
  const key = latestDocumentsKey(client.Id);
  const { data: docs = [], isLoading } = useQuery({
    queryKey: key,
    queryFn: () => get<ClientDocument[]>(`clients/${client.Id}/documents/_search?${searchQuery('*', 0, SidePanelSize)}`),
  });
  const remove = async (doc: ClientDocument) => {
    if (!(await deleteDocument(client.Id, doc.Id))) return;
    queryClient.setQueryData<ClientDocument[]>(key, (old = []) => old.filter((d) => d.Id !== doc.Id));
    // Another document may now be among the latest 3.
    void queryClient.invalidateQueries({ queryKey: ['clients', client.Id, 'documents'] });
  };
  const list = (editing: boolean) =>
    isLoading ? (
      <Text c="dimmed">Loading…</Text>
    ) : docs.length ? (
      <Stack gap={6}>
        {docs.map((d) => (
          <DocumentLine key={d.Id} clientId={client.Id} doc={d} onDelete={editing ? () => remove(d) : undefined} />
        ))}
      </Stack>
    ) : (
      <Text c="dimmed">No documents</Text>
    );
  const all = (
    <Anchor component={Link} to={hierarchyPath('/client/docs', { id: client.Id, name: client.Name })} size="sm" mt="sm" display="block">
      All documents
    </Anchor>
  );
  return (
    <DetailSection
      title="Documents"
      open={open}
      canEdit={canEdit}
      onOpen={onOpen}
      onClose={onClose}
      view={
        <>
          {list(false)}
          {all}
        </>
      }
      edit={
        <>
          <Group mb="sm">
            <DocumentUpload
              clientId={client.Id}
              onUploaded={(doc) => {
                queryClient.setQueryData<ClientDocument[]>(key, (old = []) => [doc, ...old.filter((d) => d.Id !== doc.Id)].slice(0, SidePanelSize));
                void queryClient.invalidateQueries({ queryKey: ['clients', client.Id, 'documents', 'all'] });
              }}
            />
          </Group>
          {list(true)}
          {all}
        </>
      }
    />
  );
}
