import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { ShowEvent, TheatreOption } from '@intermission/contracts';
import { installFakeApi } from '../../test/fakeApi';
import { showEventKeys, showKeys, useSaveShowEventMutation, useShowEvents } from './api';
import { useShowSchedule } from './useShowSchedule';

const confirm = jest.fn<boolean, [string]>();
jest.mock('@mantine/modals', () => ({
  modals: {
    openConfirmModal: (o: { children: { props: { children: string } }; onConfirm: () => void; onCancel: () => void }) =>
      confirm(o.children.props.children) ? o.onConfirm() : o.onCancel(),
  },
}));
const toasts: string[] = [];
jest.mock('../ui/notify', () => ({
  notifySuccess: (m: string) => toasts.push(`ok: ${m}`),
  notifyError: (m: string) => toasts.push(`error: ${m}`),
}));

const theatre: TheatreOption = { Id: 3, Name: 'Auditorium 1', VenueId: 2, VenueName: 'Harbor Point 12', TimeZone: 'America/New_York' };
const event: ShowEvent = {
  Id: 41,
  ShowId: 7,
  Show: 'Hamlet',
  TheatreId: 3,
  Start: '2026-11-25T00:00:00.000Z',
  End: '2026-11-25T02:30:00.000Z',
  PreShowStart: 0,
  PreShowEnd: 15,
  IntermissionStart: null,
  IntermissionEnd: null,
  PostShowStart: null,
  PostShowEnd: null,
  ManagerLog: false,
  TimeZone: 'America/New_York',
  Version: 2,
};

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { queryClient, wrapper };
}

beforeEach(() => {
  confirm.mockReset();
  toasts.length = 0;
});

describe('the show events of a week', () => {
  it('asks for the theatre and the instants of the window', async () => {
    const calls = installFakeApi(() => ({ status: 200, body: [event] }));
    const { wrapper } = setup();
    const { result } = renderHook(() => useShowEvents({ TheatreId: 3, Start: '2026-11-23T05:00:00.000Z', End: '2026-11-30T05:00:00.000Z' }), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual([event]));
    expect(calls).toEqual([
      { method: 'GET', path: 'shows/showEvents?TheatreId=3&Start=2026-11-23T05%3A00%3A00.000Z&End=2026-11-30T05%3A00%3A00.000Z', body: undefined },
    ]);
  });

  it('a move PUTs the whole event and invalidates the show event windows, not the shows', async () => {
    const calls = installFakeApi(({ body }) => ({ status: 200, body: { ...event, ...(body as object), Version: 3 } }));
    const { queryClient, wrapper } = setup();
    queryClient.setQueryData(showEventKeys.list({ TheatreId: 3 }), [event]);
    queryClient.setQueryData(showKeys.list({ q: '' }), []);
    const { result } = renderHook(() => useSaveShowEventMutation(), { wrapper });
    await act(() => result.current.mutateAsync({ ...event, Start: '2026-11-26T01:00:00.000Z', End: '2026-11-26T03:30:00.000Z' }));
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      path: 'shows/showEvents',
      body: { Id: 41, Start: '2026-11-26T01:00:00.000Z', PreShowEnd: 15, Version: 2 },
    });
    expect(queryClient.getQueryState(showEventKeys.list({ TheatreId: 3 }))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(showKeys.list({ q: '' }))?.isInvalidated).toBe(false);
  });
});

describe('copy week', () => {
  // The week of Thursday 26 November 2026 in New York: Monday 23rd 05:00Z to Monday 30th 05:00Z.
  const week = { From: '2026-11-23T05:00:00.000Z', To: '2026-11-30T05:00:00.000Z' };
  const nextWeekQuery = 'shows/showEvents?TheatreId=3&Start=2026-11-30T05%3A00%3A00.000Z&End=2026-12-07T05%3A00%3A00.000Z';
  const copyAnswer = { status: 200, body: { Message: 'Week Copied Successfully', Copied: 1, Replaced: 0, ShowEvents: [] } };

  it('copies at once when the next week is empty', async () => {
    const calls = installFakeApi(({ method }) => (method === 'GET' ? { status: 200, body: [] } : copyAnswer));
    const { wrapper } = setup();
    const { result } = renderHook(() => useShowSchedule(theatre, '2026-11-26'), { wrapper });
    await act(() => result.current.handleCopyWeek());
    expect(confirm).not.toHaveBeenCalled();
    expect(calls.filter((c) => c.path === nextWeekQuery)).toHaveLength(1);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: 'shows/showEvents/copyWeek', body: { TheatreId: 3, ...week, Overwrite: true } },
    ]);
    expect(toasts).toEqual(['ok: Week Copied Successfully']);
  });

  it('asks before over-writing a next week with shows, and copies nothing when declined', async () => {
    const calls = installFakeApi(({ method }) => (method === 'GET' ? { status: 200, body: [event] } : copyAnswer));
    const { wrapper } = setup();
    const { result } = renderHook(() => useShowSchedule(theatre, '2026-11-26'), { wrapper });
    confirm.mockReturnValueOnce(false);
    await act(() => result.current.handleCopyWeek());
    expect(confirm).toHaveBeenCalledWith('There are shows scheduled next week ! Are you sure you want to over-write them?');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    confirm.mockReturnValueOnce(true);
    await act(() => result.current.handleCopyWeek());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: 'shows/showEvents/copyWeek', body: { TheatreId: 3, ...week, Overwrite: true } },
    ]);
    expect(toasts).toEqual(['ok: Week Copied Successfully']);
  });

  it("shows the server's refusal and its reason", async () => {
    const locked = 'The next week has a show event whose Event Log was submitted: it cannot be over-written.';
    installFakeApi(({ method }) => (method === 'GET' ? { status: 200, body: [event] } : { status: 400, body: { Message: locked } }));
    const { wrapper } = setup();
    const { result } = renderHook(() => useShowSchedule(theatre, '2026-11-26'), { wrapper });
    confirm.mockReturnValueOnce(true);
    await act(() => result.current.handleCopyWeek());
    expect(toasts).toEqual([`error: ${locked}`]);
  });
});

describe('a move of a locked event', () => {
  it('is refused with the §5 text without a call', async () => {
    const calls = installFakeApi(() => ({ status: 200, body: [] }));
    const { wrapper } = setup();
    const { result } = renderHook(() => useShowSchedule(theatre, '2026-11-26'), { wrapper });
    let ok = true;
    await act(async () => {
      ok = await result.current.handleChange({ ...event, ManagerLog: true }, { Start: event.Start, End: event.End });
    });
    expect(ok).toBe(false);
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    expect(toasts).toEqual(['error: This Event is locked for editing since the Event Log for this event has already been submitted.']);
  });
});
