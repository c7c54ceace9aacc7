import type { INestApplication } from '@nestjs/common';
import type { Db } from '@intermission/db';
import { ExportAccounts, TenderAccounts } from '@intermission/domain';
import { ExportSettingsRepository } from '../export-settings/export-settings.repository';
import { type FakeQbo, startFakeQbo } from '../exports/qbo/fake/fake-qbo';

/** The client id the demo's fake company is connected with: settings holding another are a real company, left alone. */
export const DemoQboClientId = 'intermission-demo-local-qbo';

/**
 * The demo's QuickBooks company (issue 16 point 6; docs/exports.md "The demo's QuickBooks company"):
 * the fake QBO of the tests, started with the demo server on a free local port, and the export
 * settings pointed at it, so the demo's exports post somewhere real enough to read back. Its chart
 * holds every account the exports name (the fixed ones, the tenders', every managed item's and every
 * mapped name) and grows one an administrator maps later. It lives as long as the server: a restart starts an empty one (rows synced to the
 * previous one then fail on an update, which the log shows). Never in production (the caller's check),
 * never over settings connected to another company.
 */
export async function startDemoQbo(app: INestApplication, db: Db): Promise<FakeQbo | null> {
  const settings = await db.selectFrom('app.export_settings').select(['QboClientId', 'AccountMappings']).where('Id', '=', 1).executeTakeFirst();
  if (!settings || (settings.QboClientId && settings.QboClientId !== DemoQboClientId)) return null;
  const managed = await db.selectFrom('app.managed_items').select('Name').execute();
  const names = new Set<string>([
    ...Object.values(ExportAccounts),
    ...Object.values(TenderAccounts),
    ...managed.map((m) => m.Name),
    ...settings.AccountMappings.map((m) => m.AccountName),
  ]);
  const fake = await startFakeQbo({
    clientId: DemoQboClientId,
    // An account an administrator maps in the demo is found too.
    openChart: true,
    accounts: [...names].map((name) => ({ name, type: name === ExportAccounts.AccountsPayable ? 'Accounts Payable' : undefined })),
  });
  await app.get(ExportSettingsRepository).connectQbo({
    RealmId: fake.realmId,
    ClientId: fake.clientId,
    ClientSecret: fake.clientSecret,
    RefreshToken: fake.refreshToken,
    ApiBaseUrl: fake.url,
    TokenUrl: fake.tokenUrl,
    CompanyName: 'Demo company (a local fake QuickBooks Online)',
  });
  return fake;
}
