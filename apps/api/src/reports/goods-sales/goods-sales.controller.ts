import { Controller, HttpCode, Post, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import {
  type GoodsSalesReportRequest,
  GoodsSalesReportRequestSchema,
  GoodsSalesReportSchema,
  SalesDrillRowSchema,
  type SalesReportDrillRequest,
  SalesReportDrillRequestSchema,
} from '@intermission/contracts';
import { RequireClaim } from '../../auth/access.decorator';
import { type CurrentUser, User } from '../../auth/current-user';
import { sendList } from '../../common/http/list-response';
import { ZodBody } from '../../common/http/zod-params.decorator';
import { ZodResponse } from '../../common/http/zod-response.decorator';
import { SalesReportScopeService } from '../kit-sales/sales-report-scope.service';
import { SalesReportsRepository } from '../kit-sales/sales-reports.repository';
import { GoodsSalesService } from './goods-sales.service';

/** The goods sales report (document 2 §2, §3 "Goods sales report", §7; docs/reports.md). */
@ApiTags('sales reports')
@Controller('sales/goodsSalesReport')
export class GoodsSalesController {
  constructor(
    private readonly service: GoodsSalesService,
    private readonly scopes: SalesReportScopeService,
    private readonly reports: SalesReportsRepository,
  ) {}

  @Post()
  @HttpCode(200)
  @RequireClaim('VenueManager', 'ReadOnly')
  @ZodResponse(GoodsSalesReportSchema)
  report(@ZodBody(GoodsSalesReportRequestSchema) body: GoodsSalesReportRequest, @User() actor: CurrentUser) {
    return this.service.report(actor, body);
  }

  /** The sales behind a figure (a good: the sales that consumed it), newest first; X-List-Count the total. */
  @Post('sales')
  @HttpCode(200)
  @RequireClaim('VenueManager', 'ReadOnly')
  @ZodResponse(z.array(SalesDrillRowSchema))
  async sales(@ZodBody(SalesReportDrillRequestSchema) body: SalesReportDrillRequest, @User() actor: CurrentUser, @Res({ passthrough: true }) res: Response) {
    const scope = await this.scopes.ofFilter(actor, body);
    return sendList(res, await this.reports.drill(scope, body.Figure, body.Skip, body.Take));
  }
}
