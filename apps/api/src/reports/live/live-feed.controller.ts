import { type CanActivate, Controller, type ExecutionContext, ForbiddenException, Injectable, NotAcceptableException, Sse, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { IdText } from '@intermission/contracts';
import { NotFoundError } from '@intermission/domain';
import { RequireClaim } from '../../auth/access.decorator';
import type { AuthedRequest } from '../../auth/current-user';
import { IdParam } from '../../common/http/zod-params.decorator';
import { FileResponse } from '../../common/http/zod-response.decorator';
import { holds } from '../../access/venue-access';
import { ReportVenues } from '../venues/report-venues.service';
import { LiveFeedService, type LiveMessage } from './live-feed.service';
import { LiveFiguresRepository } from './live-figures.repository';

export const LiveFeedMessages = {
  NotYours: 'You cannot see this show event',
  EventStreamOnly: 'This call is a stream of server-sent events: ask for it with Accept: text/event-stream.',
} as const;

/**
 * The feed's checks, run as a guard (after the access check): an SSE route commits its headers as soon as
 * its handler starts, so what must answer 404, 403 or 406 is decided before it. A malformed id is left to
 * the route's IdParam (400).
 */
@Injectable()
export class LiveFeedAccessGuard implements CanActivate {
  constructor(
    private readonly figures: LiveFiguresRepository,
    private readonly venues: ReportVenues,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request & AuthedRequest>();
    const id = IdText.safeParse(req.params.showEventId);
    if (!id.success) return true;
    const event = await this.figures.showEvent(id.data);
    if (!event) throw new NotFoundError('The show event');
    // The venues whose reports the user reads, as the inventory reports see them (admins and auditors every venue).
    if (!holds(await this.venues.of(req.user!), event.VenueId)) throw new ForbiddenException({ Message: LiveFeedMessages.NotYours });
    if (!/text\/event-stream/.test(String(req.headers.accept ?? ''))) throw new NotAcceptableException({ Message: LiveFeedMessages.EventStreamOnly });
    return true;
  }
}

/** The live over/short and kit sales feed (issue 15 point 4; docs/reports.md "Live over/short and kit sales"). */
@ApiTags('sales reports')
@Controller('sales/live')
export class LiveFeedController {
  constructor(private readonly feed: LiveFeedService) {}

  /**
   * Server-sent events of a show event of the user's venues: `figures` (LiveShowEventFigures) at once and
   * whenever a sale or a cash box count changes its totals, `heartbeat` every 15 s. Authenticated like any
   * call (Authorization: Bearer): the web client reads it with fetch, not EventSource.
   */
  @Sse('showEvents/:showEventId')
  @RequireClaim('VenueManager', 'ReadOnly')
  @FileResponse('text/event-stream')
  @UseGuards(LiveFeedAccessGuard)
  showEvent(@IdParam('showEventId') showEventId: number): Observable<LiveMessage> {
    return this.feed.watch(showEventId);
  }
}
