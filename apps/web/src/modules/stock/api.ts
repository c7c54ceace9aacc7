import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError } from '../api/ApiError';
import { get, post } from '../api/apiClient';
import { postPageQuery } from '../api/listPage';
import { useClaim } from '../session/useClaim';
import type { z } from 'zod';
import type {
  IdName,
  InventoryLocationOption,
  MovementRecorded,
  SaleDetail,
  StockOnHandItem,
  TransferDetail,
  TransferListItem,
  TransferSearchSchema,
} from '@intermission/contracts';
import { useGuid } from '../api/useGuid';

/**
 * Which goods a location lists: all tracked goods, only those that can be wasted
 * (`inventory/admin/waste/inventory_{id}`), or those counted when setting inventory (`…/set/…`).
 */
export type GoodsScope = 'all' | 'waste' | 'set';

/** The venue-side destinations a location's transfers go to (`GET inventoryLocations/{fromId}/{kind}`). */
export type DestinationKind = 'patronsRoom' | 'billableTransfer' | 'cateringTransfer';

/** The pushes of document 3 §7 (`POST inventoryEventPush/{kind}`). */
export type MovementKind =
  'inventoryTransfer' | 'patronsRoom' | 'billableTransfer' | 'cateringTransfer' | 'initializingTransfer' | 'wastageGoods' | 'gainlostTransfer' | 'receiving';

/**
 * The query keys of the stock calls, named after their paths: the locations (inventoryLocations/…),
 * what is on hand (inventory/admin/…), and the transfers (transfers/…); the waste reasons are the managed items' (settings/api.ts).
 */
export const inventoryKeys = {
  locations: ['inventoryLocations', 'dropDown'] as const,
  destination: (fromId: number | null, kind: DestinationKind | null) => ['inventoryLocations', fromId, kind] as const,
  goodsAll: ['inventory/admin'] as const,
  goods: (locationId: number | null, scope: GoodsScope = 'all') => ['inventory/admin', locationId, scope] as const,
  /** Everything under transfers/: the list's pages, the types and the movements. */
  transfers: ['transfers'] as const,
  transferList: (body: unknown) => ['transfers', 'list', body] as const,
  transferTypes: ['transfers', 'types'] as const,
  transfer: (id: string, isWastage: boolean) => ['transfers', 'detail', id, isWastage] as const,
  sale: (id: string) => ['venues/managers/inventorySummary/sale', id] as const,
};

/** The locations the user may use (admins all; others those of the venues they manage or back up). */
export function useStockLocations() {
  return useQuery({ queryKey: inventoryKeys.locations, queryFn: () => get<InventoryLocationOption[]>('inventoryLocations/dropDown') });
}

/** Tracked goods (of the scope) with what is on hand at a location; nothing until a location is chosen. */
export function useStockGoods(locationId: number | null, scope: GoodsScope = 'all') {
  return useQuery({
    queryKey: inventoryKeys.goods(locationId, scope),
    queryFn: () => get<StockOnHandItem[]>(`inventory/admin/${scope === 'all' ? '' : `${scope}/`}inventory_${locationId}`),
    enabled: locationId !== null,
  });
}

/** Where a transfer of this kind from `fromId` goes; null when the server says there is none (404). */
export function useDestination(fromId: number | null, kind: DestinationKind | null) {
  return useQuery({
    queryKey: inventoryKeys.destination(fromId, kind),
    queryFn: async () => {
      try {
        return await get<InventoryLocationOption>(`inventoryLocations/${fromId}/${kind}`);
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
    void queryClient.invalidateQueries({ queryKey: inventoryKeys.transfers });
    await queryClient.invalidateQueries({ queryKey: inventoryKeys.goodsAll });
  }, [queryClient]);
}

/**
 * Records a movement (`POST inventoryEventPush/{kind}`) under one GUID per submission (useGuid: kept
 * for a retry after an uncertain failure); on its answer what is on hand and the transfer list reload.
 * `resetGuid` frees the GUID when the user starts another movement (a new location).
 */
export function useMovementMutation<B extends object>(kind: MovementKind) {
  const guid = useGuid();
  const reload = useReloadStock();
  const mutation = useMutation({
    mutationFn: (body: B) => guid.run((GuidId) => post<MovementRecorded>(`inventoryEventPush/${kind}`, { GuidId, ...body })),
    onSuccess: () => reload(),
  });
  return { ...mutation, resetGuid: guid.reset };
}

/** POST transfers/_search: a page of the transfer list, newest first (PagedList's query). */
export const transfersSearchQuery = (body: z.input<typeof TransferSearchSchema>) =>
  postPageQuery<TransferListItem>(inventoryKeys.transferList(body), 'transfers/_search', body);

/** The movement types the transfer list filters by (`GET transfers/types`). */
export function useTransferTypes() {
  return useQuery({ queryKey: inventoryKeys.transferTypes, queryFn: () => get<IdName[]>('transfers/types'), staleTime: Infinity });
}

/** One movement with its goods (`GET transfers/{id}/isWastage/{isWastage}`). */
export function useTransfer(id: string, isWastage: boolean) {
  return useQuery({
    queryKey: inventoryKeys.transfer(id, isWastage),
    queryFn: () => get<TransferDetail>(`transfers/${encodeURIComponent(id)}/isWastage/${isWastage}`),
    enabled: !!id,
    retry: false,
  });
}

/** One sale as a report's drill-down links to it (`GET venues/managers/inventorySummary/sale/{id}`). */
export function useSale(id: string) {
  return useQuery({
    queryKey: inventoryKeys.sale(id),
    queryFn: () => get<SaleDetail>(`venues/managers/inventorySummary/sale/${encodeURIComponent(id)}`),
    enabled: !!id,
    retry: false,
  });
}

/** Whether the user may record movements (VenueManager FullAccess; patrons room transfers also PatronRoomManager FullAccess). */
export function useCanMoveStock(patronsRoom = false) {
  const manager = useClaim('VenueManager', 'FullAccess');
  const patronsRoomManager = useClaim('PatronRoomManager', 'FullAccess');
  return manager || (patronsRoom && patronsRoomManager);
}

export const ReadOnlyNotice = 'You can see the stock here but not record movements: that needs the VenueManager claim with full access.';
