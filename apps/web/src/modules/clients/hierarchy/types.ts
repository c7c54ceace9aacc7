import type { Phone } from '@intermission/contracts';

/** The records the client-area API answers with (apps/api/src/clients/*.repository.ts). */

export interface Named {
  Id: number;
  Name: string;
}

export interface VenueRow {
  Id: number;
  Name: string;
  Code: string | null;
  ClientId: number;
  ClientName: string;
  ManagerId: number | null;
  ManagerName: string | null;
  Archived: boolean;
  Version: number;
}

export interface BackupManager {
  Id: number;
  UserId: number;
  VenueId: number;
  ExpDate: string | null;
  Name: string;
}

export interface Venue {
  Id: number;
  Name: string;
  Code: string | null;
  TimeZone: string;
  Archived: boolean;
  ClientId: number;
  Client: { Id: number; Name: string; Archived: boolean };
  ManagerId: number | null;
  Manager: Named | null;
  TaxRateId: number | null;
  TaxRate: { Id: number; Name: string; Rate: string | null } | null;
  MenuId: number | null;
  Menu: Named | null;
  BackupManagerExpDate: string | null;
  VenuePhones: (Phone & { PhoneExt: string })[];
  BackupManagers: BackupManager[];
  Version: number;
}

export interface TheatreRow {
  Id: number;
  Name: string;
  Code: string | null;
  IsTest: boolean;
  VenueId: number;
  VenueName: string;
  ClientId: number;
  ClientName: string;
  Archived: boolean;
  VenueArchived: boolean;
  Version: number;
}

export interface Theatre {
  Id: number;
  VenueId: number;
  VenueName: string;
  ClientId: number;
  ClientName: string;
  Name: string;
  Code: string | null;
  Archived: boolean;
  VenueArchived: boolean;
  IsTest: boolean;
  CcImplemented: boolean;
  /** Masked by the server; sending the masked value back keeps the stored token. */
  AccessToken: string | null;
  HasAccessToken: boolean;
  AuthToken: string | null;
  Version: number;
}

export interface SalesLocationRow {
  Id: number;
  Name: string;
  MenuId: number;
  MenuName: string;
  Archived: boolean;
  StationCount: number;
  Version: number;
}

export interface SalesLocation {
  Id: number;
  Name: string;
  TheatreId: number;
  TheatreName: string;
  VenueId: number;
  VenueName: string;
  ClientId: number;
  ClientName: string;
  MenuId: number;
  Menu: Named;
  UseStartingBank: boolean;
  StartingBank: string;
  Archived: boolean;
  InventoryLocationId: number | null;
  Version: number;
}

export interface ParValueGood {
  Id: number;
  Name: string;
  CategoryName: string | null;
  ParValue: string | null;
}

export interface StationRow {
  Id: number;
  SalesLocationId: number;
  Name: string;
  SerialNumber: string | null;
  IsInventoryStation: boolean;
  Archived: boolean;
  Version: number;
}

export interface Station extends StationRow {
  SalesLocationName: string;
  TheatreId: number;
  TheatreName: string;
  VenueId: number;
  VenueName: string;
  ClientId: number;
  ClientName: string;
}

export interface CouponRow {
  Id: number;
  VenueId: number;
  VenueName: string;
  Name: string;
  DollarValue: string;
  Archived: boolean;
  Label: string | null;
  Version: number;
}

export interface Coupon extends CouponRow {
  ClientId: number;
  Goods: Named[];
}

export interface VenueGoodRow {
  Id: number;
  Name: string;
  CategoryName: string | null;
  Tracked: boolean;
  Archived: boolean;
  AddedAt: string;
}

export interface BarImage {
  Id: number;
  Name: string;
  CreatedAt: string;
}

export interface Manager {
  Id: number;
  Name: string;
  Email: string | null;
}

/** A list page's rows and the X-List-Count total. */
export interface Page<T> {
  rows: T[];
  total: number;
}
