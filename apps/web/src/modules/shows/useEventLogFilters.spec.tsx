import '../../test/textEncoding';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useSearchParams } from 'react-router';
import { installFakeApi } from '../../test/fakeApi';
import { useEventLogFilters } from './useEventLogFilters';

function wrapper({ children }: { children: ReactNode }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/eventlog/list?id=3']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

describe('the event log list filter in the URL', () => {
  it('keeps both days when From and To change one right after the other, before a render', () => {
    installFakeApi(() => ({ status: 200, body: [] }));
    const { result } = renderHook(() => ({ filters: useEventLogFilters(), params: useSearchParams()[0] }), { wrapper });
    act(() => {
      result.current.filters.set({ from: '2026-11-01' });
      result.current.filters.set({ to: '2026-11-07' });
    });
    expect(Object.fromEntries(result.current.params)).toEqual({ id: '3', from: '2026-11-01', to: '2026-11-07' });
  });

  it('starts again from the URL once it has come back (another theatre clears show and days)', () => {
    installFakeApi(() => ({ status: 200, body: [] }));
    const { result } = renderHook(() => ({ filters: useEventLogFilters(), params: useSearchParams()[0] }), { wrapper });
    act(() => result.current.filters.set({ from: '2026-11-01', show: 9 }));
    act(() => result.current.filters.set({ id: 4 }));
    expect(Object.fromEntries(result.current.params)).toEqual({ id: '4' });
  });
});
