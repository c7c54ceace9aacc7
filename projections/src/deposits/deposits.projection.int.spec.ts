import { DepositEventTypes } from '@intermission/contracts';
import { projectionSpec } from '../../test-support/projection-spec';
import { DepositsTables, depositsProjection } from './deposits.projection';

const spec = projectionSpec(depositsProjection());
beforeAll(spec.setup);
afterAll(spec.teardown);

const T = DepositsTables.deposits;
const details = (cash: string) => [
  { PaymentMethodId: 1, SalesAmount: '100.00', Amount: cash, TipAmount: '0.00' },
  { PaymentMethodId: 2, SalesAmount: '40.00', Amount: '40.00', TipAmount: '4.00' },
];
const posted = (DepositId: number, ShowEventId: number, cash = '98.50') => ({
  type: DepositEventTypes.DepositPosted,
  stream: `deposit-${ShowEventId}`,
  revision: 0,
  data: {
    DepositId,
    ShowEventId,
    TheatreId: 3,
    VenueId: 2,
    Amount: '138.50',
    PettyCashAmount: '10.00',
    TipTotal: '4.00',
    AmountToBePosted: '124.50',
    Details: details(cash),
    ReadAtPosition: '100:7',
    UserId: 9,
    At: '2026-11-21T01:00:00.000Z',
  },
});

describe('the deposits projection', () => {
  it('keeps one row per posted deposit: its figures, its tenders, who posted it and when', async () => {
    const { rows } = await spec.given([posted(1, 11), { type: 'StockMoved', data: {} }]);
    expect(await rows(T, '"DepositId"')).toEqual([
      {
        DepositId: 1,
        ShowEventId: 11,
        TheatreId: 3,
        VenueId: 2,
        Amount: '138.50',
        PettyCashAmount: '10.00',
        TipTotal: '4.00',
        AmountToBePosted: '124.50',
        Details: details('98.50'),
        ReadAtPosition: '100:7',
        PostedAt: new Date('2026-11-21T01:00:00.000Z'),
        UserId: 9,
      },
    ]);
  });

  it('writes the rows of event-by-event apply in any batching, and a show event keeps its first deposit', async () => {
    // A second DepositPosted of show event 11 cannot be appended (no_stream); were one replayed, the first stays.
    const many = [posted(1, 11), posted(2, 12, '1.00'), posted(3, 11, '5.00'), posted(4, 13)];
    for (const batchSize of [undefined, 1, 2, 3]) {
      const { rows, batchRows } = await spec.given(many, { batchSize });
      const oneByOne = await rows(T, '"DepositId"');
      expect(oneByOne.map((r) => [r.DepositId, r.ShowEventId])).toEqual([
        [1, 11],
        [2, 12],
        [4, 13],
      ]);
      expect(oneByOne[1]!.Details).toEqual(details('1.00'));
      expect({ batchSize, rows: await batchRows(T, '"DepositId"') }).toEqual({ batchSize, rows: oneByOne });
    }
  });
});
