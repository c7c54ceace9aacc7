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

  // Several events of one order in a batch, orders whose row an earlier batch wrote, a post or
  // delete of an order with no row (changes nothing), an edit after the post.
  const second = 'aaaaaaaa-0000-4000-8000-000000000002';
  const third = 'aaaaaaaa-0000-4000-8000-000000000003';
  const of = (id: string, data: object) => ({ ...data, OrderId: id });
  const many = [
    { type: OrderEventTypes.OrderPosted, stream: `order-${third}`, revision: 0, data: of(third, events[2]!.data) },
    events[0]!,
    { type: OrderEventTypes.OrderReceived, stream: `order-${second}`, revision: 0, data: of(second, body(4, '2026-11-20T16:00:00.000Z')) },
    events[1]!,
    { type: OrderEventTypes.OrderEdited, stream: `order-${second}`, revision: 1, data: of(second, { ...body(5, '2026-11-20T16:10:00.000Z'), UserId: 9 }) },
    events[2]!,
    { type: OrderEventTypes.OrderEdited, stream, revision: 3, data: { ...body(6, '2026-11-20T18:30:00.000Z'), UserId: 9, TotalCost: '26.50' } },
    { type: OrderEventTypes.OrderDeleted, stream: `order-${second}`, revision: 2, data: { OrderId: second } },
    { type: OrderEventTypes.OrderDeleted, stream: `order-${third}`, revision: 1, data: { OrderId: third } },
    { type: OrderEventTypes.OrderEdited, stream: `order-${second}`, revision: 3, data: of(second, body(7, '2026-11-20T19:00:00.000Z')) },
  ];

  it('folds several events of one order in a batch, and across batches, to the rows of event-by-event apply', async () => {
    for (const batchSize of [undefined, 1, 2, 3, 4]) {
      const { rows, batchRows } = await spec.given(many, { batchSize });
      const oneByOne = await rows(ReceivedOrdersTables.orders, '"Id"');
      expect(oneByOne).toEqual([
        expect.objectContaining({ Id: OrderId, VendorId: 6, TotalCost: '26.50', Posted: true, PostedBy: 8, CreatedBy: 7, Version: 4 }),
        expect.objectContaining({
          Id: second,
          VendorId: 7,
          Deleted: true,
          Posted: false,
          CreatedBy: 7,
          UpdatedAt: new Date('2026-11-20T19:00:00.000Z'),
          Version: 4,
        }),
      ]);
      expect({ batchSize, rows: await batchRows(ReceivedOrdersTables.orders, '"Id"') }).toEqual({ batchSize, rows: oneByOne });
    }
  });
});
