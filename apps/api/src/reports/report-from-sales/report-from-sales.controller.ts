import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type ReportFromSalesFigures, type ReportFromSalesRequest, ReportFromSalesRequestSchema, ReportFromSalesSchema } from '@intermission/contracts';
import { reportFromSalesRow, reportFromSalesTotals } from '@intermission/domain';
import { RequireClaim } from '../../auth/access.decorator';
import { type CurrentUser, User } from '../../auth/current-user';
import { ZodBody } from '../../common/http/zod-params.decorator';
import { ZodResponse } from '../../common/http/zod-response.decorator';
import { SalesReconciliationRepository } from '../sales-reconciliation/sales-reconciliation.repository';
import { SalesReconciliationService } from '../sales-reconciliation/sales-reconciliation.service';
import { ReportFromSalesRepository } from './report-from-sales.repository';

/** POST sales/reportFromSales (document 2 §7; docs/reports.md "Sales per sales location and show event (reportFromSales)"). */
@ApiTags('sales reports')
@Controller('sales')
export class ReportFromSalesController {
  constructor(
    private readonly checks: SalesReconciliationService,
    private readonly reconciliation: SalesReconciliationRepository,
    private readonly sales: ReportFromSalesRepository,
  ) {}

  /** Per show event × sales location with a sale: the sales per tender and tips, the discounts; the totals. */
  @Post('reportFromSales')
  @HttpCode(200)
  @RequireClaim('VenueManager', 'ReadOnly')
  @ZodResponse(ReportFromSalesSchema)
  async report(@ZodBody(ReportFromSalesRequestSchema) body: ReportFromSalesRequest, @User() actor: CurrentUser): Promise<ReportFromSalesFigures> {
    const scope = await this.checks.scope(actor, body);
    const [raw, AsOf] = await Promise.all([this.sales.rows(body, scope), this.reconciliation.asOf()]);
    const Rows = raw.map((r) => ({
      ShowEventId: r.ShowEventId,
      ShowName: r.ShowName,
      Start: new Date(r.Start).toISOString(),
      TimeZone: r.TimeZone,
      TheatreId: r.TheatreId,
      TheatreName: r.TheatreName,
      SalesLocationId: r.SalesLocationId,
      SalesLocationName: r.SalesLocationName,
      ...reportFromSalesRow(r),
    }));
    return {
      FromDate: body.FromDate,
      ToDate: body.ToDate,
      TheatreId: body.TheatreId ?? null,
      SalesLocationId: body.SalesLocationId ?? null,
      ShowEventId: body.ShowEventId ?? null,
      AsOf,
      Rows,
      Totals: reportFromSalesTotals(Rows),
    };
  }
}
