import { Controller, ForbiddenException, HttpCode, Post, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import {
  EndOfDayStatusSchema,
  type EndOfDayStatusRequest,
  EndOfDayStatusRequestSchema,
  InventoryLogRowSchema,
  type InventoryLogSearch,
  InventoryLogSearchSchema,
} from '@intermission/contracts';
import { RequireClaim } from '../../auth/access.decorator';
import { type CurrentUser, User } from '../../auth/current-user';
import { NotFoundError } from '@intermission/domain';
import { sendList } from '../../common/http/list-response';
import { ZodBody } from '../../common/http/zod-params.decorator';
import { ZodResponse } from '../../common/http/zod-response.decorator';
import { seesEveryVenue } from '../../access/venue-access';
import { StockRepository } from '../stock.repository';
import { CountLogRepository } from './count-log.repository';

/**
 * The inventory count log (document 1 §7.2 "_searchInventoryLogs") and the end-of-day status of a
 * venue's locations; only counts at locations the user may see (document 3 §6, archived included).
 */
@ApiTags('count-log')
@Controller('venues/managers')
export class CountLogController {
  constructor(
    private readonly stock: StockRepository,
    private readonly counts: CountLogRepository,
  ) {}

  @Post('_searchInventoryLogs')
  @HttpCode(200)
  @RequireClaim('VenueManager', 'ReadOnly')
  @ZodResponse(z.array(InventoryLogRowSchema))
  async search(@ZodBody(InventoryLogSearchSchema) body: InventoryLogSearch, @User() actor: CurrentUser, @Res({ passthrough: true }) res: Response) {
    // Those who see every venue read the whole log: no list of every location (docs/api.md "Lists").
    const visible = seesEveryVenue(actor, 'read') ? null : (await this.stock.visibleLocations(actor, { includeArchived: true })).map((l) => l.Id);
    return sendList(res, await this.counts.search(visible, body));
  }

  /** Per non-archived location of the venue and per day of FromDate..ToDate (the venue's days), the last count of the day. */
  @Post('inventoryLocations/endOfDayStatus')
  @HttpCode(200)
  @RequireClaim('VenueManager', 'ReadOnly')
  @ZodResponse(EndOfDayStatusSchema)
  async endOfDay(@ZodBody(EndOfDayStatusRequestSchema) body: EndOfDayStatusRequest, @User() actor: CurrentUser) {
    const venue = await this.counts.venue(body.VenueId);
    if (!venue) throw new NotFoundError('The venue');
    if (!seesEveryVenue(actor, 'read')) {
      const visible = await this.stock.visibleLocations(actor, { includeArchived: true });
      if (!visible.some((l) => l.VenueId === venue.Id)) throw new ForbiddenException({ Message: 'You cannot see stock at this venue' });
    }
    return this.counts.endOfDay(venue.Id, body.FromDate, body.ToDate);
  }
}
