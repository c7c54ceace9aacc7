import { ListCountCappedHeader, ListCountHeader } from '@intermission/contracts';
import { installFakeApi } from '../../test/fakeApi';
import { getPageQuery, postPageQuery, searchParams } from './listPage';

describe('searchParams', () => {
  it("sends q first, '*' for no text, and leaves out what is not set", () => {
    expect(searchParams({ q: '  ', skip: 12, take: 12, includeInactive: false, categoryId: undefined, venueId: null })).toBe(
      'q=*&skip=12&take=12&includeInactive=false',
    );
    expect(searchParams({ skip: 0, take: 3 })).toBe('q=*&skip=0&take=3');
  });

  it('trims and encodes the text and joins an id list with commas (none when empty)', () => {
    expect(searchParams({ q: ' Bar & Grill ', skip: 0, take: 12, clientTypeIds: [1, 3] })).toBe('q=Bar+%26+Grill&skip=0&take=12&clientTypeIds=1%2C3');
    expect(searchParams({ q: 'x', skip: 0, take: 12, clientTypeIds: [] })).toBe('q=x&skip=0&take=12');
  });
});

describe('a list page query', () => {
  it('GETs the search with its query string and answers the rows with the X-List-Count total', async () => {
    const calls = installFakeApi(() => ({ status: 200, body: [{ Id: 1 }, { Id: 2 }], headers: { [ListCountHeader]: '40' } }));
    const query = getPageQuery<{ Id: number }>(['kits', 'list', { q: 'a' }], 'kits/_search', { q: 'a', skip: 12, take: 12 });

    expect(query.queryKey).toEqual(['kits', 'list', { q: 'a' }]);
    await expect(query.queryFn()).resolves.toEqual({ rows: [{ Id: 1 }, { Id: 2 }], total: 40 });
    expect(calls).toEqual([{ method: 'GET', path: 'kits/_search?q=a&skip=12&take=12', body: undefined }]);
  });

  it('POSTs the body form of a search, and counts the rows when the header is missing', async () => {
    const calls = installFakeApi(() => ({ status: 200, body: [{ Id: 1 }] }));
    const body = { Query: 'x', Skip: 0, Take: 12 };

    await expect(postPageQuery(['vendors', 'list', body], 'vendors/_search', body).queryFn()).resolves.toEqual({ rows: [{ Id: 1 }], total: 1 });
    expect(calls).toEqual([{ method: 'POST', path: 'vendors/_search', body }]);
  });

  it("says when the total stopped at the list's cap (X-List-Count-Capped)", async () => {
    installFakeApi(() => ({ status: 200, body: [{ Id: 1 }], headers: { [ListCountHeader]: '10000', [ListCountCappedHeader]: 'true' } }));
    await expect(postPageQuery(['log', 'list'], 'sales/masterTransactionLog/_search', {}).queryFn()).resolves.toEqual({
      rows: [{ Id: 1 }],
      total: 10000,
      capped: true,
    });
  });
});
