import { feedBackoffMs, showEventIdOf } from './useShowEventFeed';

describe('the live feed hook’s helpers', () => {
  it.each([
    { value: '42', id: 42 },
    { value: 42, id: 42 },
    { value: '', id: null },
    { value: null, id: null },
    { value: undefined, id: null },
    { value: '0', id: null },
    { value: '-3', id: null },
    { value: '4.5', id: null },
    { value: '2147483648', id: null },
    { value: '12abc', id: null },
  ])('showEventIdOf($value) is $id', ({ value, id }) => {
    expect(showEventIdOf(value)).toBe(id);
  });

  it('backs off 1 s, 2 s, 4 s … up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(feedBackoffMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
});
