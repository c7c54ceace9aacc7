import { Controller, ForbiddenException, Header, HttpCode, Post, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ListCountHeader, type PatronsRoomReportRequest, PatronsRoomReportRequestSchema, PatronsRoomReportSchema } from '@intermission/contracts';
import { RequireClaim } from '../../auth/access.decorator';
import { type CurrentUser, User } from '../../auth/current-user';
import { ModelStateException } from '../../common/http/api-errors';
import { ZodBody } from '../../common/http/zod-params.decorator';
import { FileResponse, ZodResponse } from '../../common/http/zod-response.decorator';
import { StockRepository } from '../stock.repository';
import { PatronsRoomReportRepository, patronsRoomCsv } from './patrons-room-report.repository';
import { PatronsRoomRepository } from './patrons-room.repository';

/** The Patrons Room Transfer Report and its CSV (document 3 §7), over the patrons rooms the user may see. */
@ApiTags('patrons-room')
@Controller('patronsRoom')
export class PatronsRoomReportController {
  constructor(
    private readonly stock: StockRepository,
    private readonly rooms: PatronsRoomRepository,
    private readonly reports: PatronsRoomReportRepository,
  ) {}

  /** The one room asked for (400 unless a patrons room, 403 unless visible), or every patrons room the user may see. */
  private async roomsOf(actor: CurrentUser, invLocId: number | null | undefined) {
    const visible = (await this.stock.visibleLocations(actor, { includeArchived: true })).filter((l) => l.Kind === 'patrons_room').map((l) => l.Id);
    if (invLocId === null || invLocId === undefined) return visible;
    const kind = await this.rooms.locationKind(invLocId);
    if (kind !== 'patrons_room')
      throw new ModelStateException({ InvLocId: [kind ? 'This inventory location is not a patrons room' : 'There is no such inventory location'] });
    if (!visible.includes(invLocId)) throw new ForbiddenException({ Message: 'You cannot see stock at this location' });
    return [invLocId];
  }

  /** The month's rows (paged; X-List-Count = all rows) with TotalCost, Revenue and CostPercent over all of them. */
  @Post('report')
  @HttpCode(200)
  @RequireClaim('PatronRoomManager', 'ReadOnly', ['VenueManager', 'ReadOnly'])
  @ZodResponse(PatronsRoomReportSchema)
  async report(@ZodBody(PatronsRoomReportRequestSchema) body: PatronsRoomReportRequest, @User() actor: CurrentUser, @Res({ passthrough: true }) res: Response) {
    const rooms = await this.roomsOf(actor, body.InvLocId);
    const { report, total } = await this.reports.report(rooms, body.Year, body.Month, { skip: body.Skip, take: body.Take });
    res.setHeader(ListCountHeader, String(total));
    return report;
  }

  /** The same month as CSV: every row (Skip/Take do not apply), then the Total line. */
  @Post('report/csv')
  @HttpCode(200)
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="patronsroomreport.csv"')
  @RequireClaim('PatronRoomManager', 'ReadOnly', ['VenueManager', 'ReadOnly'])
  @FileResponse('text/csv')
  async csv(@ZodBody(PatronsRoomReportRequestSchema) body: PatronsRoomReportRequest, @User() actor: CurrentUser) {
    const rooms = await this.roomsOf(actor, body.InvLocId);
    return patronsRoomCsv(await this.reports.report(rooms, body.Year, body.Month));
  }
}
