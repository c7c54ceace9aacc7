import { type AccessLevel, type ClaimFlags, type ClaimTypeName, hasClaim } from '../claims/claim-types';

export type MenuGroup = 'App Admin' | 'User Management' | 'Product Management' | 'Inventory Management' | 'Show Management' | 'Reporting';
export type ReportSubgroup = 'Inventory' | 'Financial' | 'Data Analysis';

export interface MenuItem {
  key: string;
  label: string;
  path: string;
  group?: MenuGroup;
  subgroup?: ReportSubgroup;
  /** Any of these claims shows the item (FullAccess satisfies ReadOnly). */
  anyOf: [ClaimTypeName, AccessLevel][];
}

const R: AccessLevel = 'ReadOnly';
const F: AccessLevel = 'FullAccess';
const vm: [ClaimTypeName, AccessLevel][] = [['VenueManager', R]];

/** The navigation menu of spec document 1 §2.2 with the claims of §6, in menu order. */
export const MenuItems: MenuItem[] = [
  { key: 'app-settings', label: 'App Settings', path: '/app/settings', group: 'App Admin', anyOf: [['AppSettings', F]] },
  { key: 'export-settings', label: 'Export Settings', path: '/export-settings/export-settings', group: 'App Admin', anyOf: [['AppSettings', F]] },
  { key: 'managed-items', label: 'Managed Items Settings', path: '/managedItems/managedItems', group: 'App Admin', anyOf: [['Items', R]] },
  { key: 'ip-whitelisting', label: 'IP Whitelisting', path: '/ip-whitelisting/ip-whitelisting', group: 'App Admin', anyOf: [['AppSettings', R]] },
  { key: 'users', label: 'Users', path: '/user/', group: 'User Management', anyOf: [['Users', R]] },
  { key: 'pos-users', label: 'POS Users', path: '/pos/list', group: 'User Management', anyOf: [['PosUsers', R]] },
  { key: 'roles', label: 'Roles', path: '/roles/', group: 'User Management', anyOf: [['UserRoles', R]] },
  { key: 'clients', label: 'Clients', path: '/client/list', anyOf: [['Clients', R]] },
  { key: 'venues', label: 'Venues', path: '/client/venues/all', anyOf: [['Venues', R]] },
  { key: 'theatres', label: 'Theatres', path: '/client/theatres/all', anyOf: [['Theatres', R]] },
  { key: 'deposits', label: 'Deposits', path: '/deposits/list', anyOf: [['Deposits', R]] },
  { key: 'patrons-room-report', label: 'Patrons Room Transfer Report', path: '/inventoryTransfers/report', anyOf: [['PatronRoomManager', R]] },
  { key: 'export-logs', label: 'Accounting Export Logs', path: '/exports/errorLog', anyOf: [['Exports', F]] },
  { key: 'master-transaction-log', label: 'Master Transaction Log', path: '/masterTransactionLog/list', anyOf: vm },
  { key: 'export-history', label: 'Export History', path: '/exports/history', anyOf: [['Exports', F]] },
  { key: 'vendors', label: 'Vendors', path: '/vendor/list', group: 'Product Management', anyOf: [['Vendors', R]] },
  { key: 'goods', label: 'Goods', path: '/good/list', group: 'Product Management', anyOf: [['Goods', R]] },
  { key: 'standard-costs', label: 'Update Standard Costs', path: '/good/update/goodCosts', group: 'Product Management', anyOf: [['Goods', F]] },
  { key: 'kits', label: 'Kits', path: '/kit/list', group: 'Product Management', anyOf: [['Kits', R]] },
  { key: 'menus', label: 'Menus', path: '/menu/list', group: 'Product Management', anyOf: [['Menus', R]] },
  { key: 'inventory-transfers', label: 'Inventory Transfers', path: '/inventoryTransfers/list', group: 'Inventory Management', anyOf: vm },
  { key: 'manage-orders', label: 'Manage Orders', path: '/receiving/list', group: 'Inventory Management', anyOf: vm },
  { key: 'inventory-reconciliation', label: 'Inventory Reconciliation', path: '/inventoryTransfers/setInventory', group: 'Inventory Management', anyOf: vm },
  { key: 'manage-sales', label: 'Manage Sales', path: '/sales/add', group: 'Inventory Management', anyOf: vm },
  { key: 'shows', label: 'Shows', path: '/show/list', group: 'Show Management', anyOf: [['Shows', R]] },
  { key: 'show-schedule', label: 'Show Schedule', path: '/show/schedule', group: 'Show Management', anyOf: [['Shows', R]] },
  {
    key: 'cashbox-reconciliation',
    label: 'Cashbox Reconciliation',
    path: '/cashboxes/reconciliation',
    group: 'Show Management',
    anyOf: [['CashboxManagement', R]],
  },
  { key: 'cashbox-management', label: 'Cashbox Management', path: '/cashboxes/manage', group: 'Show Management', anyOf: [['CashboxManagement', R]] },
  { key: 'gainloss-report', label: 'Gain/Loss Report', path: '/inventory/gainlossReport', group: 'Reporting', subgroup: 'Inventory', anyOf: vm },
  { key: 'venue-inventory-report', label: 'Venue Inventory Report', path: '/inventory/venueReport', group: 'Reporting', subgroup: 'Inventory', anyOf: vm },
  { key: 'liquor-control-report', label: 'Liquor Control Report', path: '/sales/liquorControlReport', group: 'Reporting', subgroup: 'Inventory', anyOf: vm },
  { key: 'managed-sales-report', label: 'Managed Sales Report', path: '/sales/adjustedSalesReport', group: 'Reporting', subgroup: 'Financial', anyOf: vm },
  { key: 'over-short-report', label: 'Over/Short Report', path: '/sales/overShortReport', group: 'Reporting', subgroup: 'Financial', anyOf: vm },
  { key: 'kit-sales-report', label: 'Kit Sales Report', path: '/sales/itemizedSalesReport', group: 'Reporting', subgroup: 'Financial', anyOf: vm },
  { key: 'goods-sales-report', label: 'Goods Sales Report', path: '/sales/goodsSalesReport', group: 'Reporting', subgroup: 'Financial', anyOf: vm },
  {
    key: 'sales-reconciliation-report',
    label: 'Sales Reconciliation Report',
    path: '/sales/salesReport',
    group: 'Reporting',
    subgroup: 'Financial',
    anyOf: vm,
  },
  { key: 'deposits-report', label: 'Deposits Report', path: '/sales/depositsReport', group: 'Reporting', subgroup: 'Financial', anyOf: vm },
  // Viewing event logs needs FullAccess (§6); the claim is the server's: VenueManager (docs/shows.md "Claims").
  { key: 'event-logs', label: 'View Event Logs', path: '/eventlog/list', group: 'Reporting', subgroup: 'Data Analysis', anyOf: [['VenueManager', F]] },
];

