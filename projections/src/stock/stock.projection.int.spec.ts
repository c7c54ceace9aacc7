import { CountSaleEventTypes, MovementType, OrderEventTypes, StockEventTypes } from '@intermission/contracts';
import { projectionSpec } from '../../test-support/projection-spec';
import { StockTables, stockProjection } from './stock.projection';

const spec = projectionSpec(stockProjection());
beforeAll(spec.setup);
afterAll(spec.teardown);

/** A date column as node-postgres gives it (local midnight) back as its day. */
const localDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const accounts = { CogsTypeId: 1, InventoryAccountTypeId: 2 };
const moved = (TransferId: string, TypeId: number, from: number | null, to: number | null, Qty: string) => ({
  type: StockEventTypes.StockMoved,
  id: TransferId,
  data: {
    TransferId,
    TypeId,
    FromInventoryLocationId: from,
    ToInventoryLocationId: to,
    Lines: [{ GoodId: 5, Qty, CostPerGood: '2.5000', ...accounts }],
    PosUserId: null,
    WastageReasonId: TypeId === MovementType.Wastage ? 3 : null,
    Notes: '',
    TransferDate: '2026-11-20T18:00:00.000Z',
    UserId: 7,
  },
});
const order = (type: string, id: string, extra: object = {}) => ({
  type,
  id,
  data: {
    OrderId: 'aaaaaaaa-0000-4000-8000-000000000001',
    VenueInventoryLocationId: 1,
    ReceivedOrderGoods: [{ GoodId: 5, Qty: '10.00', Cost: '2.4000', ...accounts }],
    UserId: 7,
    At: '2026-11-20T17:00:00.000Z',
    ...extra,
  },
});
const sale = (SaleId: string, ReduceInventory: boolean) => ({
  type: CountSaleEventTypes.SaleRecorded,
  // A whole v1 sale as stored before sales v2 (read through its upcaster).
  data: {
    SaleId,
    VenueId: 1,
    SalesLocationId: 3,
    InventoryLocationId: 2,
    ShowEvent: null,
    StationId: null,
    IsRefund: false,
    ReduceInventory,
    PosUserId: 4,
    UserId: 7,
    SaleDate: '2026-11-20T19:00:00.000Z',
    Total: '9.00',
    SaleKits: [{ KitId: 8, Qty: '1.5', SalePricePerKit: '6.00', CostPerKit: '2.5000' }],
    SaleGoods: [{ GoodId: 5, KitId: 8, Qty: '1.50', CostPerGood: '2.5000', ...accounts }],
  },
});
const events = [
  order(OrderEventTypes.OrderPosted, 'bbbbbbbb-0000-4000-8000-000000000001'),
  moved('cccccccc-0000-4000-8000-000000000001', MovementType.Inventory, 1, 2, '4.00'),
  moved('cccccccc-0000-4000-8000-000000000002', MovementType.Wastage, 1, null, '1.00'),
  sale('dddddddd-0000-4000-8000-000000000001', true),
  sale('dddddddd-0000-4000-8000-000000000002', false),
  order(OrderEventTypes.OrderDeleted, 'bbbbbbbb-0000-4000-8000-000000000002', { Posted: false }),
  { type: 'SomethingElse', data: {} },
];

