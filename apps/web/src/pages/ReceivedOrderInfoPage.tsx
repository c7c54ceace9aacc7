import { Alert, Anchor, Badge, Button, Grid, Group, Loader, SimpleGrid, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatCurrency, ReceivingMessages } from '@intermission/contracts';
import { ApiError } from '../modules/api/ApiError';
import { DocumentsPanel } from '../modules/documents/DocumentsPanel';
import { OrderChargesFields } from '../modules/receiving/OrderChargesFields';
import { OrderGoodsTable } from '../modules/receiving/OrderGoodsTable';
import { OrderLinesTable } from '../modules/receiving/OrderLinesTable';
import { OrderPartiesFields } from '../modules/receiving/OrderPartiesFields';
import { OrderTotalsView } from '../modules/receiving/OrderTotalsView';
import { type ReceivedOrder, receivedOrderKeys, useOrderVenues, useReceivedOrder, useReceiveOrder, useStandardCosts, useVendors } from '../modules/receiving/api';
import { chargeFields, draftOfOrder, draftTotals, emptyDraft, lineErrors, orderBody, type OrderDraft } from '../modules/receiving/orderDraft';
import { useOrderActions } from '../modules/receiving/useOrderActions';
import { useClaim } from '../modules/session/useClaim';
import type { StockGood } from '../modules/stock/stockTypes';
import { useStockGoods } from '../modules/stock/api';
import { DetailSection } from '../modules/ui/DetailSection';
import { formatDateTime } from '../modules/ui/formatDateTime';
import { notifyError } from '../modules/ui/notify';
import { saveWithConcurrency } from '../modules/ui/saveWithConcurrency';
import { fact } from '../modules/ui/Fact';

type Section = 'order' | 'goods' | 'charges' | 'documents' | null;

/**
 * /receiving/info?id: a received order in sections opening one at a time — the venue and vendor,
 * the goods, the charges and totals — editable until it is posted; posting, deleting, and the
 * latest 3 documents.
 */
