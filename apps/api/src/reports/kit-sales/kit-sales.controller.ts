import { Controller, Header, HttpCode, Post, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import {
  type KitSalesReportRequest,
  KitSalesReportRequestSchema,
  KitSalesReportSchema,
  SalesDrillRowSchema,
  type SalesReportDrillRequest,
  SalesReportDrillRequestSchema,
} from '@intermission/contracts';
import { RequireClaim } from '../../auth/access.decorator';
import { type CurrentUser, User } from '../../auth/current-user';
import { sendList } from '../../common/http/list-response';
import { ZodBody } from '../../common/http/zod-params.decorator';
import { FileResponse, ZodResponse } from '../../common/http/zod-response.decorator';
import { attachment, XlsxContentType, xlsxFile } from '../files/xlsx';
import { KitSalesService } from './kit-sales.service';
import { SalesReportScopeService } from './sales-report-scope.service';
import { SalesReportsRepository } from './sales-reports.repository';

/** The kit sales report (document 2 §2 "Kit Sales Report (sales summary)", §3, §5, §7; docs/reports.md). */
@ApiTags('sales reports')
@Controller('sales/itemizedSalesReport')
export class KitSalesController {
  constructor(
    private readonly service: KitSalesService,
    private readonly scopes: SalesReportScopeService,
    private readonly reports: SalesReportsRepository,
  ) {}

  /** One row per kit, price and tax rate, with the totals by tender and the discount. */
  @Post()
  @HttpCode(200)
  @RequireClaim('VenueManager', 'ReadOnly')
  @ZodResponse(KitSalesReportSchema)
  report(@ZodBody(KitSalesReportRequestSchema) body: KitSalesReportRequest, @User() actor: CurrentUser) {
    return this.service.report(actor, body);
  }

  /** The same report as kitsalesreport.xlsx. */
  @Post('excel')
  @HttpCode(200)
  @Header('Content-Type', XlsxContentType)
  @Header('Content-Disposition', attachment('kitsalesreport.xlsx'))
  @RequireClaim('VenueManager', 'ReadOnly')
  @FileResponse(XlsxContentType)
  async excel(@ZodBody(KitSalesReportRequestSchema) body: KitSalesReportRequest, @User() actor: CurrentUser) {
    return xlsxFile(await this.service.excel(actor, body));
  }

  /** The sales behind a figure, newest first; X-List-Count the total. */
  @Post('sales')
  @HttpCode(200)
  @RequireClaim('VenueManager', 'ReadOnly')
  @ZodResponse(z.array(SalesDrillRowSchema))
  async sales(@ZodBody(SalesReportDrillRequestSchema) body: SalesReportDrillRequest, @User() actor: CurrentUser, @Res({ passthrough: true }) res: Response) {
    const scope = await this.scopes.ofFilter(actor, body);
    return sendList(res, await this.reports.drill(scope, body.Figure, body.Skip, body.Take));
  }
}
