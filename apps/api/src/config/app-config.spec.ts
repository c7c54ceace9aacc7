import { demoSecretsInForce, loadConfig } from './app-config';

describe('configuration', () => {
  it('reads the settings with their demo defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.redisUrl).toBeUndefined();
    expect(c.outboxDir).toMatch(/\.data\/outbox$/);
    expect(demoSecretsInForce(c)).toEqual(['JWT_SECRET', 'AUTH_CLIENT_SECRET', 'PIN_SECRET']);
  });

  it('takes the environment over the defaults', () => {
    const c = loadConfig({ PORT: '4000', JWT_SECRET: 's1', AUTH_CLIENT_SECRET: 's2', PIN_SECRET: 's3', REDIS_URL: 'redis://r:6379', NODE_ENV: 'production' });
    expect(c).toMatchObject({ port: 4000, redisUrl: 'redis://r:6379', production: true });
    expect(demoSecretsInForce(c)).toEqual([]);
  });
});