export function ReceivedOrderInfoPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const queryClient = useQueryClient();
  const canEdit = useClaim('VenueManager', 'FullAccess');
  const canDeletePosted = useClaim('CanDeletePostedOrders', 'FullAccess');
  const order = useReceivedOrder(id);
  const o = order.data;
  const [open, setOpen] = useState<Section>(null);
  const [draft, setDraft] = useState<OrderDraft>(emptyDraft);
  const save = useReceiveOrder();
  const saving = save.isPending;
  const { venues } = useOrderVenues();
  const vendors = useVendors();
  const venue = venues.find((v) => v.VenueId === draft.VenueId);
  const locationId = venue?.Id ?? (o && draft.VenueId === o.VenueId ? o.VenueInventoryLocationId : null);
  const goods = useStockGoods(open === 'goods' ? locationId : null);
  const standard = useStandardCosts(open === 'goods');

  const loaded = (next: ReceivedOrder) => {
    queryClient.setQueryData(receivedOrderKeys.detail(id), next);
    setOpen(null);
  };
  const actions = useOrderActions(loaded);

  const back = (
    <Anchor component={Link} to="/receiving/list">
      Manage Orders
    </Anchor>
  );
  if (!id || (order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400)))
    return (
      <>
        <Alert color="red" mb="md">
          This order could not be found.
        </Alert>
        {back}
      </>
    );
  if (order.isLoading) return <Loader />;
  if (order.error || !o) return <Alert color="red">This order could not be loaded.</Alert>;

  const editable = canEdit && !o.Posted;
  const section = (s: Exclude<Section, null>) => ({
    open: open === s,
    canEdit: s === 'documents' ? canEdit : editable,
    onOpen: () => {
      // Opening restores the last loaded copy into the form.
      setDraft(draftOfOrder(o));
      save.resetGuid();
      setOpen(s);
    },
    onClose: () => setOpen(null),
  });
  const change = (patch: (d: OrderDraft) => Partial<OrderDraft>) => {
    setDraft((d) => ({ ...d, ...patch(d) }));
    save.resetGuid();
  };
  const costs = { ...standard.data, ...draft.Cost };
  // The goods of the venue, and any on the order that are no longer tracked (so they can be taken off).
  const tracked = goods.data ?? [];
  const editGoods: StockGood[] = [
    ...tracked,
    ...o.Goods.filter((l) => !tracked.some((g) => g.Id === l.GoodId)).map((l) => ({
      Id: l.GoodId,
      Name: l.Name,
      CategoryId: null,
      CategoryName: 'No longer tracked',
      Alcohol: false,
      Volume: null,
      QuantityOnHand: '0',
    })),
  ];
  const nameOf = (goodId: number) => editGoods.find((g) => g.Id === goodId)?.Name ?? `Good ${goodId}`;

  // Every save sends the whole order on its Version; a 409 opens the concurrency dialog.
  const handleSave = async () => {
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
      <Button onClick={handleSave} loading={saving}>
        Save
      </Button>
    </Group>
  );

  return (
    <>
      <Group justify="space-between" mb="md">
        <Group>
          <Title order={2}>Received Order</Title>
          {o.Posted ? <Badge color="green">Posted</Badge> : <Badge color="yellow">Unposted</Badge>}
        </Group>
        <Group>
          {back}
          {editable && (
            <Button onClick={() => actions.handlePost(o)} loading={actions.busy} disabled={open !== null && open !== 'documents'}>
              Post
            </Button>
          )}
          {editable && (
            <Button variant="light" color="red" onClick={() => actions.handleDelete(o)} disabled={actions.busy}>
              Delete
            </Button>
          )}
          {o.Posted && canDeletePosted && (
            <Button variant="light" color="red" onClick={() => actions.handleDelete(o)} disabled={actions.busy}>
              Delete Posted
            </Button>
          )}
        </Group>
      </Group>
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <DetailSection
            title="Order"
            {...section('order')}
            view={
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {fact('Venue', o.VenueName, { named: true })}
                {fact('Vendor', o.VendorName ?? '', { named: true })}
                {fact('Received', formatDateTime(o.ReceivedAt), { named: true })}
                {fact('Posted on', o.PostedAt ? formatDateTime(o.PostedAt) : 'Not yet', { named: true })}
              </SimpleGrid>
            }
            edit={
              <>
                <OrderPartiesFields
                  venues={venues}
                  vendors={vendors.data ?? []}
                  venueId={draft.VenueId}
                  vendorId={draft.VendorId}
                  currentVendor={o.VendorId ? { Id: o.VendorId, Name: o.VendorName ?? `Vendor ${o.VendorId}` } : null}
                  onVenueChange={(VenueId) => change(() => ({ VenueId }))}
                  onVendorChange={(VendorId) => change(() => ({ VendorId }))}
                  disabled={saving}
                />
                {saveButton}
              </>
            }
          />
          <DetailSection
            title="Goods"
            {...section('goods')}
            view={<OrderLinesTable lines={o.Goods} />}
            edit={
              goods.isLoading ? (
                <Loader />
              ) : goods.error ? (
                <Alert color="red">The goods of {o.VenueName} could not be loaded.</Alert>
              ) : (
                <Stack>
                  <OrderGoodsTable
                    goods={editGoods}
                    locationName={venue?.Name ?? o.VenueName}
                    qty={draft.Qty}
                    costs={costs}
                    errors={lineErrors(draft, costs)}
                    onQtyChange={(goodId, text) => change((d) => ({ Qty: { ...d.Qty, [goodId]: text } }))}
                    onCostChange={(goodId, text) => change((d) => ({ Cost: { ...d.Cost, [goodId]: text } }))}
                    disabled={saving}
                  />
                  <OrderTotalsView totals={draftTotals(draft, costs)} />
                  {saveButton}
                </Stack>
              )
            }
          />
          <DetailSection
            title="Charges & Totals"
            {...section('charges')}
            view={
              <Stack>
                <SimpleGrid cols={{ base: 2, sm: 5 }}>{chargeFields.map(({ field, label }) => fact(label, formatCurrency(o[field])))}</SimpleGrid>
                <OrderTotalsView totals={o} />
              </Stack>
            }
            edit={
              <Stack>
                <OrderChargesFields draft={draft} onChange={(field, text) => change(() => ({ [field]: text }))} disabled={saving} />
                <OrderTotalsView totals={draftTotals(draft, costs)} />
                {saveButton}
              </Stack>
            }
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <DocumentsPanel owner={`received-orders/${o.Id}`} allPath={`/receiving/docs?id=${o.Id}`} {...section('documents')} />
        </Grid.Col>
      </Grid>
    </>
  );
}
