import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type express from 'express';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

// The API's server makes its requests and responses with Express's prototypes (ExpressServerAdapter):
// Express then finds them set and changes nothing, and every Express feature of the request and the
// response is there as before.
describe('the HTTP server of the API', () => {
  let a: TestApp;

  beforeAll(async () => {
    a = await createTestApp();
  });
  afterAll(async () => {
    await a?.close();
  });

  it("makes requests and responses with Express's prototypes before Express takes them", async () => {
    const server = a.app.getHttpServer() as Server;
    const app = a.app.getHttpAdapter().getInstance<express.Express>();
    const seen: boolean[][] = [];
    const look = (req: IncomingMessage, res: ServerResponse) => {
      seen.push([Object.getPrototypeOf(req) === app.request, Object.getPrototypeOf(res) === app.response]);
    };
    // Before Express's own listener: what the server made, not what Express made of it.
    server.prependListener('request', look);
    try {
      const health = await a.http.get('/api/health');
      expect(health.status).toBe(200);
      expect(health.headers['content-type']).toMatch(/^application\/json/);
      const missing = await a.http.get('/api/v1/no-such-route');
      expect(missing.status).toBe(404);
      const { token } = await a.signIn('admin');
      const vendors = await a.http.post('/api/v1/vendors/_search').set('Authorization', `Bearer ${token}`).send({ Skip: 0, Take: 12 });
      expect(vendors.status).toBe(200);
      expect(vendors.headers['x-list-count']).toBeDefined();
    } finally {
      server.removeListener('request', look);
    }
    expect(seen.length).toBeGreaterThanOrEqual(4);
    expect(seen.every(([req, res]) => req && res)).toBe(true);
  });
});
