import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { installFakeApi } from '../../test/fakeApi';
import { pettyCashKeys, useAddWithdrawalMutation, useDeleteWithdrawalMutation, useShowEventsOfDayQuery } from './api';

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { queryClient, wrapper };
}

describe('the show events of a venue day', () => {
  it('asks for the theatre’s events from the local midnight to the next (a 23-hour day when the clocks go forward)', async () => {
    const calls = installFakeApi(() => ({ status: 200, body: [] }));
    const { wrapper } = setup();
    const { result } = renderHook(() => useShowEventsOfDayQuery(5, '2026-03-08', 'America/Los_Angeles'), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    // 8 March 2026 starts at 00:00 PST (UTC−8) and ends at 00:00 on the 9th PDT (UTC−7).
    expect(calls).toEqual([
      { method: 'GET', path: 'shows/showEvents?TheatreId=5&Start=2026-03-08T08%3A00%3A00.000Z&End=2026-03-09T07%3A00%3A00.000Z', body: undefined },
    ]);
  });

  it('asks nothing until there is a day', () => {
    const calls = installFakeApi(() => ({ status: 200, body: [] }));
    const { wrapper } = setup();
    renderHook(() => useShowEventsOfDayQuery(5, '', 'America/Los_Angeles'), { wrapper });
    expect(calls).toEqual([]);
  });
});

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
