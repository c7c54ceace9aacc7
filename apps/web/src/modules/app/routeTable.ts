import type { ComponentType } from 'react';
import { cashboxRoutes } from '../cashboxes/cashboxRoutes';
import { clientRoutes } from '../clients/clientRoutes';
import { hierarchyRoutes } from '../clients/hierarchyRoutes';
import { depositRoutes } from '../deposits/depositRoutes';
import { exportRoutes } from '../exports/exportRoutes';
import { liquorControlRoutes } from '../liquor-control/liquorControlRoutes';
import { masterTransactionLogRoutes } from '../master-transaction-log/masterTransactionLogRoutes';
import { overShortRoutes } from '../over-short/overShortRoutes';
import { depositsReportRoutes } from '../deposits-report/depositsReportRoutes';
import { receivingRoutes } from '../receiving/receivingRoutes';
import { reportRoutes } from '../reports/reportRoutes';
import { saleRoutes } from '../sales/saleRoutes';
import { salesReportRoutes } from '../sales-reports/salesReportRoutes';
import { salesReconciliationRoutes } from '../sales-reconciliation/salesReconciliationRoutes';
import { showRoutes } from '../shows/showRoutes';
import { stockRoutes } from '../stock/stockRoutes';
import { venueReportRoutes } from '../venue-reports/venueReportRoutes';

export interface AppRoute {
  path: string;
  /** The page title is "Intermission - {title}". */
  title: string;
  /** The menu item this screen is (MenuItems key); screens without one are reached from others. */
  menuKey?: string;
  /** The sign-in family: no navigation bar, and signed-in users are sent home. */
  signIn?: boolean;
  load: () => Promise<{ Component: ComponentType }>;
}

/**
 * The one route table: it drives the router, the menu (only screens listed here appear), the page
 * titles and the breadcrumbs. Each issue that builds a screen adds its row.
 */
