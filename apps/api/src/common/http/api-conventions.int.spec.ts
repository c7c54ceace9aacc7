import { RequestMethod } from '@nestjs/common';
import { MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { sql } from 'kysely';
import { ACCESS_KEY, type AccessRule } from '../../auth/access.decorator';
import { RESPONSE_KEY, type ResponseRule } from './zod-response.decorator';
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';

interface RouteInfo {
  method: string;
  path: string;
  rule: AccessRule | undefined;
  response: ResponseRule | undefined;
}

function listRoutes(a: TestApp): RouteInfo[] {
  const modules = a.app.get(ModulesContainer);
  const scanner = new MetadataScanner();
  const reflector = a.app.get(Reflector);
  const routes: RouteInfo[] = [];
  for (const wrapper of [...modules.values()].flatMap((m) => [...m.controllers.values()])) {
    const { instance, metatype } = wrapper;
    if (!instance || !metatype) continue;
    const base = String(Reflect.getMetadata(PATH_METADATA, metatype) ?? '');
    const proto = Object.getPrototypeOf(instance);
    for (const name of scanner.getAllMethodNames(proto)) {
      const handler = proto[name];
      const sub = Reflect.getMetadata(PATH_METADATA, handler);
      if (sub === undefined) continue;
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
      const rule = reflector.getAllAndOverride<AccessRule>(ACCESS_KEY, [handler, metatype]);
      const response = reflector.get<ResponseRule>(RESPONSE_KEY, handler);
      const full = [base, String(sub)]
        .filter((p) => p && p !== '/')
        .join('/')
        .replace(/:(\w+)/g, (_m, p) => (p === 'ip' ? '127.0.0.1' : '1'));
      routes.push({ method, path: full.startsWith('api/health') ? `/${full}` : `/api/v1/${full}`, rule, response });
    }
  }
  return routes;
}

describe('API conventions', () => {
  let a: TestApp;
  let routes: RouteInfo[];
  beforeAll(async () => {
    a = await createTestApp();
    routes = listRoutes(a);
  });
  afterAll(() => a.close());

  it('every route declares its access (deny by default)', () => {
    expect(routes.length).toBeGreaterThan(5);
    expect(routes.filter((r) => !r.rule).map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it('every route declares its answer (a contracts schema, 204 or a file)', () => {
    expect(routes.filter((r) => !r.response).map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it('every route that is not public answers 401 without a token', async () => {
    const closed = routes.filter((r) => r.rule?.kind !== 'public');
    expect(closed.length).toBeGreaterThan(0);
    for (const r of closed) {
      const res = await a.http[r.method.toLowerCase() as 'get'](r.path).send({});
      expect({ route: `${r.method} ${r.path}`, status: res.status }).toEqual({ route: `${r.method} ${r.path}`, status: 401 });
    }
  });

  it('a route without its claim answers 403', async () => {
    const { token } = await a.signIn('nobody');
    const admin = await a.signIn('admin');
    const adminId = admin.body.User.Id;
    const res = await a.http.get(`/api/v1/users/${adminId}`).set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(403);
    const rename = await a.http.put('/api/v1/users').set('Authorization', `Bearer ${token}`).send({ Id: adminId, FirstName: 'X', LastName: 'Y', Version: 1 });
    expect(rename.status).toBe(403);
  });

  it.each([
    { title: 'a body that is not JSON', send: '{"Username": ', type: 'application/json' },
    { title: 'fields of the wrong type', send: { Username: 12, Password: [], AuthClientID: 'x' }, type: 'application/json' },
    { title: 'an empty body', send: {}, type: 'application/json' },
    { title: 'a body that is a list', send: [1, 2], type: 'application/json' },
  ])('answers $title with 400 and ModelState, never 500', async ({ send, type }) => {
    const res = await a.http
      .post('/api/v1/users/token')
      .set('Content-Type', type)
      .send(send as never);
    expect(res.status).toBe(400);
    expect(res.body.Message).toBe('The request is invalid.');
    expect(typeof res.body.ModelState).toBe('object');
  });

  it('names the failing fields in ModelState', async () => {
    const res = await a.http.post('/api/v1/users/forgot').send({ Email: 'not-an-address' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.ModelState)).toEqual(['Email']);
  });

  it('matches paths case-insensitively', async () => {
    const res = await a.http
      .post('/api/v1/Users/Token')
      .send({ Username: 'viewer', Password: 'viewer', AuthClientID: 1, AuthClientSecret: a.config.authClientSecret });
    expect(res.status).toBe(200);
  });

  it('answers an unknown id with 404 and a stale Version with 409 and the current copy', async () => {
    const { token, body } = await a.signIn('admin');
    const auth = { Authorization: `Bearer ${token}` };
    expect((await a.http.get('/api/v1/users/999999').set(auth)).status).toBe(404);
    const me = (await a.http.get(`/api/v1/users/${body.User.Id}`).set(auth)).body;
    const saved = await a.http.put('/api/v1/users').set(auth).send({ Id: me.Id, FirstName: 'Ava', LastName: 'Admin', Version: me.Version });
    expect(saved.status).toBe(200);
    expect(saved.body.Version).toBe(me.Version + 1);
    const stale = await a.http.put('/api/v1/users').set(auth).send({ Id: me.Id, FirstName: 'Late', LastName: 'Admin', Version: me.Version });
    expect(stale.status).toBe(409);
    expect(stale.body.Current).toMatchObject({ FirstName: 'Ava', Version: me.Version + 1 });
  });

  it('sends update-roles when the role changed since the token was issued, and applies the new claims at once', async () => {
    const { token, body } = await a.signIn('viewer');
    const auth = { Authorization: `Bearer ${token}` };
    const own = await a.http.get(`/api/v1/users/${body.User.Id}`).set(auth);
    expect(own.headers['update-roles']).toBeUndefined();
    await a.t.db.deleteFrom('app.role_claims').where('RoleId', '=', 3).where('ClaimTypeId', '=', 2).execute();
    await a.t.db
      .updateTable('app.roles')
      .set({ Version: sql`"Version" + 1` })
      .where('Id', '=', 3)
      .execute();
    const other = await a.http.get('/api/v1/users/1').set(auth);
    expect(other.headers['update-roles']).toBe('true');
    expect(other.status).toBe(403);
    expect(other.headers['access-control-expose-headers']).toContain('update-roles');
  });

  it('ends access on the next request when the user is deactivated', async () => {
    const { token, body } = await a.signIn('nobody');
    await a.t.db.updateTable('app.users').set({ HasAccess: false }).where('Id', '=', body.User.Id).execute();
    expect((await a.http.get(`/api/v1/users/${body.User.Id}`).set('Authorization', `Bearer ${token}`)).status).toBe(401);
    await a.t.db.updateTable('app.users').set({ HasAccess: true }).where('Id', '=', body.User.Id).execute();
  });

  it('stores client errors', async () => {
    const res = await a.http.post('/api/v1/logger/errors').send({ Message: 'TypeError: x is undefined', Stack: 'at y', Url: '/client/list' });
    expect(res.status).toBe(204);
    const row = await a.t.db.selectFrom('app.client_errors').selectAll().where('Message', '=', 'TypeError: x is undefined').executeTakeFirst();
    expect(row).toMatchObject({ Stack: 'at y', Url: '/client/list' });
  });

  it('serves health, the OpenAPI document, a request id and helmet headers', async () => {
    const health = await a.http.get('/api/health').set('X-Request-Id', 'abc-123');
    expect(health.status).toBe(200);
    expect(health.body.Status).toBe('ok');
    expect(health.headers['x-request-id']).toBe('abc-123');
    expect(health.headers['x-content-type-options']).toBe('nosniff');
    const doc = await a.http.get('/api/docs/openapi.json');
    expect(doc.status).toBe(200);
    expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining(['/api/v1/users/token', '/api/v1/users/refresh']));
    expect(doc.body.paths['/api/v1/users/token'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('Username');
  });
});

describe('forgot and reset throttle', () => {
  let a: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ signInRateLimit: { limit: 3, ttlMs: 60_000 } });
  });
  afterAll(() => a.close());

  // Sign-in itself counts failures only (apps/api/src/auth/sign-in-limits.int.spec.ts).
  it('answers 429 after too many forgot-password requests from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await a.http.post('/api/v1/users/forgot').send({ Email: 'ghost@example.com' })).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });
});
