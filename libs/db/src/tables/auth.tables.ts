import type { ColumnType, Generated } from 'kysely';

// Columns are PascalCase because they are the API contract's field names (docs/decisions.md).
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  Id: Generated<number>;
  FirstName: string;
  LastName: string;
  Email: string | null;
  JobTitleId: number | null;
  AddressId: number | null;
  ThumbnailPath: string | null;
  ImagePath: string | null;
  HasAccess: Generated<boolean>;
  Version: Generated<number>;
  CreatedAt: Timestamp;
}

export interface AuthUsersTable {
  Id: Generated<number>;
  UserId: number;
  Username: string;
  PasswordHash: string;
  RoleId: number;
  AutomaticallyWhitelist: Generated<boolean>;
  Version: Generated<number>;
  PasswordChangedAt: Timestamp;
}

export interface RolesTable {
  Id: Generated<number>;
  Name: string;
  Version: Generated<number>;
}

export interface RoleClaimsTable {
  RoleId: number;
  ClaimTypeId: number;
  ClaimValueId: number;
}

export interface ClaimTypesTable {
  Id: number;
  Name: string;
}

export interface ClaimValuesTable {
  Id: number;
  Name: string;
}

export interface RefreshTokensTable {
  Id: Generated<number>;
  AuthUserId: number;
  TokenHash: string;
  Remember: boolean;
  ExpiresAt: Timestamp;
  CreatedAt: Timestamp;
  RevokedAt: Timestamp | null;
  ReplacedById: number | null;
}

export interface ResetKeysTable {
  Id: Generated<number>;
  AuthUserId: number;
  KeyHash: string;
  /** 'reset' for forgotten passwords, 'adminaccess' for the e-mailed login link. */
  Purpose: string;
  Ip: string | null;
  ExpiresAt: Timestamp;
  UsedAt: Timestamp | null;
  CreatedAt: Timestamp;
}

export interface IpRangesTable {
  Id: Generated<number>;
  Name: string;
  StartIp: string;
  EndIp: string;
  Version: Generated<number>;
}

export interface JobTitlesTable {
  Id: Generated<number>;
  Name: string;
}

export interface StatesTable {
  Id: Generated<number>;
  Code: string;
  Name: string;
}

export interface AddressesTable {
  Id: Generated<number>;
  Line1: Generated<string>;
  Line2: Generated<string>;
  City: Generated<string>;
  StateId: number | null;
  Zip: Generated<string>;
}

export interface UserPhonesTable {
  Id: Generated<number>;
  UserId: number;
  Phone: string;
  Extension: Generated<string>;
  IsPrimary: Generated<boolean>;
  PhoneTypeId: Generated<number>;
  Rank: Generated<number>;
}

export interface PosUsersTable {
  Id: Generated<number>;
  FirstName: string;
  LastName: string;
  VenueId: number;
  /** The staff user this POS user also is, when one is. */
  UserId: number | null;
  PinDigest: string;
  Archived: Generated<boolean>;
  Version: Generated<number>;
}
