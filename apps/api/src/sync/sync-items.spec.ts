import { randomUUID } from 'node:crypto';
import { parseSyncItem, refuseDuplicates } from './sync-items';

const station = 7;
const sale = (over: object = {}) => ({
  SaleId: randomUUID().toUpperCase(),
  SalesLocationId: 3,
  SaleDate: '2026-11-20T19:00:00Z',
  SaleKits: [{ KitId: 1, Qty: '1', SalePricePerKit: '4.50' }],
  SalePayments: [],
  ...over,
});

describe('a queued item checked on its own', () => {
  it('takes a sale as the station own, its GUID in lower case', () => {
    const body = sale();
    const w = parseSyncItem({ Position: 4, Kind: 'Sale', Body: body }, station);
    expect(w).toMatchObject({ Position: 4, Guid: body.SaleId.toLowerCase(), Kind: 'Sale', body: { StationId: station, SaleId: body.SaleId.toLowerCase() } });
  });

  it.each([
    { title: 'an unknown kind', item: { Kind: 'Lunch', Body: {} }, expected: { Code: 'UnknownKind', Field: 'Kind', Guid: null } },
    {
      title: 'a movement without its kind',
      item: { Kind: 'StockMovement', Body: { GuidId: 'not-a-guid' } },
      expected: { Code: 'UnknownMovementKind', Field: 'MovementKind' },
    },
    {
      title: "a prototype's key as the movement kind",
      item: { Kind: 'StockMovement', MovementKind: 'toString', Body: {} },
      expected: { Code: 'UnknownMovementKind' },
    },
    { title: 'a sale of another station', item: { Kind: 'Sale', Body: sale({ StationId: 8 }) }, expected: { Code: 'WrongStation', Field: 'StationId' } },
    {
      title: 'a count of another station',
      item: { Kind: 'CashboxCount', Body: { GuidId: randomUUID(), PointOfSaleStationId: 8, LogTypeId: 1, TimestampUtc: '2026-11-20T17:45:00Z' } },
      expected: { Code: 'WrongStation' },
    },
    { title: 'a sale without kits', item: { Kind: 'Sale', Body: sale({ SaleKits: [] }) }, expected: { Code: 'InvalidBody', Field: 'SaleKits' } },
    {
      title: 'a sale id beyond 32 bits',
      item: { Kind: 'Sale', Body: sale({ SalesLocationId: 2 ** 40 }) },
      expected: { Code: 'InvalidBody', Field: 'SalesLocationId' },
    },
    { title: 'a body that is not an object', item: { Kind: 'Sale', Body: 'x'.repeat(100) }, expected: { Code: 'InvalidBody', Guid: null } },
  ])('refuses $title with its reason', ({ item, expected }) => {
    expect(parseSyncItem({ Position: 1, ...item }, station)).toMatchObject({ Position: 1, Status: 'Refused', ...expected });
  });

  it('refuses the later of two items with one GUID, naming the first', () => {
    const body = sale();
    const items = [0, 1, 2].map((Position) => parseSyncItem({ Position, Kind: 'Sale', Body: Position === 1 ? sale() : body }, station));
    const out = refuseDuplicates(items);
    expect(out[0]).toMatchObject({ Kind: 'Sale' });
    expect(out[1]).toMatchObject({ Kind: 'Sale' });
    expect(out[2]).toMatchObject({ Status: 'Refused', Code: 'DuplicateInBatch', Message: 'This GUID is already queued at position 0 of this call' });
  });
});
