import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { SidePanelSize } from '@intermission/contracts';
import { get } from '../api/apiClient';
import { DetailSection } from '../ui/DetailSection';
import { DocumentLine, DocumentUpload } from './DocumentParts';
import { deleteDocument, documentKeys, documentsSearchPath, type StoredDocument } from './documents';

interface Props {
  /** The record's base path ('clients/5', 'received-orders/<uuid>'). */
  owner: string;
  /** The screen with all the record's documents. */
  allPath: string;
  open: boolean;
  canEdit: boolean;
  onOpen: () => void;
  onClose: () => void;
}

/** A record's latest 3 documents with an icon by extension; uploading puts the new one first and trims to 3. */
export function DocumentsPanel({ owner, allPath, open, canEdit, onOpen, onClose }: Props) {
  const queryClient = useQueryClient();
  const key = documentKeys.latest(owner);
  const { data: docs = [], isLoading } = useQuery({
    queryKey: key,
    queryFn: () => get<StoredDocument[]>(documentsSearchPath(owner, '*', 0, SidePanelSize)),
  });
  const remove = async (doc: StoredDocument) => {
    if (!(await deleteDocument(owner, doc.Id))) return;
    queryClient.setQueryData<StoredDocument[]>(key, (old = []) => old.filter((d) => d.Id !== doc.Id));
    // Another document may now be among the latest 3.
    void queryClient.invalidateQueries({ queryKey: documentKeys.all(owner) });
  };
  const list = (editing: boolean) =>
    isLoading ? (
      <Text c="dimmed">Loading…</Text>
    ) : docs.length ? (
      <Stack gap={6}>
        {docs.map((d) => (
          <DocumentLine key={d.Id} owner={owner} doc={d} onDelete={editing ? () => remove(d) : undefined} />
        ))}
      </Stack>
    ) : (
      <Text c="dimmed">No documents</Text>
    );
  const all = (
    <Anchor component={Link} to={allPath} size="sm" mt="sm" display="block">
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
              owner={owner}
              onUploaded={(doc) => {
                queryClient.setQueryData<StoredDocument[]>(key, (old = []) => [doc, ...old.filter((d) => d.Id !== doc.Id)].slice(0, SidePanelSize));
                void queryClient.invalidateQueries({ queryKey: [...documentKeys.all(owner), 'search'] });
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
