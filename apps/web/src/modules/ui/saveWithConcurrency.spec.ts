import type { Vendor } from '@intermission/contracts';
import { put } from '../api/apiClient';
import { installFakeApi } from '../../test/fakeApi';
import { confirmConcurrency } from './confirmConcurrency';
import { saveWithConcurrency } from './saveWithConcurrency';

// The user's answer in the concurrency dialog: "Save mine" (true) or "Load theirs" (false).
jest.mock('./confirmConcurrency', () => ({ confirmConcurrency: jest.fn() }));
const answer = confirmConcurrency as jest.MockedFunction<typeof confirmConcurrency>;

const theirs = { Id: 5, Name: 'Their name', Version: 3 } as Vendor;

/** A server on which someone else saved vendor 5 (now at Version 3) after we read Version 1. */
function serverWithNewerCopy() {
  return installFakeApi(({ body }) => {
    const version = (body as { Version: number }).Version;
    if (version !== 3) return { status: 409, body: { Message: 'Concurrency', Current: theirs } };
    return { status: 200, body: { ...(body as object), Id: 5, Version: 4 } };
  });
}

const saveName = (v?: number) => put<Vendor>('vendors/5', { Name: 'My name', Version: v ?? 1 });

describe('saveWithConcurrency', () => {
  beforeEach(() => answer.mockReset());

  it('on 409 and "Save mine", saves again with the server\'s Version and keeps the answer', async () => {
    const calls = serverWithNewerCopy();
    answer.mockResolvedValueOnce(true);
    const onSaved = jest.fn();
    const onReload = jest.fn();

    const ok = await saveWithConcurrency(saveName, { success: 'Saved', onSaved, onReload });

    expect(ok).toBe(true);
    expect(calls.map((c) => [c.method, c.path, (c.body as { Version: number }).Version])).toEqual([
      ['PUT', 'vendors/5', 1],
      ['PUT', 'vendors/5', 3],
    ]);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ Name: 'My name', Version: 4 }));
    expect(onReload).not.toHaveBeenCalled();
  });

  it('on 409 and "Load theirs", loads the server\'s copy and sends nothing more', async () => {
    const calls = serverWithNewerCopy();
    answer.mockResolvedValueOnce(false);
    const onSaved = jest.fn();
    const onReload = jest.fn();

    const ok = await saveWithConcurrency(saveName, { success: 'Saved', onSaved, onReload });

    expect(ok).toBe(false);
    expect(calls).toHaveLength(1);
    expect(onReload).toHaveBeenCalledWith(theirs);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("puts the server's model state on the fields and saves nothing more", async () => {
    installFakeApi(() => ({ status: 400, body: { Message: 'Invalid', ModelState: { Name: ['Name is required'] } } }));
    const setFieldError = jest.fn();

    const ok = await saveWithConcurrency(saveName, { success: 'Saved', onSaved: jest.fn(), onReload: jest.fn(), setFieldError });

    expect(ok).toBe(false);
    expect(setFieldError).toHaveBeenCalledWith('Name', 'Name is required');
    expect(answer).not.toHaveBeenCalled();
  });
});
