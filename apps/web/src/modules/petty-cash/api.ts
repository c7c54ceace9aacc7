import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type MessageAnswer,
  type PettyCashSearchSchema,
  type PettyCashWithdrawal,
  type PettyCashWithdrawalSave,
  type PettyCashWithdrawalSaved,
  SidePanelSize,
  pettyCashDefaultRange,
} from '@intermission/contracts';
import { del, get, post, put } from '../api/apiClient';
import { postPageQuery } from '../api/listPage';
import { queryKeys } from '../api/queryKeys';
import { useManagedItemsQuery } from '../settings/api';

/** The keys of petty cash withdrawals, named after their API path. */
export const pettyCashKeys = queryKeys('pettyCashWithdrawals');

/** The theatre a list is about, as its nested path names it (document 1 §7.2). */
export interface TheatrePath {
  clientId: number;
  venueId: number;
  theatreId: number;
}

const searchPath = (p: TheatrePath) => `clients/${p.clientId}/venues/${p.venueId}/theatres/${p.theatreId}/pettyCashWithdrawals/_search`;

/** POST …/theatres/{t}/pettyCashWithdrawals/_search: a page of a theatre's withdrawals (PagedList's query). */
export const pettyCashSearchQuery = (p: TheatrePath, body: z.input<typeof PettyCashSearchSchema>) =>
  postPageQuery<PettyCashWithdrawal>(pettyCashKeys.list({ ...p, ...body }), searchPath(p), body);

/** The latest 3 withdrawals of a theatre in the default range (its side panel on the theatre page). */
export const useLatestWithdrawalsQuery = (p: TheatrePath | null, timeZone: string | undefined) =>
  useQuery({
    ...postPageQuery<PettyCashWithdrawal>(pettyCashKeys.list({ ...p, latest: true }), p ? searchPath(p) : '', {
      ...pettyCashDefaultRange(timeZone ?? 'UTC'),
      Skip: 0,
      Take: SidePanelSize,
    }),
    enabled: !!p && !!timeZone,
  });

export const usePettyCashWithdrawalQuery = (id: number | undefined) =>
  useQuery({ queryKey: pettyCashKeys.detail(id ?? 0), queryFn: () => get<PettyCashWithdrawal>(`pettyCashWithdrawals/${id}`), enabled: !!id });

/** The reasons of the pettyCashReasons managed list (kept a minute: a picker, not the editor). */
export const usePettyCashReasonsQuery = () => useManagedItemsQuery('pettyCashReasons', true, 60_000);

/** POST pettyCashWithdrawals (a new one): its detail is set and the lists are read again. */
export function useAddWithdrawalMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PettyCashWithdrawalSave) => post<PettyCashWithdrawalSaved>('pettyCashWithdrawals', { ...body, Id: 0 }),
    onSuccess: ({ PettyCashWithdrawal: w }) => {
      queryClient.setQueryData(pettyCashKeys.detail(w.Id), w);
      void queryClient.invalidateQueries({ queryKey: pettyCashKeys.lists() });
    },
  });
}

/** PUT pettyCashWithdrawals (Id and Version): the detail becomes the server's answer; `setDetail` keeps a 409's copy. */
export function useSaveWithdrawalMutation(id: number) {
  const queryClient = useQueryClient();
  const setDetail = (w: PettyCashWithdrawal) => queryClient.setQueryData(pettyCashKeys.detail(id), w);
  const mutation = useMutation({
    mutationFn: async (body: PettyCashWithdrawalSave) => (await put<PettyCashWithdrawalSaved>('pettyCashWithdrawals', body)).PettyCashWithdrawal,
    onSuccess: (w) => {
      setDetail(w);
      void queryClient.invalidateQueries({ queryKey: pettyCashKeys.lists() });
    },
  });
  return { ...mutation, setDetail };
}

/** DELETE pettyCashWithdrawals/{id}: refused with the §8 message once it is on an export. */
export function useDeleteWithdrawalMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => del<MessageAnswer>(`pettyCashWithdrawals/${id}`),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: pettyCashKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: pettyCashKeys.lists() });
    },
  });
}
