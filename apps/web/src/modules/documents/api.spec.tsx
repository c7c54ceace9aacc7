import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { DocumentView } from '@intermission/contracts';
import { installFakeApi } from '../../test/fakeApi';
import { documentKeys, type DocumentsPage, useDeleteDocumentMutation, useUploadDocumentMutation } from './api';

const owner = 'clients/5';
const doc = (Id: number): DocumentView => ({
  Id,
  Name: `doc${Id}.txt`,
  StatusId: 1,
  ContentType: 'text/plain',
  Size: 5,
  Extension: 'txt',
  ThumbnailName: null,
  CreatedAt: '2026-01-01T00:00:00Z',
});

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(documentKeys.latest(owner), [doc(3), doc(2), doc(1)]);
  queryClient.setQueryData<DocumentsPage>(documentKeys.search(owner, '', 0, 12), { rows: [doc(3), doc(2), doc(1)], total: 3 });
  queryClient.setQueryData(documentKeys.latest('clients/6'), [doc(9)]);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { queryClient, wrapper };
}

describe('documents', () => {
  it("an upload goes first in the latest 3 and the owner's searches are read again", async () => {
    const calls = installFakeApi(() => ({ status: 200, body: { Message: 'Document Uploaded Successfully', Document: doc(4) } }));
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => useUploadDocumentMutation(owner), { wrapper });

    await act(() => result.current.mutateAsync(new File(['hello'], 'doc4.txt')));

    expect(calls[0]).toMatchObject({ method: 'POST', path: 'clients/5/documents' });
    expect(queryClient.getQueryData<DocumentView[]>(documentKeys.latest(owner))?.map((d) => d.Id)).toEqual([4, 3, 2]);
    expect(queryClient.getQueryState(documentKeys.search(owner, '', 0, 12))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(documentKeys.latest('clients/6'))?.isInvalidated).toBe(false);
  });

  it('a deleted document leaves the latest 3 and the pages of the owner at once', async () => {
    const calls = installFakeApi(() => ({ status: 200, body: { Message: 'Document Deleted' } }));
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => useDeleteDocumentMutation(owner), { wrapper });

    await act(() => result.current.mutateAsync(doc(2)));

    expect(calls).toEqual([{ method: 'DELETE', path: 'clients/5/documents/2', body: undefined }]);
    expect(queryClient.getQueryData<DocumentView[]>(documentKeys.latest(owner))?.map((d) => d.Id)).toEqual([3, 1]);
    expect(queryClient.getQueryData<DocumentsPage>(documentKeys.search(owner, '', 0, 12))).toEqual({ rows: [doc(3), doc(1)], total: 2 });
    expect(queryClient.getQueryData<DocumentView[]>(documentKeys.latest('clients/6'))).toEqual([doc(9)]);
  });
});
