import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CouponListItem, IdName, ManualSale, PosUser, SaleAnswer, SaleCheckAnswer } from '@intermission/contracts';
import { get, post } from '../api/apiClient';
import { queryKeys } from '../api/queryKeys';
import { couponKeys, useSalesLocationQuery } from '../clients/hierarchy/api';
import { depositKeys } from '../deposits/api';
import { goodKeys } from '../goods/api';
import { useMenuQuery } from '../menus/api';
import { posUserKeys } from '../pos/api';

export { useShowEventsOfDay, useScheduleTheatres } from '../shows/api';

/** The keys of everything under `sales`. */
export const saleKeys = queryKeys('sales');

/** The lookup searches of document 2 §9: '*', skip 0, take 999 (coupons: up to 9999, §7). */
const lookup = 'q=*&skip=0&take=999';

/** The client's active POS users (GET posusers/_search), the sale's "POS user". */
export const usePosUserOptions = () =>
  useQuery({
    queryKey: posUserKeys.list({ lookup: true }),
    queryFn: async () => (await get<PosUser[]>(`posusers/_search?${lookup}`)).filter((p) => !p.Archived),
    staleTime: 60_000,
  });

/** A venue's sales locations (GET goods/_simpleSalesLocations/{venueId}, the "simple sales locations" of §7). */
export const useVenueSalesLocations = (venueId: number | undefined) =>
  useQuery({
    queryKey: goodKeys.of('_simpleSalesLocations', venueId),
    queryFn: () => get<IdName[]>(`goods/_simpleSalesLocations/${venueId}`),
    enabled: !!venueId,
    staleTime: 60_000,
  });

/**
 * A sales location's theatre and menu: GET salesLocations/{id}, then GET menus/{MenuId} for the kits
 * and prices the lines offer. `noMenu` when the location has none set (§5's refusal).
 */
export function useSalesLocationMenu(salesLocationId: number | undefined) {
  const location = useSalesLocationQuery(salesLocationId);
  const menuId = location.data?.MenuId ?? 0;
  const menu = useMenuQuery(menuId, menuId > 0);
  return {
    location: location.data,
    kits: menu.data?.MenuKits ?? [],
    loading: location.isLoading || (menuId > 0 && menu.isLoading),
    error: location.error ?? menu.error,
    noMenu: !!location.data && (!menuId || (!!menu.data && menu.data.MenuKits.length === 0)),
  };
}

/** A venue's coupons, the vouchers a sale may be paid with (GET coupons/{venueId}/_search). */
export const useVenueCoupons = (venueId: number | undefined) =>
  useQuery({
    queryKey: couponKeys.list({ venueId, lookup: true }),
    queryFn: () => get<CouponListItem[]>(`coupons/${venueId}/_search?q=*&skip=0&take=9999`),
    enabled: !!venueId,
    staleTime: 60_000,
  });

/** POST sales/checkForDuplicateOrNegativeSales (§7): counts sales received but not yet applied too. */
export const checkSale = (sale: ManualSale) => post<SaleCheckAnswer>('sales/checkForDuplicateOrNegativeSales', sale);

/** The path of POST admin/sale/{reduceInventory}/postShowStart/{postShowStart}/{forced} (docs/sales.md gives their meaning). */
export const manualSalePath = (reduceInventory: boolean, forced: boolean, postShowStart = false) =>
  `admin/sale/${reduceInventory}/postShowStart/${postShowStart}/${forced}`;

/**
 * The manual sale post: a recorded sale changes the sales lists, the deposits (their figures) and the
 * stock the sales location holds, so those are read again.
 */
export function usePostSaleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sale, reduceInventory, forced }: { sale: ManualSale; reduceInventory: boolean; forced: boolean }) =>
      post<SaleAnswer>(manualSalePath(reduceInventory, forced), sale),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: saleKeys.all });
      void queryClient.invalidateQueries({ queryKey: depositKeys.all });
    },
  });
}
