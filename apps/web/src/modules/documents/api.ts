import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type DocumentUploadedSchema, type DocumentView, type MessageAnswer, SidePanelSize } from '@intermission/contracts';
import { del, get, post } from '../api/apiClient';
import { downloadFile, fetchBlob } from '../api/apiFiles';
import { fetchPage, type ListPage, searchParams } from '../api/listPage';
import { notifyError } from '../ui/notify';

// A record's documents. The owner is the record's base path: 'clients/5', 'received-orders/<uuid>'.

/** A page of an owner's documents and how many there are in all. */
export type DocumentsPage = ListPage<DocumentView>;

/** The owners of documents, by their API base paths. */
export const documentOwners = {
  client: (id: number) => `clients/${id}`,
  receivedOrder: (id: string) => `received-orders/${id}`,
};

/** Query keys named after the API path; every list of an owner's documents starts with `{owner}/documents`. */
export const documentKeys = {
  all: (owner: string) => [`${owner}/documents`] as const,
  latest: (owner: string) => [`${owner}/documents`, 'latest'] as const,
  searches: (owner: string) => [`${owner}/documents`, 'search'] as const,
  search: (owner: string, q: string, skip: number, take: number) => [`${owner}/documents`, 'search', q, skip, take] as const,
};

/** GET {owner}/documents/_search?q&skip&take ('*' for no text). */
const documentsSearchPath = (owner: string, q: string, skip: number, take: number) => `${owner}/documents/_search?${searchParams({ q, skip, take })}`;

/** The path of one document (a download); its thumbnail with ?thumbnail=true. */
const documentPath = (owner: string, docId: number, thumbnail = false) => `${owner}/documents/${docId}${thumbnail ? '?thumbnail=true' : ''}`;

/** A page of the owner's documents matching `q`, newest first, with the X-List-Count total. */
export const useDocumentsQuery = (owner: string, q: string, skip: number, take: number) =>
  useQuery({
    queryKey: documentKeys.search(owner, q, skip, take),
    queryFn: () => fetchPage<DocumentView>(documentsSearchPath(owner, q, skip, take)),
    placeholderData: keepPreviousData,
  });

/** The owner's latest 3 documents (its side section). */
export const useLatestDocumentsQuery = (owner: string) =>
  useQuery({ queryKey: documentKeys.latest(owner), queryFn: () => get<DocumentView[]>(documentsSearchPath(owner, '*', 0, SidePanelSize)) });

/** POST {owner}/documents, multipart with the field "file": the new document goes first in the latest 3, and the searches are read again. */
export function useUploadDocumentMutation(owner: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return (await post<z.output<typeof DocumentUploadedSchema>>(`${owner}/documents`, form)).Document;
    },
    onSuccess: (doc) => {
      queryClient.setQueryData<DocumentView[]>(documentKeys.latest(owner), (old = []) => [doc, ...old.filter((d) => d.Id !== doc.Id)].slice(0, SidePanelSize));
      void queryClient.invalidateQueries({ queryKey: documentKeys.searches(owner) });
    },
  });
}

/** DELETE {owner}/documents/{id}: the document leaves every cached list at once, and they are read again (another may now be among the latest 3). */
export function useDeleteDocumentMutation(owner: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (doc: DocumentView) => del<MessageAnswer | null>(documentPath(owner, doc.Id)),
    onSuccess: (_res, doc) => {
      queryClient.setQueryData<DocumentView[]>(documentKeys.latest(owner), (old) => old?.filter((d) => d.Id !== doc.Id));
      queryClient.setQueriesData<DocumentsPage>({ queryKey: documentKeys.searches(owner) }, (old) =>
        old ? { rows: old.rows.filter((d) => d.Id !== doc.Id), total: old.total - 1 } : old,
      );
      void queryClient.invalidateQueries({ queryKey: documentKeys.all(owner) });
    },
  });
}

/** An image document's thumbnail (GET {owner}/documents/{id}?thumbnail=true) with the bearer token, as a blob. */
export const fetchDocumentThumbnail = (owner: string, docId: number) => fetchBlob(documentPath(owner, docId, true));

/** Downloads a document with the bearer token and saves it under its own name. */
export async function downloadDocument(owner: string, doc: DocumentView) {
  try {
    await downloadFile(documentPath(owner, doc.Id), doc.Name);
  } catch {
    notifyError('This document could not be downloaded.');
  }
}
