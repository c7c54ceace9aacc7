import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IdName, Kit, KitArchivedSchema, KitGoodOption, KitMenu, KitMultiSaveSchema, KitSearchQuerySchema } from '@intermission/contracts';
import type { z } from 'zod';
import { del, get, post, put } from '../api/apiClient';
import { getPageQuery } from '../api/listPage';
import { queryKeys } from '../api/queryKeys';
import { useCreateMutation } from '../api/useCreateMutation';
import { useDetailMutation } from '../api/useDetailMutation';
import type { KitBody } from './KitForm';

/** The keys of everything under the `kits` path. */
export const kitKeys = queryKeys('kits');

export function useKitQuery(id: number) {
  return useQuery({ queryKey: kitKeys.detail(id), queryFn: () => get<Kit>(`kits/${id}`) });
}

/** The menus a kit is on, with its price on each. */
export const useKitMenusQuery = (id: number) => useQuery({ queryKey: kitKeys.of(id, 'menus'), queryFn: () => get<KitMenu[]>(`kits/${id}/menus`) });

/** The active kits (at most 999), to add to a menu. */
export const useActiveKitsQuery = () =>
  useQuery({ queryKey: kitKeys.list('active'), queryFn: () => get<Kit[]>('kits/_search?q=*&skip=0&take=999&includeInactive=false') });

/** GET kits/_search: a page of the kits list (PagedList's query). */
export const kitsSearchQuery = (query: z.output<typeof KitSearchQuerySchema>) => getPageQuery<Kit>(kitKeys.list(query), 'kits/_search', query);

export const useKitGoodsQuery = () => useQuery({ queryKey: kitKeys.of('goods'), queryFn: () => get<KitGoodOption[]>('kits/goods') });
export const useKitCategoriesQuery = () => useQuery({ queryKey: kitKeys.of('categories'), queryFn: () => get<IdName[]>('kits/categories') });

export const useCreateKitMutation = () => useCreateMutation(kitKeys, (kit: KitBody) => post<Kit>('kits', kit));

export const useSaveKitMutation = (id: number) => useDetailMutation(kitKeys, id, (kit: KitBody & { Version: number }) => put<Kit>('kits', { ...kit, Id: id }));

/** Kits are archived, never deleted: DELETE answers the archived kit. */
export const useArchiveKitMutation = (id: number) =>
  useDetailMutation(kitKeys, id, async () => (await del<z.output<typeof KitArchivedSchema>>(`kits/${id}`)).Kit);

/** The body of PUT kits/multi. */
export type KitMultiChange = z.input<typeof KitMultiSaveSchema>;

/** One change applied to several kits; answers the saved kits. */
export function useSaveKitsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: KitMultiChange) => put<Kit[]>('kits/multi', change),
    onSuccess: (saved) => {
      for (const kit of saved) queryClient.setQueryData(kitKeys.detail(kit.Id), kit);
      void queryClient.invalidateQueries({ queryKey: kitKeys.lists() });
    },
  });
}
