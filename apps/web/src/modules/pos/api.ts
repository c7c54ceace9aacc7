import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PosUser, PosUserArchivedSchema, PosUserCreate, PosUserSave, PosUserSearchQuerySchema, PosUserVenue } from '@intermission/contracts';
import { get, post, put } from '../api/apiClient';
import { getPageQuery } from '../api/listPage';
import { queryKeys } from '../api/queryKeys';
import { useCreateMutation } from '../api/useCreateMutation';
import { useDetailMutation } from '../api/useDetailMutation';

/** The keys of everything under the `posusers` path. */
export const posUserKeys = queryKeys('posusers');

export function usePosUserQuery(id: number) {
  return useQuery({ queryKey: posUserKeys.detail(id), queryFn: () => get<PosUser>(`posusers/${id}`) });
}

/** GET posusers/_search: a page of the POS users list (PagedList's query). */
export const posUsersSearchQuery = (query: z.output<typeof PosUserSearchQuerySchema>) =>
  getPageQuery<PosUser>(posUserKeys.list(query), 'posusers/_search', query);

/** Venues to pick from (the client area's venue list comes with its issue; this is the dropdown). */
export const usePosVenuesQuery = () =>
  useQuery({ queryKey: posUserKeys.of('venues'), queryFn: () => get<PosUserVenue[]>('posusers/venues'), staleTime: 60_000 });

export const useCreatePosUserMutation = () => useCreateMutation(posUserKeys, (pos: PosUserCreate) => post<PosUser>('posusers', pos));

export const useSavePosUserMutation = (id: number) => useDetailMutation(posUserKeys, id, (pos: PosUserSave) => put<PosUser>('posusers', { ...pos, Id: id }));

export const useSavePosPinMutation = (id: number) =>
  useDetailMutation(posUserKeys, id, (pin: string) => put<PosUser>('posusers/pin', { PosUser: id, Pin: pin }));

/** Deactivates or activates; answers the server's message with the POS user. */
export const useSetPosUserArchivedMutation = (id: number) =>
  useDetailMutation(posUserKeys, id, async (archived: boolean) => {
    const res = await put<z.output<typeof PosUserArchivedSchema>>(`posusers/${id}/archive/${archived}`);
    return Object.assign(res.PosUser, { Message: res.Message });
  });
