import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type Kysely, sql } from 'kysely';
import { HealthSchema } from '@intermission/contracts';
import { projectionStatuses } from '@intermission/projections';
import type { Db } from '@intermission/db';
import { InjectDb } from '../database/database.module';
import { Public } from '../auth/access.decorator';
import { ZodResponse } from '../common/http/zod-response.decorator';

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(@InjectDb() private readonly db: Db) {}

  @Get()
  @Public()
  @ZodResponse(HealthSchema)
  async health() {
    await sql`SELECT 1`.execute(this.db);
    const projections = await projectionStatuses(this.db as unknown as Kysely<unknown>);
    return {
      Status: projections.some((p) => p.status === 'failed') ? 'degraded' : 'ok',
      Database: 'ok',
      // Set when reports read a replay made by `npm run replay` instead of the live projections.
      ReportsSchema: process.env.REPORTS_SCHEMA ?? null,
      // Each projection version: whether it serves reads, its state, position and lag (events behind).
      Projections: projections.map((p) => ({
        Name: p.name,
        Version: p.version,
        Active: p.active,
        Status: p.status,
        Position: p.position,
        Lag: p.lag,
        Error: p.error,
        ErrorPosition: p.errorPosition,
      })),
    };
  }
}
