// The fake QuickBooks Online the tests speak to. It lives with the API (apps/api/src/exports/qbo/fake)
// because the demo starts one too (docs/exports.md "The demo's QuickBooks company").
export * from '@intermission/api/exports/qbo/fake/fake-qbo';
export * from '@intermission/api/exports/qbo/fake/fake-qbo-entities';
import type { FakeQbo } from '@intermission/api/exports/qbo/fake/fake-qbo';
import type { TestApp } from './test-app';

/** Saves the fake's connection through the export settings API, as an administrator does. */
export async function connectFakeQbo(a: TestApp, auth: { Authorization: string }, fake: FakeQbo): Promise<void> {
  const current = (await a.http.get('/api/v1/export-settings').set(auth)).body;
  const res = await a.http
    .put('/api/v1/export-settings')
    .set(auth)
    .send({
      ...current,
      CompanyId: fake.realmId,
      QboClientId: fake.clientId,
      QboClientSecret: fake.clientSecret,
      QboRefreshToken: fake.refreshToken,
      QboApiBaseUrl: fake.url,
      QboTokenUrl: fake.tokenUrl,
    });
  if (res.status !== 200) throw new Error(`The export settings refused the fake QuickBooks company: HTTP ${res.status} ${JSON.stringify(res.body)}`);
}
