import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError } from '../api/ApiError';
import { get } from '../api/apiClient';
import { useClaim } from '../session/useClaim';
import type { StockGood, StockLocation } from './stockTypes';

/**
 * Which goods a location lists: all tracked goods, only those that can be wasted
 * (`inventory/admin/waste/inventory_{id}`), or those counted when setting inventory (`…/set/…`).
 */
export type GoodsScope = 'all' | 'waste' | 'set';

/** The venue-side destinations a location's transfers go to (`GET inventoryLocations/{fromId}/{kind}`). */
export type DestinationKind = 'patronsRoom' | 'billableTransfer' | 'cateringTransfer';

export const stockKeys = {
  locations: ['stock', 'locations'] as const,
  goods: (locationId: number | null, scope: GoodsScope = 'all') => ['stock', 'goods', locationId, scope] as const,
  destination: (fromId: number | null, kind: DestinationKind | null) => ['stock', 'destination', fromId, kind] as const,
  transfers: 'transfers',
};

/** The locations the user may use (admins all; others those of the venues they manage or back up). */
export function useStockLocations() {
  return useQuery({ queryKey: stockKeys.locations, queryFn: () => get<StockLocation[]>('inventoryLocations/dropDown') });
}

/** Tracked goods (of the scope) with what is on hand at a location; nothing until a location is chosen. */
export function useStockGoods(locationId: number | null, scope: GoodsScope = 'all') {
  return useQuery({
    queryKey: stockKeys.goods(locationId, scope),
    queryFn: () => get<StockGood[]>(`inventory/admin/${scope === 'all' ? '' : `${scope}/`}inventory_${locationId}`),
    enabled: locationId !== null,
  });
}

/** Where a transfer of this kind from `fromId` goes; null when the server says there is none (404). */
export function useDestination(fromId: number | null, kind: DestinationKind | null) {
  return useQuery({
    queryKey: stockKeys.destination(fromId, kind),
    queryFn: async () => {
      try {
        return await get<StockLocation>(`inventoryLocations/${fromId}/${kind}`);
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
    enabled: fromId !== null && kind !== null,
    retry: false,
  });
}

/** After a movement: reload what is on hand everywhere at once, and the transfer list. */
export function useReloadStock() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    void queryClient.invalidateQueries({ queryKey: [stockKeys.transfers] });
    await queryClient.invalidateQueries({ queryKey: ['stock', 'goods'] });
  }, [queryClient]);
}

/** Whether the user may record movements (VenueManager FullAccess; patrons room transfers also PatronRoomManager FullAccess). */
export function useCanMoveStock(patronsRoom = false) {
  const manager = useClaim('VenueManager', 'FullAccess');
  const patronsRoomManager = useClaim('PatronRoomManager', 'FullAccess');
  return manager || (patronsRoom && patronsRoomManager);
}

export const ReadOnlyNotice = 'You can see the stock here but not record movements: that needs the VenueManager claim with full access.';
