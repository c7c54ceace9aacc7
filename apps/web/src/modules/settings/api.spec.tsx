import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { installFakeApi } from '../../test/fakeApi';
import { managedItemKeys, useAccountsQuery, useSaveManagedItemsMutation } from './api';

const item = (Id: number, Name: string) => ({ Id, Name, StatusId: 1, ExportAccountId: null, TaxRateId: null, Rate: null, Version: 1 });

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { queryClient, wrapper };
}

describe('useAccountsQuery', () => {
  it('reads the three account lists and answers their items as one list', async () => {
    const lists: Record<string, unknown[]> = {
      'managedItems/revenueAccounts': [item(1, 'Sales')],
      'managedItems/cogsAccounts': [item(2, 'COGS')],
      'managedItems/inventoryAccounts': [item(3, 'Stock'), item(4, 'Stock 2')],
    };
    const calls = installFakeApi(({ path }) => ({ status: 200, body: lists[path] }));
    const { wrapper } = setup();
    const { result } = renderHook(() => useAccountsQuery(), { wrapper });

    await waitFor(() => expect(result.current.data).toBeDefined());

    expect(calls.map((c) => c.path).sort()).toEqual(Object.keys(lists).sort());
    expect(result.current.data?.map((a) => a.Name)).toEqual(['Sales', 'COGS', 'Stock', 'Stock 2']);
  });
});

describe('useSaveManagedItemsMutation', () => {
  it('PUTs the list, sets it from the answer, and invalidates the accounts when an account list changed', async () => {
    const saved = [item(1, 'Sales'), item(9, 'Bar sales')];
    const calls = installFakeApi(() => ({ status: 200, body: saved }));
    const { queryClient, wrapper } = setup();
    queryClient.setQueryData(managedItemKeys.of('accounts'), [item(1, 'Sales')]);
    queryClient.setQueryData(managedItemKeys.of('wastes'), [item(5, 'Spill')]);
    const { result } = renderHook(() => useSaveManagedItemsMutation('revenueAccounts'), { wrapper });

    await act(() =>
      result.current.mutateAsync([
        { Id: 1, Name: 'Sales', StatusId: 1, Version: 1 },
        { Id: 0, Name: 'Bar sales', StatusId: 1, Version: 0 },
      ]),
    );

    expect(calls).toEqual([{ method: 'PUT', path: 'managedItems/revenueAccounts', body: expect.any(Array) }]);
    expect(queryClient.getQueryData(managedItemKeys.of('revenueAccounts'))).toEqual(saved);
    expect(queryClient.getQueryState(managedItemKeys.of('accounts'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(managedItemKeys.of('wastes'))?.isInvalidated).toBe(false);
  });
});
