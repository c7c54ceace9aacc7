import { DemoSecrets, demoSecretsInForce, isProduction, loadConfig, parseTrustProxy } from './app-config';

// Secrets set, so no test here reads or makes a generated secrets file (generated-secrets.int.spec.ts does).
const secrets = { JWT_SECRET: 'j'.repeat(32), PIN_SECRET: 'p'.repeat(32), TOKEN_ENCRYPTION_KEY: 't'.repeat(32) };

describe('configuration', () => {
  it('reads the settings with their defaults', () => {
    const c = loadConfig({ ...secrets });
    expect(c.port).toBe(3000);
    expect(c.redisUrl).toBeUndefined();
    expect(c.outboxDir).toMatch(/\.data\/outbox$/);
    expect(c.production).toBe(false);
    // The client secret alone keeps a demo default: it is written into the public web page and signs nothing.
    expect(demoSecretsInForce(c)).toEqual(['AUTH_CLIENT_SECRET']);
  });

  it.each([
    ['JWT_SECRET', DemoSecrets.jwtSecret],
    ['PIN_SECRET', DemoSecrets.pinSecret],
    ['TOKEN_ENCRYPTION_KEY', DemoSecrets.tokenEncryptionKey],
  ])('refuses %s set to the value the README printed, in any mode', (name, value) => {
    expect(() => loadConfig({ ...secrets, NODE_ENV: 'development', [name]: value })).toThrow(new RegExp(`^${name} is a demo value once printed in the README`));
  });

  it('still reads values an old demo install encrypted, with its key after the new one (production refuses that)', () => {
    const c = loadConfig({ ...secrets, TOKEN_ENCRYPTION_KEY: `${'n'.repeat(32)},${DemoSecrets.tokenEncryptionKey}` });
    expect(c.tokenEncryptionKeys).toEqual(['n'.repeat(32), DemoSecrets.tokenEncryptionKey]);
    expect(demoSecretsInForce(c)).toContain('TOKEN_ENCRYPTION_KEY');
  });

  it.each(['production', 'Production', 'PRODUCTION', ' production', 'production\n', 'prod', ' Prod '])(
    'takes NODE_ENV=%j as production, which refuses the demo client secret',
    (value) => {
      expect(isProduction(value)).toBe(true);
      const c = loadConfig({ ...secrets, NODE_ENV: value });
      expect(c.production).toBe(true);
      expect(demoSecretsInForce(c)).toEqual(['AUTH_CLIENT_SECRET']);
    },
  );

  it.each([undefined, '', 'development', 'test', 'staging', 'production-like', 'pro'])('takes NODE_ENV=%j as no production', (value) => {
    expect(isProduction(value)).toBe(false);
    expect(loadConfig({ ...secrets, NODE_ENV: value }).production).toBe(false);
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
    expect(loadConfig({ ...secrets, TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('reads TOKEN_ENCRYPTION_KEY as a list: the first encrypts, the others are still read', () => {
    expect(loadConfig({ ...secrets, TOKEN_ENCRYPTION_KEY: ' new-key , old-key ' }).tokenEncryptionKeys).toEqual(['new-key', 'old-key']);
  });

  it('stops on a TRUST_PROXY Express would not take, saying what it takes', () => {
    expect(() => loadConfig({ ...secrets, TRUST_PROXY: 'yes please' })).toThrow(/^TRUST_PROXY must be true, false, a number of proxy hops/);
  });
});
