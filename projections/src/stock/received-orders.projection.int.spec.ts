import { OrderEventTypes } from '@intermission/contracts';
import { projectionSpec } from '../../test-support/projection-spec';
import { ReceivedOrdersTables, receivedOrdersProjection } from './received-orders.projection';

const spec = projectionSpec(receivedOrdersProjection());
beforeAll(spec.setup);
afterAll(spec.teardown);

const OrderId = 'aaaaaaaa-0000-4000-8000-000000000001';
const goods = [{ GoodId: 5, Qty: '10.00', Cost: '2.4000', CogsTypeId: 1, InventoryAccountTypeId: 2 }];
const amounts = {
  FreightRate: '1',
  SuppliesRate: '0',
  DepositsCost: '0',
  GoodsToReturnCost: '0',
  BilledAmount: '30',
  EstimatedBill: '24.00',
  TotalCost: '25.00',
  PPV: '5.00',
};
const body = (VendorId: number | null, At: string) => ({
  OrderId,
  VenueId: 1,
  VendorId,
  VenueInventoryLocationId: 1,
  ReceivedOrderGoods: goods,
  ...amounts,
  UserId: 7,
  At,
});
const stream = `order-${OrderId}`;
const events = [
  { type: OrderEventTypes.OrderReceived, stream, revision: 0, data: body(null, '2026-11-20T17:00:00.000Z') },
  { type: OrderEventTypes.OrderEdited, stream, revision: 1, data: body(3, '2026-11-20T17:30:00.000Z') },
  {
    type: OrderEventTypes.OrderPosted,
    stream,
    revision: 2,
    data: { OrderId, VenueInventoryLocationId: 1, ReceivedOrderGoods: goods, UserId: 8, At: '2026-11-20T18:00:00.000Z' },
  },
  { type: 'StockMoved', data: {} },
];

describe('the received orders projection', () => {
  it('keeps one row per order: the last edit, its state and Version (the stream revision + 1)', async () => {
    const { rows } = await spec.given(events);
    expect(await rows(ReceivedOrdersTables.orders, '"Id"')).toEqual([
      expect.objectContaining({
        Id: OrderId,
        VendorId: 3,
        Goods: goods,
        TotalCost: '25.00',
        Posted: true,
        PostedBy: 8,
        Deleted: false,
        ReceivedAt: new Date('2026-11-20T17:00:00.000Z'),
        UpdatedAt: new Date('2026-11-20T17:30:00.000Z'),
        Version: 3,
      }),
    ]);
  });

  it('marks a deleted order', async () => {
    const deleted = { type: OrderEventTypes.OrderDeleted, stream, revision: 1, data: { OrderId } };
    const { rows } = await spec.given([events[0]!, deleted]);
    expect(await rows(ReceivedOrdersTables.orders, '"Id"')).toEqual([expect.objectContaining({ Deleted: true, Posted: false, Version: 2 })]);
  });

  it('gives the same table however the runner applies it', async () => {
    const { rows, batchRows } = await spec.given(events);
    expect(await batchRows(ReceivedOrdersTables.orders, '"Id"')).toEqual(await rows(ReceivedOrdersTables.orders, '"Id"'));
  });
});
