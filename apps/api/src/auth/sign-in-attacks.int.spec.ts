import Redis from 'ioredis';
import { AuthClientId } from '@intermission/contracts';
import type { AppConfig } from '../config/app-config';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { describeWithRedis } from '../../../../tests/support/test-redis';
import { PasswordHasher } from './password-hasher';

// Issue 38 (6 and 5): guesses fired at once must not get more password checks than the limits, and
// the limits must not lock out people who did not fail.

const tooMany = /^Too many failed sign-ins\. Please wait \d+ minutes? and try again\.$/;
const wrongCredentials = { Message: 'Username/Password is not correct' };

function signInAs(a: TestApp, Username: string, Password: string, forwardedFor: string) {
  return a.http
    .post('/api/v1/users/token')
    .set('X-Forwarded-For', forwardedFor)
    .send({ Username, Password, AuthClientID: AuthClientId, AuthClientSecret: a.config.authClientSecret });
}

const limits = (over: Partial<AppConfig['signInFailures']> = {}): Partial<AppConfig> => ({
  signInFailures: { perPair: 10, perAddress: 60, perUser: 50, windowMs: 900_000, lockMs: 60_000, maxLockMs: 900_000, knownMs: 86_400_000, ...over },
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every password the apps verify (an unknown user name's included: verifyNobody goes through verify). */
function countChecks(...apps: TestApp[]): () => number {
  const spies = apps.map((a) => jest.spyOn(a.app.get(PasswordHasher), 'verify'));
  return () => spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
}

/** The statuses of answers fired all at once, spread over the apps (several instances behind one balancer). */
async function fireAtOnce(apps: TestApp[], n: number, attempt: (i: number) => [string, string, string]) {
  const answers = await Promise.all(Array.from({ length: n }, (_, i) => signInAs(apps[i % apps.length], ...attempt(i))));
  for (const res of answers) {
    if (res.status === 418) expect(res.body).toEqual(wrongCredentials);
    else expect({ status: res.status, message: res.body.Message }).toEqual({ status: 429, message: expect.stringMatching(tooMany) });
  }
  return { wrong: answers.filter((r) => r.status === 418).length, limited: answers.filter((r) => r.status === 429).length };
}

/** The concurrent runs, on one instance (memory) or on two sharing Redis. */
function concurrentRuns(apps: () => TestApp[]) {
  it('checks at most 10 of 60 wrong guesses at one user name fired at once (limit 10)', async () => {
    const checks = countChecks(...apps());
    const run = await fireAtOnce(apps(), 60, (i) => ['viewer', `guess-${i}`, '198.51.100.20']);
    expect(checks()).toBeLessThanOrEqual(10);
    expect(run).toEqual({ wrong: 10, limited: 50 });
    jest.restoreAllMocks();
  });

  it('checks at most the 54 left of 150 failures from one address fired at once', async () => {
    // 6 failures from the address already (limit 60): 54 left.
    for (let i = 0; i < 6; i++) expect((await signInAs(apps()[0], `before-${i}`, 'wrong', '203.0.113.20')).status).toBe(418);
    const checks = countChecks(...apps());
    const run = await fireAtOnce(apps(), 150, (i) => [`spray-${i}`, 'wrong', '203.0.113.20']);
    expect(checks()).toBeLessThanOrEqual(54);
    expect(run).toEqual({ wrong: 54, limited: 96 });
    jest.restoreAllMocks();
  });
}

describe('sign-in limits under concurrent guesses (one instance, memory)', () => {
  let a: TestApp;
  beforeAll(async () => {
    a = await createTestApp(limits());
  });
  afterAll(() => a.close());

  concurrentRuns(() => [a]);
});

describe('sign-in limits that do not lock out the innocent', () => {
  let a: TestApp;
  beforeAll(async () => {
    a = await createTestApp(limits({ perAddress: 25 }));
  });
  afterAll(() => a.close());

  it('locks a user name at the address its failures came from, not at another address', async () => {
    const atStationA: number[] = [];
    for (let i = 0; i < 11; i++) atStationA.push((await signInAs(a, 'manager', `typo-${i}`, '198.51.100.30')).status);
    expect(atStationA).toEqual([...Array(10).fill(418), 429]);
    expect((await signInAs(a, 'manager', 'manager', '198.51.100.30')).status).toBe(429);
    // The same shared account at another station signs in, and its own typos still get the spec's 418.
    expect((await signInAs(a, 'Manager', 'manager', '198.51.100.31')).status).toBe(200);
    const res = await signInAs(a, 'manager', 'typo', '198.51.100.31');
    expect(res.status).toBe(418);
    expect(res.body).toEqual(wrongCredentials);
  });

  it('lets a user who signed in at an address before and has not failed sign in there through a flood of failures for other user names', async () => {
    expect((await signInAs(a, 'viewer', 'viewer', '192.0.2.40')).status).toBe(200);
    const flood: number[] = [];
    for (let i = 0; i < 26; i++) flood.push((await signInAs(a, `flood-${i}`, 'wrong', '192.0.2.40')).status);
    expect(flood).toEqual([...Array(25).fill(418), 429]);
    expect((await signInAs(a, 'viewer', 'viewer', '192.0.2.40')).status).toBe(200);
    // A user name never seen at the locked address waits like the flood does.
    expect((await signInAs(a, 'nobody', 'nobody', '192.0.2.40')).status).toBe(429);
    expect((await signInAs(a, 'nobody', 'nobody', '192.0.2.41')).status).toBe(200);
  });
});

describe('the lock of a (user name, address) pair backs off', () => {
  let a: TestApp;
  beforeAll(async () => {
    a = await createTestApp(limits({ perPair: 3, lockMs: 1500, maxLockMs: 6000 }));
  });
  afterAll(() => a.close());

  it('locks for lockMs after the limit, lets one guess through, then locks for twice as long', async () => {
    const at = '198.51.100.50';
    for (let i = 0; i < 3; i++) expect((await signInAs(a, 'viewer', 'wrong', at)).status).toBe(418);
    const locked = await signInAs(a, 'viewer', 'wrong', at);
    expect(locked.status).toBe(429);
    expect(locked.body.Message).toBe('Too many failed sign-ins. Please wait 1 minute and try again.');
    await sleep(1600);
    // The first lock is over: one more guess is checked ...
    expect((await signInAs(a, 'viewer', 'wrong', at)).status).toBe(418);
    expect((await signInAs(a, 'viewer', 'wrong', at)).status).toBe(429);
    // ... and it locks for 3 s: after 1.6 s even the right password waits.
    await sleep(1600);
    expect((await signInAs(a, 'viewer', 'viewer', at)).status).toBe(429);
    await sleep(1600);
    expect((await signInAs(a, 'viewer', 'viewer', at)).status).toBe(200);
    // The success cleared the pair's failures.
    for (let i = 0; i < 3; i++) expect((await signInAs(a, 'viewer', 'wrong', at)).status).toBe(418);
  });
});

describeWithRedis('sign-in limits under concurrent guesses at two instances sharing Redis', (redisUrl) => {
  const queuePrefix = `intermission-test-attacks-${process.pid}-${Date.now()}`;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    [a, b] = await Promise.all([createTestApp({ ...limits(), redisUrl, queuePrefix }), createTestApp({ ...limits(), redisUrl, queuePrefix })]);
  });
  afterAll(async () => {
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${queuePrefix}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    await Promise.all([a?.close(), b?.close()]);
  });

  concurrentRuns(() => [a, b]);
});
