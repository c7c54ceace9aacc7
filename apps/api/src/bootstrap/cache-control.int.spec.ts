import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

// Issue 38 point 6: the API's answers are a user's data, which no browser, proxy or shared cache may
// keep; the pictures that allow their own short private caching keep it.
describe('the caching of the API answers', () => {
  let a: TestApp;
  let token: string;
  beforeAll(async () => {
    a = await createTestApp();
    ({ token } = await a.signIn('admin'));
  });
  afterAll(async () => {
    await a?.close();
  });

  it('says no-store on an authenticated JSON answer', async () => {
    const res = await a.http.get('/api/v1/users/states').set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    const search = await a.http.post('/api/v1/vendors/_search').set('Authorization', `Bearer ${token}`).send({ Skip: 0, Take: 5 });
    expect(search.status).toBe(200);
    expect(search.headers['cache-control']).toBe('no-store');
  });

  it('says no-store on the sign-in answer (it holds the tokens) and on refusals', async () => {
    const signIn = await a.http
      .post('/api/v1/users/token')
      .send({ Username: 'manager', Password: 'manager', AuthClientID: 1, AuthClientSecret: a.config.authClientSecret });
    expect(signIn.status).toBe(200);
    expect(signIn.headers['cache-control']).toBe('no-store');
    const refused = await a.http.get('/api/v1/users/states');
    expect(refused.status).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    // Any spelling the case-insensitive router takes.
    const upper = await a.http.get('/API/V1/users/states').set('Authorization', `Bearer ${token}`);
    expect(upper.status).toBe(200);
    expect(upper.headers['cache-control']).toBe('no-store');
  });

  it("keeps a picture's own short private caching", async () => {
    const { token: viewer, body } = await a.signIn('viewer');
    const me = body.User.Id as number;
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const auth = { Authorization: `Bearer ${viewer}` };
    const up = await a.http.post(`/api/v1/users/${me}/pic`).set(auth).attach('file', png, { filename: 'me.png', contentType: 'image/png' });
    expect(up.status).toBe(201);
    expect(up.headers['cache-control']).toBe('no-store');
    const pic = await a.http.get(`/api/v1/users/${me}/pic`).set(auth).buffer(true);
    expect(pic.status).toBe(200);
    expect(pic.headers['cache-control']).toBe('private, max-age=60');
  });
});
