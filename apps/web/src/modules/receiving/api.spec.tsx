import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { ReceivedOrder } from '@intermission/contracts';
import { installFakeApi } from '../../test/fakeApi';
import { receivedOrderKeys, useReceiveOrder } from './api';

const guid = '0b9f2c4e-8d1a-4f3b-9c6e-2a7d5e1f0c3b';
const id = '6c1e7a2b-3d4f-4e5a-8b9c-0d1e2f3a4b5c';
const order = { Id: id, VenueId: 1, VenueName: 'Harbor Point 12', Goods: [], Posted: false, Version: 3 } as unknown as ReceivedOrder;
const body = {
  Id: id,
  Version: 2,
  VenueId: 1,
  VendorId: null,
  VenueInventoryLocationId: 10,
  ReceivedOrderGoods: [{ GoodId: 4, Qty: '2', Cost: '0.42' }],
  FreightRate: '0',
  SuppliesRate: '0',
  DepositsCost: '0',
  GoodsToReturnCost: '0',
  BilledAmount: '0',
};

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(receivedOrderKeys.list({ q: '' }), [order]);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { queryClient, wrapper };
}

describe('useReceiveOrder', () => {
  it('pushes the order under a fresh GUID, caches the order answered and marks the order lists stale', async () => {
    const calls = installFakeApi(({ path }) =>
      path === 'guid/1' ? { status: 200, body: [guid] } : { status: 200, body: { Message: 'Order Saved', Order: order } },
    );
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => useReceiveOrder(), { wrapper });

    await act(async () => expect(await result.current.mutateAsync(body)).toEqual(order));

    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET guid/1', 'POST inventoryEventPush/receiving']);
    expect(calls[1]!.body).toEqual({ GuidId: guid, ...body });
    expect(queryClient.getQueryData(receivedOrderKeys.detail(id))).toEqual(order);
    expect(queryClient.getQueryState(receivedOrderKeys.list({ q: '' }))?.isInvalidated).toBe(true);
  });

  it('reads a known order again when the answer has none (the read tables had not caught up)', async () => {
    const calls = installFakeApi(({ path }) =>
      path === 'guid/1'
        ? { status: 200, body: [guid] }
        : path === `received-orders/${id}`
          ? { status: 200, body: order }
          : { status: 200, body: { Message: 'Order Saved' } },
    );
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => useReceiveOrder(), { wrapper });

    await act(async () => expect(await result.current.mutateAsync(body)).toEqual(order));

    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET guid/1', 'POST inventoryEventPush/receiving', `GET received-orders/${id}`]);
    expect(queryClient.getQueryData(receivedOrderKeys.detail(id))).toEqual(order);
  });

  it("fails a new order answered without its copy, with the answer's message", async () => {
    installFakeApi(({ path }) => (path === 'guid/1' ? { status: 200, body: [guid] } : { status: 200, body: { Message: 'Order Created' } }));
    const { wrapper } = setup();
    const { result } = renderHook(() => useReceiveOrder(), { wrapper });

    await expect(act(() => result.current.mutateAsync({ ...body, Id: undefined, Version: undefined }))).rejects.toThrow(/^Order Created/);
  });
});
