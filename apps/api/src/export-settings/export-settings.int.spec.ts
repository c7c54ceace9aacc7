import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

describe('export settings', () => {
  let a: TestApp;
  let admin: { Authorization: string };
  beforeAll(async () => {
    a = await createTestApp();
    admin = { Authorization: `Bearer ${(await a.signIn('admin')).token}` };
  });
  afterAll(() => a.close());

  it('reads the defaults and saves the company, mappings and recipients on the Version', async () => {
    const before = (await a.http.get('/api/v1/export-settings').set(admin)).body;
    expect(before).toEqual({
      CompanyName: '',
      CompanyId: '',
      Environment: 'Sandbox',
      DefaultExportTypeId: 2,
      NotificationEmails: [],
      AccountMappings: [],
      Version: 1,
    });
    const revenue = (await a.http.get('/api/v1/managedItems/revenueAccounts').set(admin)).body[0];
    const body = {
      ...before,
      CompanyName: 'Northwind Books',
      CompanyId: '9130',
      NotificationEmails: ['books@northwind.test'],
      AccountMappings: [{ ManagedItemId: revenue.Id, AccountName: '4000 Sales' }],
    };
    const saved = await a.http.put('/api/v1/export-settings').set(admin).send(body);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ ...body, Version: 2 });
    expect((await a.http.post('/api/v1/export-settings').set(admin).send(body)).status).toBe(409);
  });

  it.each([
    { title: 'a bad e-mail', patch: { NotificationEmails: ['nope'] }, field: 'NotificationEmails.0' },
    { title: 'an unknown environment', patch: { Environment: 'Staging' }, field: 'Environment' },
    { title: 'a mapping to something not an account', patch: { AccountMappings: [{ ManagedItemId: 999999, AccountName: 'X' }] }, field: 'AccountMappings' },
  ])('refuses $title with 400', async ({ patch, field }) => {
    const current = (await a.http.get('/api/v1/export-settings').set(admin)).body;
    const res = await a.http
      .put('/api/v1/export-settings')
      .set(admin)
      .send({ ...current, ...patch });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.ModelState)).toContain(field);
  });

  it('needs AppSettings FullAccess to save', async () => {
    const viewer = { Authorization: `Bearer ${(await a.signIn('viewer')).token}` };
    const current = (await a.http.get('/api/v1/export-settings').set(viewer)).body;
    expect((await a.http.put('/api/v1/export-settings').set(viewer).send(current)).status).toBe(403);
    const nobody = { Authorization: `Bearer ${(await a.signIn('nobody')).token}` };
    expect((await a.http.get('/api/v1/export-settings').set(nobody)).status).toBe(403);
  });
});
