import type { ColumnType, Generated, JSONColumnType } from 'kysely';

export interface SettingsTable {
  Id: number;
  Name: string;
  Value: string;
  Version: Generated<number>;
}

export interface ManagedItemsTable {
  Id: Generated<number>;
  List: string;
  Name: string;
  StatusId: Generated<number>;
  ExportAccountId: number | null;
  TaxRateId: number | null;
  /** numeric(9,4) as a decimal string. */
  Rate: string | null;
  Rank: Generated<number>;
  Version: Generated<number>;
}

export interface ExportSettingsTable {
  Id: number;
  CompanyName: string;
  CompanyId: string;
  Environment: string;
  DefaultExportTypeId: number;
  NotificationEmails: ColumnType<string[], string[], string[]>;
  AccountMappings: JSONColumnType<{ ManagedItemId: number; AccountName: string }[]>;
  QboClientId: Generated<string>;
  /** SecretBox-encrypted (enc1:…), like the three below; never answered. */
  QboClientSecret: string | null;
  QboRefreshToken: string | null;
  QboRefreshTokenExpiresAt: Date | null;
  QboAccessToken: string | null;
  QboAccessTokenExpiresAt: Date | null;
  QboApiBaseUrl: Generated<string>;
  QboTokenUrl: Generated<string>;
  Version: Generated<number>;
}
