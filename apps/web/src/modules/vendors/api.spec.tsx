import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Vendor } from '@intermission/contracts';
import { installFakeApi } from '../../test/fakeApi';
import { useSaveVendorMutation, vendorKeys } from './api';

const stored = { Id: 5, Name: 'Old name', AccountNumber: null, ContactName: null, Email: null, Version: 1 } as unknown as Vendor;

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(vendorKeys.detail(5), stored);
  queryClient.setQueryData(vendorKeys.list({ q: '' }), [stored]);
  queryClient.setQueryData(vendorKeys.detail(6), { Id: 6 });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { queryClient, wrapper };
}

describe('useSaveVendorMutation', () => {
  it('PUTs the vendor, sets its detail from the answer and invalidates the vendor lists only', async () => {
    const calls = installFakeApi(({ body }) => ({ status: 200, body: { ...stored, ...(body as object), Version: 2 } }));
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => useSaveVendorMutation(5), { wrapper });

    await act(() => result.current.mutateAsync({ Name: 'New name', AccountNumber: '', ContactName: '', Email: '', Version: 1 }));

    expect(calls).toEqual([{ method: 'PUT', path: 'vendors/5', body: { Name: 'New name', AccountNumber: '', ContactName: '', Email: '', Version: 1 } }]);
    expect(queryClient.getQueryData(vendorKeys.detail(5))).toEqual(expect.objectContaining({ Name: 'New name', Version: 2 }));
    expect(queryClient.getQueryState(vendorKeys.list({ q: '' }))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(vendorKeys.detail(6))?.isInvalidated).toBe(false);
  });

  it('leaves the cached vendor as it was when the server refuses', async () => {
    installFakeApi(() => ({ status: 409, body: { Message: 'Concurrency', Current: { ...stored, Version: 7 } } }));
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => useSaveVendorMutation(5), { wrapper });

    await expect(act(() => result.current.mutateAsync({ Name: 'New name', AccountNumber: '', ContactName: '', Email: '', Version: 1 }))).rejects.toMatchObject({
      status: 409,
    });

    expect(queryClient.getQueryData(vendorKeys.detail(5))).toEqual(stored);
    expect(queryClient.getQueryState(vendorKeys.list({ q: '' }))?.isInvalidated).toBe(false);
  });
});
