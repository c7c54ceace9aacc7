import Redis from 'ioredis';
import { AuthClientId } from '@intermission/contracts';
import type { AppConfig } from '../config/app-config';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { RedisAttemptStore } from './attempt-store';
import { SignInLimits } from './sign-in-limits';
import { describeWithRedis } from '../../../../tests/support/test-redis';
import { signInStoreScenario } from '../../../../tests/support/sign-in-store-scenario';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const tooMany = /^Too many failed sign-ins\. Please wait \d+ minutes? and try again\.$/;

function signInAs(a: TestApp, Username: string, Password: string, forwardedFor?: string) {
  const req = a.http.post('/api/v1/users/token');
  if (forwardedFor) req.set('X-Forwarded-For', forwardedFor);
  return req.send({ Username, Password, AuthClientID: AuthClientId, AuthClientSecret: a.config.authClientSecret });
}

// The production defaults for the per-address throttle (10 a minute), which used to count sign-ins too.
const fieldLimits: Partial<AppConfig> = {
  signInRateLimit: { limit: 10, ttlMs: 60_000 },
  signInFailures: { perPair: 10, perAddress: 25, perUser: 20, windowMs: 900_000, lockMs: 30_000, maxLockMs: 900_000, knownMs: 86_400_000 },
};

describe('sign-in limits that fit the field', () => {
  let a: TestApp;
  beforeAll(async () => {
    a = await createTestApp(fieldLimits);
  });
  afterAll(() => a.close());

  it('lets 30 stations behind one address all sign in', async () => {
    const users = ['manager', 'viewer', 'nobody'];
    const statuses: number[] = [];
    for (let station = 0; station < 30; station++) statuses.push((await signInAs(a, users[station % 3], users[station % 3], '192.0.2.10')).status);
    expect(statuses).toEqual(Array(30).fill(200));
  });

  it('limits 11 wrong passwords for one user name at one address, and then the right one too', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i++) statuses.push((await signInAs(a, i % 2 ? 'Viewer' : 'viewer', 'wrong', '198.51.100.1')).status);
    expect(statuses).toEqual([...Array(10).fill(418), 429]);
    const right = await signInAs(a, 'viewer', 'viewer', '198.51.100.1');
    expect(right.status).toBe(429);
    expect(right.body.Message).toMatch(tooMany);
    // Another user at that address is not held back, nor the same user at another.
    expect((await signInAs(a, 'manager', 'manager', '198.51.100.1')).status).toBe(200);
    expect((await signInAs(a, 'viewer', 'viewer', '198.51.100.2')).status).toBe(200);
  });

  it('limits 21 wrong passwords for one user name from 21 addresses, but not where it signed in before', async () => {
    expect((await signInAs(a, 'admin', 'admin', '192.0.2.77')).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 1; i <= 21; i++) statuses.push((await signInAs(a, 'admin', 'wrong', `198.51.100.${100 + i}`)).status);
    expect(statuses).toEqual([...Array(20).fill(418), 429]);
    expect((await signInAs(a, 'admin', 'admin', '198.51.100.150')).status).toBe(429);
    expect((await signInAs(a, 'admin', 'admin', '192.0.2.77')).status).toBe(200);
  });

  it('does not count successes, and a success clears that user name’s failures', async () => {
    for (let i = 0; i < 9; i++) expect((await signInAs(a, 'nobody', 'wrong')).status).toBe(418);
    expect((await signInAs(a, 'nobody', 'nobody')).status).toBe(200);
    const again: number[] = [];
    for (let i = 0; i < 10; i++) again.push((await signInAs(a, 'nobody', 'wrong')).status);
    expect(again).toEqual(Array(10).fill(418));
  });

  it('limits one address that fails for many user names', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 26; i++) statuses.push((await signInAs(a, `guess-${i}`, 'wrong', '203.0.113.50')).status);
    expect(statuses).toEqual([...Array(25).fill(418), 429]);
    expect((await signInAs(a, 'manager', 'manager', '203.0.113.50')).status).toBe(429);
    expect((await signInAs(a, 'manager', 'manager', '203.0.113.51')).status).toBe(200);
  });
});

describe('the client address follows TRUST_PROXY', () => {
  it('ignores a spoofed X-Forwarded-For when TRUST_PROXY is off', async () => {
    const a = await createTestApp({ ...fieldLimits, trustProxy: false });
    try {
      // The connection comes from 127.0.0.1 (whitelisted); the header claims an outside address.
      const res = await signInAs(a, 'manager', 'manager', '203.0.113.9');
      expect(res.body.LoginResult?.isWhiteListed).toBe(true);
      // Failures under ever-new claimed addresses all count against the one real address.
      const statuses: number[] = [];
      for (let i = 0; i < 26; i++) statuses.push((await signInAs(a, `guess-${i}`, 'wrong', `203.0.113.${i + 100}`)).status);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await a.close();
    }
  });

  it('with one trusted hop, takes the address the proxy saw, not one the client wrote before it', async () => {
    const a = await createTestApp({ trustProxy: 1 });
    try {
      // The client wrote 127.0.0.1 (whitelisted); the proxy appended the real 198.51.100.7.
      const res = await signInAs(a, 'manager', 'manager', '127.0.0.1, 198.51.100.7');
      expect(res.status).toBe(200);
      expect(res.body.LoginResult).toEqual({ isWhiteListed: false });
    } finally {
      await a.close();
    }
  });
});

describeWithRedis('sign-in limits shared through Redis (REDIS_URL)', (redisUrl) => {
  let a: TestApp;
  let other: Redis;
  const queuePrefix = `intermission-test-limits-${process.pid}-${Date.now()}`;
  beforeAll(async () => {
    a = await createTestApp({ ...fieldLimits, redisUrl, queuePrefix });
    other = new Redis(redisUrl!);
  });
  afterAll(async () => {
    const keys = await other.keys(`${queuePrefix}:*`);
    if (keys.length) await other.del(...keys);
    other.disconnect();
    await a.close();
  });

  it('counts the failures another instance saw', async () => {
    // A second API instance on the same Redis takes 6 places for the user name at the address (their passwords were wrong) ...
    const elsewhere = new SignInLimits(a.config, new RedisAttemptStore(other, `${queuePrefix}:attempts:`));
    for (let i = 0; i < 6; i++) await elsewhere.reserve('Manager', '127.0.0.1');
    // ... so this one allows only 4 more.
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await signInAs(a, 'manager', 'wrong')).status);
    expect(statuses).toEqual([418, 418, 418, 418, 429]);
  });

  it('backs a pair’s lock off, locks an address for the user names not known there, and gives a success’s place back, as the memory store does', async () => {
    await signInStoreScenario(new RedisAttemptStore(other, `${queuePrefix}:scenario:`), sleep);
  });
});
