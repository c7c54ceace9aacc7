import { Controller, HttpCode, Post, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import {
  type DepositsReportDrillDownRequest,
  DepositsReportDrillDownRequestSchema,
  type DepositsReportRequest,
  DepositsReportRequestSchema,
  DepositsReportSchema,
  SalesDrillDownRowSchema,
} from '@intermission/contracts';
import { RequireClaim } from '../../auth/access.decorator';
import { type CurrentUser, User } from '../../auth/current-user';
import { sendList } from '../../common/http/list-response';
import { ZodBody } from '../../common/http/zod-params.decorator';
import { ZodResponse } from '../../common/http/zod-response.decorator';
import { DepositsReportService } from './deposits-report.service';

/** The deposits report (document 2 §2, §3 "Deposits report", §7 depositsReport; docs/reports.md). */
@ApiTags('sales reports')
@Controller('sales/depositsReport')
export class DepositsReportController {
  constructor(private readonly service: DepositsReportService) {}

  /** A venue's week: payments per show event × sales location × tender, petty cash, the deposits computed and posted, day and week totals. */
  @Post()
  @HttpCode(200)
  @RequireClaim('VenueManager', 'ReadOnly')
  @ZodResponse(DepositsReportSchema)
  report(@ZodBody(DepositsReportRequestSchema) body: DepositsReportRequest, @User() actor: CurrentUser) {
    return this.service.report(actor, body);
  }

  /** The sale payments or withdrawals behind one figure, newest first; X-List-Count the total. */
  @Post('drillDown')
  @HttpCode(200)
  @RequireClaim('VenueManager', 'ReadOnly')
  @ZodResponse(z.array(SalesDrillDownRowSchema))
  async drillDown(
    @ZodBody(DepositsReportDrillDownRequestSchema) body: DepositsReportDrillDownRequest,
    @User() actor: CurrentUser,
    @Res({ passthrough: true }) res: Response,
  ) {
    return sendList(res, await this.service.drillDown(actor, body));
  }
}
