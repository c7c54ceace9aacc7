import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IdName, ManualSale, SaleAnswer, SaleCheckAnswer, SaleCoupon, SaleMenu, SalePosUser } from '@intermission/contracts';
import { get, post } from '../api/apiClient';
import { queryKeys } from '../api/queryKeys';
import { couponKeys } from '../clients/hierarchy/api';
import { depositKeys } from '../deposits/api';
import { goodKeys } from '../goods/api';
import { menuKeys } from '../menus/api';
import { posUserKeys } from '../pos/api';

export { useShowEventsOfDay, useScheduleTheatres } from '../shows/api';

/** The keys of everything under `sales`. */
export const saleKeys = queryKeys('sales');

// The lookups of the sale entry ask for VenueManager alone (GET sales/…, scoped to the user's venues),
// not the PosUsers, Menus and Coupons claims of the master data screens; their keys are those
// resources', so a change to a POS user, a menu or a coupon is read again here.

/** The active POS users of the venues the user may sell at (GET sales/posUsers), the sale's "POS user". */
export const usePosUserOptions = () =>
  useQuery({
    queryKey: posUserKeys.list({ sale: true }),
    queryFn: () => get<SalePosUser[]>('sales/posUsers'),
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
 * A sales location's theatre and menu (GET sales/salesLocations/{id}/menu): the kits and prices the
 * lines offer. `noMenu` when the location has none set, or nothing on it (§5's refusal).
 */
export function useSalesLocationMenu(salesLocationId: number | undefined) {
  const menu = useQuery({
    queryKey: menuKeys.of('sale', salesLocationId),
    queryFn: () => get<SaleMenu>(`sales/salesLocations/${salesLocationId}/menu`),
    enabled: !!salesLocationId,
    staleTime: 60_000,
  });
  return {
    location: menu.data,
    kits: menu.data?.MenuKits ?? [],
    loading: menu.isLoading,
    error: menu.error,
    noMenu: !!menu.data && menu.data.MenuKits.length === 0,
  };
}

/** A venue's coupons, the vouchers a sale may be paid with (GET sales/coupons/{venueId}, §7 "coupons search by venue"). */
export const useVenueCoupons = (venueId: number | undefined) =>
  useQuery({
    queryKey: couponKeys.list({ venueId, sale: true }),
    queryFn: () => get<SaleCoupon[]>(`sales/coupons/${venueId}`),
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
