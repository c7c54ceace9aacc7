import fs from 'node:fs';
import path from 'node:path';
import { type INestApplication, RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import type express from 'express';
import { json } from 'express';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { ApiBasePath, ListCountCappedHeader, ListCountHeader, UpdateRolesHeader } from '@intermission/contracts';
import type { Db } from '@intermission/db';
import { AppModule } from '../app.module';
import type { AppConfig } from '../config/app-config';
import { HttpExceptionFilter } from '../common/http/http-exception.filter';
import { buildOpenApi } from '../common/http/openapi';
import { ExpressServerAdapter } from './express-server.adapter';
import { serveWeb } from './serve-web';

/** The stations' sync route, matched as the router matches it (case-insensitive, an optional trailing slash). */
const StationSyncPath = new RegExp(`^${ApiBasePath}/stations/[^/]+/sync/?$`, 'i');

/** Builds the HTTP application with the API's conventions (docs/api.md "Conventions"); does not listen. */
export async function createApp(config: AppConfig, db: Db, options: { ownsDb?: boolean; logger?: boolean } = {}): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, db, options.ownsDb), new ExpressServerAdapter(), {
    bufferLogs: true,
    logger: options.logger === false ? false : undefined,
  });
  if (options.logger !== false) app.useLogger(app.get(Logger));
  app.set('trust proxy', config.trustProxy);
  // Express reads NODE_ENV itself, exactly; it follows the config's reading (isProduction) instead.
  app.set('env', config.production ? 'production' : 'development');
  app.set('case sensitive routing', false);
  // A station's queue (POST stations/{stationId}/sync, up to 5,000 items) may be large: 16 MB for
  // that route alone, parsed before the 1 MB parser of every other route (which then skips it).
  app.use(StationSyncPath, json({ limit: '16mb' }));
  app.useBodyParser('json', { limit: '1mb' });
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: { 'img-src': ["'self'", 'data:', 'blob:'], 'script-src': ["'self'"], 'style-src': ["'self'", "'unsafe-inline'"] },
      },
    }),
  );
  app.use((_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Access-Control-Expose-Headers', `${ListCountHeader}, ${ListCountCappedHeader}, ${UpdateRolesHeader}`);
    next();
  });
  // The API's answers are a user's data: no browser, proxy or shared cache keeps them (issue 38 point
  // 6). A download that allows its own caching (a user's or a bar's picture) sets it after this.
  app.use(ApiBasePath, (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  app.setGlobalPrefix(ApiBasePath.slice(1), { exclude: [{ path: 'api/health', method: RequestMethod.GET }] });
  app.useGlobalFilters(new HttpExceptionFilter());
  // No enableShutdownHooks: main.ts owns SIGINT/SIGTERM, closes the app (its shutdown hooks run
  // then) and only after that stops embedded PostgreSQL.

  SwaggerModule.setup('api/docs', app, buildOpenApi(app), { jsonDocumentUrl: 'api/docs/openapi.json' });

  if (config.webDist && fs.existsSync(path.join(config.webDist, 'index.html')))
    serveWeb(app.getHttpAdapter().getInstance() as express.Express, config.webDist, config.authClientSecret);
  return app;
}
