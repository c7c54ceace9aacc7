import { Controller, HttpCode, Post, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import {
  type LiquorControlDrillRequest,
  LiquorControlDrillRequestSchema,
  LiquorControlDrillRowSchema,
  LiquorControlReportSchema,
  type LiquorControlRequest,
  LiquorControlRequestSchema,
} from '@intermission/contracts';
import { NotFoundError } from '@intermission/domain';
import { RequireClaim } from '../../auth/access.decorator';
import { type CurrentUser, User } from '../../auth/current-user';
import { sendList } from '../../common/http/list-response';
import { ZodBody } from '../../common/http/zod-params.decorator';
import { ZodResponse } from '../../common/http/zod-response.decorator';
import { ReportVenues } from '../venues/report-venues.service';
import { LiquorControlRepository } from './liquor-control.repository';

/** The liquor control report (document 2 §3, §5, §7; docs/reports.md "Liquor control report") and its drill-down. */
@ApiTags('sales reports')
@Controller('venues/managers/liquor-control-report')
export class LiquorControlController {
  constructor(
    private readonly reports: LiquorControlRepository,
    private readonly venues: ReportVenues,
  ) {}

  /** The venues the user may read reports of (administrators and auditors: every venue). */
  private async visibleVenues(actor: CurrentUser): Promise<Set<number>> {
    return new Set(await this.venues.listed(actor));
  }

  /** Per venue day, stand and alcohol good: the ounces sold against the ounces the counts say were used; the totals. */
  @Post('_search')
  @HttpCode(200)
  @RequireClaim('VenueManager', 'ReadOnly')
  @ZodResponse(LiquorControlReportSchema)
  async search(@ZodBody(LiquorControlRequestSchema) body: LiquorControlRequest, @User() actor: CurrentUser) {
    const scope = await this.reports.scope(body, await this.visibleVenues(actor));
    return this.reports.report({ ...scope, fromDate: body.FromDate, toDate: body.ToDate });
  }

  /** The sales, movements and count behind one figure of one row, with their contributions in ounces; the total in X-List-Count. */
  @Post('drillDown')
  @HttpCode(200)
  @RequireClaim('VenueManager', 'ReadOnly')
  @ZodResponse(z.array(LiquorControlDrillRowSchema))
  async drillDown(
    @ZodBody(LiquorControlDrillRequestSchema) body: LiquorControlDrillRequest,
    @User() actor: CurrentUser,
    @Res({ passthrough: true }) res: Response,
  ) {
    const scope = await this.reports.scope({ ...body, FromDate: body.Day, ToDate: body.Day }, await this.visibleVenues(actor));
    const stand = scope.stands[0];
    if (!stand) throw new NotFoundError('The sales location');
    return sendList(res, await this.reports.drillDown(scope.venue, stand, body));
  }
}
