import { Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import { dayRange, EventLogDetailSchema, EventLogListItemSchema, type EventLogSearch, EventLogSearchSchema, todayIn } from '@intermission/contracts';
import { NotFoundError } from '@intermission/domain';
import { RequireClaim } from '../auth/access.decorator';
import { type CurrentUser, User } from '../auth/current-user';
import { sendList } from '../common/http/list-response';
import { IdParam, ZodBody } from '../common/http/zod-params.decorator';
import { ZodResponse } from '../common/http/zod-response.decorator';
import { isFailure, refuse } from './show-failures';
import { ShowScope } from './show-scope';
import { EventLogsRepository } from './event-logs.repository';
import { ShowEventsRepository } from './show-events.repository';

/** The web's default range: the last 7 days to today (§2, §9). */
const DEFAULT_DAYS_BACK = 7;

/**
 * Event logs ("View Event Logs", /eventlog/list and /show/log?id; spec document 2 §2, §6, §7).
 * Viewing them needs FullAccess; the claim is VenueManager (docs/shows.md "Claims"), so a venue
 * manager sees the logs of their venues only.
 */
@ApiTags('shows')
@Controller('shows/logs')
export class EventLogsController {
  constructor(
    private readonly logs: EventLogsRepository,
    private readonly events: ShowEventsRepository,
    private readonly scope: ShowScope,
  ) {}

  @Post('_search')
  @HttpCode(200)
  @RequireClaim('VenueManager', 'FullAccess')
  @ZodResponse(z.array(EventLogListItemSchema))
  async search(@ZodBody(EventLogSearchSchema) body: EventLogSearch, @User() actor: CurrentUser, @Res({ passthrough: true }) res: Response) {
    const theatre = await this.scope.check(actor, body.TheatreId, 'TheatreId');
    if (isFailure(theatre)) refuse(theatre);
    const today = todayIn(theatre.TimeZone);
    const to = body.ToDate ?? today;
    const from = body.FromDate ?? todayIn(theatre.TimeZone, DEFAULT_DAYS_BACK);
    const period = dayRange(from, to < from ? from : to, theatre.TimeZone);
    const rows = await this.logs.search(theatre.Id, body.ShowId, period.from, period.to);
    return sendList(res, { rows, total: rows.length });
  }

  @Get(':showEventId')
  @RequireClaim('VenueManager', 'FullAccess')
  @ZodResponse(EventLogDetailSchema)
  async get(@IdParam('showEventId') id: number, @User() actor: CurrentUser) {
    const event = await this.events.find(id);
    const found = event && (await this.logs.ofEvent(id));
    if (!event || !found) throw new NotFoundError('The show event');
    const theatre = await this.scope.check(actor, event.TheatreId);
    if (isFailure(theatre)) refuse(theatre);
    return { ShowEvent: event, Theatre: found.theatre, Log: found.log };
  }
}
