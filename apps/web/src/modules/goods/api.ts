import { useQuery } from '@tanstack/react-query';
import { type Good, type GoodSave, type GoodVendor, type IdName, ListCountHeader, type ManagedItem } from '@intermission/contracts';
import { api, del, get, post, put } from '../api/apiClient';
import { queryKeys } from '../api/queryKeys';
import { useCreateMutation } from '../api/useCreateMutation';
import { useDetailMutation } from '../api/useDetailMutation';
import { useRemoveMutation } from '../api/useRemoveMutation';

/** The keys of everything under the `goods` path. */
export const goodKeys = queryKeys('goods');

export type GoodSaveBody = Omit<GoodSave, 'Id' | 'Version'>;

export function useGoodQuery(id: number) {
  return useQuery({ queryKey: goodKeys.detail(id), queryFn: () => get<Good>(`goods/${id}`) });
}

export const useGoodCategoriesQuery = () =>
  useQuery({ queryKey: goodKeys.of('categories'), queryFn: () => get<IdName[]>('goods/categories'), staleTime: 60_000 });
export const useGoodTypesQuery = () => useQuery({ queryKey: goodKeys.of('goodTypes'), queryFn: () => get<IdName[]>('goods/goodTypes'), staleTime: 60_000 });
export const useGoodAccountsQuery = (list: 'revenueAccounts' | 'cogsAccounts' | 'inventoryAccounts') =>
  useQuery({ queryKey: ['managedItems', list], queryFn: () => get<ManagedItem[]>(`managedItems/${list}`), staleTime: 60_000 });

/** Every active good by id and name (the pickers of vendors, coupons and venues). */
export const useActiveGoodsQuery = (enabled = true) =>
  useQuery({
    queryKey: goodKeys.of('all-active'),
    queryFn: async () => (await get<Good[]>('goods/_search?q=*&skip=0&take=10000')).map(({ Id, Name }) => ({ Id, Name })),
    enabled,
  });

/** The latest vendors of a good (its side section) and how many there are in all. */
export function useGoodVendorsQuery(id: number) {
  return useQuery({
    queryKey: goodKeys.of(id, 'vendors'),
    queryFn: async () => {
      const res = await api<GoodVendor[]>('GET', `goods/${id}/vendors/_search?q=*&skip=0&take=3`);
      return { rows: res.data, total: Number(res.headers.get(ListCountHeader) ?? res.data.length) };
    },
  });
}

/** POST goods takes an array and answers the created goods. */
export const useCreateGoodMutation = () => useCreateMutation(goodKeys, async (good: GoodSaveBody) => (await post<Good[]>('goods', [good]))[0]);

/** PUT goods takes an array; its 409 answers the array's current copies. */
export const useSaveGoodMutation = (id: number) =>
  useDetailMutation(goodKeys, id, async (good: GoodSaveBody & { Version: number }) => (await put<Good[]>('goods', [{ ...good, Id: id }]))[0]);

export const useArchiveGoodMutation = (id: number) => useRemoveMutation(goodKeys, id, () => del(`goods/${id}`));
