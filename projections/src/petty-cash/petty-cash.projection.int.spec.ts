import { PettyCashEventTypes } from '@intermission/contracts';
import { projectionSpec } from '../../test-support/projection-spec';
import { PettyCashTables, pettyCashProjection } from './petty-cash.projection';

const spec = projectionSpec(pettyCashProjection());
beforeAll(spec.setup);
afterAll(spec.teardown);

const T = PettyCashTables.withdrawals;
const body = (WithdrawalId: number, extra: object = {}) => ({
  WithdrawalId,
  TheatreId: 3,
  ShowEventId: 11,
  ReasonId: 5,
  TransactionDateUtc: '2026-11-20T23:30:00.000Z',
  Amount: '12.50',
  UserId: 7,
  At: '2026-11-21T01:00:00.000Z',
  ...extra,
});
const s = (id: number) => `petty-cash-${id}`;
const withdrawn = { type: PettyCashEventTypes.PettyCashWithdrawn, stream: s(1), revision: 0, data: body(1) };
const edited = {
  type: PettyCashEventTypes.PettyCashWithdrawalEdited,
  stream: s(1),
  revision: 1,
  data: body(1, { ShowEventId: 12, TransactionDateUtc: '2026-11-21T19:00:00.000Z', ReasonId: 6, Amount: '40.05', UserId: 8, At: '2026-11-21T02:00:00.000Z' }),
};
const exported = {
  type: PettyCashEventTypes.PettyCashWithdrawalExported,
  stream: s(1),
  revision: 2,
  data: { WithdrawalId: 1, ExportId: 90, At: '2026-11-22T00:00:00.000Z' },
};

describe('the petty cash projection', () => {
  it('keeps one row per withdrawal: the last edit, who made it and who edited it, the export and Version (revision + 1)', async () => {
    const { rows } = await spec.given([withdrawn, { type: 'StockMoved', data: {} }, edited, exported]);
    expect(await rows(T, '"Id"')).toEqual([
      {
        Id: 1,
        TheatreId: 3,
        ShowEventId: 12,
        ReasonId: 6,
        TransactionDateUtc: new Date('2026-11-21T19:00:00.000Z'),
        Amount: '40.05',
        ExportId: 90,
        CreatedBy: 7,
        CreatedAt: new Date('2026-11-21T01:00:00.000Z'),
        UpdatedBy: 8,
        UpdatedAt: new Date('2026-11-21T02:00:00.000Z'),
        Deleted: false,
        Version: 3,
      },
    ]);
  });

  it('marks a deleted withdrawal and keeps its figures', async () => {
    const deleted = {
      type: PettyCashEventTypes.PettyCashWithdrawalDeleted,
      stream: s(1),
      revision: 1,
      data: { WithdrawalId: 1, TheatreId: 3, Amount: '12.50', UserId: 9, At: '2026-11-21T03:00:00.000Z' },
    };
    const { rows } = await spec.given([withdrawn, deleted]);
    expect(await rows(T, '"Id"')).toEqual([expect.objectContaining({ Amount: '12.50', Deleted: true, UpdatedBy: 9, CreatedBy: 7, Version: 2 })]);
  });

  // Several withdrawals interleaved, an export and a delete of a withdrawal with no row (change nothing), an edit after the export.
  const many = [
    {
      type: PettyCashEventTypes.PettyCashWithdrawalDeleted,
      stream: s(3),
      revision: 0,
      data: { WithdrawalId: 3, TheatreId: 3, Amount: '1', UserId: 7, At: '2026-11-21T00:00:00.000Z' },
    },
    withdrawn,
    { type: PettyCashEventTypes.PettyCashWithdrawn, stream: s(2), revision: 0, data: body(2, { TheatreId: 4, Amount: '0.99' }) },
    edited,
    {
      type: PettyCashEventTypes.PettyCashWithdrawalExported,
      stream: s(4),
      revision: 0,
      data: { WithdrawalId: 4, ExportId: 1, At: '2026-11-22T00:00:00.000Z' },
    },
    exported,
    {
      type: PettyCashEventTypes.PettyCashWithdrawalEdited,
      stream: s(1),
      revision: 3,
      data: body(1, { Amount: '41.00', UserId: 9, At: '2026-11-23T00:00:00.000Z' }),
    },
    {
      type: PettyCashEventTypes.PettyCashWithdrawalDeleted,
      stream: s(2),
      revision: 1,
      data: { WithdrawalId: 2, TheatreId: 4, Amount: '0.99', UserId: 8, At: '2026-11-23T01:00:00.000Z' },
    },
  ];

  it('folds several events of one withdrawal in a batch, and across batches, to the rows of event-by-event apply', async () => {
    for (const batchSize of [undefined, 1, 2, 3, 5]) {
      const { rows, batchRows } = await spec.given(many, { batchSize });
      const oneByOne = await rows(T, '"Id"');
      expect(oneByOne).toEqual([
        expect.objectContaining({ Id: 1, Amount: '41.00', ShowEventId: 11, ExportId: 90, CreatedBy: 7, UpdatedBy: 9, Deleted: false, Version: 4 }),
        expect.objectContaining({ Id: 2, TheatreId: 4, Amount: '0.99', Deleted: true, UpdatedBy: 8, Version: 2 }),
      ]);
      expect({ batchSize, rows: await batchRows(T, '"Id"') }).toEqual({ batchSize, rows: oneByOne });
    }
  });
});
