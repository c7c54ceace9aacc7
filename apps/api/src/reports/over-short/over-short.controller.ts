import { Controller, HttpCode, Post, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import {
  type OverShortDrillDownRequest,
  OverShortDrillDownRequestSchema,
  OverShortReportSchema,
  type OverShortRequest,
  OverShortRequestSchema,
  SalesDrillDownRowSchema,
} from '@intermission/contracts';
import { RequireClaim } from '../../auth/access.decorator';
import { type CurrentUser, User } from '../../auth/current-user';
import { sendList } from '../../common/http/list-response';
import { ZodBody } from '../../common/http/zod-params.decorator';
import { ZodResponse } from '../../common/http/zod-response.decorator';
import { OverShortService } from './over-short.service';

/** The over/short report (document 2 §2, §3 "Over/short rows", §7 reportFromCashBox; docs/reports.md). */
@ApiTags('sales reports')
@Controller('sales/reportFromCashBox')
export class OverShortController {
  constructor(private readonly service: OverShortService) {}

  /** A row per show event × sales location: sold against collected per tender, with the Totals and the show events' petty cash. */
  @Post()
  @HttpCode(200)
  @RequireClaim('VenueManager', 'ReadOnly')
  @ZodResponse(OverShortReportSchema)
  report(@ZodBody(OverShortRequestSchema) body: OverShortRequest, @User() actor: CurrentUser) {
    return this.service.report(actor, body);
  }

  /** The sale payments, counts or withdrawals behind one figure, newest first; X-List-Count the total. */
  @Post('drillDown')
  @HttpCode(200)
  @RequireClaim('VenueManager', 'ReadOnly')
  @ZodResponse(z.array(SalesDrillDownRowSchema))
  async drillDown(
    @ZodBody(OverShortDrillDownRequestSchema) body: OverShortDrillDownRequest,
    @User() actor: CurrentUser,
    @Res({ passthrough: true }) res: Response,
  ) {
    return sendList(res, await this.service.drillDown(actor, body));
  }
}
