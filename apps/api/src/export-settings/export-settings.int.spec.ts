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
      QboClientId: '',
      QboApiBaseUrl: '',
      QboTokenUrl: '',
      HasQboClientSecret: false,
      HasQboRefreshToken: false,
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

  it('keeps the QuickBooks secrets write-only: answered as Has… only, kept by an empty save, stored encrypted', async () => {
    const current = (await a.http.get('/api/v1/export-settings').set(admin)).body;
    const connect = {
      ...current,
      CompanyId: '4620816365178591820',
      QboClientId: 'ABcLientId',
      QboClientSecret: 'the-client-secret',
      QboRefreshToken: 'RT1-first-refresh',
      QboApiBaseUrl: 'http://127.0.0.1:9/',
      QboTokenUrl: 'http://127.0.0.1:9/oauth2/v1/tokens/bearer',
    };
    const saved = await a.http.put('/api/v1/export-settings').set(admin).send(connect);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ QboClientId: 'ABcLientId', HasQboClientSecret: true, HasQboRefreshToken: true, Version: current.Version + 1 });
    expect(JSON.stringify(saved.body)).not.toMatch(/the-client-secret|RT1-first-refresh/);
    const stored = await a.t.db.selectFrom('app.export_settings').selectAll().where('Id', '=', 1).executeTakeFirstOrThrow();
    expect(stored.QboClientSecret).toMatch(/^enc1:/);
    expect(stored.QboRefreshToken).toMatch(/^enc1:/);
    const audit = await a.t.db.selectFrom('app.audit_log').select('Changes').where('Entity', '=', 'ExportSettings').execute();
    expect(JSON.stringify(audit)).not.toMatch(/the-client-secret|RT1-first-refresh/);

    // A save that leaves the secrets empty keeps them.
    const again = await a.http
      .put('/api/v1/export-settings')
      .set(admin)
      .send({ ...saved.body, CompanyName: 'Renamed', QboClientSecret: '' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ CompanyName: 'Renamed', HasQboClientSecret: true, HasQboRefreshToken: true });
    const kept = await a.t.db.selectFrom('app.export_settings').select(['QboClientSecret', 'QboRefreshToken']).where('Id', '=', 1).executeTakeFirstOrThrow();
    expect(kept).toEqual({ QboClientSecret: stored.QboClientSecret, QboRefreshToken: stored.QboRefreshToken });

    // Disconnecting forgets them.
    const cleared = await a.http
      .put('/api/v1/export-settings')
      .set(admin)
      .send({ ...again.body, ClearQboTokens: true });
    expect(cleared.body).toMatchObject({ HasQboClientSecret: false, HasQboRefreshToken: false });
  });

  it.each([
    { title: 'a token address that is not http', patch: { QboTokenUrl: 'file:///etc/passwd' }, field: 'QboTokenUrl' },
    { title: 'an API address that is not an address', patch: { QboApiBaseUrl: 'nope' }, field: 'QboApiBaseUrl' },
    { title: 'a NUL in the client secret', patch: { QboClientSecret: 'a\u0000b' }, field: 'QboClientSecret' },
    { title: 'a huge refresh token', patch: { QboRefreshToken: 'x'.repeat(100_000) }, field: 'QboRefreshToken' },
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
