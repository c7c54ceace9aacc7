import { Alert, Anchor, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ReceivingMessages } from '@intermission/contracts';
import { OrderChargesFields } from '../modules/receiving/OrderChargesFields';
import { OrderFormTotals } from '../modules/receiving/OrderFormTotals';
import { OrderGoodsFields } from '../modules/receiving/OrderGoodsFields';
import { OrderPartiesFields } from '../modules/receiving/OrderPartiesFields';
import { useOrderVenues, useReceiveOrder, useStandardCosts, useVendors } from '../modules/receiving/api';
import { chargeFields, decideOrder, emptyOrder, useOrderForm } from '../modules/receiving/orderForm';
import { useClaim } from '../modules/session/useClaim';
import { movementRefusal, StockMessages } from '../modules/stock/stockMessages';
import { useStockGoods } from '../modules/stock/api';
import { SubmitButton } from '../modules/ui/form/SubmitButton';
import { notifyError, notifySuccess } from '../modules/ui/notify';
import { showApiError } from '../modules/ui/showApiError';
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
  const { venues, isLoading: venuesLoading, error: venuesError } = useOrderVenues();
  const vendors = useVendors();
  const standard = useStandardCosts();
  const receive = useReceiveOrder();
  const form = useOrderForm(emptyOrder(positiveId(params.get('venueId')), positiveId(params.get('vendorId'))), async (body) => {
    if (!venue) return notifyError('Choose the venue that received the order');
    const decided = decideOrder({ ...body, VendorId: vendorId }, venue.Id);
    if (!decided.ok) return notifyError(decided.error);
    try {
      const order = await receive.mutateAsync(decided.body);
      notifySuccess(ReceivingMessages.Created);
      navigate(`/receiving/info?id=${order.Id}`);
    } catch (err) {
      showApiError(err, ReceivingMessages.CreateFailed, { ownMessageOn: movementRefusal });
    }
  });
  const values = form.watch();
  // A venue or vendor from the address that the user cannot use counts as not chosen.
  const venue = venues.find((v) => v.VenueId === values.VenueId) ?? null;
  const vendorId = vendors.data && !vendors.data.some((v) => v.Id === values.VendorId) ? null : (values.VendorId ?? null);
  const goods = useStockGoods(venue?.Id ?? null);
  const saving = receive.isPending;
  const canReceive = useClaim('VenueManager', 'FullAccess');
  const dirty = (values.ReceivedOrderGoods ?? []).length > 0 || chargeFields.some(({ field }) => values[field] !== undefined);
  useLeavePrompt(dirty && !saving, StockMessages.LeavePrompt);

  // A changed order is a new submission: it gets a GUID of its own.
  const { watch } = form;
  const { resetGuid } = receive;
  useEffect(() => {
    const subscription = watch(() => resetGuid());
    return () => subscription.unsubscribe();
  }, [watch, resetGuid]);

  return (
    <form onSubmit={form.submit} noValidate>
      <Group justify="space-between" mb="md">
        <Title order={2}>Receive Inventory</Title>
        <Anchor component={Link} to="/receiving/list">
          Manage Orders
        </Anchor>
      </Group>
      {(venuesError || vendors.error) && <Alert color="red">The venues or the vendors could not be loaded.</Alert>}
      <OrderPartiesFields form={form} venues={venues} vendors={vendors.data ?? []} disabled={venuesLoading || saving} />
      {!venue ? (
        <Text c="dimmed" mt="md">
          Choose the venue that received the order to see its goods.
        </Text>
      ) : goods.isLoading || standard.isLoading ? (
        <Loader mt="md" />
      ) : goods.error ? (
        <Alert color="red" mt="md">
          The goods at {venue.Name} could not be loaded.
        </Alert>
      ) : (
        <Stack mt="md">
          <OrderGoodsFields form={form} goods={goods.data ?? []} locationName={venue.Name} standardCosts={standard.data} disabled={saving} />
          <Title order={4}>Charges</Title>
          <OrderChargesFields form={form} disabled={saving} />
          <OrderFormTotals form={form} />
          {canReceive ? <SubmitButton submitting={saving} label="Receive Order" mt={0} /> : <Alert color="yellow">{ReadOnlyNotice}</Alert>}
        </Stack>
      )}
    </form>
  );
}
