import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { installFakeApi } from '../../test/fakeApi';
import { pettyCashKeys, useAddWithdrawalMutation, useDeleteWithdrawalMutation } from './api';

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { queryClient, wrapper };
}

describe('petty cash writes', () => {
  const withdrawal = { Id: 12, Amount: 5, Version: 1 };

  it('adds as a new withdrawal (Id 0), keeps its detail and reads the lists again', async () => {
    const calls = installFakeApi(() => ({ status: 201, body: { Message: 'Withdrawal Added Successfully', PettyCashWithdrawal: withdrawal } }));
    const { queryClient, wrapper } = setup();
    queryClient.setQueryData(pettyCashKeys.list({ theatreId: 3 }), { rows: [], total: 0 });
    const { result } = renderHook(() => useAddWithdrawalMutation(), { wrapper });
    await act(() => result.current.mutateAsync({ Id: 7, TheatreId: 3, ShowEventId: 4, ReasonId: 2, Amount: '5', Version: 0 }));
    expect(calls).toEqual([
      { method: 'POST', path: 'pettyCashWithdrawals', body: { Id: 0, TheatreId: 3, ShowEventId: 4, ReasonId: 2, Amount: '5', Version: 0 } },
    ]);
    expect(queryClient.getQueryData(pettyCashKeys.detail(12))).toEqual(withdrawal);
    expect(queryClient.getQueryState(pettyCashKeys.list({ theatreId: 3 }))?.isInvalidated).toBe(true);
  });

  it('deletes by id and drops the detail', async () => {
    const calls = installFakeApi(() => ({ status: 200, body: { Message: 'Petty Cash Withdrawal Deleted' } }));
    const { queryClient, wrapper } = setup();
    queryClient.setQueryData(pettyCashKeys.detail(12), withdrawal);
    const { result } = renderHook(() => useDeleteWithdrawalMutation(12), { wrapper });
    await act(() => result.current.mutateAsync());
    expect(calls).toEqual([{ method: 'DELETE', path: 'pettyCashWithdrawals/12', body: undefined }]);
    expect(queryClient.getQueryData(pettyCashKeys.detail(12))).toBeUndefined();
  });
});
