import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type StationSync, StationSyncAnswerSchema, StationSyncSchema } from '@intermission/contracts';
import { RequireClaim } from '../auth/access.decorator';
import { type CurrentUser, User } from '../auth/current-user';
import { IdParam, ZodBody } from '../common/http/zod-params.decorator';
import { ZodResponse } from '../common/http/zod-response.decorator';
import { StationSyncService } from './station-sync.service';

/** The stations' sync (docs/station-sync.md, docs/api.md "The stations' sync"): a station's queue in one call. */
@ApiTags('stations')
@Controller()
export class StationsSyncController {
  constructor(private readonly sync: StationSyncService) {}

  /**
   * Up to 5,000 queued sales, cash box counts and stock movements, each answered Applied, AlreadyApplied
   * or Refused. Each item's body is checked by its kind's schema, whose text refuses NUL; the envelope
   * keeps no text (an unknown Kind is refused, unknown keys are dropped), so a NUL refuses one item only.
   */
  @Post('stations/:stationId/sync')
  @HttpCode(200)
  @RequireClaim('VenueManager', 'FullAccess')
  @ZodResponse(StationSyncAnswerSchema)
  post(@IdParam('stationId') stationId: number, @ZodBody(StationSyncSchema, { nulCheckedBySchema: true }) body: StationSync, @User() actor: CurrentUser) {
    return this.sync.sync(stationId, body.Items, actor);
  }
}
