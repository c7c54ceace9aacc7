import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  ListCountHeader,
  ListPageSize,
  type StandardCostsSavedSchema,
  type StandardCostsSaveSchema,
  type StandardCostRowSchema,
} from '@intermission/contracts';
import { api, put } from '../api/apiClient';
import { queryKeys } from '../api/queryKeys';

/** A good's standard cost in force, as GET goods/getStandardCosts answers it. */
export type StandardCost = z.output<typeof StandardCostRowSchema>;

/** The keys of the standard costs (`goods/getStandardCosts`, `goods/updateStandardCosts`). */
export const standardCostKeys = queryKeys('goods/standardCosts');

/** A page (12) of the goods' standard costs matching `q`, with the X-List-Count total. */
export const useStandardCostsQuery = (q: string, page: number) =>
  useQuery({
    queryKey: standardCostKeys.list({ q, page }),
    queryFn: async () => {
      const res = await api<StandardCost[]>(
        'GET',
        `goods/getStandardCosts?q=${encodeURIComponent(q || '*')}&skip=${(page - 1) * ListPageSize}&take=${ListPageSize}`,
      );
      return { rows: res.data, total: Number(res.headers.get(ListCountHeader) ?? 0) };
    },
    placeholderData: keepPreviousData,
  });

/** PUT goods/updateStandardCosts: the pages are read again before the call resolves. */
export function useSaveStandardCostsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (costs: z.output<typeof StandardCostsSaveSchema>) => put<z.output<typeof StandardCostsSavedSchema>>('goods/updateStandardCosts', costs),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: standardCostKeys.lists() }),
  });
}
