import { Controller, ForbiddenException, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type ShowEventsSearch, SalesShowEventListSchema, ShowEventsSearchSchema } from '@intermission/contracts';
import { NotFoundError } from '@intermission/domain';
import { RequireClaim } from '../../auth/access.decorator';
import { type CurrentUser, User } from '../../auth/current-user';
import { ZodBody } from '../../common/http/zod-params.decorator';
import { ZodResponse } from '../../common/http/zod-response.decorator';
import { holds } from '../../access/venue-access';
import { ReportVenues } from '../venues/report-venues.service';
import { ShowEventsRepository } from './show-events.repository';

/** The refusal of a filter naming a venue, theatre or sales location the user does not see. */
export const NotYourVenue = 'You cannot see the sales of this venue';

/** The show events search of the sales reports' filter panel (document 2 §7 "Show events search"; docs/reports.md). */
@ApiTags('sales reports')
@Controller('sales')
export class ShowEventsController {
  constructor(
    private readonly venues: ReportVenues,
    private readonly showEvents: ShowEventsRepository,
  ) {}

  /** The show events starting in the window (the venue's days and times), of the user's venues; 404 an unknown venue, theatre or sales location, 403 one not the user's. */
  @Post('showEvents')
  @HttpCode(200)
  @RequireClaim('VenueManager', 'ReadOnly')
  @ZodResponse(SalesShowEventListSchema)
  async search(@ZodBody(ShowEventsSearchSchema) body: ShowEventsSearch, @User() actor: CurrentUser) {
    const scope = await this.venues.of(actor);
    const named = [
      ['venue', body.VenueId, 'The venue'],
      ['theatre', body.TheatreId, 'The theatre'],
      ['salesLocation', body.SalesLocationId, 'The sales location'],
    ] as const;
    for (const [kind, id, label] of named) {
      if (!id) continue;
      const venueId = await this.showEvents.venueOf(kind, id);
      if (venueId === undefined) throw new NotFoundError(label);
      if (!holds(scope, venueId)) throw new ForbiddenException({ Message: NotYourVenue });
    }
    return this.showEvents.search(body, scope);
  }
}
