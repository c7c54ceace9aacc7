import { ActionIcon, Anchor, Button, FileButton, Group, Image, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { ClientAreaMessages, type DocumentView, Messages } from '@intermission/contracts';
import { notifyError, notifySuccess } from '../ui/notify';
import { showApiError } from '../ui/showApiError';
import { downloadDocument, fetchDocumentThumbnail, useDeleteDocumentMutation, useUploadDocumentMutation } from './api';
import { DocumentIcon } from './DocumentIcon';

/** The upload button: a file input (field "file") that uploads to the owner as soon as a file is chosen. */
export function DocumentUpload({ owner, onUploaded }: { owner: string; onUploaded?: (doc: DocumentView) => void }) {
  const upload = useUploadDocumentMutation(owner);
  const resetRef = useRef<() => void>(null);
  const handleFile = async (file: File | null) => {
    try {
      if (!file) return notifyError(ClientAreaMessages.InvalidDocument);
      const doc = await upload.mutateAsync(file);
      notifySuccess(ClientAreaMessages.DocumentUploaded);
      onUploaded?.(doc);
    } catch (err) {
      showApiError(err, Messages.SaveFailed, undefined, [400]);
    } finally {
      resetRef.current?.();
    }
  };
  return (
    <FileButton onChange={handleFile} resetRef={resetRef} inputProps={{ 'aria-label': 'Document file', name: 'file' }}>
      {(props) => (
        <Button {...props} size="xs" variant="light" leftSection={<IconUpload size={14} />} loading={upload.isPending}>
          Upload Document
        </Button>
      )}
    </FileButton>
  );
}

/** Delete with a confirmation: the server's Message on success, "Document Deletion Failed" when it did not go. */
export function useDeleteDocument(owner: string) {
  const deletion = useDeleteDocumentMutation(owner);
  return (doc: DocumentView) =>
    modals.openConfirmModal({
      title: 'Delete document',
      children: <Text>Delete {doc.Name}?</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        void deletion.mutateAsync(doc).then(
          (res) => res?.Message && notifySuccess(res.Message),
          () => notifyError(ClientAreaMessages.DocumentDeletionFailed),
        ),
    });
}

/** One document: its icon by extension, its name as a download link, and a delete button when allowed. */
export function DocumentLine({ owner, doc, onDelete }: { owner: string; doc: DocumentView; onDelete?: () => void }) {
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
        <ActionIcon variant="subtle" color="red" size="sm" aria-label={`Delete ${doc.Name}`} onClick={onDelete}>
          <IconTrash size={14} />
        </ActionIcon>
      )}
    </Group>
  );
}

/** An image document's thumbnail (fetched with the bearer token, shown from a blob URL). */
export function DocumentThumbnail({ owner, doc, size = 48 }: { owner: string; doc: DocumentView; size?: number }) {
  const [src, setSrc] = useState<string | undefined>();
  useEffect(() => {
    if (!doc.ThumbnailName) return;
    let url: string | undefined;
    let live = true;
    fetchDocumentThumbnail(owner, doc.Id)
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
