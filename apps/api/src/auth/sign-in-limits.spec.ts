import { signInStoreScenario } from '../../../../tests/support/sign-in-store-scenario';
import { lockAfter, MemoryAttemptStore, type SignInRules } from './attempt-store';
import { addressGroup, signInKeys } from './sign-in-limits';

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

describe('the sign-in steps of the memory attempt store', () => {
  const rules: SignInRules = { perPair: 10, perAddress: 100, perUser: 50, windowMs: 900_000, lockMs: 30_000, maxLockMs: 900_000, knownMs: 86_400_000 };

  it('locks for lockMs × 2^(failures − limit), capped', () => {
    expect([9, 10, 11, 12, 14, 15, 40].map((n) => lockAfter(n, 10, rules))).toEqual([0, 30_000, 60_000, 120_000, 480_000, 900_000, 900_000]);
  });

  it('gives attempts fired at once no more places than the limit', async () => {
    const store = new MemoryAttemptStore(() => 5_000);
    const answers = await Promise.all(Array.from({ length: 60 }, () => store.reserveSignIn(signInKeys('viewer', '192.0.2.1'), rules)));
    expect(answers.filter((r) => r.ok)).toHaveLength(10);
    expect(answers.filter((r) => !r.ok)).toEqual(Array(50).fill({ ok: false, scope: 'pair', msLeft: 30_000 }));
  });

  it('backs a pair’s lock off, locks an address for the user names not known there, and gives a success’s place back', async () => {
    let now = 1_000_000;
    await signInStoreScenario(new MemoryAttemptStore(() => now), async (ms) => {
      now += ms;
    });
  });

  it('forgets a scope’s failures once the window (and the lock they caused) has passed', async () => {
    let now = 0;
    const store = new MemoryAttemptStore(() => now);
    const keys = signInKeys('viewer', '192.0.2.2');
    for (let i = 0; i < 10; i++) expect((await store.reserveSignIn(keys, rules)).ok).toBe(true);
    now += rules.lockMs + rules.windowMs - 1;
    // The lock is over, but the failures are still counted: one more attempt locks for twice as long.
    expect(await store.reserveSignIn(keys, rules)).toEqual({ ok: true });
    expect(await store.reserveSignIn(keys, rules)).toEqual({ ok: false, scope: 'pair', msLeft: 60_000 });
    now += 60_000 + rules.windowMs;
    for (let i = 0; i < 10; i++) expect((await store.reserveSignIn(keys, rules)).ok).toBe(true);
    expect((await store.reserveSignIn(keys, rules)).ok).toBe(false);
  });
});
