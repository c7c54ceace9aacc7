import { Injectable } from '@nestjs/common';
import { AccountLists, type ExportSettings, type ExportSettingsSave } from '@intermission/contracts';
import { type Db, type SaveOutcome, saveVersioned } from '@intermission/db';
import { SecretBox } from '../common/crypto/secret-box';
import type { AppConfig } from '../config/app-config';
import { InjectConfig } from '../config/config.module';
import { InjectDb } from '../database/database.module';

/** What a QuickBooks Online client needs from the settings, secrets decrypted (never answered by the API). */
export interface QboConnection {
  RealmId: string;
  Environment: 'Sandbox' | 'Production';
  ClientId: string;
  ClientSecret: string | null;
  RefreshToken: string | null;
  AccessToken: string | null;
  AccessTokenExpiresAt: Date | null;
  ApiBaseUrl: string;
  TokenUrl: string;
}

/** What Intuit's token endpoint answered, to be stored. */
export interface QboTokens {
  AccessToken: string;
  AccessTokenExpiresAt: Date;
  RefreshToken: string;
  RefreshTokenExpiresAt: Date | null;
}

@Injectable()
export class ExportSettingsRepository {
  /** The client secret and the tokens are stored encrypted (docs/decisions.md "Secrets at rest"). */
  private readonly box: SecretBox;

  constructor(
    @InjectDb() private readonly db: Db,
    @InjectConfig() config: AppConfig,
  ) {
    this.box = new SecretBox(config.tokenEncryptionKeys);
  }

  async get(): Promise<ExportSettings> {
    const row = await this.db
      .selectFrom('app.export_settings')
      .select([
        'CompanyName',
        'CompanyId',
        'Environment',
        'DefaultExportTypeId',
        'NotificationEmails',
        'AccountMappings',
        'QboClientId',
        'QboApiBaseUrl',
        'QboTokenUrl',
        'Version',
      ])
      .select((eb) => [eb('QboClientSecret', 'is not', null).as('HasQboClientSecret'), eb('QboRefreshToken', 'is not', null).as('HasQboRefreshToken')])
      .where('Id', '=', 1)
      .executeTakeFirstOrThrow();
    return row as ExportSettings;
  }

  /** Account mappings must name items of the account lists. */
  async unknownAccounts(ids: number[]): Promise<number[]> {
    if (!ids.length) return [];
    const found = await this.db.selectFrom('app.managed_items').select('Id').where('Id', 'in', ids).where('List', 'in', AccountLists).execute();
    const known = new Set(found.map((f) => f.Id));
    return ids.filter((id) => !known.has(id));
  }

  /**
   * The one export settings record (Id 1), saved on its Version. An empty secret keeps the stored
   * one; a new secret, refresh token, client, company or token address forgets the access token
   * (it was issued for the old ones); `ClearQboTokens` forgets the secret and every token.
   */
  async save(actorId: number, s: ExportSettingsSave): Promise<SaveOutcome> {
    const before = await this.db
      .selectFrom('app.export_settings')
      .select(['CompanyId', 'QboClientId', 'QboTokenUrl', 'Environment'])
      .where('Id', '=', 1)
      .executeTakeFirstOrThrow();
    const secret = s.QboClientSecret ? this.box.encrypt(s.QboClientSecret) : undefined;
    const refresh = s.QboRefreshToken ? this.box.encrypt(s.QboRefreshToken) : undefined;
    const connectionChanged =
      secret !== undefined ||
      refresh !== undefined ||
      before.CompanyId !== s.CompanyId ||
      before.QboClientId !== s.QboClientId ||
      before.QboTokenUrl !== s.QboTokenUrl ||
      before.Environment !== s.Environment;
    const patch = {
      CompanyName: s.CompanyName,
      CompanyId: s.CompanyId,
      Environment: s.Environment,
      DefaultExportTypeId: s.DefaultExportTypeId,
      NotificationEmails: s.NotificationEmails,
      AccountMappings: JSON.stringify(s.AccountMappings),
      QboClientId: s.QboClientId,
      QboApiBaseUrl: s.QboApiBaseUrl,
      QboTokenUrl: s.QboTokenUrl,
      ...(s.ClearQboTokens ? { QboClientSecret: null, QboRefreshToken: null, QboRefreshTokenExpiresAt: null } : {}),
      ...(secret !== undefined && !s.ClearQboTokens ? { QboClientSecret: secret } : {}),
      ...(refresh !== undefined && !s.ClearQboTokens ? { QboRefreshToken: refresh, QboRefreshTokenExpiresAt: null } : {}),
      ...(connectionChanged || s.ClearQboTokens ? { QboAccessToken: null, QboAccessTokenExpiresAt: null } : {}),
    };
    // The audit row says a secret changed, never what it is.
    const changes = {
      ...s,
      QboClientSecret: s.QboClientSecret ? '(replaced)' : undefined,
      QboRefreshToken: s.QboRefreshToken ? '(replaced)' : undefined,
    };
    return this.db
      .transaction()
      .execute((tx) =>
        saveVersioned(tx, 'app.export_settings', 1, s.Version, patch, { audit: { actorId, entity: 'ExportSettings', action: 'Update', changes } }),
      );
  }

