import { ActionIcon, Anchor, Button, FileButton, Group, Image, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { fetchBlob } from '../api/apiFiles';
import { DocumentIcon } from './DocumentIcon';
import { documentPath, downloadDocument, type StoredDocument, uploadDocument } from './documents';

/** The upload button: a file input (field "file") that uploads to the owner as soon as a file is chosen. */
export function DocumentUpload({ owner, onUploaded }: { owner: string; onUploaded: (doc: StoredDocument) => void }) {
  const [busy, setBusy] = useState(false);
  const resetRef = useRef<() => void>(null);
  const upload = async (file: File | null) => {
    setBusy(true);
    try {
      const doc = await uploadDocument(owner, file);
      if (doc) onUploaded(doc);
    } finally {
      setBusy(false);
      resetRef.current?.();
    }
  };
  return (
    <FileButton onChange={upload} resetRef={resetRef} inputProps={{ 'aria-label': 'Document file', name: 'file' }}>
      {(props) => (
        <Button {...props} size="xs" variant="light" leftSection={<IconUpload size={14} />} loading={busy}>
          Upload Document
        </Button>
      )}
    </FileButton>
  );
}

/** Asks before deleting a document. */
export function confirmDocumentDelete(doc: StoredDocument, onConfirm: () => void) {
  modals.openConfirmModal({
    title: 'Delete document',
    children: <Text>Delete {doc.Name}?</Text>,
    labels: { confirm: 'Delete', cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}

/** One document: its icon by extension, its name as a download link, and a delete button when allowed. */
export function DocumentLine({ owner, doc, onDelete }: { owner: string; doc: StoredDocument; onDelete?: () => void }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <DocumentIcon name={doc.Name} />
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() => downloadDocument(owner, doc)}
        style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {doc.Name}
      </Anchor>
      {onDelete && (
        <ActionIcon variant="subtle" color="red" size="sm" aria-label={`Delete ${doc.Name}`} onClick={() => confirmDocumentDelete(doc, onDelete)}>
          <IconTrash size={14} />
        </ActionIcon>
      )}
    </Group>
  );
}

/** An image document's thumbnail (fetched with the bearer token, shown from a blob URL). */
export function DocumentThumbnail({ owner, doc, size = 48 }: { owner: string; doc: StoredDocument; size?: number }) {
  const [src, setSrc] = useState<string | undefined>();
  useEffect(() => {
    if (!doc.ThumbnailName) return;
    let url: string | undefined;
    let live = true;
    fetchBlob(documentPath(owner, doc.Id, true))
      .then((b) => {
        url = URL.createObjectURL(b);
        if (live) setSrc(url);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [owner, doc.Id, doc.ThumbnailName]);
  if (!doc.ThumbnailName) return <DocumentIcon name={doc.Name} size={size * 0.6} />;
  return <Image src={src} alt={doc.ThumbnailName} w={size} h={size} fit="contain" radius="sm" />;
}
