import type { ManualSale, SaleAnswer } from '@intermission/contracts';
import { type SaleSaveSteps, saveSale } from './saveSale';

const sale: ManualSale = {
  UserId: 3,
  VenueId: 1,
  SalesLocationId: 2,
  ShowEventId: 9,
  SaleDate: null,
  Discount: '10',
  Lines: [{ KitId: 4, ItemId: null, Qty: '2' }],
  Voucher: null,
};
const answer = { Message: 'Sale Created Successfully', SaleId: 'g-1' } as SaleAnswer;

/** Steps that log their calls in order; `found` is the check's answer, `yes` the user's answers. */
function steps(found: { IsDuplicateSale: boolean; IsNegativeSale: boolean }, yes: Partial<Record<'duplicate' | 'negative', boolean>> = {}) {
  const calls: string[] = [];
  const posted: { sale: ManualSale; forced: boolean }[] = [];
  const s: SaleSaveSteps = {
    check: async (body) => {
      calls.push(`check${body.SaleId ? ' with id' : ''}`);
      return found;
    },
    confirm: async (kind) => {
      calls.push(`confirm ${kind}`);
      return yes[kind] ?? false;
    },
    withGuid: async (send) => {
      calls.push('guid');
      return send('g-1');
    },
    post: async (body, forced) => {
      calls.push(`post${forced ? ' forced' : ''}`);
      posted.push({ sale: body, forced });
      return answer;
    },
  };
  return { s, calls, posted };
}

describe('saving a manual sale (document 2 §4 "Sale entry")', () => {
  it('checks, then obtains the identifier, then posts the sale under it', async () => {
    const { s, calls, posted } = steps({ IsDuplicateSale: false, IsNegativeSale: false });
    await expect(saveSale(sale, s)).resolves.toEqual({ posted: true, answer });
    expect(calls).toEqual(['check', 'guid', 'post']);
    expect(posted).toEqual([{ sale: { ...sale, SaleId: 'g-1' }, forced: false }]);
  });

  it('a duplicate asks first; "Post anyways" posts forced', async () => {
    const { s, calls } = steps({ IsDuplicateSale: true, IsNegativeSale: false }, { duplicate: true });
    await expect(saveSale(sale, s)).resolves.toMatchObject({ posted: true });
    expect(calls).toEqual(['check', 'confirm duplicate', 'guid', 'post forced']);
  });

  it('"Wait for processing" stops before any identifier or post', async () => {
    const { s, calls } = steps({ IsDuplicateSale: true, IsNegativeSale: true });
    await expect(saveSale(sale, s)).resolves.toEqual({ posted: false, declined: 'duplicate' });
    expect(calls).toEqual(['check', 'confirm duplicate']);
  });

  it('a negative sale asks too, after the duplicate question; both answered yes post forced', async () => {
    const { s, calls } = steps({ IsDuplicateSale: true, IsNegativeSale: true }, { duplicate: true, negative: true });
    await saveSale(sale, s);
    expect(calls).toEqual(['check', 'confirm duplicate', 'confirm negative', 'guid', 'post forced']);
  });

  it('declining the negative confirmation stops the save', async () => {
    const { s, calls } = steps({ IsDuplicateSale: false, IsNegativeSale: true });
    await expect(saveSale(sale, s)).resolves.toEqual({ posted: false, declined: 'negative' });
    expect(calls).toEqual(['check', 'confirm negative']);
  });

  it('the check never carries a SaleId, even from an earlier attempt', async () => {
    const { s, calls } = steps({ IsDuplicateSale: false, IsNegativeSale: false });
    await saveSale({ ...sale, SaleId: 'old' }, s);
    expect(calls[0]).toBe('check');
  });

  it('a failed check posts nothing', async () => {
    const { s, calls } = steps({ IsDuplicateSale: false, IsNegativeSale: false });
    s.check = async () => {
      throw new Error('400');
    };
    await expect(saveSale(sale, s)).rejects.toThrow('400');
    expect(calls).toEqual([]);
  });
});