/** The User Management group shows to holders of Users or PosUsers (spec §2.2). */
const groupGates: Partial<Record<MenuGroup, [ClaimTypeName, AccessLevel][]>> = {
  'User Management': [
    ['Users', R],
    ['PosUsers', R],
  ],
};

/**
 * The items a user sees: allowed by their claims, and (when `built` is given) only those whose
 * screen exists. A group shows when any child shows, and only if its own gate allows.
 */
export function visibleMenu(claims: ClaimFlags | undefined, built?: ReadonlySet<string>): MenuItem[] {
  return MenuItems.filter((item) => {
    if (built && !built.has(item.key)) return false;
    const gate = item.group ? groupGates[item.group] : undefined;
    if (gate && !gate.some(([t, l]) => hasClaim(claims, t, l))) return false;
    return item.anyOf.some(([t, l]) => hasClaim(claims, t, l));
  });
}

/** Home (spec §2.1): the clients list with a Clients claim, else venues with a Venues claim, else the own profile. */
export function homePath(claims: ClaimFlags | undefined, userId: number, built?: ReadonlySet<string>): string {
  const can = (key: string) => !built || built.has(key);
  if (hasClaim(claims, 'Clients') && can('clients')) return '/client/list';
  if (hasClaim(claims, 'Venues') && can('venues')) return '/client/venues/all';
  return `/user/profile?id=${userId}`;
}
