import type {
  AddressesTable,
  JobTitlesTable,
  PosUsersTable,
  StatesTable,
  UserPhonesTable,
  AuthUsersTable,
  ClaimTypesTable,
  ClaimValuesTable,
  IpRangesTable,
  RefreshTokensTable,
  ResetKeysTable,
  RoleClaimsTable,
  RolesTable,
  UsersTable,
} from './tables/auth.tables';
import type { ClientTypesTable, ClientsTable, SalesLocationsTable, StationsTable, TheatresTable, VenuesTable } from './tables/hierarchy.tables';
import type { ExportSettingsTable, ManagedItemsTable, SettingsTable } from './tables/admin.tables';
import type {
  GoodCostsTable,
  GoodsTable,
  KitCategoriesTable,
  KitGoodsTable,
  KitsTable,
  MenuCategoriesTable,
  MenuKitAssociationsTable,
  MenuKitGoodsTable,
  MenuKitsTable,
  MenusTable,
  NamedTable,
  VendorGoodsTable,
  VendorPhonesTable,
  VendorsTable,
} from './tables/catalogue.tables';
import type { AuditLogTable, ClientErrorsTable, StationSyncTable, StockVenuePositionsTable } from './tables/system.tables';
import type {
  BarImagesTable,
  ClientNotesTable,
  ClientPhonesTable,
  CouponGoodsTable,
  CouponsTable,
  DocumentsTable,
  InventoryLocationsTable,
  ParValuesTable,
  PatronsRoomRevenueTable,
  VenueBackupManagersTable,
  VenueGoodsTable,
  VenuePhonesTable,
} from './tables/client-area.tables';
import type { EventLogsTable, ShowEventsTable, ShowsTable } from './tables/shows.tables';
import type { ExportAttemptsTable, ExportItemsTable, ExportsTable } from './tables/exports.tables';

/**
 * The typed database: schema `app` holds master data and read tables; schema `es` the event
 * store (typed in libs/eventstore). Each feature adds its tables here with its migration.
 */
export interface Database {
  'app.users': UsersTable;
  'app.auth_users': AuthUsersTable;
  'app.roles': RolesTable;
  'app.role_claims': RoleClaimsTable;
  'app.claim_types': ClaimTypesTable;
  'app.claim_values': ClaimValuesTable;
  'app.refresh_tokens': RefreshTokensTable;
  'app.reset_keys': ResetKeysTable;
  'app.ip_ranges': IpRangesTable;
  'app.client_types': ClientTypesTable;
  'app.clients': ClientsTable;
  'app.venues': VenuesTable;
  'app.theatres': TheatresTable;
  'app.sales_locations': SalesLocationsTable;
  'app.stations': StationsTable;
  'app.audit_log': AuditLogTable;
  'app.client_errors': ClientErrorsTable;
  'app.settings': SettingsTable;
  'app.job_titles': JobTitlesTable;
  'app.states': StatesTable;
  'app.addresses': AddressesTable;
  'app.user_phones': UserPhonesTable;
  'app.pos_users': PosUsersTable;
  'app.pos_settings': SettingsTable;
  'app.managed_items': ManagedItemsTable;
  'app.export_settings': ExportSettingsTable;
  'app.good_categories': NamedTable;
  'app.good_types': NamedTable;
  'app.goods': GoodsTable;
  'app.good_costs': GoodCostsTable;
  'app.vendors': VendorsTable;
  'app.vendor_phones': VendorPhonesTable;
  'app.vendor_goods': VendorGoodsTable;
  'app.kits': KitsTable;
  'app.kit_goods': KitGoodsTable;
  'app.kit_categories': KitCategoriesTable;
  'app.menus': MenusTable;
  'app.menu_kits': MenuKitsTable;
  'app.menu_categories': MenuCategoriesTable;
  'app.menu_kit_associations': MenuKitAssociationsTable;
  'app.menu_kit_goods': MenuKitGoodsTable;
  'app.client_phones': ClientPhonesTable;
  'app.client_notes': ClientNotesTable;
  'app.documents': DocumentsTable;
  'app.venue_phones': VenuePhonesTable;
  'app.venue_backup_managers': VenueBackupManagersTable;
  'app.venue_goods': VenueGoodsTable;
  'app.par_values': ParValuesTable;
  'app.bar_images': BarImagesTable;
  'app.coupons': CouponsTable;
  'app.coupon_goods': CouponGoodsTable;
  'app.inventory_locations': InventoryLocationsTable;
  'app.patrons_room_revenue': PatronsRoomRevenueTable;
  'app.shows': ShowsTable;
  'app.show_events': ShowEventsTable;
  'app.event_logs': EventLogsTable;
  'app.stock_venue_positions': StockVenuePositionsTable;
  'app.station_sync': StationSyncTable;
  'app.exports': ExportsTable;
  'app.export_items': ExportItemsTable;
  'app.export_attempts': ExportAttemptsTable;
}
