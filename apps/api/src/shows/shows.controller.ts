import { Controller, Delete, Get, HttpCode, Post, Put, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import {
  IdNameListSchema,
  MessageAnswerSchema,
  ShowMessages,
  ShowParamsSchema,
  ShowRefusalMessages,
  ShowSaveSchema,
  ShowSchema,
  ShowSearchQuerySchema,
  ShowsForSalesLocationsSchema,
  ShowsForTheatresSchema,
  type ShowSave,
  type ShowsForSalesLocations,
  type ShowsForTheatres,
} from '@intermission/contracts';
import { NotFoundError } from '@intermission/domain';
import { RequireClaim } from '../auth/access.decorator';
import { type CurrentUser, User } from '../auth/current-user';
import { ModelStateException } from '../common/http/api-errors';
import { sendList } from '../common/http/list-response';
import { savedRecord } from '../common/http/saved-record';
import { IdParam, ZodBody, ZodQuery } from '../common/http/zod-params.decorator';
import { ZodResponse } from '../common/http/zod-response.decorator';
import { isFailure, refuse } from './show-failures';
import { ShowScope } from './show-scope';
import { ShowEventsRepository } from './show-events.repository';
import { ShowsRepository } from './shows.repository';
import { inBody, inPath, VenueScoped } from '../access/venue-scope.decorator';

/** Shows (spec document 2 §7; docs/shows.md). Static paths come before `:id`. */
@ApiTags('shows')
@Controller('shows')
export class ShowsController {
  constructor(
    private readonly shows: ShowsRepository,
    private readonly events: ShowEventsRepository,
    private readonly scope: ShowScope,
  ) {}

  @Get('_search')
  @RequireClaim('Shows', 'ReadOnly')
  @ZodResponse(z.array(ShowSchema))
  async search(
    @ZodQuery(ShowSearchQuerySchema) q: z.infer<typeof ShowSearchQuerySchema>,
    @User() actor: CurrentUser,
    @Res({ passthrough: true }) res: Response,
  ) {
    return sendList(res, await this.shows.search(q.q, { skip: q.skip, take: q.take }, await this.scope.venues(actor, 'read')));
  }

  /** The shows with events in the theatre (the event log filter's show picker). */
  @Get('theatre/:id/dropDown')
  @RequireClaim('Shows', 'ReadOnly')
  @ZodResponse(IdNameListSchema)
  async dropDown(@IdParam() id: number, @User() actor: CurrentUser) {
    const theatre = await this.scope.check(actor, id);
    if (isFailure(theatre)) refuse(theatre);
    return this.shows.withEventsIn([id]);
  }

  @Get('params/:id')
  @VenueScoped(inPath('id', 'show'))
  @RequireClaim('Shows', 'ReadOnly')
  @ZodResponse(ShowParamsSchema)
  async params(@IdParam() id: number) {
    const params = await this.shows.params(id);
    if (!params) throw new NotFoundError('The show');
    return params;
  }

  @Post('showsForTheatres')
  @HttpCode(200)
  @RequireClaim('Shows', 'ReadOnly')
  @ZodResponse(IdNameListSchema)
  async forTheatres(@ZodBody(ShowsForTheatresSchema) body: ShowsForTheatres, @User() actor: CurrentUser) {
    return this.shows.withEventsIn(await this.scope.visibleTheatres(actor, body.TheatreIds), body.FromDate, body.ToDate);
  }

  @Post('showsForSalesLocations')
  @HttpCode(200)
  @RequireClaim('Shows', 'ReadOnly')
  @ZodResponse(IdNameListSchema)
  async forSalesLocations(@ZodBody(ShowsForSalesLocationsSchema) body: ShowsForSalesLocations, @User() actor: CurrentUser) {
    const theatres = await this.shows.theatresOfSalesLocations(body.SalesLocationIds);
    return this.shows.withEventsIn(await this.scope.visibleTheatres(actor, theatres), body.FromDate, body.ToDate);
  }

  @Get(':id')
  @VenueScoped(inPath('id', 'show'))
  @RequireClaim('Shows', 'ReadOnly')
  @ZodResponse(ShowSchema)
  async get(@IdParam() id: number) {
    const show = await this.shows.find(id);
    if (!show) throw new NotFoundError('The show');
    return show;
  }

  @Post()
  @RequireClaim('Shows', 'FullAccess')
  @ZodResponse(ShowSchema)
  async create(@ZodBody(ShowSaveSchema) body: ShowSave, @User() actor: CurrentUser) {
    return this.shows.find(await this.shows.create(actor.userId, body));
  }

  @Put()
  @VenueScoped(inBody('Id', 'show'))
  @RequireClaim('Shows', 'FullAccess')
  @ZodResponse(ShowSchema)
  async update(@ZodBody(ShowSaveSchema) body: ShowSave, @User() actor: CurrentUser) {
    if (body.Id === undefined) throw new ModelStateException({ Id: [ShowRefusalMessages.IdRequired] });
    const id = body.Id;
    return savedRecord(await this.shows.update(actor.userId, id, body), 'The show', () => this.shows.find(id));
  }

  /** Deletes the show and its show events, or nothing (docs/shows.md "Deleting"). */
  @Delete(':id')
  @VenueScoped(inPath('id', 'show'))
  @RequireClaim('Shows', 'FullAccess')
  @ZodResponse(MessageAnswerSchema)
  async remove(@IdParam() id: number, @User() actor: CurrentUser) {
    const outcome = await this.events.deleteShow(actor.userId, id);
    if (outcome === 'missing') throw new NotFoundError('The show');
    if (isFailure(outcome)) refuse(outcome);
    return { Message: ShowMessages.ShowDeleted };
  }
}
