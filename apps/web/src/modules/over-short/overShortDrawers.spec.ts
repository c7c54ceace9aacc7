import type { OverShortReport } from '@intermission/contracts';
import { drawerGroups, drawerStation } from './overShortDrawers';

type Row = OverShortReport['Rows'][number];
const row = (over: Partial<Row>): Row =>
  ({
    ShowEventId: 1,
    ShowEvent: 'Night',
    SalesLocationId: 10,
    SalesLocation: 'Stand A',
    Tenders: [{ PaymentMethodId: 1, PaymentMethod: 'Cash', Sold: 40, Collected: 41, OverShort: 1 }],
    ...over,
  }) as Row;

describe('drawerGroups', () => {
  it('groups each row’s drawers beneath it, with the row’s cash over/short they add up to', () => {
    const drawers = [
      { StationId: 1, StationName: 'POS 1', Start: 100, End: 119, CashSold: 20, OverShort: -1 },
      { StationId: 2, StationName: 'POS 2', Start: 50, End: 72, CashSold: 20, OverShort: 2 },
    ];
    expect(drawerGroups([row({ Drawers: drawers }), row({ SalesLocationId: 11, Drawers: [] }), row({ SalesLocationId: 12 })])).toEqual([
      { key: '1:10', name: 'Night · Stand A', cashOverShort: 1, drawers },
    ]);
  });

  it('names the drawer of no station', () => {
    expect(drawerStation({ StationId: null, StationName: null, Start: null, End: null, CashSold: 3, OverShort: -3 })).toBe('No station (manual sales)');
  });
});
