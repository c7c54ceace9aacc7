import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import Redis from 'ioredis';
import type { AppConfig } from '../config/app-config';

export interface AttemptCount {
  count: number;
  /** Milliseconds until the window that holds the count ends (0 when nothing is counted). */
  msLeft: number;
}

/** The sign-in limits' settings (config signInFailures; docs/decisions.md "Sign-in limits"). */
export interface SignInRules {
  /** Failures of one user name from one address before that pair is locked. */
  perPair: number;
  /** Failures from one address before it is locked for the user names not known there. */
  perAddress: number;
  /** Failures of one user name from any address before it is locked at the addresses it is not known at. */
  perUser: number;
  /** A scope forgets its failures after this long without one (plus the lock they caused). */
  windowMs: number;
  /** The first lock; each failure let through after a lock doubles the next, up to maxLockMs. */
  lockMs: number;
  maxLockMs: number;
  /** How long a success marks the user name as known at the address. */
  knownMs: number;
}

/** The store's keys of one sign-in: its (user name, address) pair, address, user name, and the pair's known mark. */
export interface SignInKeys {
  pair: string;
  address: string;
  user: string;
  known: string;
}

export type SignInScope = 'pair' | 'address' | 'user';
export type SignInReservation = { ok: true } | { ok: false; scope: SignInScope; msLeft: number };
const Scopes: SignInScope[] = ['pair', 'address', 'user'];
const limitOf = (rules: SignInRules, scope: SignInScope) => (scope === 'pair' ? rules.perPair : scope === 'address' ? rules.perAddress : rules.perUser);

/** How long `count` failures lock their scope after the last of them: nothing below the limit, then lockMs × 2^(count − limit), capped. */
export function lockAfter(count: number, limit: number, rules: Pick<SignInRules, 'lockMs' | 'maxLockMs'>): number {
  return count < limit ? 0 : Math.min(rules.maxLockMs, rules.lockMs * 2 ** (count - limit));
}

/**
 * Counts attempts per key in fixed windows (the throttle), and sign-in attempts per pair, address and
 * user name. In memory for one instance; through Redis when REDIS_URL is set, so every API instance
 * behind a load balancer shares the same counts. Each call is one atomic step of the store.
 */
export interface AttemptStore {
  /** Counts one more attempt; the window starts with the first. */
  hit(key: string, windowMs: number): Promise<AttemptCount>;
  /**
   * Before a password is verified: refuses while the pair, or (unless the pair is known) the address
   * or the user name, is locked; else counts the attempt as a failure in all three, so concurrent
   * attempts can never pass more than the limit between them.
   */
  reserveSignIn(keys: SignInKeys, rules: SignInRules): Promise<SignInReservation>;
  /** The reserved attempt was right: the pair's failures are cleared, the reservation taken back from the address and the user name, and the pair marked known. */
  signInSucceeded(keys: SignInKeys, rules: SignInRules): Promise<void>;
  close(): Promise<void>;
}

export const ATTEMPT_STORE = Symbol('ATTEMPT_STORE');
export const InjectAttemptStore = () => Inject(ATTEMPT_STORE);

interface ScopeCount {
  count: number;
  /** When the last counted attempt was. */
  at: number;
  endsAt: number;
}

export class MemoryAttemptStore implements AttemptStore {
  private readonly counts = new Map<string, { count: number; endsAt: number }>();
  private readonly scopes = new Map<string, ScopeCount>();
  private readonly known = new Map<string, number>();

  /** `now` is the clock (a spec's own, to step through locks). */
  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, windowMs: number): Promise<AttemptCount> {
    const now = this.now();
    prune(this.counts, now);
    const current = this.counts.get(key);
    const entry = current && current.endsAt > now ? { count: current.count + 1, endsAt: current.endsAt } : { count: 1, endsAt: now + windowMs };
    this.counts.set(key, entry);
    return { count: entry.count, msLeft: entry.endsAt - now };
  }

  // Synchronous from the first read to the last write, so it is one step for concurrent requests.
  async reserveSignIn(keys: SignInKeys, rules: SignInRules): Promise<SignInReservation> {
    const now = this.now();
    prune(this.scopes, now);
    const known = (this.known.get(keys.known) ?? 0) > now;
    const counts = Scopes.map((scope) => {
      const entry = this.scopes.get(keys[scope]);
      return entry && entry.endsAt > now ? entry : { count: 0, at: 0, endsAt: 0 };
    });
    let worst: { scope: SignInScope; msLeft: number } | undefined;
    for (const [i, scope] of (known ? Scopes.slice(0, 1) : Scopes).entries()) {
      const msLeft = counts[i].at + lockAfter(counts[i].count, limitOf(rules, scope), rules) - now;
      if (msLeft > 0 && msLeft > (worst?.msLeft ?? 0)) worst = { scope, msLeft };
    }
    if (worst) return { ok: false, ...worst };
    for (const [i, scope] of Scopes.entries()) {
      const count = counts[i].count + 1;
      this.scopes.set(keys[scope], { count, at: now, endsAt: now + rules.windowMs + lockAfter(count, limitOf(rules, scope), rules) });
    }
    return { ok: true };
  }

  async signInSucceeded(keys: SignInKeys, rules: SignInRules): Promise<void> {
    const now = this.now();
    this.scopes.delete(keys.pair);
    for (const key of [keys.address, keys.user]) {
      const entry = this.scopes.get(key);
      if (entry && entry.endsAt > now && entry.count > 1) entry.count -= 1;
      else this.scopes.delete(key);
    }
    prune(this.known, now);
    this.known.set(keys.known, now + rules.knownMs);
  }

  async close(): Promise<void> {
    this.counts.clear();
    this.scopes.clear();
    this.known.clear();
  }
}

