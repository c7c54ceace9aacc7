import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type Good,
  type GoodSave,
  type GoodSearchQuerySchema,
  type GoodVendor,
  type IdName,
  ListPageSize,
  type SearchQuery,
  type StandardCostRowSchema,
  type StandardCostsSavedSchema,
  type StandardCostsSaveSchema,
} from '@intermission/contracts';
import { del, get, post, put } from '../api/apiClient';
import { fetchPage, getPageQuery, searchParams } from '../api/listPage';
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

/** GET goods/_search: a page of the goods list (PagedList's query). */
export const goodsSearchQuery = (query: z.output<typeof GoodSearchQuerySchema>) => getPageQuery<Good>(goodKeys.list(query), 'goods/_search', query);

/** Every active good by id and name (the pickers of vendors, coupons and venues). */
export const useActiveGoodsQuery = (enabled = true) =>
  useQuery({
    queryKey: goodKeys.of('all-active'),
    queryFn: async () => (await get<Good[]>('goods/_search?q=*&skip=0&take=10000')).map(({ Id, Name }) => ({ Id, Name })),
    enabled,
  });

/** The keys of a good's vendors (its side section and the pages of its vendors list). */
const goodVendorsKey = (id: number) => goodKeys.of(id, 'vendors');

/** The latest vendors of a good (its side section) and how many there are in all. */
export function useGoodVendorsQuery(id: number) {
  return useQuery({ queryKey: goodVendorsKey(id), queryFn: () => fetchPage<GoodVendor>(`goods/${id}/vendors/_search?${searchParams({ skip: 0, take: 3 })}`) });
}

/** GET goods/{id}/vendors/_search: a page of a good's vendors (PagedList's query). */
export const goodVendorsSearchQuery = (id: number, query: SearchQuery) =>
  getPageQuery<GoodVendor>([...goodVendorsKey(id), query], `goods/${id}/vendors/_search`, query);

/** POST goods takes an array and answers the created goods. */
export const useCreateGoodMutation = () => useCreateMutation(goodKeys, async (good: GoodSaveBody) => (await post<Good[]>('goods', [good]))[0]);

/** PUT goods takes an array; its 409 answers the array's current copies. */
export const useSaveGoodMutation = (id: number) =>
  useDetailMutation(goodKeys, id, async (good: GoodSaveBody & { Version: number }) => (await put<Good[]>('goods', [{ ...good, Id: id }]))[0]);

export const useArchiveGoodMutation = (id: number) => useRemoveMutation(goodKeys, id, () => del(`goods/${id}`));

// ---- Standard costs ----

/** A good's standard cost in force, as GET goods/getStandardCosts answers it. */
export type StandardCost = z.output<typeof StandardCostRowSchema>;

/** The keys of the standard costs (`goods/getStandardCosts`, `goods/updateStandardCosts`). */
export const standardCostKeys = queryKeys('goods/standardCosts');

/** A page (12) of the goods' standard costs matching `q`, with the X-List-Count total. */
export const useStandardCostsQuery = (q: string, page: number) =>
  useQuery({
    queryKey: standardCostKeys.list({ q, page }),
    queryFn: () => fetchPage<StandardCost>(`goods/getStandardCosts?${searchParams({ q, skip: (page - 1) * ListPageSize, take: ListPageSize })}`),
    placeholderData: keepPreviousData,
  });

/** Every good's standard cost in force (at most 9999), shaped by `select`; the costs saved here read it again. */
export const useAllStandardCostsQuery = <R>(select: (rows: StandardCost[]) => R, enabled = true) =>
  useQuery({
    queryKey: standardCostKeys.list('all'),
    queryFn: () => get<StandardCost[]>(`goods/getStandardCosts?${searchParams({ skip: 0, take: 9999 })}`),
    select,
    enabled,
    staleTime: 60_000,
  });

/** PUT goods/updateStandardCosts: the pages are read again before the call resolves. */
export function useSaveStandardCostsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (costs: z.output<typeof StandardCostsSaveSchema>) => put<z.output<typeof StandardCostsSavedSchema>>('goods/updateStandardCosts', costs),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: standardCostKeys.lists() }),
  });
}
