import type { AttemptStore, SignInRules } from '@intermission/api/auth/attempt-store';
import { signInKeys } from '@intermission/api/auth/sign-in-limits';

/**
 * One run through an attempt store's sign-in steps, for the memory store (a stepped clock) and the
 * Redis script (real time) alike: the pair's lock backing off to its cap, an address locked for
 * user names not known there, and a success giving its place back. Each answer is 'ok' or the
 * refusing scope with the time left rounded up to 100 ms.
 */
export async function signInStoreScenario(store: AttemptStore, wait: (ms: number) => Promise<void>) {
  const backoff: SignInRules = { perPair: 2, perAddress: 100, perUser: 100, windowMs: 60_000, lockMs: 800, maxLockMs: 1600, knownMs: 60_000 };
  const reserve = async (rules: SignInRules, user: string, address: string) => {
    const r = await store.reserveSignIn(signInKeys(user, address), rules);
    return r.ok ? 'ok' : `${r.scope} ${Math.ceil(r.msLeft / 100) * 100}`;
  };
  const a = () => reserve(backoff, 'a', '192.0.2.90');
  expect([await a(), await a(), await a()]).toEqual(['ok', 'ok', 'pair 800']);
  await wait(850);
  expect([await a(), await a()]).toEqual(['ok', 'pair 1600']);
  await wait(850);
  expect(await a()).toMatch(/^pair [1-8]00$/);
  await wait(850);
  // The lock after 4 failures would be 3.2 s: capped at 1.6 s.
  expect([await a(), await a()]).toEqual(['ok', 'pair 1600']);

  const address: SignInRules = { ...backoff, perPair: 10, perAddress: 3, lockMs: 60_000, maxLockMs: 600_000 };
  const at = '192.0.2.91';
  await store.signInSucceeded(signInKeys('c', at), address);
  expect([await reserve(address, 'b1', at), await reserve(address, 'b2', at), await reserve(address, 'b3', at)]).toEqual(['ok', 'ok', 'ok']);
  // 3 failures from the address: locked for a user name not known there, not for c, who signed in there.
  expect(await reserve(address, 'b4', at)).toBe('address 60000');
  expect(await reserve(address, 'c', at)).toBe('ok');
  // c's password was right: its place is given back, and the address still holds 3 failures.
  await store.signInSucceeded(signInKeys('c', at), address);
  expect(await reserve(address, 'd', at)).toMatch(/^address 60000$/);
  for (let i = 0; i < 3; i++) await store.signInSucceeded(signInKeys(`b${i + 1}`, at), address);
  // Three more successes took back the three failures: the address is open again.
  expect(await reserve(address, 'd', at)).toBe('ok');
}
