import { addressGroup } from './sign-in-limits';

describe('the address a sign-in failure counts against', () => {
  it.each([
    ['192.0.2.10', '192.0.2.10'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ])('%s counts as %s', (address, group) => {
    expect(addressGroup(address)).toBe(group);
  });
});
