import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { ManualSale } from '@intermission/contracts';
import { installFakeApi } from '../../test/fakeApi';
import { depositKeys } from '../deposits/api';
import { checkSale, manualSalePath, usePostSaleMutation } from './api';

const sale: ManualSale = { UserId: 3, VenueId: 4, SalesLocationId: 12, ShowEventId: 42, SaleDate: null, Discount: '10', Lines: [], Voucher: null };

describe('manual sale calls', () => {
  it('check by POST sales/checkForDuplicateOrNegativeSales', async () => {
    const calls = installFakeApi(() => ({ status: 200, body: { IsDuplicateSale: true, IsNegativeSale: false } }));
    await expect(checkSale(sale)).resolves.toEqual({ IsDuplicateSale: true, IsNegativeSale: false });
    expect(calls).toEqual([{ method: 'POST', path: 'sales/checkForDuplicateOrNegativeSales', body: sale }]);
  });

  it.each([
    { reduceInventory: true, forced: false, path: 'admin/sale/true/postShowStart/false/false' },
    { reduceInventory: false, forced: true, path: 'admin/sale/false/postShowStart/false/true' },
  ])('post by POST $path', async ({ reduceInventory, forced, path }) => {
    expect(manualSalePath(reduceInventory, forced)).toBe(path);
    const calls = installFakeApi(() => ({ status: 200, body: { Message: 'Sale Created Successfully' } }));
    const queryClient = new QueryClient();
    queryClient.setQueryData(depositKeys.list({ Skip: 0 }), { rows: [], total: 0 });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => usePostSaleMutation(), { wrapper });
    await act(() => result.current.mutateAsync({ sale: { ...sale, SaleId: 'a-guid' }, reduceInventory, forced }));
    expect(calls).toEqual([{ method: 'POST', path, body: { ...sale, SaleId: 'a-guid' } }]);
    // A recorded sale changes its show event's deposit.
    expect(queryClient.getQueryState(depositKeys.list({ Skip: 0 }))?.isInvalidated).toBe(true);
  });
});
