import { demoSecretsInForce, loadConfig, parseTrustProxy } from './app-config';

describe('configuration', () => {
  it('reads the settings with their demo defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.redisUrl).toBeUndefined();
    expect(c.outboxDir).toMatch(/\.data\/outbox$/);
    expect(demoSecretsInForce(c)).toEqual(['JWT_SECRET', 'AUTH_CLIENT_SECRET', 'PIN_SECRET', 'TOKEN_ENCRYPTION_KEY']);
  });

  it('takes the environment over the defaults', () => {
    const c = loadConfig({
      PORT: '4000',
      JWT_SECRET: 's1',
      AUTH_CLIENT_SECRET: 's2',
      PIN_SECRET: 's3',
      TOKEN_ENCRYPTION_KEY: 's4',
      REDIS_URL: 'redis://r:6379',
      NODE_ENV: 'production',
    });
    expect(c).toMatchObject({ port: 4000, redisUrl: 'redis://r:6379', production: true });
    expect(demoSecretsInForce(c)).toEqual([]);
  });

  it.each([
    [undefined, false],
    ['false', false],
    ['true', true],
    ['TRUE', true],
    ['2', 2],
    ['loopback', 'loopback'],
    ['loopback, 10.0.0.0/8, fd00::/8', 'loopback, 10.0.0.0/8, fd00::/8'],
  ])('takes TRUST_PROXY=%s as Express does', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('reads TOKEN_ENCRYPTION_KEY as a list: the first encrypts, the others are still read', () => {
    expect(loadConfig({ TOKEN_ENCRYPTION_KEY: ' new-key , old-key ' }).tokenEncryptionKeys).toEqual(['new-key', 'old-key']);
  });

  it('stops on a TRUST_PROXY Express would not take, saying what it takes', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/^TRUST_PROXY must be true, false, a number of proxy hops/);
  });
});