  /**
   * Points the settings at a QuickBooks company without a user's edit (the demo's local fake, docs/exports.md
   * "The demo's QuickBooks company"): realm, client, refresh token and addresses; the access token is dropped.
   * Not a settings edit, so Version stays.
   */
  async connectQbo(c: {
    RealmId: string;
    ClientId: string;
    ClientSecret: string;
    RefreshToken: string;
    ApiBaseUrl: string;
    TokenUrl: string;
    CompanyName: string;
  }) {
    await this.db
      .updateTable('app.export_settings')
      .set({
        CompanyId: c.RealmId,
        CompanyName: c.CompanyName,
        QboClientId: c.ClientId,
        QboClientSecret: this.box.encrypt(c.ClientSecret),
        QboRefreshToken: this.box.encrypt(c.RefreshToken),
        QboRefreshTokenExpiresAt: null,
        QboAccessToken: null,
        QboAccessTokenExpiresAt: null,
        QboApiBaseUrl: c.ApiBaseUrl,
        QboTokenUrl: c.TokenUrl,
      })
      .where('Id', '=', 1)
      .execute();
  }

  /** The QuickBooks Online connection, secrets decrypted. */
  async qboConnection(): Promise<QboConnection> {
    const row = await this.db.selectFrom('app.export_settings').selectAll().where('Id', '=', 1).executeTakeFirstOrThrow();
    return this.connectionOf(row);
  }

  /**
   * Refreshes the tokens once for everyone: under a lock of the settings row, a caller whose
   * access token was already replaced by another (a second worker) gets that one instead of
   * spending the refresh token again (Intuit rotates it). `refresh` calls the token endpoint.
   * Token writes do not bump Version: they are not an edit of the settings.
   */
  async refreshQboTokens(staleAccessToken: string | null, refresh: (c: QboConnection) => Promise<QboTokens>): Promise<QboConnection> {
    return this.db.transaction().execute(async (tx) => {
      const row = await tx.selectFrom('app.export_settings').selectAll().where('Id', '=', 1).forUpdate().executeTakeFirstOrThrow();
      const current = this.connectionOf(row);
      if (current.AccessToken !== null && current.AccessToken !== staleAccessToken && (current.AccessTokenExpiresAt?.getTime() ?? 0) > Date.now()) {
        return current;
      }
      const tokens = await refresh(current);
      await tx
        .updateTable('app.export_settings')
        .set({
          QboAccessToken: this.box.encrypt(tokens.AccessToken),
          QboAccessTokenExpiresAt: tokens.AccessTokenExpiresAt,
          QboRefreshToken: this.box.encrypt(tokens.RefreshToken),
          QboRefreshTokenExpiresAt: tokens.RefreshTokenExpiresAt,
        })
        .where('Id', '=', 1)
        .execute();
      return { ...current, AccessToken: tokens.AccessToken, AccessTokenExpiresAt: tokens.AccessTokenExpiresAt, RefreshToken: tokens.RefreshToken };
    });
  }

  private connectionOf(row: {
    CompanyId: string;
    Environment: string;
    QboClientId: string;
    QboClientSecret: string | null;
    QboRefreshToken: string | null;
    QboAccessToken: string | null;
    QboAccessTokenExpiresAt: Date | null;
    QboApiBaseUrl: string;
    QboTokenUrl: string;
  }): QboConnection {
    const open = (v: string | null) => (v === null ? null : this.box.decrypt(v));
    return {
      RealmId: row.CompanyId,
      Environment: row.Environment === 'Production' ? 'Production' : 'Sandbox',
      ClientId: row.QboClientId,
      ClientSecret: open(row.QboClientSecret),
      RefreshToken: open(row.QboRefreshToken),
      AccessToken: open(row.QboAccessToken),
      AccessTokenExpiresAt: row.QboAccessTokenExpiresAt,
      ApiBaseUrl: row.QboApiBaseUrl,
      TokenUrl: row.QboTokenUrl,
    };
  }
}
