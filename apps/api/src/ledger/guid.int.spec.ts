import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

describe('GET guid/{n}', () => {
  let a: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
  });
  afterAll(() => a.close());

  it('hands out n distinct GUIDs to a signed-in caller', async () => {
    const { token } = await a.signIn('nobody');
    const res = await a.http.get('/api/v1/guid/25').set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(25);
    expect(new Set(res.body).size).toBe(25);
    expect(res.body.every((g: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(g))).toBe(true);
    expect((await a.http.get('/api/v1/guid/0').set('Authorization', `Bearer ${token}`)).status).toBe(400);
    expect((await a.http.get('/api/v1/guid/x').set('Authorization', `Bearer ${token}`)).status).toBe(400);
  });
});
