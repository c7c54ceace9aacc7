import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type AddressSaveSchema,
  type Client,
  type ClientListItem,
  type ClientNote,
  type ClientPhonesSaveSchema,
  type ClientNoteSavedSchema,
  type ClientNoteSaveSchema,
  type ClientSave,
  type ClientSearchSchema,
  type ClientStateChangedSchema,
  type ClientTree,
  DefaultSearch,
  type IdName,
  type MessageAnswer,
  SidePanelSize,
  type VenueListItem,
} from '@intermission/contracts';
import { del, get, post, put } from '../../api/apiClient';
import { getPageQuery, searchParams } from '../../api/listPage';
import { queryKeys } from '../../api/queryKeys';
import { useCreateMutation } from '../../api/useCreateMutation';
import { useDetailMutation } from '../../api/useDetailMutation';
import { useRemoveMutation } from '../../api/useRemoveMutation';

/** The keys of everything under the `clients` path. */
export const clientKeys = queryKeys('clients');
const notesKeys = {
  all: (clientId: number) => clientKeys.of(clientId, 'notes'),
  latest: (clientId: number) => clientKeys.of(clientId, 'notes', 'latest'),
  lists: (clientId: number) => clientKeys.of(clientId, 'notes', 'all'),
  list: (clientId: number, q: string) => clientKeys.of(clientId, 'notes', 'all', q),
};

export type NoteValues = z.output<typeof ClientNoteSaveSchema>;
type NoteSaved = z.output<typeof ClientNoteSavedSchema>;

/** The client type list (GET clients/clientTypes). */
export const useClientTypesQuery = () =>
  useQuery({ queryKey: clientKeys.of('clientTypes'), queryFn: () => get<IdName[]>('clients/clientTypes'), staleTime: 300_000 });

/** GET clients/_search: a page of the clients list (PagedList's query). */
export const clientsSearchQuery = (query: z.output<typeof ClientSearchSchema>) =>
  getPageQuery<ClientListItem>(clientKeys.list(query), 'clients/_search', query);

export const useClientQuery = (id: number) => useQuery({ queryKey: clientKeys.detail(id), queryFn: () => get<Client>(`clients/${id}`), enabled: id > 0 });

export const useCreateClientMutation = () => useCreateMutation(clientKeys, (body: ClientSave) => post<Client>('clients', { ...body, Id: 0, Version: 0 }));
export const useSaveClientMutation = (id: number) => useDetailMutation(clientKeys, id, (body: ClientSave) => put<Client>('clients/', { ...body, Id: id }));
export const useSaveClientPhonesMutation = (id: number) =>
  useDetailMutation(clientKeys, id, (body: z.input<typeof ClientPhonesSaveSchema>) => put<Client>(`clients/${id}/phones`, body));
export const useSaveClientAddressMutation = (id: number) =>
  useDetailMutation(clientKeys, id, (body: z.input<typeof AddressSaveSchema>) => put<Client>(`clients/${id}/address`, body));

/** PUT clients/archive or clients/unarchive: the client's new copy is kept. */
export const useClientStateMutation = (id: number) =>
  useDetailMutation(
    clientKeys,
    id,
    async ({ archive, Version }: { archive: boolean; Version: number }) =>
      (await put<z.output<typeof ClientStateChangedSchema>>(archive ? 'clients/archive' : 'clients/unarchive', { Id: id, Version })).Client,
  );

/** DELETE clients/{id} (refused while it has venues). */
export const useDeleteClientMutation = (id: number) => useRemoveMutation(clientKeys, id, () => del<MessageAnswer>(`clients/${id}`));

/** GET clients/{id}/tree. */
export const useClientTreeQuery = (id: number) =>
  useQuery({ queryKey: clientKeys.of(id, 'tree'), queryFn: () => get<ClientTree>(`clients/${id}/tree`), enabled: id > 0 });

/** The client's first 3 venues (its side panel). */
export const useLatestVenuesQuery = (clientId: number) =>
  useQuery({
    queryKey: clientKeys.of(clientId, 'venues', 'latest'),
    queryFn: () => get<VenueListItem[]>(`clients/${clientId}/venues/_search?${searchParams({ skip: 0, take: SidePanelSize })}`),
  });

// ---- Notes ----

/** The client's latest 3 notes, newest first. */
export const useLatestNotesQuery = (clientId: number) =>
  useQuery({
    queryKey: notesKeys.latest(clientId),
    queryFn: () => get<ClientNote[]>(`clients/${clientId}/notes/_search?${searchParams({ skip: 0, take: SidePanelSize })}`),
  });

/** The client's notes matching `q` (a page of the default size), newest first. */
export const useNotesQuery = (clientId: number, q: string) =>
  useQuery({
    queryKey: notesKeys.list(clientId, q),
    queryFn: () => get<ClientNote[]>(`clients/${clientId}/notes/_search?${searchParams({ q, skip: DefaultSearch.skip, take: DefaultSearch.take })}`),
    enabled: clientId > 0,
    placeholderData: keepPreviousData,
  });

/** Puts a saved note in place in every cached list of the client's notes. */
const replaceNote = (notes: ClientNote[] | undefined, note: ClientNote) => notes?.map((n) => (n.Id === note.Id ? note : n));

/** POST clients/{id}/notes: the new note goes first in the latest 3 and the full lists are read again. */
export function useAddNoteMutation(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: NoteValues) => (await post<NoteSaved>(`clients/${clientId}/notes`, { Title: values.Title, Content: values.Content })).Note,
    onSuccess: (note) => {
      queryClient.setQueryData<ClientNote[]>(notesKeys.latest(clientId), (old = []) => [note, ...old.filter((n) => n.Id !== note.Id)].slice(0, SidePanelSize));
      void queryClient.invalidateQueries({ queryKey: notesKeys.lists(clientId) });
    },
  });
}

/** PUT clients/{id}/notes: the saved note replaces its old copy wherever it is cached. */
export function useSaveNoteMutation(clientId: number) {
  const queryClient = useQueryClient();
  const setNote = (note: ClientNote) => queryClient.setQueriesData<ClientNote[]>({ queryKey: notesKeys.all(clientId) }, (old) => replaceNote(old, note));
  const mutation = useMutation({
    mutationFn: async (body: NoteValues) => (await put<NoteSaved>(`clients/${clientId}/notes`, body)).Note,
    onSuccess: setNote,
  });
  return { ...mutation, setNote };
}

/** DELETE notes/{id}: the note leaves the cached lists, which are then read again. */
export function useDeleteNoteMutation(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: ClientNote) => del(`notes/${note.Id}`),
    onSuccess: (_res, note) => {
      queryClient.setQueriesData<ClientNote[]>({ queryKey: notesKeys.lists(clientId) }, (old) => old?.filter((n) => n.Id !== note.Id));
      void queryClient.invalidateQueries({ queryKey: notesKeys.all(clientId) });
    },
  });
}
