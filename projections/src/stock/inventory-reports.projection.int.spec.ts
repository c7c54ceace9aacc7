import { CountSaleEventTypes } from '@intermission/contracts';
import { projectionSpec } from '../../test-support/projection-spec';
import { InventoryReportsTables, inventoryReportsProjection } from './inventory-reports.projection';

const spec = projectionSpec(inventoryReportsProjection());
beforeAll(spec.setup);
afterAll(spec.teardown);

const counted = (CountId: string, lines: [number, string, string][]) => ({
  type: CountSaleEventTypes.InventoryCounted,
  data: {
    CountId,
    InventoryLocationId: 1,
    CountedAt: '2026-11-20T23:00:00.000Z',
    UserId: 7,
    PosUserId: null,
    Lines: lines.map(([GoodId, Expected, Counted]) => ({ GoodId, Expected, Counted, CostPerGood: '2.0000' })),
  },
});
const sold = (SaleId: string, ShowEvent: { Id: number; Start: string; End: string } | null, goods: boolean) => ({
  type: CountSaleEventTypes.SaleRecorded,
  data: {
    SaleId,
    VenueId: 1,
    SalesLocationId: 4,
    InventoryLocationId: 2,
    ShowEvent,
    StationId: 6,
    PosUserId: 5,
    UserId: 7,
    IsRefund: false,
    ReduceInventory: true,
    SaleDate: '2026-11-20T19:00:00.000Z',
    Total: '12.00',
    SaleKits: [{ KitId: 8, Qty: '2', SalePricePerKit: '6.00', CostPerKit: '2.00' }],
    SaleGoods: goods ? [{ GoodId: 5, KitId: 8, Qty: '2.00', CostPerGood: '1.0000', CogsTypeId: 1, InventoryAccountTypeId: 2 }] : [],
  },
});
const show = { Id: 9, Start: '2026-11-20T18:30:00.000Z', End: '2026-11-20T21:00:00.000Z' };
const events = [
  counted('aaaaaaaa-0000-4000-8000-000000000001', [
    [5, '3', '4'],
    [6, '2', '2'],
  ]),
  sold('bbbbbbbb-0000-4000-8000-000000000001', show, true),
  sold('bbbbbbbb-0000-4000-8000-000000000002', null, false),
  { type: 'StockMoved', data: {} },
];
const order = {
  counts: '"CountId"',
  countLines: '"CountId", "GoodId"',
  sales: '"SaleId"',
  saleKits: '"SaleId", "KitId"',
  saleGoods: '"SaleId", "GoodId"',
} as const satisfies Record<keyof typeof InventoryReportsTables, string>;

describe('the inventory reports projection', () => {
  it('keeps each count with its discrepancies and variance, and each sale with its kits and the goods they consumed', async () => {
    const { rows } = await spec.given(events);
    expect(await rows(InventoryReportsTables.counts, order.counts)).toEqual([
      expect.objectContaining({ LocationId: 1, Goods: 2, Discrepancies: 1, VarianceCost: '2.0000' }),
    ]);
    expect((await rows(InventoryReportsTables.countLines, order.countLines)).map((l) => [l.GoodId, l.Expected, l.Counted])).toEqual([
      [5, '3', '4'],
      [6, '2', '2'],
    ]);
    const sale = (SaleId: string, ShowEventId: number | null, Position: string) => ({
      SaleId,
      VenueId: 1,
      SalesLocationId: 4,
      InventoryLocationId: 2,
      ShowEventId,
      ShowStart: ShowEventId ? new Date(show.Start) : null,
      ShowEnd: ShowEventId ? new Date(show.End) : null,
      StationId: 6,
      PosUserId: 5,
      UserId: 7,
      IsRefund: false,
      ReduceInventory: true,
      SaleDate: new Date('2026-11-20T19:00:00.000Z'),
      Total: '12.00',
      Position,
    });
    expect(await rows(InventoryReportsTables.sales, order.sales)).toEqual([
      sale('bbbbbbbb-0000-4000-8000-000000000001', 9, '100:2'),
      sale('bbbbbbbb-0000-4000-8000-000000000002', null, '100:3'),
    ]);
    const at = { LocationId: 2, SaleDate: new Date('2026-11-20T19:00:00.000Z') };
    expect(await rows(InventoryReportsTables.saleKits, order.saleKits)).toEqual([
      { SaleId: 'bbbbbbbb-0000-4000-8000-000000000001', ...at, ShowEventId: 9, KitId: 8, Qty: '2', SalePricePerKit: '6.00' },
      { SaleId: 'bbbbbbbb-0000-4000-8000-000000000002', ...at, ShowEventId: null, KitId: 8, Qty: '2', SalePricePerKit: '6.00' },
    ]);
    expect(await rows(InventoryReportsTables.saleGoods, order.saleGoods)).toEqual([
      { SaleId: 'bbbbbbbb-0000-4000-8000-000000000001', ...at, ShowEventId: 9, KitId: 8, GoodId: 5, Qty: '2.00' },
    ]);
  });

  it('gives the same tables through applyBatch as event by event (the runner relies on it)', async () => {
    const { rows, batchRows } = await spec.given(events);
    for (const key of Object.keys(order) as (keyof typeof order)[])
      expect(await batchRows(InventoryReportsTables[key], order[key])).toEqual(await rows(InventoryReportsTables[key], order[key]));
  });

  it('gives the same tables for batches of counts and sales at the same location and goods, cut anywhere', async () => {
    const many = [
      ...events,
      counted('aaaaaaaa-0000-4000-8000-000000000002', [[5, '4', '1.5']]),
      sold('bbbbbbbb-0000-4000-8000-000000000003', show, true),
      {
        ...sold('bbbbbbbb-0000-4000-8000-000000000004', show, true),
        data: { ...sold('', show, true).data, SaleId: 'bbbbbbbb-0000-4000-8000-000000000004', IsRefund: true, Total: '-12.00' },
      },
      counted('aaaaaaaa-0000-4000-8000-000000000003', [
        [5, '1.5', '1.5'],
        [6, '2', '0'],
      ]),
    ];
    for (const batchSize of [undefined, 1, 2, 3]) {
      const { rows, batchRows } = await spec.given(many, { batchSize });
      for (const key of Object.keys(order) as (keyof typeof order)[])
        expect({ batchSize, key, rows: await batchRows(InventoryReportsTables[key], order[key]) }).toEqual({
          batchSize,
          key,
          rows: await rows(InventoryReportsTables[key], order[key]),
        });
    }
  });
});
