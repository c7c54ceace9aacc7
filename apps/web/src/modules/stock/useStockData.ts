import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { get } from '../api/apiClient';
import { useClaim } from '../session/useClaim';
import type { StockGood, StockLocation } from './movementBody';

export const stockKeys = {
  locations: ['stock', 'locations'] as const,
  goods: (locationId: number | null) => ['stock', 'goods', locationId] as const,
  transfers: 'transfers',
};

/** The locations the user may use (admins all; others those of the venues they manage or back up). */
export function useStockLocations() {
  return useQuery({ queryKey: stockKeys.locations, queryFn: () => get<StockLocation[]>('inventoryLocations/dropDown') });
}

/** Tracked goods with what is on hand at a location; nothing until a location is chosen. */
export function useStockGoods(locationId: number | null) {
  return useQuery({
    queryKey: stockKeys.goods(locationId),
    queryFn: () => get<StockGood[]>(`inventory/admin/inventory_${locationId}`),
    enabled: locationId !== null,
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
