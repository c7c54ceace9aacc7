import { VendorsRepository } from '../../vendors/vendors.repository';
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';
import { AnswerContracts } from '../../../../../tests/support/answer-contracts';

describe('answers and their contracts', () => {
  let a: TestApp;
  let admin: { Authorization: string };
  beforeAll(async () => {
    a = await createTestApp();
    admin = { Authorization: `Bearer ${(await a.signIn('admin')).token}` };
  });
  afterAll(() => a.close());

  it('answers 500 when a repository drifts from its contract, never the drifted shape', async () => {
    const vendors = a.app.get(VendorsRepository);
    const find = vendors.find.bind(vendors);
    const spy = jest.spyOn(vendors, 'find').mockImplementation(async (id) => ({ ...(await find(id))!, Name: 42 as never }));
    try {
      const res = await a.http.get('/api/v1/vendors/1').set(admin);
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ Message: 'An error has occurred.' });
    } finally {
      spy.mockRestore();
    }
  });

  it('drops what the contract does not name', async () => {
    const vendors = a.app.get(VendorsRepository);
    const find = vendors.find.bind(vendors);
    const spy = jest.spyOn(vendors, 'find').mockImplementation(async (id) => ({ ...(await find(id))!, Secret: 'x' }) as never);
    try {
      const res = await a.http.get('/api/v1/vendors/1').set(admin);
      expect(res.status).toBe(200);
      expect(res.body).not.toHaveProperty('Secret');
    } finally {
      spy.mockRestore();
    }
  });

  it('shapes a 409’s current copy as the route’s answer', async () => {
    const vendor = (await a.http.get('/api/v1/vendors/1').set(admin)).body;
    const vendors = a.app.get(VendorsRepository);
    const find = vendors.find.bind(vendors);
    const spy = jest.spyOn(vendors, 'find').mockImplementation(async (id) => ({ ...(await find(id))!, Secret: 'x' }) as never);
    try {
      const stale = await a.http
        .put('/api/v1/vendors/1')
        .set(admin)
        .send({ Name: vendor.Name, Version: vendor.Version - 1 });
      expect(stale.status).toBe(409);
      expect(stale.body.Current).toMatchObject({ Id: 1, Version: vendor.Version });
      expect(stale.body.Current).not.toHaveProperty('Secret');
    } finally {
      spy.mockRestore();
    }
  });

  it('the test helper fails a test whose answer does not parse with the route schema', async () => {
    const contracts = new AnswerContracts();
    const rules = (contracts as unknown as { rules: Map<string, unknown> }).rules;
    const { VendorSchema } = await import('@intermission/contracts');
    rules.set('1', { kind: 'json', schema: VendorSchema });
    const res = { status: 200, headers: { 'content-type': 'application/json' }, body: { Id: 1 } } as never;
    expect(() => contracts.check('1', 'GET', '/api/v1/vendors/1', res)).toThrow(/does not match its contract/);
    rules.set('2', null);
    expect(() => contracts.check('2', 'GET', '/api/v1/x', res)).toThrow(/declares no answer schema/);
  });

  it('names answers as OpenAPI components and writes each route’s access', async () => {
    const doc = (await a.http.get('/api/docs/openapi.json')).body;
    expect(doc.components.schemas.Vendor.properties.Name).toEqual({ type: 'string' });
    const get = doc.paths['/api/v1/vendors/{id}'].get;
    expect(get.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Vendor' });
    expect(get['x-access']).toEqual({ kind: 'claim', anyOf: [{ type: 'Vendors', level: 'ReadOnly' }] });
    expect(doc.paths['/api/v1/users/token'].post['x-access']).toEqual({ kind: 'public' });
  });
});
