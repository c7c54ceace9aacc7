import { Controller, ForbiddenException, Get, HttpCode, Post, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import {
  type DrillDownRequest,
  DrillDownRequestSchema,
  DrillDownRowSchema,
  InventoryReportSchema,
  KitSoldRowSchema,
  ReportLocationSchema,
  ReportShowEventSchema,
  ReportsAsOfSchema,
  SaleDetailSchema,
  type InventoryReportRequest,
  InventoryReportRequestSchema,
  type KitsSoldRequest,
  KitsSoldRequestSchema,
  type ReportShowEventsRequest,
  ReportShowEventsRequestSchema,
} from '@intermission/contracts';
import { RequireClaim } from '../../auth/access.decorator';
import { type CurrentUser, User } from '../../auth/current-user';
import { sendList } from '../../common/http/list-response';
import { NotFoundError } from '@intermission/domain';
import { UuidParam, ZodBody } from '../../common/http/zod-params.decorator';
import { ZodResponse } from '../../common/http/zod-response.decorator';
import { StockRepository } from '../stock.repository';
import { DrillDownRepository } from './drill-down.repository';
import { StockReportsRepository } from './stock-reports.repository';
import { StockReportsService } from './stock-reports.service';

/** The inventory summary and gain/loss report (document 3 §2, §3, §7), the kits-sold dialog and the drill-down. */
@ApiTags('inventory reports')
@Controller('venues/managers/inventorySummary')
export class StockReportsController {
  constructor(
    private readonly service: StockReportsService,
    private readonly reports: StockReportsRepository,
    private readonly drillDown: DrillDownRepository,
    private readonly stock: StockRepository,
  ) {}

  /** The location filter's entries (ours): composite venue entries, ' Inventory Location' entries and the other locations. */
  @Get('locations')
  @RequireClaim('VenueManager', 'ReadOnly')
  @ZodResponse(z.array(ReportLocationSchema))
  locations(@User() actor: CurrentUser) {
    return this.service.locations(actor);
  }

  /** Which replayed schema the reports read (REPORTS_SCHEMA), null for the live tables (ours: every report page says so). */
  @Get('asOf')
  @RequireClaim('VenueManager', 'ReadOnly')
  @ZodResponse(ReportsAsOfSchema)
  async asOf() {
    return { AsOf: await this.reports.asOf() };
  }

  /** One row per good at the entry over the period (gain/loss adds the per-category Total rows with Totals). */
  @Post()
  @HttpCode(200)
  @RequireClaim('VenueManager', 'ReadOnly')
  @ZodResponse(InventoryReportSchema)
  report(@ZodBody(InventoryReportRequestSchema) body: InventoryReportRequest, @User() actor: CurrentUser) {
    return this.service.report(actor, body);
  }

  @Post('kitsSold')
  @HttpCode(200)
  @RequireClaim('VenueManager', 'ReadOnly')
  @ZodResponse(z.array(KitSoldRowSchema))
  async kitsSold(@ZodBody(KitsSoldRequestSchema) body: KitsSoldRequest, @User() actor: CurrentUser) {
    const s = await this.service.scope(actor, body);
    return this.reports.kitsSold(s.locationIds, s.from, s.to, s.showEventId, body.Categoryid ?? null);
  }

  @Post('showEvents')
  @HttpCode(200)
  @RequireClaim('VenueManager', 'ReadOnly')
  @ZodResponse(z.array(ReportShowEventSchema))
  async showEvents(@ZodBody(ReportShowEventsRequestSchema) body: ReportShowEventsRequest, @User() actor: CurrentUser) {
    const s = await this.service.scope(actor, body);
    return this.reports.showEvents(s.locationIds, s.from, s.to, s.timeZone);
  }

  /** The events behind one figure of one good's row, newest first; the total in X-List-Count. */
  @Post('drillDown')
  @HttpCode(200)
  @RequireClaim('VenueManager', 'ReadOnly')
  @ZodResponse(z.array(DrillDownRowSchema))
  async drill(@ZodBody(DrillDownRequestSchema) body: DrillDownRequest, @User() actor: CurrentUser, @Res({ passthrough: true }) res: Response) {
    const s = await this.service.scope(actor, body);
    const page = await this.drillDown.events({
      locationIds: s.locationIds,
      goodId: body.GoodId,
      from: s.from,
      to: s.to,
      column: body.Column,
      skip: body.Skip,
      take: body.Take,
    });
    return sendList(res, page);
  }

  /** One sale, as a drill-down row links to it (ours); only at a location the user may see. */
  @Get('sale/:id')
  @RequireClaim('VenueManager', 'ReadOnly')
  @ZodResponse(SaleDetailSchema)
  async sale(@UuidParam() id: string, @User() actor: CurrentUser) {
    const sale = await this.reports.sale(id);
    if (!sale) throw new NotFoundError('The sale');
    const visible = await this.stock.visibleLocations(actor, { includeArchived: true });
    if (!visible.some((l) => l.Id === sale.InventoryLocationId)) throw new ForbiddenException({ Message: 'You cannot see stock at this location' });
    return sale;
  }
}
