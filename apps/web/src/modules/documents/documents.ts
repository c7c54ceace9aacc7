import { ClientAreaMessages, Messages } from '@intermission/contracts';
import { api, del } from '../api/apiClient';
import { downloadFile } from '../api/apiFiles';
import { notifyError, notifySuccess } from '../ui/notify';
import { showApiError } from '../ui/showApiError';

/**
 * A document as `{owner}/documents` answers; every owner keeps the same shape. The owner is the
 * record's base path: 'clients/5', 'received-orders/<uuid>'.
 */
export interface StoredDocument {
  Id: number;
  Name: string;
  StatusId: number;
  ContentType: string;
  Size: number;
  Extension: string;
  ThumbnailName: string | null;
  CreatedAt: string;
}

/** Query keys named after the API path; every list of an owner's documents starts with `{owner}/documents`. */
export const documentKeys = {
  all: (owner: string) => [`${owner}/documents`] as const,
  latest: (owner: string) => [`${owner}/documents`, 'latest'] as const,
  search: (owner: string, q: string, skip: number, take: number) => [`${owner}/documents`, 'search', q, skip, take] as const,
};

/** GET {owner}/documents/_search?q&skip&take ('*' for no text). */
export const documentsSearchPath = (owner: string, q: string, skip: number, take: number) =>
  `${owner}/documents/_search?${new URLSearchParams({ q: q.trim() || '*', skip: String(skip), take: String(take) })}`;

/** The path of one document (a download); its thumbnail with ?thumbnail=true. */
export const documentPath = (owner: string, docId: number, thumbnail = false) => `${owner}/documents/${docId}${thumbnail ? '?thumbnail=true' : ''}`;

/** POST {owner}/documents, multipart with the field "file": the new document, or null when refused (the error is shown). */
export async function uploadDocument(owner: string, file: File | null): Promise<StoredDocument | null> {
  if (!file) {
    notifyError(ClientAreaMessages.InvalidDocument);
    return null;
  }
  const form = new FormData();
  form.append('file', file);
  try {
    const res = (await api<{ Message: string; Document: StoredDocument }>('POST', `${owner}/documents`, form)).data;
    notifySuccess(ClientAreaMessages.DocumentUploaded);
    return res.Document;
  } catch (err) {
    showApiError(err, Messages.SaveFailed, undefined, [400]);
    return null;
  }
}

/** DELETE {owner}/documents/{docId}; false (with "Document Deletion Failed") when it did not go. */
export async function deleteDocument(owner: string, docId: number): Promise<boolean> {
  try {
    const res = await del<{ Message?: string } | null>(documentPath(owner, docId));
    if (res?.Message) notifySuccess(res.Message);
    return true;
  } catch {
    notifyError(ClientAreaMessages.DocumentDeletionFailed);
    return false;
  }
}

/** Downloads a document with the bearer token and saves it under its own name. */
export async function downloadDocument(owner: string, doc: StoredDocument) {
  try {
    await downloadFile(documentPath(owner, doc.Id), doc.Name);
  } catch {
    notifyError('This document could not be downloaded.');
  }
}
