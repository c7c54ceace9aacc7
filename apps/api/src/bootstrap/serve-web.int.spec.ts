import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

// The built web app as the API serves it (issue 17): a small build, pre-compressed by the web
// build's own step, so the headers are those a browser gets.
describe('serving the web build', () => {
  let t: TestApp;
  let dist: string;
  const script = `console.log(${JSON.stringify('a hashed chunk '.repeat(200))});\n`;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'intermission-web-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><meta name="client-secret" content="__AUTH_CLIENT_SECRET__"><script type="module" src="/assets/index-Ab12Cd34.js"></script>',
    );
    fs.writeFileSync(path.join(dist, 'assets/index-Ab12Cd34.js'), script);
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    execFileSync(process.execPath, [path.resolve(__dirname, '../../../web/scripts/precompress.mjs'), dist], { stdio: 'ignore' });
    t = await createTestApp({ webDist: dist });
  });

  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const asset = (acceptEncoding: string) =>
    request(t.app.getHttpServer())
      .get('/assets/index-Ab12Cd34.js')
      .set('Accept-Encoding', acceptEncoding)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

  it('answers a hashed asset with its brotli copy when the browser accepts br, immutable for a year', async () => {
    const res = await asset('gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['vary']).toBe('Accept-Encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(fs.statSync(path.join(dist, 'assets/index-Ab12Cd34.js.br')).size);
    expect(Number(res.headers['content-length'])).toBeLessThan(script.length);
    // The CSP and the other security headers stay on assets.
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers with the gzip copy when the browser accepts only gzip, and the file itself when it accepts neither', async () => {
    const gz = await asset('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(Number(gz.headers['content-length'])).toBe(fs.statSync(path.join(dist, 'assets/index-Ab12Cd34.js.gz')).size);
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const plain = await asset('identity');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((plain.body as Buffer).toString()).toBe(script);
  });

  it('never lets index.html be cached, at / and at any screen of the app', async () => {
    for (const at of ['/', '/login', '/client/list']) {
      const res = await request(t.app.getHttpServer()).get(at).set('Accept-Encoding', 'br');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.text).toContain(`content="${t.config.authClientSecret}"`);
    }
  });

  it('keeps an hour for the unhashed public files, and a missing asset is not found', async () => {
    const icon = await request(t.app.getHttpServer()).get('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    const missing = await request(t.app.getHttpServer()).get('/assets/index-Zz99.js').set('Accept-Encoding', 'br');
    expect(missing.status).toBe(404);
  });
});
