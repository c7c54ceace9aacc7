import { ClaimTypeNames, type ClaimFlags } from '../claims/claim-types';
import { homePath, MenuItems, visibleMenu } from './menu';

const all = (v: 1 | 2): ClaimFlags => Object.fromEntries(ClaimTypeNames.map((n) => [n, v]));
const admin = all(1);
const viewer = all(2);
const manager: ClaimFlags = {
  VenueManager: 1,
  Shows: 1,
  Deposits: 1,
  CashboxManagement: 1,
  Clients: 2,
  Venues: 2,
  Theatres: 2,
  SalesLocations: 2,
  Stations: 2,
  Goods: 2,
};
const keys = (c: ClaimFlags, built?: Set<string>) => visibleMenu(c, built).map((i) => i.key);

describe('navigation menu gating', () => {
  it('shows an administrator every item', () => {
    expect(keys(admin)).toEqual(MenuItems.map((i) => i.key));
  });

  it('hides the FullAccess-only items from a ReadOnly user', () => {
    const hidden = MenuItems.map((i) => i.key).filter((k) => !keys(viewer).includes(k));
    expect(hidden).toEqual(['app-settings', 'export-settings', 'export-logs', 'export-history', 'standard-costs', 'event-logs']);
  });

  it("shows the venue manager the manager's items and their read-only lists", () => {
    expect(keys(manager)).toEqual([
      'clients',
      'venues',
      'theatres',
      'deposits',
      'master-transaction-log',
      'goods',
      'inventory-transfers',
      'manage-orders',
      'inventory-reconciliation',
      'manage-sales',
      'shows',
      'show-schedule',
      'cashbox-reconciliation',
      'cashbox-management',
      'gainloss-report',
      'venue-inventory-report',
      'liquor-control-report',
      'managed-sales-report',
      'over-short-report',
      'kit-sales-report',
      'goods-sales-report',
      'sales-reconciliation-report',
      'deposits-report',
      'event-logs',
    ]);
  });

  it('shows nothing to a user without claims', () => {
    expect(keys({})).toEqual([]);
  });

  it('shows Roles only inside a visible User Management group', () => {
    expect(keys({ UserRoles: 1 })).toEqual([]);
    expect(keys({ UserRoles: 1, PosUsers: 2 })).toEqual(['pos-users', 'roles']);
  });

  it('leaves out screens not built yet', () => {
    expect(keys(admin, new Set(['roles', 'clients']))).toEqual(['roles', 'clients']);
  });

  it('lands on clients, else venues, else the own profile', () => {
    expect(homePath(admin, 7)).toBe('/client/list');
    expect(homePath({ Venues: 2 }, 7)).toBe('/client/venues/all');
    expect(homePath({}, 7)).toBe('/user/profile?id=7');
    expect(homePath(admin, 7, new Set())).toBe('/user/profile?id=7');
  });
});
