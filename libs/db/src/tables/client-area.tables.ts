import type { Generated } from 'kysely';

type Timestamp = Date | string;

export interface OwnedPhonesTable {
  Id: Generated<number>;
  Phone: string;
  Extension: Generated<string>;
  IsPrimary: Generated<boolean>;
  PhoneTypeId: Generated<number>;
  Rank: Generated<number>;
}
export interface ClientPhonesTable extends OwnedPhonesTable {
  ClientId: number;
}
export interface VenuePhonesTable extends OwnedPhonesTable {
  VenueId: number;
}

export interface ClientNotesTable {
  Id: Generated<number>;
  ClientId: number;
  Title: string;
  Content: Generated<string>;
  CreatedBy: number | null;
  CreatedAt: Generated<Timestamp>;
  Version: Generated<number>;
}

export interface DocumentsTable {
  Id: Generated<number>;
  OwnerType: string;
  /** The owner's id as text: a client's integer id in decimal, a received order's GUID. */
  OwnerId: string;
  Name: string;
  StoredName: string;
  ThumbnailName: string | null;
  ContentType: string;
  Size: number;
  StatusId: Generated<number>;
  CreatedBy: number | null;
  CreatedAt: Generated<Timestamp>;
}

export interface VenueBackupManagersTable {
  Id: Generated<number>;
  VenueId: number;
  UserId: number;
  ExpDate: Date | string | null;
}

export interface VenueGoodsTable {
  VenueId: number;
  GoodId: number;
  AddedAt: Generated<Timestamp>;
}

export interface ParValuesTable {
  SalesLocationId: number;
  GoodId: number;
  ParValue: string;
}

export interface BarImagesTable {
  Id: Generated<number>;
  SalesLocationId: number;
  Name: string;
  StoredName: string;
  ThumbnailName: string;
  ContentType: string;
  CreatedAt: Generated<Timestamp>;
}

export interface CouponsTable {
  Id: Generated<number>;
  VenueId: number;
  Name: string;
  DollarValue: Generated<string>;
  Archived: Generated<boolean>;
  Version: Generated<number>;
}

export interface CouponGoodsTable {
  CouponId: number;
  GoodId: number;
}

export type InventoryLocationKind = 'venue' | 'patrons_room' | 'billable' | 'catering' | 'sales_location';

export interface InventoryLocationsTable {
  Id: Generated<number>;
  VenueId: number;
  SalesLocationId: number | null;
  Kind: InventoryLocationKind;
  Name: string;
  Code: string | null;
  Archived: Generated<boolean>;
}

/** Revenue of a patrons room location for one month (document 3 §3 "Patrons room revenue"). */
export interface PatronsRoomRevenueTable {
  Id: Generated<number>;
  InventoryLocationId: number;
  Year: number;
  Month: number;
  Revenue: string;
  Version: Generated<number>;
  UpdatedBy: number | null;
  UpdatedAt: Generated<Timestamp>;
}
