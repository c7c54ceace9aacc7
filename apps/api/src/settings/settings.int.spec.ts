import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

describe('application and point-of-sale settings', () => {
  let a: TestApp;
  let admin: { Authorization: string };
  let viewer: { Authorization: string };
  beforeAll(async () => {
    a = await createTestApp();
    admin = { Authorization: `Bearer ${(await a.signIn('admin')).token}` };
    viewer = { Authorization: `Bearer ${(await a.signIn('viewer')).token}` };
  });
  afterAll(() => a.close());

  it('replaces the list: blank names dropped, Id 2 rounded to 4 decimals, new rows numbered', async () => {
    const before = (await a.http.get('/api/v1/settings').set(admin)).body;
    expect(before.map((s: { Id: number }) => s.Id)).toEqual([1, 2, 3]);
    const [first, second, third] = before;
    const res = await a.http
      .put('/api/v1/settings/batch')
      .set(admin)
      .send([first, { ...second, Value: '3.14159' }, third, { Name: '   ', Value: 'dropped' }, { Name: 'Season', Value: 'Winter' }]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { ...first },
      { Id: 2, Name: second.Name, Value: '3.1416', Version: second.Version + 1 },
      third,
      { Id: 4, Name: 'Season', Value: 'Winter', Version: 1 },
    ]);
  });

  it('removes the rows a batch leaves out', async () => {
    const list = (await a.http.get('/api/v1/settings').set(admin)).body;
    const res = await a.http
      .put('/api/v1/settings/batch')
      .set(admin)
      .send(list.filter((s: { Name: string }) => s.Name !== 'Season'));
    expect(res.body.map((s: { Name: string }) => s.Name)).not.toContain('Season');
    expect(res.body).toHaveLength(list.length - 1);
  });

  it('refuses an empty batch (or one of blank names only) instead of removing every setting', async () => {
    const before = (await a.http.get('/api/v1/settings').set(admin)).body;
    for (const body of [[], [{ Name: '  ', Value: 'x' }]]) {
      const res = await a.http.put('/api/v1/settings/batch').set(admin).send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        Message: 'Settings Update Failed. The list sent is empty: a save sends the whole list as edited, and would remove every setting.',
      });
    }
    const pos = await a.http.put('/api/v1/slerpSettings/batch').set(admin).send([]);
    expect(pos.status).toBe(400);
    expect(pos.body.Message).toMatch(/^SLERP Settings Update Failed\. The list sent is empty/);
    expect((await a.http.get('/api/v1/settings').set(admin)).body).toEqual(before);
    expect((await a.http.get('/api/v1/slerpSettings').set(admin)).body).toHaveLength(2);
  });

  it('refuses a non-numeric value for setting 2 and a stale Version', async () => {
    const list = (await a.http.get('/api/v1/settings').set(admin)).body;
    const bad = await a.http
      .put('/api/v1/settings/batch')
      .set(admin)
      .send(list.map((s: { Id: number }) => (s.Id === 2 ? { ...s, Value: 'abc' } : s)));
    expect(bad.status).toBe(400);
    expect(bad.body.ModelState['1.Value']).toEqual(['Value must be a number']);
    const stale = await a.http
      .put('/api/v1/settings/batch')
      .set(admin)
      .send(list.map((s: { Id: number; Version: number }) => (s.Id === 1 ? { ...s, Version: 99, Value: 'x' } : s)));
    expect(stale.status).toBe(409);
    expect(stale.body.Current).toEqual(list);
  });

  it('keeps the point-of-sale group apart, without the numeric rule', async () => {
    const pos = (await a.http.get('/api/v1/slerpSettings').set(admin)).body;
    const res = await a.http
      .put('/api/v1/slerpSettings/batch')
      .set(admin)
      .send([{ ...pos[1], Value: 'fifteen' }]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ ...pos[1], Value: 'fifteen', Version: pos[1].Version + 1 }]);
    expect((await a.http.get('/api/v1/settings').set(admin)).body.length).toBeGreaterThan(1);
  });

  it('names the point-of-sale package version after the last path segment of its location', async () => {
    const res = await a.http.get('/api/v1/settings/posPackage').set(viewer);
    expect(res.body).toEqual({ Location: '/downloads/pos/4.2.1', Version: '4.2.1' });
  });

  it('lets ReadOnly read but not save, and refuses without the claim', async () => {
    expect((await a.http.get('/api/v1/settings').set(viewer)).status).toBe(200);
    expect((await a.http.put('/api/v1/settings/batch').set(viewer).send([])).status).toBe(403);
    const manager = { Authorization: `Bearer ${(await a.signIn('manager')).token}` };
    expect((await a.http.get('/api/v1/slerpSettings').set(manager)).status).toBe(403);
  });
});
