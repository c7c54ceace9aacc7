import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Decimal from 'decimal.js';
import { del, get, post } from '../api/apiClient';
import { postPageQuery } from '../api/listPage';
import { queryKeys } from '../api/queryKeys';
import type {
  IdName,
  InventoryLocationOption,
  OrderRecorded,
  ReceivedOrder,
  ReceivedOrderListItem,
  ReceivedOrderSearchSchema,
  ReceivingPushSchema,
} from '@intermission/contracts';
import type { z } from 'zod';
import { type StandardCost, useAllStandardCostsQuery } from '../goods/api';
import { useReloadStock, useStockLocations } from '../stock/api';
import { useGuid } from '../api/useGuid';
import { vendorKeys } from '../vendors/api';

/** Query keys named after the API path: the list's pages and the orders. */
export const receivedOrderKeys = queryKeys('received-orders');

/** POST received-orders/_search: a page of the received orders list (PagedList's query). */
export const receivedOrdersSearchQuery = (body: z.input<typeof ReceivedOrderSearchSchema>) =>
  postPageQuery<ReceivedOrderListItem>(receivedOrderKeys.list(body), 'received-orders/_search', body);

const orderPath = {
  detail: (id: string) => `received-orders/${encodeURIComponent(id)}`,
  push: 'inventoryEventPush/receiving',
  post: 'inventoryEventPush/post/receiving',
  delete: (id: string, posted: boolean) => `inventoryEventPush/receiving/${posted ? 'posted/' : ''}${encodeURIComponent(id)}`,
};

/**
 * The order an answer carries. The server leaves it out when its read tables had not caught up within
 * its wait (the write stands): a known order is then read again; a new one cannot be, so the user is sent to the list.
 */
async function answeredOrder(answer: OrderRecorded, id: string | undefined): Promise<ReceivedOrder> {
  if (answer.Order) return answer.Order;
  if (id) return get<ReceivedOrder>(orderPath.detail(id));
  throw new Error(`${answer.Message} It is not in the received orders list yet; look for it there in a moment.`);
}

/** What inventoryEventPush/receiving takes besides its GUID: a new order, or (with Id and Version) a change to one. */
export type ReceivingBody = Omit<z.input<typeof ReceivingPushSchema>, 'GuidId'>;

/**
 * Receives an order or saves a change to one (`POST inventoryEventPush/receiving`) under one GUID per
 * submission; the answer becomes the cached order and the lists reload. `resetGuid` after the user changes the order.
 */
export function useReceiveOrder() {
  const queryClient = useQueryClient();
  const guid = useGuid();
  const mutation = useMutation({
    mutationFn: async (body: ReceivingBody) =>
      answeredOrder(await guid.run((GuidId) => post<OrderRecorded>(orderPath.push, { GuidId, ...body })), body.Id ?? undefined),
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
      answeredOrder(await guid.run((GuidId) => post<OrderRecorded>(orderPath.post, { GuidId, Id: order.Id, Version: order.Version })), order.Id),
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
    mutationFn: (order: ReceivedOrder) => del<OrderRecorded>(orderPath.delete(order.Id, order.Posted)),
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
    queryFn: () => get<ReceivedOrder>(orderPath.detail(id)),
    enabled: !!id,
    retry: false,
  });
}

/** The venues the user may receive at: their venue inventory locations (`Kind` 'venue'). */
export function useOrderVenues(): { venues: InventoryLocationOption[]; isLoading: boolean; error: unknown } {
  const locations = useStockLocations();
  return { venues: (locations.data ?? []).filter((l) => l.Kind === 'venue'), isLoading: locations.isLoading, error: locations.error };
}

/** Active vendors (`GET vendors/dropDown`). */
export function useVendors() {
  return useQuery({ queryKey: vendorKeys.of('dropDown'), queryFn: () => get<IdName[]>('vendors/dropDown'), staleTime: 60_000 });
}

/**
 * The standard cost in force per good, as the text a cost input starts with
 * (`GET goods/getStandardCosts`); goods without a cost are left out.
 */
export function useStandardCosts(enabled = true) {
  return useAllStandardCostsQuery(costTexts, enabled);
}

const costTexts = (rows: StandardCost[]) =>
  Object.fromEntries(rows.flatMap((r) => (r.Cost === null ? [] : [[r.GoodId, amountText(r.Cost)]]))) as Record<number, string>;

/** An amount as an input shows it: at least 2 decimals, trailing zeros beyond them dropped ('0.7500' as 0.75). */
export function amountText(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = new Decimal(value);
  return d.isNaN() ? String(value) : d.toFixed(Math.max(2, d.decimalPlaces()));
}

/** Marks the order lists stale (not the orders themselves, which the screens keep up to date). */
export function invalidateOrderLists(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: receivedOrderKeys.lists() });
}