/** Drops the ended entries once a map holds many. */
function prune<V extends number | { endsAt: number }>(map: Map<string, V>, now: number): void {
  if (map.size <= 10_000) return;
  for (const [k, v] of map) if ((typeof v === 'number' ? v : v.endsAt) <= now) map.delete(k);
}

// INCR and the window's expiry in one step, so two instances never both start a window.
const HitScript = `local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {c, redis.call('PTTL', KEYS[1])}`;

// The sign-in reservation in one step (see MemoryAttemptStore.reserveSignIn, which it mirrors), on the
// server's clock so that instances with different clocks agree. KEYS: pair, address, user, known;
// ARGV: the three limits in that order, windowMs, lockMs, maxLockMs. Answers {1} or {0, scope, msLeft}.
const ReserveSignInScript = `local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local window, base, cap = tonumber(ARGV[4]), tonumber(ARGV[5]), tonumber(ARGV[6])
local function lock(n, limit)
  if n < limit then return 0 end
  return math.floor(math.min(cap, base * 2 ^ (n - limit)))
end
local gated = 3
if redis.call('EXISTS', KEYS[4]) == 1 then gated = 1 end
local worst, scope = 0, 0
for i = 1, gated do
  local v = redis.call('HMGET', KEYS[i], 'n', 'at')
  local left = (tonumber(v[2]) or 0) + lock(tonumber(v[1]) or 0, tonumber(ARGV[i])) - now
  if left > worst then worst, scope = left, i end
end
if worst > 0 then return {0, scope, worst} end
for i = 1, 3 do
  local n = redis.call('HINCRBY', KEYS[i], 'n', 1)
  redis.call('HSET', KEYS[i], 'at', now)
  redis.call('PEXPIRE', KEYS[i], window + lock(n, tonumber(ARGV[i])))
end
return {1}`;

// KEYS: pair, address, user, known; ARGV: knownMs.
const SignInSucceededScript = `redis.call('DEL', KEYS[1])
for i = 2, 3 do
  if redis.call('HINCRBY', KEYS[i], 'n', -1) <= 0 then redis.call('DEL', KEYS[i]) end
end
redis.call('SET', KEYS[4], '1', 'PX', ARGV[1])
return 1`;

export class RedisAttemptStore implements AttemptStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async hit(key: string, windowMs: number): Promise<AttemptCount> {
    const [count, pttl] = (await this.redis.eval(HitScript, 1, this.prefix + key, String(windowMs))) as [number, number];
    return { count, msLeft: Math.max(0, pttl) };
  }

  async reserveSignIn(keys: SignInKeys, rules: SignInRules): Promise<SignInReservation> {
    const args = [rules.perPair, rules.perAddress, rules.perUser, rules.windowMs, rules.lockMs, rules.maxLockMs].map((n) => String(Math.floor(n)));
    const [ok, scope, msLeft] = (await this.redis.eval(ReserveSignInScript, 4, ...this.signInKeys(keys), ...args)) as number[];
    return ok === 1 ? { ok: true } : { ok: false, scope: Scopes[scope - 1], msLeft };
  }

  async signInSucceeded(keys: SignInKeys, rules: SignInRules): Promise<void> {
    await this.redis.eval(SignInSucceededScript, 4, ...this.signInKeys(keys), String(Math.floor(rules.knownMs)));
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  private signInKeys(keys: SignInKeys): string[] {
    return [keys.pair, keys.address, keys.user, keys.known].map((key) => this.prefix + key);
  }
}

/** The store the configuration asks for: Redis with REDIS_URL, else this instance's memory. */
export function createAttemptStore(config: AppConfig): AttemptStore {
  if (!config.redisUrl) return new MemoryAttemptStore();
  const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
  return new RedisAttemptStore(redis, `${config.queuePrefix}:attempts:`);
}

/** The throttle of forgot, reset, login links and error reports, on the same (shared) store. */
export class AttemptThrottlerStorage implements ThrottlerStorage {
  constructor(private readonly store: AttemptStore) {}

  async increment(key: string, ttl: number, limit: number, _blockDuration: number, throttlerName: string) {
    const { count, msLeft } = await this.store.hit(`throttle:${throttlerName}:${key}`, ttl);
    const seconds = Math.ceil(msLeft / 1000);
    const isBlocked = count > limit;
    return { totalHits: count, timeToExpire: seconds, isBlocked, timeToBlockExpire: isBlocked ? seconds : 0 };
  }
}

/** Closes the store's Redis connection with the application. */
@Injectable()
export class AttemptStoreCloser implements OnApplicationShutdown {
  constructor(@InjectAttemptStore() private readonly store: AttemptStore) {}

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}
