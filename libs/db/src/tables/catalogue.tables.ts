import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** numeric as a decimal string, never a float. */
type Decimal = ColumnType<string, string | number, string | number>;

export interface NamedTable {
  Id: Generated<number>;
  Name: string;
}

export interface GoodsTable {
  Id: Generated<number>;
  Name: string;
  Alcohol: Generated<boolean>;
  Volume: Decimal | null;
  CategoryId: number;
  TypeId: number;
  Tracked: Generated<boolean>;
  Taxable: Generated<boolean>;
  ShowOnIgl: Generated<boolean>;
  CanBeWasted: Generated<boolean>;
  RevenueTypeId: number;
  CogsTypeId: number;
  InventoryAccountTypeId: number;
  DefaultPrice: Decimal;
  Archived: Generated<boolean>;
  Version: Generated<number>;
}

export interface GoodCostsTable {
  Id: Generated<string>;
  GoodId: number;
  Cost: Decimal;
  EffectiveFrom: Timestamp;
  SetBy: number | null;
}

export interface VendorsTable {
  Id: Generated<number>;
  Name: string;
  AccountNumber: string | null;
  ContactName: string | null;
  Email: string | null;
  AddressId: number | null;
  Archived: Generated<boolean>;
  Version: Generated<number>;
}

export interface VendorPhonesTable {
  Id: Generated<number>;
  VendorId: number;
  Phone: string;
  Extension: Generated<string>;
  IsPrimary: Generated<boolean>;
  PhoneTypeId: Generated<number>;
  Rank: Generated<number>;
}

export interface VendorGoodsTable {
  VendorId: number;
  GoodId: number;
  AddedAt: Timestamp;
}

export interface KitsTable {
  Id: Generated<number>;
  Name: string;
  Description: Generated<string>;
  DefaultPrice: Decimal;
  Archived: Generated<boolean>;
  Version: Generated<number>;
}

export interface KitGoodsTable {
  KitId: number;
  GoodId: number;
  Quantity: Decimal;
  DefaultPrice: Decimal;
}

export interface KitCategoriesTable {
  KitId: number;
  CategoryId: number;
}

export interface MenusTable {
  Id: Generated<number>;
  Name: string;
  SalesLocationId: number | null;
  VenueId: number | null;
  Archived: Generated<boolean>;
  Version: Generated<number>;
}

export interface MenuKitsTable {
  Id: Generated<number>;
  MenuId: number;
  KitId: number;
  Price: Decimal;
}

export interface MenuCategoriesTable {
  MenuId: number;
  CategoryId: number;
  Color: Generated<string>;
  Rank: Generated<number>;
  Archived: Generated<boolean>;
}

export interface MenuKitAssociationsTable {
  Id: Generated<number>;
  MenuKitId: number;
  CategoryId: number;
  GridRow: number;
  GridCol: number;
  IsDouble: Generated<boolean>;
  Color: Generated<string>;
}

export interface MenuKitGoodsTable {
  MenuKitId: number;
  GoodId: number;
  Price: Decimal;
  Quantity: Decimal;
}
