import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { HealthSchema } from '@intermission/contracts';
import { Public } from '../auth/access.decorator';
import { ZodResponse } from '../common/http/zod-response.decorator';
import { HealthRepository } from './health.repository';

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(private readonly repository: HealthRepository) {}

  @Get()
  @Public()
  @ZodResponse(HealthSchema)
  async health() {
    await this.repository.ping();
    const projections = await this.repository.projections();
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
        ErrorEventId: p.errorEventId,
        Recovery: p.recovery,
      })),
    };
  }
}
