import { canReExport, entityAmount, exportItemStatus, isBalanced } from './export-entity';

describe('export entities', () => {
  const line = (Account: string, Amount: string) => ({ Account, Amount, Memo: '', ClassName: 'Harbor' });

  it('balances when the lines sum to zero to the cent, none zero', () => {
    expect(isBalanced({ Lines: [line('COGS', '12.50'), line('Inventory', '-12.50')] })).toBe(true);
    expect(isBalanced({ Lines: [line('COGS', '12.50'), line('Inventory', '-12.49')] })).toBe(false);
    expect(isBalanced({ Lines: [line('COGS', '0.00'), line('Inventory', '0.00')] })).toBe(false);
    expect(isBalanced({ Lines: [line('COGS', '1.005'), line('Inventory', '-1.005')] })).toBe(false);
    expect(isBalanced({ Lines: [] })).toBe(false);
    expect(entityAmount({ Lines: [line('A', '10.00'), line('B', '2.25'), line('C', '-12.25')] })).toBe('12.25');
  });

  // Document 3 §4, case by case.
  it.each([
    {
      title: 'synced, not modified since',
      item: { QbReference: '41', DateSynced: '2026-11-02T10:00:00Z', DateModified: null, ErrorMessage: null },
      status: 'Success',
    },
    {
      title: 'modified before the sync',
      item: { QbReference: '41', DateSynced: '2026-11-02T10:00:00Z', DateModified: '2026-11-01T10:00:00Z', ErrorMessage: null },
      status: 'Success',
    },
    {
      title: 'modified after the sync',
      item: { QbReference: '41', DateSynced: '2026-11-02T10:00:00Z', DateModified: '2026-11-03T10:00:00Z', ErrorMessage: null },
      status: 'Modified',
    },
    {
      title: 'modified at the sync instant',
      item: { QbReference: '41', DateSynced: '2026-11-02T10:00:00Z', DateModified: '2026-11-02T10:00:00Z', ErrorMessage: null },
      status: 'Modified',
    },
    { title: 'never synced', item: { QbReference: null, DateSynced: null, DateModified: null, ErrorMessage: 'Fault' }, status: 'Fail' },
    { title: 'no reference, no error yet', item: { QbReference: null, DateSynced: null, DateModified: null, ErrorMessage: null }, status: 'Fail' },
    {
      title: 'an error after a modification',
      item: { QbReference: '41', DateSynced: '2026-11-02T10:00:00Z', DateModified: '2026-11-03T10:00:00Z', ErrorMessage: 'Stale object' },
      status: 'Fail',
    },
  ] as const)('$title: $status', ({ item, status }) => {
    expect(exportItemStatus(item)).toBe(status);
    expect(canReExport({ ...item, Running: false })).toBe(status !== 'Success');
    expect(canReExport({ ...item, Running: true })).toBe(false);
  });
});
