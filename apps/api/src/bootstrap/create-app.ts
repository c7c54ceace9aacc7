import fs from 'node:fs';
import path from 'node:path';
import { type INestApplication, RequestMethod } from '@nestjs/common';
import { NestFactory, Reflector } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { ApiBasePath, ListCountHeader, UpdateRolesHeader } from '@intermission/contracts';
import type { Db } from '@intermission/db';
import { AppModule } from '../app.module';
import type { AppConfig } from '../config/app-config';
import { HttpExceptionFilter } from '../common/http/http-exception.filter';
import { buildOpenApi } from '../common/http/openapi';
import { ResponseSerializerInterceptor } from '../common/http/response-serializer.interceptor';

/** Builds the HTTP application with the API's conventions (docs/api.md "Conventions"); does not listen. */
export async function createApp(config: AppConfig, db: Db, options: { ownsDb?: boolean; logger?: boolean } = {}): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, db, options.ownsDb), {
    bufferLogs: true,
    logger: options.logger === false ? false : undefined,
  });
  if (options.logger !== false) app.useLogger(app.get(Logger));
  app.set('trust proxy', config.trustProxy);
  app.set('case sensitive routing', false);
  app.useBodyParser('json', { limit: '1mb' });
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: { 'img-src': ["'self'", 'data:', 'blob:'], 'script-src': ["'self'"], 'style-src': ["'self'", "'unsafe-inline'"] },
      },
    }),
  );
  app.use((_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Access-Control-Expose-Headers', `${ListCountHeader}, ${UpdateRolesHeader}`);
    next();
  });
  app.setGlobalPrefix(ApiBasePath.slice(1), { exclude: [{ path: 'api/health', method: RequestMethod.GET }] });
  app.useGlobalFilters(new HttpExceptionFilter());
  app.useGlobalInterceptors(new ResponseSerializerInterceptor(app.get(Reflector)));
  // No enableShutdownHooks: main.ts owns SIGINT/SIGTERM, closes the app (its shutdown hooks run
  // then) and only after that stops embedded PostgreSQL.

  SwaggerModule.setup('api/docs', app, buildOpenApi(app), { jsonDocumentUrl: 'api/docs/openapi.json' });

  if (config.webDist && fs.existsSync(path.join(config.webDist, 'index.html'))) serveWeb(app, config);
  return app;
}

/** The built web app at / with the client secret written into index.html; unknown paths get the SPA. */
function serveWeb(app: NestExpressApplication, config: AppConfig) {
  const dist = config.webDist!;
  const index = fs.readFileSync(path.join(dist, 'index.html'), 'utf8').replace('__AUTH_CLIENT_SECRET__', escapeAttribute(config.authClientSecret));
  const server = app.getHttpAdapter().getInstance() as express.Express;
  server.use(express.static(dist, { index: false, maxAge: '1h', immutable: false }));
  server.get(/^(?!\/api(\/|$)).*/, (req: Request, res: Response, next: NextFunction) => {
    if (path.extname(req.path)) return next();
    res.type('html').setHeader('Cache-Control', 'no-cache').send(index);
  });
}

function escapeAttribute(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
