import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DetailSection } from '../ui/DetailSection';
import { useLatestDocumentsQuery } from './api';
import { DocumentLine, DocumentUpload, useDeleteDocument } from './DocumentParts';

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
  const { data: docs = [], isLoading } = useLatestDocumentsQuery(owner);
  const remove = useDeleteDocument(owner);
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
            <DocumentUpload owner={owner} />
          </Group>
          {list(true)}
          {all}
        </>
      }
    />
  );
}
