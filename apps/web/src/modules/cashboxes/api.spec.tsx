import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Cashbox, CashboxLog } from '@intermission/contracts';
import { installFakeApi } from '../../test/fakeApi';
import { eventLogKeys, showEventKeys } from '../shows/api';
import { cashboxKeys, showCashboxKeys, useCreateEventLogMutation, useUpdateCashboxMutation } from './api';

const zeroOverrides = {
  VisaMastercardSettlementOverride: '0.00',
  AmexSettlementOverride: '0.00',
  OtherSettlementOverride: '0.00',
  PreorderSettlementOverride: '0.00',
  VisaMastercardTipOverrideTotal: '0.00',
  AmexTipOverrideTotal: '0.00',
  OtherCreditCardTipOverrideTotal: '0.00',
  PreorderTipOverrideTotal: '0.00',
};
const stored = { Id: 9, VisaMastercardSettlement: '125.40', ...zeroOverrides, Version: 1, History: [] } as unknown as CashboxLog;

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(cashboxKeys.detail(9), stored);
  queryClient.setQueryData(cashboxKeys.list({ TheatreId: 1 }), [stored]);
  queryClient.setQueryData(showCashboxKeys.of(30, 'assigned'), [stored]);
  queryClient.setQueryData(showEventKeys.detail(30), { Id: 30, ManagerLog: false });
  queryClient.setQueryData(eventLogKeys.list({}), []);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { queryClient, wrapper };
}

const stale = (q: QueryClient, key: readonly unknown[]) => q.getQueryState(key)?.isInvalidated;

describe('useUpdateCashboxMutation', () => {
  it('PUTs the overrides, keeps the history in the detail and refreshes every cash box read', async () => {
    const calls = installFakeApi(() => ({
      status: 200,
      body: {
        Message: 'CashBox updated successfully',
        Cashbox: { ...stored, History: undefined, VisaMastercardSettlementOverride: '4.60', Version: 2 } as Cashbox,
      },
    }));
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => useUpdateCashboxMutation(), { wrapper });
    const body = { Id: 9, Version: 1, ...zeroOverrides, VisaMastercardSettlementOverride: '4.60' };

    await act(() => result.current.mutateAsync(body));

    expect(calls).toEqual([{ method: 'PUT', path: 'cashboxes/update', body }]);
    expect(queryClient.getQueryData(cashboxKeys.detail(9))).toEqual(
      expect.objectContaining({ VisaMastercardSettlement: '125.40', VisaMastercardSettlementOverride: '4.60', Version: 2 }),
    );
    expect(stale(queryClient, cashboxKeys.list({ TheatreId: 1 }))).toBe(true);
    expect(stale(queryClient, showCashboxKeys.of(30, 'assigned'))).toBe(true);
    expect(stale(queryClient, showEventKeys.detail(30))).toBe(false);
  });
});

describe('useCreateEventLogMutation', () => {
  it('POSTs the manager log and reads the event (now locked), the calendar and the event logs again', async () => {
    const calls = installFakeApi(() => ({ status: 200, body: { ShowEventId: 30, Comments: 'ok' } }));
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => useCreateEventLogMutation(), { wrapper });

    await act(() => result.current.mutateAsync({ ShowEventId: 30, Comments: 'ok' }));

    expect(calls).toEqual([{ method: 'POST', path: 'shows/createLog', body: { ShowEventId: 30, Comments: 'ok' } }]);
    expect(stale(queryClient, showEventKeys.detail(30))).toBe(true);
    expect(stale(queryClient, eventLogKeys.list({}))).toBe(true);
  });

  it('hands on the server refusal with its §5 message and changes nothing', async () => {
    const message = 'Cannot create event logs for shows in future.';
    installFakeApi(() => ({ status: 400, body: { Message: message } }));
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => useCreateEventLogMutation(), { wrapper });

    await expect(act(() => result.current.mutateAsync({ ShowEventId: 30, Comments: '' }))).rejects.toMatchObject({ status: 400, body: { Message: message } });
    expect(stale(queryClient, showEventKeys.detail(30))).toBe(false);
  });
});
