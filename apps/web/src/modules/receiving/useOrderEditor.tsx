import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ReceivingMessages, type ReceivedOrder, type StockOnHandItem } from '@intermission/contracts';
import { useClaim } from '../session/useClaim';
import { useStockGoods } from '../stock/api';
import { SubmitButton } from '../ui/form/SubmitButton';
import { notifyError } from '../ui/notify';
import { saveWithConcurrency } from '../ui/saveWithConcurrency';
import { receivedOrderKeys, useOrderVenues, useReceiveOrder, useStandardCosts, useVendors } from './api';
import { decideOrder, emptyOrder, useOrderForm, valuesOfOrder } from './orderForm';

export type OrderSection = 'order' | 'goods' | 'charges' | 'documents';

/**
 * A received order's page state: which section is open (one at a time), the order form it edits
 * (the last loaded copy on opening) shared by the sections, and the save that sends the whole order on its Version.
 */
export function useOrderEditor(id: string, o: ReceivedOrder | undefined) {
  const queryClient = useQueryClient();
  const canEdit = useClaim('VenueManager', 'FullAccess');
  const [open, setOpen] = useState<OrderSection | null>(null);
  const save = useReceiveOrder();
  const { venues } = useOrderVenues();
  const vendors = useVendors();
  const editable = !!o && canEdit && !o.Posted;

  const loaded = (next: ReceivedOrder) => {
    queryClient.setQueryData(receivedOrderKeys.detail(id), next);
    setOpen(null);
  };
  // Every save sends the whole order on its Version; a 409 opens the concurrency dialog.
  const form = useOrderForm(emptyOrder(), async (body, setFieldError) => {
    if (!o) return;
    const decided = decideOrder(body, locationId);
    if (!decided.ok) return notifyError(decided.error);
    await saveWithConcurrency<ReceivedOrder>((version) => save.mutateAsync({ ...decided.body, Id: o.Id, Version: version ?? o.Version }), {
      success: ReceivingMessages.Saved,
      onSaved: loaded,
      onReload: loaded,
      setFieldError,
    });
  });
  // A changed order is a new submission: it gets a GUID of its own.
  const { watch } = form;
  const { resetGuid } = save;
  useEffect(() => {
    const subscription = watch(() => resetGuid());
    return () => subscription.unsubscribe();
  }, [watch, resetGuid]);

  const venueId = watch('VenueId');
  const venue = venues.find((v) => v.VenueId === venueId);
  const locationId = venue?.Id ?? (o && venueId === o.VenueId ? o.VenueInventoryLocationId : null);
  const goods = useStockGoods(open === 'goods' ? locationId : null);
  const standard = useStandardCosts(open === 'goods');

  const section = (s: OrderSection) => ({
    open: open === s,
    canEdit: s === 'documents' ? canEdit : editable,
    onOpen: () => {
      if (o) form.reset(valuesOfOrder(o));
      save.resetGuid();
      setOpen(s);
    },
    onClose: () => setOpen(null),
  });
  // The goods of the venue, and any on the order that are no longer tracked (so they can be taken off).
  const tracked = goods.data ?? [];
  const editGoods: StockOnHandItem[] = [
    ...tracked,
    ...(o?.Goods ?? [])
      .filter((l) => !tracked.some((g) => g.Id === l.GoodId))
      .map((l) => ({ Id: l.GoodId, Name: l.Name, CategoryId: 0, CategoryName: 'No longer tracked', Alcohol: false, Volume: null, QuantityOnHand: 0 })),
  ];

  return {
    open,
    form,
    section,
    saving: save.isPending,
    saveButton: <SubmitButton submitting={save.isPending} />,
    standardCosts: standard.data,
    /** The goods or the standard costs a new line starts with are loading. */
    goodsLoading: goods.isLoading || standard.isLoading,
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
