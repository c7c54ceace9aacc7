import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Deposit, DepositListItem, DepositLookup, DepositPost, DepositSearchSchema } from '@intermission/contracts';
import { post, put } from '../api/apiClient';
import { postPageQuery } from '../api/listPage';
import { queryKeys } from '../api/queryKeys';

/** The keys of everything under `deposits`: a detail is one lookup (PostedDepositId and ShowEventId). */
export const depositKeys = queryKeys('deposits');

/** POST deposits/_search: a page of the deposits list (PagedList's query), X-List-Count the total. */
export const depositsSearchQuery = (body: z.input<typeof DepositSearchSchema>) =>
  postPageQuery<DepositListItem>(depositKeys.list(body), 'deposits/_search', body);

/** The detail key of a show event's deposit: one per show event, whether the URL names the posted id or not. */
const detailKey = (showEventId: number) => depositKeys.detail(showEventId);

/** POST deposits/getById (document 2 §3 "Lookup"): the posted deposit, or the show event's as it stands. */
export function useDepositQuery(lookup: DepositLookup | null) {
  return useQuery({
    queryKey: [...detailKey(lookup?.ShowEventId ?? 0), lookup],
    queryFn: () => post<Deposit>('deposits/getById', lookup),
    enabled: !!lookup,
  });
}

/** What PUT deposits/ answers: the deposit with its Message, or the deposit under `Deposit` (either reads). */
type PostAnswer = Partial<Deposit> & { Message?: string; Deposit?: Deposit };

/** The posted deposit out of the answer of PUT deposits/ or of a 409's Current, when it carries one. */
export function depositOf(answer: unknown): Deposit | null {
  const a = answer as PostAnswer | null | undefined;
  const d = a?.Deposit ?? a;
  return d && typeof d === 'object' && 'ShowEventId' in d && 'AmountToBePosted' in d ? (d as Deposit) : null;
}

/**
 * PUT deposits/ (VenueManager FullAccess): posts the show event's deposit for the AmountToBePosted the
 * page showed. Success or failure, the show event's deposit and the lists are read again (a 409 means
 * the figures moved: the page then shows the server's).
 */
export function usePostDepositMutation(showEventId: number) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: detailKey(showEventId) });
    void queryClient.invalidateQueries({ queryKey: depositKeys.lists() });
  };
  return useMutation({
    mutationFn: (body: DepositPost) => put<PostAnswer>('deposits/', body),
    onSettled: refresh,
  });
}
