import { ClientAreaMessages, Messages } from '@intermission/contracts';
import { api, del } from '../../api/apiClient';
import { notifyError, notifySuccess } from '../../ui/notify';
import { type ClientDocument, downloadFile, showServerMessage } from './clientApi';

/** The path of a client's document (spec document 1 §7.4); thumbnails with ?thumbnail=true. */
export const documentPath = (clientId: number, docId: number, thumbnail = false) =>
  `clients/${clientId}/documents/${docId}${thumbnail ? '?thumbnail=true' : ''}`;

/** POST clients/{id}/documents, multipart with the field "file": the new document, or null when refused (the error is shown). */
export async function uploadDocument(clientId: number, file: File | null): Promise<ClientDocument | null> {
  if (!file) {
    notifyError(ClientAreaMessages.InvalidDocument);
    return null;
  }
  const form = new FormData();
  form.append('file', file);
  try {
    const res = (await api<{ Message: string; Document: ClientDocument }>('POST', `clients/${clientId}/documents`, form)).data;
    notifySuccess(ClientAreaMessages.DocumentUploaded);
    return res.Document;
  } catch (err) {
    showServerMessage(err, Messages.SaveFailed);
    return null;
  }
}

/** DELETE clients/{id}/documents/{docId}; false (with "Document Deletion Failed") when it did not go. */
export async function deleteDocument(clientId: number, docId: number): Promise<boolean> {
  try {
    const res = await del<{ Message?: string } | null>(documentPath(clientId, docId));
    if (res?.Message) notifySuccess(res.Message);
    return true;
  } catch {
    notifyError(ClientAreaMessages.DocumentDeletionFailed);
    return false;
  }
}

/** Downloads a document with the bearer token and saves it under its own name. */
export async function downloadDocument(clientId: number, doc: ClientDocument) {
  try {
    await downloadFile(documentPath(clientId, doc.Id), doc.Name);
  } catch {
    notifyError('This document could not be downloaded.');
  }
}
