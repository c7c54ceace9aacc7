import { Controller, HttpCode, Post, Res, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import {
  type ReconciliationDrillRequest,
  ReconciliationDrillRequestSchema,
  ReconciliationDrillRowSchema,
  SalesReconciliationReportSchema,
  type SalesReconciliationRequest,
  SalesReconciliationRequestSchema,
} from '@intermission/contracts';
import { RequireClaim } from '../../auth/access.decorator';
import { type CurrentUser, User } from '../../auth/current-user';
import { sendList } from '../../common/http/list-response';
import { ZodBody, ZodQuery } from '../../common/http/zod-params.decorator';
import { FileResponse, ZodResponse } from '../../common/http/zod-response.decorator';
import { attachment, XlsxContentType, xlsxFile } from '../files/xlsx';
import { SalesReconciliationRepository } from './sales-reconciliation.repository';
import { ReconciliationFiles, SalesReconciliationService } from './sales-reconciliation.service';

const FileQuerySchema = z.object({ format: z.enum(['xlsx', 'csv'], { error: 'format is xlsx or csv' }).default('xlsx') });
export const CsvContentType = 'text/csv; charset=utf-8';

/** The sales reconciliation report (document 2 §2 "/sales/salesReport", §5, §7; docs/reports.md). */
@ApiTags('sales reports')
@Controller('sales/salesReport')
export class SalesReconciliationController {
  constructor(
    private readonly service: SalesReconciliationService,
    private readonly reports: SalesReconciliationRepository,
  ) {}

  /** Per venue and show event (and venue day without one): sales, tenders, the posted deposit and the difference; test theatres left out. */
  @Post()
  @HttpCode(200)
  @RequireClaim('VenueManager', 'ReadOnly')
  @ZodResponse(SalesReconciliationReportSchema)
  report(@ZodBody(SalesReconciliationRequestSchema) body: SalesReconciliationRequest, @User() actor: CurrentUser) {
    return this.service.report(actor, body);
  }

  /** §7 "salesReport/csv (file salesreconciliationreport.xlsx)"; ?format=csv answers salesreconciliationreport.csv. */
  @Post('csv')
  @HttpCode(200)
  @RequireClaim('VenueManager', 'ReadOnly')
  @FileResponse(XlsxContentType, 'text/csv')
  async file(
    @ZodBody(SalesReconciliationRequestSchema) body: SalesReconciliationRequest,
    @ZodQuery(FileQuerySchema) q: z.infer<typeof FileQuerySchema>,
    @User() actor: CurrentUser,
    @Res({ passthrough: true }) res: Response,
  ) {
    if (q.format === 'csv') {
      const text = await this.service.csv(actor, body);
      res.setHeader('Content-Disposition', attachment(ReconciliationFiles.csv));
      return new StreamableFile(Buffer.from(text, 'utf8'), { type: CsvContentType });
    }
    const file = await this.service.xlsx(actor, body);
    res.setHeader('Content-Disposition', attachment(ReconciliationFiles.xlsx));
    return xlsxFile(file);
  }

  /** The sales, payments or deposits behind one figure, newest first; X-List-Count the total. */
  @Post('drillDown')
  @HttpCode(200)
  @RequireClaim('VenueManager', 'ReadOnly')
  @ZodResponse(z.array(ReconciliationDrillRowSchema))
  async drill(
    @ZodBody(ReconciliationDrillRequestSchema) body: ReconciliationDrillRequest,
    @User() actor: CurrentUser,
    @Res({ passthrough: true }) res: Response,
  ) {
    const scope = await this.service.scope(actor, body);
    return sendList(res, await this.reports.drill(body, scope));
  }
}
