import { randomUUID } from 'node:crypto';
import { type DynamicModule, Module, RequestMethod } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ThrottlerModule } from '@nestjs/throttler';
import { LoggerModule as PinoModule } from 'nestjs-pino';
import type { Db } from '@intermission/db';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { AdvisoryLocksModule } from './database/advisory-locks.service';
import { DatabaseModule } from './database/database.module';
import { VenueAccessModule } from './access/venue-access.service';
import { AuthModule } from './auth/auth.module';
import { ATTEMPT_STORE, type AttemptStore, AttemptThrottlerStorage } from './auth/attempt-store';
import { AttemptStoreModule } from './auth/sign-in-limits';
import { GoodsModule } from './goods/goods.module';
import { KitsModule } from './kits/kits.module';
import { MenusModule } from './menus/menus.module';
import { VendorsModule } from './vendors/vendors.module';
import { ClientsModule } from './clients/clients.module';
import { StockModule } from './stock/stock.module';
import { StockQueriesModule } from './stock/queries/stock-queries.module';
import { StockReportsModule } from './stock/reports/stock-reports.module';
import { SalesModule } from './sales/sales.module';
import { CashboxesModule } from './cashboxes/cashboxes.module';
import { ShowsModule } from './shows/shows.module';
import { CountLogModule } from './stock/count-log/count-log.module';
import { DocumentsModule } from './files/documents.module';
import { PatronsRoomModule } from './stock/patrons-room/patrons-room.module';
import { PettyCashModule } from './petty-cash/petty-cash.module';
import { DepositsModule } from './deposits/deposits.module';
import { OverShortModule } from './reports/over-short/over-short.module';
import { DepositsReportModule } from './reports/deposits-report/deposits-report.module';
import { KitSalesModule } from './reports/kit-sales/kit-sales.module';
import { GoodsSalesModule } from './reports/goods-sales/goods-sales.module';
import { AdjustedSalesModule } from './reports/adjusted-sales/adjusted-sales.module';
import { MasterTransactionLogModule } from './reports/master-transaction-log/master-transaction-log.module';
import { SyncModule } from './sync/sync.module';
import { LiveFeedModule } from './reports/live/live-feed.module';
import { HealthController } from './health/health.controller';
import { HealthRepository } from './health/health.repository';
import { JobsModule } from './jobs/jobs.module';
import { LedgerModule } from './ledger/ledger.module';
import { LoggerModule } from './logger/logger.module';
import { readableStream } from './logger/readable-log';
import { IpWhitelistingModule } from './ip-whitelisting/ip-whitelisting.module';
import { ExportSettingsModule } from './export-settings/export-settings.module';
import { ExportsModule } from './exports/exports.module';
import { ManagedItemsModule } from './managed-items/managed-items.module';
import { PosUsersModule } from './pos-users/pos-users.module';
import { RolesModule } from './roles/roles.module';
import { SettingsModule } from './settings/settings.module';
import { UsersModule } from './users/users.module';
import { ShowEventsReportModule } from './reports/show-events/show-events.module';
import { SalesReconciliationModule } from './reports/sales-reconciliation/sales-reconciliation.module';
import { ReportFromSalesModule } from './reports/report-from-sales/report-from-sales.module';
import { LiquorControlModule } from './reports/liquor-control/liquor-control.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, db: Db, ownsDb = false): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(db, ownsDb),
        AdvisoryLocksModule,
        VenueAccessModule,
        CqrsModule.forRoot(),
        PinoModule.forRoot({
          pinoHttp: {
            level: config.logLevel,
            genReqId: (req, res) => {
              const given = req.headers['x-request-id'];
              const id = typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
              res.setHeader('X-Request-Id', id);
              return id;
            },
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            autoLogging: { ignore: (req) => req.url === '/api/health' },
            ...(config.readableLogs ? { stream: readableStream(process.stdout, config.logLevel === 'debug' || config.logLevel === 'trace') } : {}),
          },
          // Every path, in path-to-regexp 8's words (the default '*' draws a LegacyRouteConverter warning).
          forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
        }),
        AttemptStoreModule.forRoot(config),
        ThrottlerModule.forRootAsync({
          inject: [ATTEMPT_STORE],
          useFactory: (store: AttemptStore) => ({
            throttlers: [{ name: 'sign-in', ttl: config.signInRateLimit.ttlMs, limit: config.signInRateLimit.limit }],
            storage: new AttemptThrottlerStorage(store),
          }),
        }),
        JobsModule,
        AuthModule,
        UsersModule,
        RolesModule,
        IpWhitelistingModule,
        SettingsModule,
        ManagedItemsModule,
        ExportSettingsModule,
        ExportsModule,
        PosUsersModule,
        GoodsModule,
        KitsModule,
        VendorsModule,
        ClientsModule,
        StockModule,
        StockQueriesModule,
        StockReportsModule,
        SalesModule,
        ShowsModule,
        CountLogModule,
        DocumentsModule,
        PatronsRoomModule,
        CashboxesModule,
        PettyCashModule,
        DepositsModule,
        OverShortModule,
        DepositsReportModule,
        MasterTransactionLogModule,
        SyncModule,
        LiveFeedModule,
        LiquorControlModule,
        MenusModule,
        LoggerModule,
        LedgerModule,
        KitSalesModule,
        GoodsSalesModule,
        AdjustedSalesModule,
        ShowEventsReportModule,
        SalesReconciliationModule,
        ReportFromSalesModule,
      ],
      controllers: [HealthController],
      providers: [HealthRepository],
    };
  }
}
