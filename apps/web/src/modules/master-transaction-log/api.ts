import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { IdName, MasterTransactionLogDetail, MasterTransactionLogRow, MasterTransactionLogSearchSchema } from '@intermission/contracts';
import { get } from '../api/apiClient';
import { postPageQuery } from '../api/listPage';
import { queryKeys } from '../api/queryKeys';

/** The keys of everything under `sales/masterTransactionLog` (the lookups too). */
export const masterTransactionLogKeys = queryKeys('sales/masterTransactionLog');

/** POST sales/masterTransactionLog/_search: a page of the log (PagedList's query), X-List-Count the total. */
export const masterTransactionLogSearchQuery = (body: z.input<typeof MasterTransactionLogSearchSchema>) =>
  postPageQuery<MasterTransactionLogRow>(masterTransactionLogKeys.list(body), 'sales/masterTransactionLog/_search', body);

/** GET sales/masterTransactionLog/{id}: one sale in full. */
export function useMasterTransaction(id: string | null) {
  return useQuery({
    queryKey: masterTransactionLogKeys.detail(id ?? ''),
    queryFn: () => get<MasterTransactionLogDetail>(`sales/masterTransactionLog/${encodeURIComponent(id ?? '')}`),
    enabled: !!id,
    retry: false,
  });
}

/** GET sales/paymentMethods and GET sales/saleTypes (§2 "lookups for payment methods and sale types"). */
export function useMasterLogLookups() {
  const methods = useQuery({
    queryKey: masterTransactionLogKeys.of('paymentMethods'),
    queryFn: () => get<IdName[]>('sales/paymentMethods'),
    staleTime: Infinity,
  });
  const types = useQuery({ queryKey: masterTransactionLogKeys.of('saleTypes'), queryFn: () => get<IdName[]>('sales/saleTypes'), staleTime: Infinity });
  return { paymentMethods: methods.data ?? [], saleTypes: types.data ?? [] };
}
