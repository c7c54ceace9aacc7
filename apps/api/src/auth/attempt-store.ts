import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import Redis from 'ioredis';
import type { AppConfig } from '../config/app-config';

export interface AttemptCount {
  count: number;
  /** Milliseconds until the window that holds the count ends (0 when nothing is counted). */
  msLeft: number;
}

/**
 * Counts attempts per key in fixed windows. In memory for one instance; through Redis when
 * REDIS_URL is set, so every API instance behind a load balancer shares the same counts.
 */
export interface AttemptStore {
  /** Counts one more attempt; the window starts with the first. */
  hit(key: string, windowMs: number): Promise<AttemptCount>;
  peek(key: string): Promise<AttemptCount>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

export const ATTEMPT_STORE = Symbol('ATTEMPT_STORE');
export const InjectAttemptStore = () => Inject(ATTEMPT_STORE);

export class MemoryAttemptStore implements AttemptStore {
  private readonly counts = new Map<string, { count: number; endsAt: number }>();

  async hit(key: string, windowMs: number): Promise<AttemptCount> {
    const now = Date.now();
    if (this.counts.size > 10_000) for (const [k, v] of this.counts) if (v.endsAt <= now) this.counts.delete(k);
    const current = this.counts.get(key);
    const entry = current && current.endsAt > now ? { count: current.count + 1, endsAt: current.endsAt } : { count: 1, endsAt: now + windowMs };
    this.counts.set(key, entry);
    return { count: entry.count, msLeft: entry.endsAt - now };
  }

  async peek(key: string): Promise<AttemptCount> {
    const now = Date.now();
    const entry = this.counts.get(key);
    return entry && entry.endsAt > now ? { count: entry.count, msLeft: entry.endsAt - now } : { count: 0, msLeft: 0 };
  }

  async clear(key: string): Promise<void> {
    this.counts.delete(key);
  }

  async close(): Promise<void> {
    this.counts.clear();
  }
}

// INCR and the window's expiry in one step, so two instances never both start a window.
const HitScript = `local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {c, redis.call('PTTL', KEYS[1])}`;

export class RedisAttemptStore implements AttemptStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async hit(key: string, windowMs: number): Promise<AttemptCount> {
    const [count, pttl] = (await this.redis.eval(HitScript, 1, this.prefix + key, String(windowMs))) as [number, number];
    return { count, msLeft: Math.max(0, pttl) };
  }

  async peek(key: string): Promise<AttemptCount> {
    const [count, pttl] = await Promise.all([this.redis.get(this.prefix + key), this.redis.pttl(this.prefix + key)]);
    return count === null || pttl <= 0 ? { count: 0, msLeft: 0 } : { count: Number(count), msLeft: pttl };
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
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
