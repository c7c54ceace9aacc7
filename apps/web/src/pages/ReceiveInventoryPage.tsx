import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ReceivingMessages } from '@intermission/contracts';
import { OrderChargesFields } from '../modules/receiving/OrderChargesFields';
import { OrderGoodsTable } from '../modules/receiving/OrderGoodsTable';
import { OrderPartiesFields } from '../modules/receiving/OrderPartiesFields';
import { OrderTotalsView } from '../modules/receiving/OrderTotalsView';
import { useOrderVenues, useReceiveOrder, useStandardCosts, useVendors } from '../modules/receiving/api';
import { chargeFields, draftTotals, emptyDraft, lineErrors, orderBody, type OrderDraft } from '../modules/receiving/orderDraft';
import { useClaim } from '../modules/session/useClaim';
import { showMovementError } from '../modules/stock/showMovementError';
import { StockMessages } from '../modules/stock/stockMessages';
import { useStockGoods } from '../modules/stock/api';
import { notifyError, notifySuccess } from '../modules/ui/notify';
import { useLeavePrompt } from '../modules/ui/useLeavePrompt';

const positiveId = (text: string | null) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : null;
};

const ReadOnlyNotice = 'You can see this screen but not receive orders: that needs the VenueManager claim with full access.';

/**
 * /receiving/receiveInventory?venueId&vendorId: an order received at a venue, the goods with a
 * quantity and a cost each (the standard cost in force to start with), the charges, and the
 * Estimated Bill, Total Cost and PPV as they are typed. Once received the order's page opens.
 */
export function ReceiveInventoryPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<OrderDraft>(() => emptyDraft(positiveId(params.get('venueId')), positiveId(params.get('vendorId'))));
  const { venues, isLoading: venuesLoading, error: venuesError } = useOrderVenues();
  const vendors = useVendors();
  // A venue or vendor from the address that the user cannot use counts as not chosen.
  const venue = venues.find((v) => v.VenueId === draft.VenueId) ?? null;
  const vendorId = vendors.data && !vendors.data.some((v) => v.Id === draft.VendorId) ? null : draft.VendorId;
  const goods = useStockGoods(venue?.Id ?? null);
  const standard = useStandardCosts();
  const costs = { ...standard.data, ...draft.Cost };
  const receive = useReceiveOrder();
  const saving = receive.isPending;
  const canReceive = useClaim('VenueManager', 'FullAccess');
  const typed = (values: Record<number, string>) => Object.values(values).some((v) => v.trim() !== '');
  const dirty = typed(draft.Qty) || typed(draft.Cost) || chargeFields.some(({ field }) => draft[field].trim() !== '');
  useLeavePrompt(dirty && !saving, StockMessages.LeavePrompt);

  // A changed order is a new submission: it gets a GUID of its own.
  const change = (patch: (d: OrderDraft) => Partial<OrderDraft>) => {
    setDraft((d) => ({ ...d, ...patch(d) }));
    receive.resetGuid();
  };
  const names = new Map((goods.data ?? []).map((g) => [g.Id, g.Name]));

  const handleSubmit = async () => {
    if (!venue) return notifyError('Choose the venue that received the order');
    const decided = orderBody({ ...draft, VendorId: vendorId }, costs, venue.Id, (id) => names.get(id) ?? `Good ${id}`);
    if (!decided.ok) return notifyError(decided.error);
    try {
      const order = await receive.mutateAsync(decided.body);
      notifySuccess(ReceivingMessages.Created);
      navigate(`/receiving/info?id=${order.Id}`);
    } catch (err) {
      showMovementError(err, ReceivingMessages.CreateFailed);
    }
  };

  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={2}>Receive Inventory</Title>
        <Anchor component={Link} to="/receiving/list">
          Manage Orders
        </Anchor>
      </Group>
      {(venuesError || vendors.error) && <Alert color="red">The venues or the vendors could not be loaded.</Alert>}
      <OrderPartiesFields
        venues={venues}
        vendors={vendors.data ?? []}
        venueId={venue?.VenueId ?? null}
        vendorId={vendorId}
        onVenueChange={(VenueId) => change(() => ({ VenueId }))}
        onVendorChange={(VendorId) => change(() => ({ VendorId }))}
        disabled={venuesLoading || saving}
      />
      {!venue ? (
        <Text c="dimmed" mt="md">
          Choose the venue that received the order to see its goods.
        </Text>
      ) : goods.isLoading ? (
        <Loader mt="md" />
      ) : goods.error ? (
        <Alert color="red" mt="md">
          The goods at {venue.Name} could not be loaded.
        </Alert>
      ) : (
        <Stack mt="md">
          <OrderGoodsTable
            goods={goods.data ?? []}
            locationName={venue.Name}
            qty={draft.Qty}
            costs={costs}
            errors={lineErrors(draft, costs)}
            onQtyChange={(id, text) => change((d) => ({ Qty: { ...d.Qty, [id]: text } }))}
            onCostChange={(id, text) => change((d) => ({ Cost: { ...d.Cost, [id]: text } }))}
            disabled={saving}
          />
          <Title order={4}>Charges</Title>
          <OrderChargesFields draft={draft} onChange={(field, text) => change(() => ({ [field]: text }))} disabled={saving} />
          <OrderTotalsView totals={draftTotals(draft, costs)} />
          {canReceive ? (
            <Group>
              <Button onClick={handleSubmit} loading={saving}>
                Receive Order
              </Button>
            </Group>
          ) : (
            <Alert color="yellow">{ReadOnlyNotice}</Alert>
          )}
        </Stack>
      )}
    </>
  );
}
