import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Decimal from 'decimal.js';
import { del, get, post } from '../api/apiClient';
import type { StockLocation } from '../stock/stockTypes';
import { useReloadStock, useStockLocations } from '../stock/api';
import { useGuid } from '../stock/useGuid';
import type { OrderBody } from './orderDraft';

/** A received order as `GET received-orders/{id}` and the receiving pushes answer it (document 3 §3). */
export interface ReceivedOrder {
  Id: string;
  VenueId: number;
  VenueName: string;
  VendorId: number | null;
  VendorName: string | null;
  VenueInventoryLocationId: number;
  Goods: { GoodId: number; Name: string; Qty: string; Cost: string; CogsTypeId: number; InventoryAccountTypeId: number }[];
  FreightRate: string;
  SuppliesRate: string;
  DepositsCost: string;
  GoodsToReturnCost: string;
  BilledAmount: string;
  EstimatedBill: string;
  TotalCost: string;
  PPV: string;
  Posted: boolean;
  Deleted: boolean;
  CreatedBy: number;
  PostedBy: number | null;
  ReceivedAt: string;
  UpdatedAt: string;
  PostedAt: string | null;
  Version: number;
}

/** A row of `POST received-orders/_search`. */
export interface ReceivedOrderRow {
  Id: string;
  VenueId: number;
  VenueName: string;
  VendorId: number | null;
  VendorName: string | null;
  Posted: boolean;
  EstimatedBill: string;
  TotalCost: string;
  BilledAmount: string;
  PPV: string;
  ReceivedAt: string;
  PostedAt: string | null;
  Version: number;
}

/** What inventoryEventPush/receiving, post/receiving and the deletes answer. */
export interface OrderAnswer {
  Message: string;
  Order: ReceivedOrder;
}

/** Query keys named after the API path: the list (PagedList's key) and one order share the prefix. */
export const receivedOrderKeys = {
  list: 'received-orders',
  detail: (id: string) => ['received-orders', id] as const,
};

const orderPath = {
  push: 'inventoryEventPush/receiving',
  post: 'inventoryEventPush/post/receiving',
  delete: (id: string, posted: boolean) => `inventoryEventPush/receiving/${posted ? 'posted/' : ''}${encodeURIComponent(id)}`,
};

/** What inventoryEventPush/receiving takes besides its GUID: a new order, or (with Id and Version) a change to one. */
export type ReceivingBody = OrderBody & { Id?: string; Version?: number };

/**
 * Receives an order or saves a change to one (`POST inventoryEventPush/receiving`) under one GUID per
 * submission; the answer becomes the cached order and the lists reload. `resetGuid` after the user changes the order.
 */
export function useReceiveOrder() {
  const queryClient = useQueryClient();
  const guid = useGuid();
  const mutation = useMutation({
    mutationFn: async (body: ReceivingBody) => (await guid.run((GuidId) => post<OrderAnswer>(orderPath.push, { GuidId, ...body }))).Order,
    onSuccess: (order) => {
      queryClient.setQueryData(receivedOrderKeys.detail(order.Id), order);
      void invalidateOrderLists(queryClient);
    },
  });
  return { ...mutation, resetGuid: guid.reset };
}

/** Posts an order on the Version it was read at (`POST inventoryEventPush/post/receiving`); stock and the lists reload. */
export function usePostOrder() {
  const queryClient = useQueryClient();
  const reloadStock = useReloadStock();
  const guid = useGuid();
  return useMutation({
    mutationFn: async (order: ReceivedOrder) =>
      (await guid.run((GuidId) => post<OrderAnswer>(orderPath.post, { GuidId, Id: order.Id, Version: order.Version }))).Order,
    onSuccess: (order) => {
      queryClient.setQueryData(receivedOrderKeys.detail(order.Id), order);
      void invalidateOrderLists(queryClient);
      void reloadStock();
    },
  });
}

/** Deletes an order (a posted one through its own call, taking its goods back out of stock). */
export function useDeleteOrder() {
  const queryClient = useQueryClient();
  const reloadStock = useReloadStock();
  return useMutation({
    mutationFn: (order: ReceivedOrder) => del<OrderAnswer>(orderPath.delete(order.Id, order.Posted)),
    onSuccess: (_answer, order) => {
      queryClient.removeQueries({ queryKey: receivedOrderKeys.detail(order.Id) });
      void invalidateOrderLists(queryClient);
      if (order.Posted) void reloadStock();
    },
  });
}

export function useReceivedOrder(id: string) {
  return useQuery({
    queryKey: receivedOrderKeys.detail(id),
    queryFn: () => get<ReceivedOrder>(`received-orders/${encodeURIComponent(id)}`),
    enabled: !!id,
    retry: false,
  });
}

/** The venues the user may receive at: their venue inventory locations (`Kind` 'venue'). */
export function useOrderVenues(): { venues: StockLocation[]; isLoading: boolean; error: unknown } {
  const locations = useStockLocations();
  return { venues: (locations.data ?? []).filter((l) => l.Kind === 'venue'), isLoading: locations.isLoading, error: locations.error };
}

/** Active vendors (`GET vendors/dropDown`). */
export function useVendors() {
  return useQuery({ queryKey: ['vendors/dropDown'], queryFn: () => get<{ Id: number; Name: string }[]>('vendors/dropDown'), staleTime: 60_000 });
}

/**
 * The standard cost in force per good, as the text a cost input starts with
 * (`GET goods/getStandardCosts`); goods without a cost are left out.
 */
export function useStandardCosts(enabled = true) {
  return useQuery({
    queryKey: ['goods/getStandardCosts', 'all'],
    queryFn: async () => {
      const rows = await get<{ GoodId: number; Name: string; Cost: string | null }[]>('goods/getStandardCosts?q=*&skip=0&take=9999');
      return Object.fromEntries(rows.flatMap((r) => (r.Cost === null || r.Cost === '' ? [] : [[r.GoodId, amountText(r.Cost)]]))) as Record<number, string>;
    },
    enabled,
    staleTime: 60_000,
  });
}

/** An amount as an input shows it: at least 2 decimals, trailing zeros beyond them dropped ('0.7500' as 0.75). */
export function amountText(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = new Decimal(value);
  return d.isNaN() ? String(value) : d.toFixed(Math.max(2, d.decimalPlaces()));
}

/** Marks the order lists stale (not the orders themselves, which the screens keep up to date). */
export function invalidateOrderLists(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: [receivedOrderKeys.list], predicate: (q) => typeof q.queryKey[1] !== 'string' });
}
