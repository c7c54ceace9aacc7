import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { installFakeApi } from '../../test/fakeApi';
import { useShowEventsOfDay } from './api';

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { queryClient, wrapper };
}

describe('the show events of a venue day', () => {
  it('asks for the theatre’s events from the local midnight to the next (a 23-hour day when the clocks go forward)', async () => {
    const calls = installFakeApi(() => ({ status: 200, body: [] }));
    const { wrapper } = setup();
    const { result } = renderHook(() => useShowEventsOfDay(5, '2026-03-08', 'America/Los_Angeles'), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    // 8 March 2026 starts at 00:00 PST (UTC−8) and ends at 00:00 on the 9th PDT (UTC−7).
    expect(calls).toEqual([
      { method: 'GET', path: 'shows/showEvents?TheatreId=5&Start=2026-03-08T08%3A00%3A00.000Z&End=2026-03-09T07%3A00%3A00.000Z', body: undefined },
    ]);
  });

  it('asks nothing until there is a day', () => {
    const calls = installFakeApi(() => ({ status: 200, body: [] }));
    const { wrapper } = setup();
    renderHook(() => useShowEventsOfDay(5, '', 'America/Los_Angeles'), { wrapper });
    expect(calls).toEqual([]);
  });
});
