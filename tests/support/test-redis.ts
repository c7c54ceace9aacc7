import Redis from 'ioredis';

/** Where the tests look for Redis: REDIS_URL, else the local default. */
export const candidateRedisUrl = (): string => process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether Redis answers at the URL (run once, by the global setup). */
export async function redisAnswers(url: string): Promise<boolean> {
  const r = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 1000 });
  r.on('error', () => undefined);
  try {
    await r.connect();
    return (await r.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}

/**
 * The Redis the specs may use: set by the global setup when one answered (INTERMISSION_TEST_REDIS_URL),
 * else undefined. A spec that needs it runs `describeWithRedis(...)`, which skips with the reason
 * printed when there is none, so nothing passes untested.
 */
export const testRedisUrl = (): string | undefined => process.env.INTERMISSION_TEST_REDIS_URL || undefined;

export function describeWithRedis(name: string, fn: (redisUrl: string) => void): void {
  const url = testRedisUrl();
  if (!url) {
    describe.skip(`${name} (skipped: no Redis answers at ${candidateRedisUrl()})`, () => it('needs Redis', () => undefined));
    return;
  }
  describe(name, () => fn(url));
}
