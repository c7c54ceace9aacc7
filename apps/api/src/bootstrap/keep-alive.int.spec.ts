import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { HeadersTimeoutMs, KeepAliveTimeoutMs } from './express-server.adapter';

// Issue 38 point 7: with Node's default 5 s keep-alive the server closed a connection a client (a
// station, a proxy, a test) kept to reuse, and a request sent on it as it closed got "socket hang
// up" (ECONNRESET). The server now keeps idle connections longer than the clients in front do.
describe('the connections a client keeps alive', () => {
  let a: TestApp;
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    a = await createTestApp();
    // The real HTTP server, listening, as runServer starts it.
    await a.app.listen(0, '127.0.0.1');
    server = a.app.getHttpServer() as http.Server;
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await a?.close();
  });

  it('stay open longer than the clients and proxies in front keep theirs', () => {
    expect(server.keepAliveTimeout).toBe(KeepAliveTimeoutMs);
    expect(KeepAliveTimeoutMs).toBe(65_000);
    expect(server.headersTimeout).toBe(HeadersTimeoutMs);
    expect(HeadersTimeoutMs).toBeGreaterThan(KeepAliveTimeoutMs);
  });

  it('serve a request on a connection left idle for 6 s', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; reused: boolean; localPort: number }>((resolve, reject) => {
        const req = http.get({ host: '127.0.0.1', port, path: '/api/health', agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket, localPort: req.socket!.localPort! }));
        });
        req.on('error', reject);
      });
    try {
      const first = await get();
      expect(first).toMatchObject({ status: 200, reused: false });
      await new Promise((r) => setTimeout(r, 6_000));
      const second = await get();
      expect(second).toEqual({ status: 200, reused: true, localPort: first.localPort });
    } finally {
      agent.destroy();
    }
  }, 20_000);
});
