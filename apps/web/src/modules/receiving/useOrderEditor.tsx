import { Button, Group } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ReceivingMessages } from '@intermission/contracts';
import { useClaim } from '../session/useClaim';
import { useStockGoods } from '../stock/api';
import type { StockGood } from '../stock/stockTypes';
import { notifyError } from '../ui/notify';
import { saveWithConcurrency } from '../ui/saveWithConcurrency';
import { type ReceivedOrder, receivedOrderKeys, useOrderVenues, useReceiveOrder, useStandardCosts, useVendors } from './api';
import { draftOfOrder, emptyDraft, orderBody, type OrderDraft } from './orderDraft';

export type OrderSection = 'order' | 'goods' | 'charges' | 'documents';

/**
 * A received order's page state: which section is open (one at a time), the draft it edits (the
 * last loaded copy on opening), and the save that sends the whole order on its Version.
 */
export function useOrderEditor(id: string, o: ReceivedOrder | undefined) {
  const queryClient = useQueryClient();
  const canEdit = useClaim('VenueManager', 'FullAccess');
  const [open, setOpen] = useState<OrderSection | null>(null);
  const [draft, setDraft] = useState<OrderDraft>(emptyDraft);
  const save = useReceiveOrder();
  const { venues } = useOrderVenues();
  const vendors = useVendors();
  const venue = venues.find((v) => v.VenueId === draft.VenueId);
  const locationId = venue?.Id ?? (o && draft.VenueId === o.VenueId ? o.VenueInventoryLocationId : null);
  const goods = useStockGoods(open === 'goods' ? locationId : null);
  const standard = useStandardCosts(open === 'goods');
  const editable = !!o && canEdit && !o.Posted;

  const loaded = (next: ReceivedOrder) => {
    queryClient.setQueryData(receivedOrderKeys.detail(id), next);
    setOpen(null);
  };
  const section = (s: OrderSection) => ({
    open: open === s,
    canEdit: s === 'documents' ? canEdit : editable,
    onOpen: () => {
      if (o) setDraft(draftOfOrder(o));
      save.resetGuid();
      setOpen(s);
    },
    onClose: () => setOpen(null),
  });
  // A changed order is a new submission: it gets a GUID of its own.
  const change = (patch: (d: OrderDraft) => Partial<OrderDraft>) => {
    setDraft((d) => ({ ...d, ...patch(d) }));
    save.resetGuid();
  };
  const costs = { ...standard.data, ...draft.Cost };
  // The goods of the venue, and any on the order that are no longer tracked (so they can be taken off).
  const tracked = goods.data ?? [];
  const editGoods: StockGood[] = [
    ...tracked,
    ...(o?.Goods ?? [])
      .filter((l) => !tracked.some((g) => g.Id === l.GoodId))
      .map((l) => ({ Id: l.GoodId, Name: l.Name, CategoryId: null, CategoryName: 'No longer tracked', Alcohol: false, Volume: null, QuantityOnHand: '0' })),
  ];
  const nameOf = (goodId: number) => editGoods.find((g) => g.Id === goodId)?.Name ?? `Good ${goodId}`;

  // Every save sends the whole order on its Version; a 409 opens the concurrency dialog.
  const handleSave = async () => {
    if (!o) return;
    const decided = orderBody(draft, costs, locationId, nameOf);
    if (!decided.ok) return notifyError(decided.error);
    await saveWithConcurrency<ReceivedOrder>((version) => save.mutateAsync({ Id: o.Id, Version: version ?? o.Version, ...decided.body }), {
      success: ReceivingMessages.Saved,
      onSaved: loaded,
      onReload: loaded,
    });
  };
  const saveButton = (
    <Group mt="sm">
      <Button onClick={() => void handleSave()} loading={save.isPending}>
        Save
      </Button>
    </Group>
  );

  return {
    open,
    draft,
    change,
    section,
    saving: save.isPending,
    saveButton,
    costs,
    editGoods,
    goods,
    venue,
    venues,
    vendors: vendors.data ?? [],
    loaded,
    editable,
  };
}

export type OrderEditor = ReturnType<typeof useOrderEditor>;
