import type { Generated } from 'kysely';

export interface ClientTypesTable {
  Id: number;
  Name: string;
}

export interface ClientsTable {
  Id: Generated<number>;
  Name: string;
  Description: string | null;
  ClientTypeId: number | null;
  AddressId: number | null;
  Archived: Generated<boolean>;
  Version: Generated<number>;
}

export interface VenuesTable {
  Id: Generated<number>;
  ClientId: number;
  Name: string;
  Code: string | null;
  TimeZone: Generated<string>;
  ManagerId: number | null;
  TaxRateId: number | null;
  MenuId: number | null;
  BackupManagerExpDate: Date | string | null;
  Archived: Generated<boolean>;
  Version: Generated<number>;
}

export interface TheatresTable {
  Id: Generated<number>;
  VenueId: number;
  Name: string;
  Code: string | null;
  IsTest: Generated<boolean>;
  CcImplemented: Generated<boolean>;
  AccessToken: string | null;
  AuthToken: string | null;
  Archived: Generated<boolean>;
  Version: Generated<number>;
}

export interface SalesLocationsTable {
  Id: Generated<number>;
  TheatreId: number;
  Name: string;
  MenuId: Generated<number>;
  UseStartingBank: Generated<boolean>;
  StartingBank: Generated<string>;
  Archived: Generated<boolean>;
  Version: Generated<number>;
}

export interface StationsTable {
  Id: Generated<number>;
  SalesLocationId: number;
  Name: string;
  SerialNumber: string | null;
  IsInventoryStation: Generated<boolean>;
  Archived: Generated<boolean>;
  Version: Generated<number>;
}