describe('the stock projection', () => {
  it('keeps on hand per location and good, a signed row per side of each line, and a row per movement', async () => {
    const { rows } = await spec.given(events);
    expect(await rows(StockTables.onHand, '"LocationId"')).toEqual([
      { LocationId: 1, GoodId: 5, Qty: '5' },
      { LocationId: 2, GoodId: 5, Qty: '2.5' },
    ]);
    const movements = await rows(StockTables.movements, '"Position", "Qty"');
    expect(movements.map((m) => [m.TypeId, m.LocationId, m.Qty])).toEqual([
      [MovementType.Received, 1, '10.00'],
      [MovementType.Inventory, 1, '-4.00'],
      [MovementType.Inventory, 2, '4.00'],
      [MovementType.Wastage, 1, '-1.00'],
      [MovementType.Sale, 2, '-1.50'],
    ]);
    expect(movements[4]).toEqual({
      TransferId: 'dddddddd-0000-4000-8000-000000000001',
      TypeId: MovementType.Sale,
      LocationId: 2,
      OtherLocationId: null,
      GoodId: 5,
      Qty: '-1.50',
      CostPerGood: '2.5000',
      CogsTypeId: 1,
      InventoryAccountTypeId: 2,
      TransferDate: new Date('2026-11-20T19:00:00.000Z'),
      PosUserId: 4,
      UserId: 7,
      WastageReasonId: null,
      Position: '100:4',
    });
    expect(await rows(StockTables.transfers, '"Position"')).toEqual([
      expect.objectContaining({ TypeId: MovementType.Inventory, FromLocationId: 1, ToLocationId: 2, LineCount: 1, TotalCost: '10.0000' }),
      expect.objectContaining({ TypeId: MovementType.Wastage, FromLocationId: 1, ToLocationId: null, WastageReasonId: 3, TotalCost: '2.5000' }),
    ]);
  });

  it('takes a deleted posted order’s goods back out', async () => {
    const { rows } = await spec.given([
      order(OrderEventTypes.OrderPosted, 'bbbbbbbb-0000-4000-8000-000000000001'),
      order(OrderEventTypes.OrderDeleted, 'bbbbbbbb-0000-4000-8000-000000000002', { Posted: true }),
    ]);
    expect(await rows(StockTables.onHand, '"LocationId"')).toEqual([{ LocationId: 1, GoodId: 5, Qty: '0' }]);
  });

  it('gives the same tables through applyBatch as event by event (the runner relies on it)', async () => {
    const { rows, batchRows } = await spec.given(events);
    for (const [table, order] of [
      [StockTables.onHand, '"LocationId", "GoodId"'],
      [StockTables.movements, '"Position", "LocationId"'],
      [StockTables.transfers, '"Position"'],
      [StockTables.monthly, '"LocationId", "GoodId", "Month"'],
    ] as const)
      expect(await batchRows(table, order)).toEqual(await rows(table, order));
  });

  it('keeps the net per location, good and UTC month, back-dated movements included, and fills it from the movements when the table is new', async () => {
    const at = (e: ReturnType<typeof moved>, TransferDate: string) => ({ ...e, data: { ...e.data, TransferDate } });
    const run = [
      at(moved('cccccccc-0000-4000-8000-000000000021', MovementType.Inventory, null, 2, '8.50'), '2026-10-31T23:59:59.999Z'),
      at(moved('cccccccc-0000-4000-8000-000000000022', MovementType.Inventory, 2, 1, '1.25'), '2026-11-01T00:00:00.000Z'),
      at(moved('cccccccc-0000-4000-8000-000000000023', MovementType.Wastage, 2, null, '0.25'), '2026-11-30T12:00:00.000Z'),
      // Recorded later, dated in October: it adds to October's net.
      at(moved('cccccccc-0000-4000-8000-000000000024', MovementType.GainLost, null, 2, '1.50'), '2026-10-02T08:00:00.000Z'),
    ];
    for (const batchSize of [undefined, 1, 3]) {
      const { rows, batchRows, setupWithout } = await spec.given(run, { batchSize });
      const expected = [
        { LocationId: 1, GoodId: 5, Month: '2026-11-01', Qty: '1.25' },
        { LocationId: 2, GoodId: 5, Month: '2026-10-01', Qty: '10' },
        { LocationId: 2, GoodId: 5, Month: '2026-11-01', Qty: '-1.5' },
      ];
      const monthly = async (read: typeof rows) =>
        (await read(StockTables.monthly, '"LocationId", "GoodId", "Month"')).map((r) => ({ ...r, Month: localDay(r.Month as Date) }));
      expect({ batchSize, rows: await monthly(batchRows) }).toEqual({ batchSize, rows: expected });
      expect(await monthly(rows)).toEqual(expected);
      // A version made before the table existed: its first setup fills it from the movements.
      await setupWithout([StockTables.monthly]);
      expect(await monthly(rows)).toEqual(expected);
    }
  });

  it('gives the same rows, to the text of each figure, however a run of movements on the same goods is cut into batches', async () => {
    const run = [
      moved('cccccccc-0000-4000-8000-000000000011', MovementType.Inventory, null, 2, '8.50'),
      order(OrderEventTypes.OrderPosted, 'bbbbbbbb-0000-4000-8000-000000000011'),
      moved('cccccccc-0000-4000-8000-000000000012', MovementType.Inventory, 1, 2, '1.50'),
      sale('dddddddd-0000-4000-8000-000000000011', true),
      moved('cccccccc-0000-4000-8000-000000000013', MovementType.GainLost, null, 2, '1.50'),
      sale('dddddddd-0000-4000-8000-000000000012', false),
      moved('cccccccc-0000-4000-8000-000000000014', MovementType.Wastage, 1, null, '8.50'),
      order(OrderEventTypes.OrderDeleted, 'bbbbbbbb-0000-4000-8000-000000000012', { Posted: true }),
    ];
    for (const batchSize of [undefined, 1, 2, 3, 5]) {
      const { rows, batchRows } = await spec.given(run, { batchSize });
      // 8.50 + 1.50 arrives at 10 one event at a time or in one sum: stored as 10 either way.
      expect(await rows(StockTables.onHand, '"LocationId"')).toEqual([
        { LocationId: 1, GoodId: 5, Qty: '-10' },
        { LocationId: 2, GoodId: 5, Qty: '10' },
      ]);
      for (const [table, order] of [
        [StockTables.onHand, '"LocationId", "GoodId"'],
        [StockTables.movements, '"Position", "LocationId"'],
        [StockTables.transfers, '"Position"'],
      ] as const)
        expect({ batchSize, table, rows: await batchRows(table, order) }).toEqual({ batchSize, table, rows: await rows(table, order) });
    }
  });

  it('writes a batch’s lines in the events’ order, sales among movements and orders', async () => {
    const run = [
      sale('dddddddd-0000-4000-8000-000000000021', true),
      moved('cccccccc-0000-4000-8000-000000000021', MovementType.Inventory, null, 2, '8.50'),
      order(OrderEventTypes.OrderPosted, 'bbbbbbbb-0000-4000-8000-000000000021'),
      sale('dddddddd-0000-4000-8000-000000000022', true),
      moved('cccccccc-0000-4000-8000-000000000022', MovementType.Inventory, 1, 2, '1.50'),
      sale('dddddddd-0000-4000-8000-000000000023', true),
    ];
    const { rows, batchRows } = await spec.given(run);
    // As stored (ctid): one batch writes the lines as the events came, as event by event does.
    const stored = async (read: typeof rows) => (await read(StockTables.movements, 'ctid')).map((r) => [r.TransferId, r.LocationId]);
    expect(await stored(batchRows)).toEqual(await stored(rows));
    expect((await stored(batchRows)).map(([id]) => id)).toEqual([
      'dddddddd-0000-4000-8000-000000000021',
      'cccccccc-0000-4000-8000-000000000021',
      'bbbbbbbb-0000-4000-8000-000000000021',
      'dddddddd-0000-4000-8000-000000000022',
      'cccccccc-0000-4000-8000-000000000022',
      'cccccccc-0000-4000-8000-000000000022',
      'dddddddd-0000-4000-8000-000000000023',
    ]);
  });
});
