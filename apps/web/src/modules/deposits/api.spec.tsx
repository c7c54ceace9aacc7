import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { installFakeApi } from '../../test/fakeApi';
import { ApiError } from '../api/ApiError';
import { depositKeys, depositsSearchQuery, usePostDepositMutation } from './api';

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { queryClient, wrapper };
}

const lookup = { PostedDepositId: 0, ShowEventId: 42, FromDate: null, ToDate: null };

describe('deposits calls', () => {
  it('search by POST deposits/_search, the total from X-List-Count', async () => {
    const calls = installFakeApi(() => ({ status: 200, body: [{ ShowEventId: 42 }], headers: { 'X-List-Count': '31' } }));
    const page = await depositsSearchQuery({ Skip: 12, Take: 12, VenueId: 4, FromDate: '2026-11-19', ToDate: '2026-11-26' }).queryFn();
    expect(page).toEqual({ rows: [{ ShowEventId: 42 }], total: 31 });
    expect(calls).toEqual([
      { method: 'POST', path: 'deposits/_search', body: { Skip: 12, Take: 12, VenueId: 4, FromDate: '2026-11-19', ToDate: '2026-11-26' } },
    ]);
  });

  it('post by PUT deposits/ with the amount shown, then read the show event’s deposit and the lists again', async () => {
    const calls = installFakeApi(() => ({ status: 200, body: { Id: 9, ShowEventId: 42, AmountToBePosted: 20, Message: 'Posted Successfully' } }));
    const { queryClient, wrapper } = setup();
    queryClient.setQueryData([...depositKeys.detail(42), lookup], { IsPosted: false });
    queryClient.setQueryData(depositKeys.list({ Skip: 0 }), { rows: [], total: 0 });
    const { result } = renderHook(() => usePostDepositMutation(42), { wrapper });
    await act(() => result.current.mutateAsync({ ShowEventId: 42, AmountToBePosted: '20' }));
    expect(calls).toEqual([{ method: 'PUT', path: 'deposits/', body: { ShowEventId: 42, AmountToBePosted: '20' } }]);
    expect(queryClient.getQueryState([...depositKeys.detail(42), lookup])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(depositKeys.list({ Skip: 0 }))?.isInvalidated).toBe(true);
  });

  it('a 409 (the figures moved) also reads the deposit again, so the page shows the server’s figures', async () => {
    installFakeApi(() => ({ status: 409, body: { Message: 'The figures changed', Current: { ShowEventId: 42, AmountToBePosted: 25 } } }));
    const { queryClient, wrapper } = setup();
    queryClient.setQueryData([...depositKeys.detail(42), lookup], { AmountToBePosted: 20 });
    const { result } = renderHook(() => usePostDepositMutation(42), { wrapper });
    await act(() => expect(result.current.mutateAsync({ ShowEventId: 42, AmountToBePosted: '20' })).rejects.toBeInstanceOf(ApiError));
    expect(queryClient.getQueryState([...depositKeys.detail(42), lookup])?.isInvalidated).toBe(true);
  });
});
