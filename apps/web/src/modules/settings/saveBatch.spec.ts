import { put } from '../api/apiClient';
import { installFakeApi } from '../../test/fakeApi';
import { confirmConcurrency } from '../ui/confirmConcurrency';
import { saveBatch } from './saveBatch';

// The user's answer in the concurrency dialog: "Save mine" (true) or "Load theirs" (false).
jest.mock('../ui/confirmConcurrency', () => ({ confirmConcurrency: jest.fn() }));
const answer = confirmConcurrency as jest.MockedFunction<typeof confirmConcurrency>;

type Row = { Id: number; Name: string; Value: string; Version: number };
const mine: Row[] = [
  { Id: 1, Name: 'Currency', Value: 'EUR', Version: 1 },
  { Id: 0, Name: 'New', Value: 'x', Version: 0 },
];
const theirs: Row[] = [{ Id: 1, Name: 'Currency', Value: 'USD', Version: 4 }];

/** A server on which someone else saved setting 1 (now at Version 4) after we read Version 1. */
function serverWithNewerList() {
  return installFakeApi(({ body }) => {
    const rows = body as Row[];
    if (rows[0].Version !== 4) return { status: 409, body: { Message: 'Concurrency', Current: theirs } };
    return { status: 200, body: rows.map((r, i) => ({ ...r, Id: r.Id || 10 + i, Version: r.Version + 1 })) };
  });
}
const save = (rows: Row[]) => put<Row[]>('settings/batch', rows);

describe('saveBatch', () => {
  beforeEach(() => answer.mockReset());

  it('on 409 and "Save mine", saves the list again with each row\'s Version from the server', async () => {
    const calls = serverWithNewerList();
    answer.mockResolvedValueOnce(true);
    const o = { success: 'Saved', onReload: jest.fn(), onFailure: jest.fn() };

    expect(await saveBatch(save, mine, o)).toBe(true);

    expect(calls.map((c) => (c.body as Row[]).map((r) => r.Version))).toEqual([
      [1, 0],
      [4, 0],
    ]);
    expect(o.onReload).not.toHaveBeenCalled();
    expect(o.onFailure).not.toHaveBeenCalled();
  });

  it('on 409 and "Load theirs", loads the server\'s list and sends nothing more', async () => {
    const calls = serverWithNewerList();
    answer.mockResolvedValueOnce(false);
    const o = { success: 'Saved', onReload: jest.fn(), onFailure: jest.fn() };

    expect(await saveBatch(save, mine, o)).toBe(false);

    expect(calls).toHaveLength(1);
    expect(o.onReload).toHaveBeenCalledWith(theirs);
  });

  it("hands any other failure to the screen's own text", async () => {
    installFakeApi(() => ({ status: 400, body: { Message: 'Invalid', ModelState: { '[0].Value': ['Value must be a number'] } } }));
    const o = { success: 'Saved', onReload: jest.fn(), onFailure: jest.fn() };

    expect(await saveBatch(save, mine, o)).toBe(false);

    expect(o.onFailure).toHaveBeenCalledWith(expect.objectContaining({ status: 400 }));
    expect(answer).not.toHaveBeenCalled();
  });
});
