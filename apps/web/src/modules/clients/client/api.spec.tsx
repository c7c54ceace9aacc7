import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { ClientNote } from '@intermission/contracts';
import { installFakeApi } from '../../../test/fakeApi';
import { clientKeys, useAddNoteMutation, useDeleteNoteMutation, useSaveNoteMutation } from './api';

const note = (Id: number, Title = `Note ${Id}`): ClientNote => ({ Id, ClientId: 5, Title, Content: '', CreatedAt: '2026-01-01T00:00:00Z', Version: 1 });
const latest = clientKeys.of(5, 'notes', 'latest');
const search = clientKeys.of(5, 'notes', 'all', 'note');

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(latest, [note(3), note(2), note(1)]);
  queryClient.setQueryData(search, [note(3), note(2), note(1)]);
  queryClient.setQueryData(clientKeys.detail(5), { Id: 5 });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { queryClient, wrapper };
}

describe('client notes', () => {
  it('an added note goes first in the latest 3 and the full lists are read again', async () => {
    const calls = installFakeApi(() => ({ status: 200, body: { Message: 'Note Added', Note: note(4) } }));
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => useAddNoteMutation(5), { wrapper });

    await act(() => result.current.mutateAsync({ Id: 0, Title: 'Note 4', Content: '', Version: 0 }));

    expect(calls).toEqual([{ method: 'POST', path: 'clients/5/notes', body: { Title: 'Note 4', Content: '' } }]);
    expect(queryClient.getQueryData<ClientNote[]>(latest)?.map((n) => n.Id)).toEqual([4, 3, 2]);
    expect(queryClient.getQueryState(search)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(clientKeys.detail(5))?.isInvalidated).toBe(false);
  });

  it('a saved note replaces its copy in every cached list', async () => {
    installFakeApi(() => ({ status: 200, body: { Message: 'Note Saved', Note: { ...note(2, 'Renamed'), Version: 2 } } }));
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => useSaveNoteMutation(5), { wrapper });

    await act(() => result.current.mutateAsync({ Id: 2, Title: 'Renamed', Content: '', Version: 1 }));

    for (const key of [latest, search]) expect(queryClient.getQueryData<ClientNote[]>(key)?.map((n) => n.Title)).toEqual(['Note 3', 'Renamed', 'Note 1']);
  });

  it('a deleted note leaves the full lists at once and every notes list is read again', async () => {
    const calls = installFakeApi(() => ({ status: 200, body: { Message: 'Note Deleted' } }));
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => useDeleteNoteMutation(5), { wrapper });

    await act(() => result.current.mutateAsync(note(2)));

    expect(calls).toEqual([{ method: 'DELETE', path: 'notes/2', body: undefined }]);
    expect(queryClient.getQueryData<ClientNote[]>(search)?.map((n) => n.Id)).toEqual([3, 1]);
    expect(queryClient.getQueryState(latest)?.isInvalidated).toBe(true);
  });
});
