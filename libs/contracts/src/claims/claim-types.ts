// Spec document 1 §6 and document 3 §6: the 23 claim types and their ids.
export const ClaimType = {
  AppSettings: 1,
  Users: 2,
  Clients: 3,
  UserRoles: 4,
  Vendors: 5,
  Venues: 6,
  Theatres: 7,
  SalesLocations: 8,
  Stations: 9,
  Goods: 10,
  InventoryLocations: 11,
  Kits: 12,
  Menus: 13,
  PosUsers: 14,
  VenueManager: 15,
  Coupons: 16,
  Shows: 17,
  Exports: 18,
  PatronRoomManager: 19,
  Items: 20,
  Deposits: 21,
  CashboxManagement: 22,
  CanDeletePostedOrders: 23,
} as const;
export type ClaimTypeName = keyof typeof ClaimType;
export type ClaimTypeId = (typeof ClaimType)[ClaimTypeName];

export const ClaimTypeNames = Object.keys(ClaimType) as ClaimTypeName[];

export const ClaimValue = { FullAccess: 1, ReadOnly: 2 } as const;
export type ClaimValueId = (typeof ClaimValue)[keyof typeof ClaimValue];

/** The access level a route or menu item asks for. */
export type AccessLevel = 'ReadOnly' | 'FullAccess';

/** Claim flags as carried in the session: claim type name → value id (absent = None). */
export type ClaimFlags = Partial<Record<ClaimTypeName, ClaimValueId>>;

/** FullAccess satisfies ReadOnly; ReadOnly satisfies only ReadOnly. */
export function hasClaim(flags: ClaimFlags | undefined, type: ClaimTypeName, level: AccessLevel = 'ReadOnly'): boolean {
  const value = flags?.[type];
  if (value === undefined) return false;
  if (level === 'FullAccess') return value === ClaimValue.FullAccess;
  return value === ClaimValue.FullAccess || value === ClaimValue.ReadOnly;
}

/** Spec: admin means user role id 1 or 5. */
export const AdminRoleIds = [1, 5] as const;
export function isAdminRole(roleId: number | undefined | null): boolean {
  return roleId === 1 || roleId === 5;
}

/**
 * An auditor (docs/stock.md "Who may do what"): a role holding VenueManager ReadOnly, not
 * FullAccess. VenueManager FullAccess makes a venue manager, whose sight is narrowed to the venues
 * they manage or back up; ReadOnly on it grants no work at any venue, so its only use is oversight:
 * such a role sees every venue's stock, orders and reports, and moves nothing.
 */
export function isStockAuditor(flags: ClaimFlags | undefined): boolean {
  return flags?.VenueManager === ClaimValue.ReadOnly;
}
