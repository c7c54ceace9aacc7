import { Controller, HttpCode, Post, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import {
  type AdjustedSalesDrillRequest,
  AdjustedSalesDrillRequestSchema,
  type AdjustedSalesReportFigures,
  type AdjustedSalesReportRequest,
  AdjustedSalesReportRequestSchema,
  AdjustedSalesReportSchema,
  SalesDrillRowSchema,
} from '@intermission/contracts';
import { adjustedSalesRow, adjustedSalesTotals } from '@intermission/domain';
import { RequireClaim } from '../../auth/access.decorator';
import { type CurrentUser, User } from '../../auth/current-user';
import { sendList } from '../../common/http/list-response';
import { ZodBody } from '../../common/http/zod-params.decorator';
import { ZodResponse } from '../../common/http/zod-response.decorator';
import { SalesReportScopeService } from '../kit-sales/sales-report-scope.service';
import { SalesReportsRepository } from '../kit-sales/sales-reports.repository';

/** The managed (adjusted) sales report (document 2 §2 "Managed Sales Report", §3, §5, §7; docs/reports.md). */
@ApiTags('sales reports')
@Controller('sales/adjustedSalesReport')
export class AdjustedSalesController {
  constructor(
    private readonly scopes: SalesReportScopeService,
    private readonly reports: SalesReportsRepository,
  ) {}

  /** Per sales location, kit and price: the stations' figures and the figures after the manual sales. §5: no theatre or date, no rows. */
  @Post()
  @HttpCode(200)
  @RequireClaim('VenueManager', 'ReadOnly')
  @ZodResponse(AdjustedSalesReportSchema)
  async report(@ZodBody(AdjustedSalesReportRequestSchema) body: AdjustedSalesReportRequest, @User() actor: CurrentUser): Promise<AdjustedSalesReportFigures> {
    const asOf = await this.reports.asOf();
    if (!body.TheatreId || !body.DateFrom || !body.DateTo)
      return { AdjustedSalesReportData: [], DiscountAmount: '0', Totals: adjustedSalesTotals([]), TimeZone: null, AsOf: asOf };
    const scope = await this.scopes.ofTheatre(actor, { ...body, TheatreId: body.TheatreId, DateFrom: body.DateFrom, DateTo: body.DateTo });
    const { rows, discount } = await this.reports.adjustedSums(scope, body.IncludeNonAdjusted);
    const out = rows.map((r) => ({
      SalesLocationId: r.SalesLocationId,
      SalesLocation: r.SalesLocation,
      TheatreId: r.TheatreId,
      KitId: r.KitId,
      Kit: r.Kit,
      SalePricePerKit: r.SalePricePerKit,
      ...adjustedSalesRow(r),
    }));
    return {
      AdjustedSalesReportData: out,
      DiscountAmount: discount,
      Totals: adjustedSalesTotals(out),
      TimeZone: scope.venues[0]?.TimeZone ?? null,
      AsOf: asOf,
    };
  }

  /** The station and manual sales of a row (Figure kit with its SalesLocationId), newest first; X-List-Count the total. */
  @Post('sales')
  @HttpCode(200)
  @RequireClaim('VenueManager', 'ReadOnly')
  @ZodResponse(z.array(SalesDrillRowSchema))
  async sales(
    @ZodBody(AdjustedSalesDrillRequestSchema) body: AdjustedSalesDrillRequest,
    @User() actor: CurrentUser,
    @Res({ passthrough: true }) res: Response,
  ) {
    if (!body.TheatreId || !body.DateFrom || !body.DateTo) return sendList(res, { rows: [], total: 0 });
    const scope = await this.scopes.ofTheatre(actor, { ...body, TheatreId: body.TheatreId, DateFrom: body.DateFrom, DateTo: body.DateTo });
    return sendList(res, await this.reports.drill(scope, body.Figure, body.Skip, body.Take));
  }
}