export const routeTable: AppRoute[] = [
  { path: '/login', title: 'Sign In', signIn: true, load: () => import('../../pages/LoginPage').then((m) => ({ Component: m.LoginPage })) },
  {
    path: '/forgotpassword',
    title: 'Forgot Password',
    signIn: true,
    load: () => import('../../pages/ForgotPasswordPage').then((m) => ({ Component: m.ForgotPasswordPage })),
  },
  {
    path: '/resetpassword',
    title: 'Reset Password',
    signIn: true,
    load: () => import('../../pages/ResetPasswordPage').then((m) => ({ Component: m.ResetPasswordPage })),
  },
  {
    path: '/adminaccess',
    title: 'Admin Access',
    signIn: true,
    load: () => import('../../pages/AdminAccessPage').then((m) => ({ Component: m.AdminAccessPage })),
  },
  { path: '/roles/', title: 'Roles', menuKey: 'roles', load: () => import('../../pages/RolesListPage').then((m) => ({ Component: m.RolesListPage })) },
  { path: '/roles/add', title: 'Add Role', load: () => import('../../pages/RoleAddPage').then((m) => ({ Component: m.RoleAddPage })) },
  { path: '/roles/info', title: 'Role', load: () => import('../../pages/RoleInfoPage').then((m) => ({ Component: m.RoleInfoPage })) },
  { path: '/user/', title: 'Users', menuKey: 'users', load: () => import('../../pages/UsersListPage').then((m) => ({ Component: m.UsersListPage })) },
  { path: '/user/add', title: 'Add User', load: () => import('../../pages/UserAddPage').then((m) => ({ Component: m.UserAddPage })) },
  { path: '/user/info', title: 'User', load: () => import('../../pages/UserInfoPage').then((m) => ({ Component: m.UserInfoPage })) },
  {
    path: '/pos/list',
    title: 'POS Users',
    menuKey: 'pos-users',
    load: () => import('../../pages/PosUsersListPage').then((m) => ({ Component: m.PosUsersListPage })),
  },
  { path: '/pos/add', title: 'Add POS User', load: () => import('../../pages/PosUserAddPage').then((m) => ({ Component: m.PosUserAddPage })) },
  { path: '/pos/info', title: 'POS User', load: () => import('../../pages/PosUserInfoPage').then((m) => ({ Component: m.PosUserInfoPage })) },
  {
    path: '/managedItems/managedItems',
    title: 'Managed Items',
    menuKey: 'managed-items',
    load: () => import('../../pages/ManagedItemsPage').then((m) => ({ Component: m.ManagedItemsPage })),
  },
  {
    path: '/app/settings',
    title: 'Application Settings',
    menuKey: 'app-settings',
    load: () => import('../../pages/AppSettingsPage').then((m) => ({ Component: m.AppSettingsPage })),
  },
  {
    path: '/ip-whitelisting/ip-whitelisting',
    title: 'IP Whitelisting',
    menuKey: 'ip-whitelisting',
    load: () => import('../../pages/IpWhitelistingPage').then((m) => ({ Component: m.IpWhitelistingPage })),
  },
  {
    path: '/export-settings/export-settings',
    title: 'Export Settings',
    menuKey: 'export-settings',
    load: () => import('../../pages/ExportSettingsPage').then((m) => ({ Component: m.ExportSettingsPage })),
  },
  { path: '/good/list', title: 'Goods', menuKey: 'goods', load: () => import('../../pages/GoodsListPage').then((m) => ({ Component: m.GoodsListPage })) },
  { path: '/good/add', title: 'Add Good', load: () => import('../../pages/GoodAddPage').then((m) => ({ Component: m.GoodAddPage })) },
  { path: '/good/info', title: 'Good', load: () => import('../../pages/GoodInfoPage').then((m) => ({ Component: m.GoodInfoPage })) },
  {
    path: '/good/update/goodCosts',
    title: 'Update Standard Costs',
    menuKey: 'standard-costs',
    load: () => import('../../pages/StandardCostsPage').then((m) => ({ Component: m.StandardCostsPage })),
  },
  { path: '/kit/list', title: 'Kits', menuKey: 'kits', load: () => import('../../pages/KitsListPage').then((m) => ({ Component: m.KitsListPage })) },
  { path: '/kit/add', title: 'Add Kit', load: () => import('../../pages/KitAddPage').then((m) => ({ Component: m.KitAddPage })) },
  { path: '/kit/info', title: 'Kit', load: () => import('../../pages/KitInfoPage').then((m) => ({ Component: m.KitInfoPage })) },
  { path: '/kit/multi', title: 'Edit Kits', load: () => import('../../pages/KitMultiPage').then((m) => ({ Component: m.KitMultiPage })) },
  {
    path: '/vendor/list',
    title: 'Vendors',
    menuKey: 'vendors',
    load: () => import('../../pages/VendorsListPage').then((m) => ({ Component: m.VendorsListPage })),
  },
  { path: '/vendor/add', title: 'Add Vendor', load: () => import('../../pages/VendorAddPage').then((m) => ({ Component: m.VendorAddPage })) },
  { path: '/vendor/info', title: 'Vendor', load: () => import('../../pages/VendorInfoPage').then((m) => ({ Component: m.VendorInfoPage })) },
  { path: '/good/vendors', title: 'Vendors of a Good', load: () => import('../../pages/GoodVendorsPage').then((m) => ({ Component: m.GoodVendorsPage })) },
  { path: '/menu/list', title: 'Menus', menuKey: 'menus', load: () => import('../../pages/MenusListPage').then((m) => ({ Component: m.MenusListPage })) },
  { path: '/menu/add', title: 'Add Menu', load: () => import('../../pages/MenuAddPage').then((m) => ({ Component: m.MenuAddPage })) },
  { path: '/menu/info', title: 'Menu', load: () => import('../../pages/MenuInfoPage').then((m) => ({ Component: m.MenuInfoPage })) },
  { path: '/menu/grid', title: 'Menu Grid', load: () => import('../../pages/MenuGridPage').then((m) => ({ Component: m.MenuGridPage })) },
  ...clientRoutes,
  ...hierarchyRoutes,
  ...stockRoutes,
  ...receivingRoutes,
  ...reportRoutes,
  ...venueReportRoutes,
  ...showRoutes,
  ...cashboxRoutes,
  ...depositRoutes,
  ...liquorControlRoutes,
  ...saleRoutes,
  ...overShortRoutes,
  ...depositsReportRoutes,
  ...salesReportRoutes,
  ...salesReconciliationRoutes,
  ...masterTransactionLogRoutes,
  ...exportRoutes,
  { path: '/user/profile', title: 'Profile', load: () => import('../../pages/ProfilePage').then((m) => ({ Component: m.ProfilePage })) },
];

export const builtMenuKeys: ReadonlySet<string> = new Set(routeTable.flatMap((r) => (r.menuKey ? [r.menuKey] : [])));

export function titleFor(pathname: string): string | undefined {
  return routeTable.find((r) => r.path.replace(/\/$/, '').toLowerCase() === pathname.replace(/\/$/, '').toLowerCase())?.title;
}
