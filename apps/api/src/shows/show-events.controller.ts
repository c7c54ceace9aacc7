import { Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import {
  addLocalDays,
  type CopyWeek,
  CopyWeekAnswerSchema,
  CopyWeekSchema,
  MessageAnswerSchema,
  ShowEventSaveSchema,
  ShowEventSchema,
  ShowEventSearchQuerySchema,
  ShowMessages,
  ShowRefusalMessages,
  type ShowEventSave,
  type ShowEventSearchQuery,
} from '@intermission/contracts';
import { NotFoundError } from '@intermission/domain';
import { RequireClaim } from '../auth/access.decorator';
import { type CurrentUser, User } from '../auth/current-user';
import { ModelStateException } from '../common/http/api-errors';
import { savedRecord } from '../common/http/saved-record';
import { IdParam, ZodBody, ZodQuery } from '../common/http/zod-params.decorator';
import { ZodResponse } from '../common/http/zod-response.decorator';
import { isFailure, refuse, showFailure } from './show-failures';
import type { VenueUse } from '../access/venue-access';
import { ShowScope, type ShowTheatre } from './show-scope';
import { ShowEventsRepository } from './show-events.repository';
import { ShowsRepository } from './shows.repository';
import { forbiddenWith, inBody, inPath, VenueScoped } from '../access/venue-scope.decorator';

const WEEK_DAYS = 7;

/** Show events (spec document 2 §3–§5, §7 "under shows/showEvents"; docs/shows.md). */
@ApiTags('shows')
@Controller('shows/showEvents')
export class ShowEventsController {
  constructor(
    private readonly events: ShowEventsRepository,
    private readonly shows: ShowsRepository,
    private readonly scope: ShowScope,
  ) {}

  /** The theatre's events overlapping [Start, End): the calendar's week. */
  @Get()
  @RequireClaim('Shows', 'ReadOnly')
  @ZodResponse(z.array(ShowEventSchema))
  async search(@ZodQuery(ShowEventSearchQuerySchema) q: ShowEventSearchQuery, @User() actor: CurrentUser) {
    await this.theatre(actor, q.TheatreId, undefined, 'read');
    return this.events.search(q.TheatreId, new Date(q.Start), new Date(q.End));
  }

  /**
   * Copies the events starting in [From, To) 7 days later at the same local time at the venue (the
   * length of each kept), replacing the events that start in the next week (docs/shows.md "Copy week").
   */
  @Post('copyWeek')
  @VenueScoped(inBody('TheatreId', 'theatre', forbiddenWith(ShowRefusalMessages.TheatreForbidden)))
  @HttpCode(200)
  @RequireClaim('Shows', 'FullAccess')
  @ZodResponse(CopyWeekAnswerSchema)
  async copyWeek(@ZodBody(CopyWeekSchema) body: CopyWeek, @User() actor: CurrentUser) {
    const theatre = await this.theatre(actor, body.TheatreId, 'TheatreId');
    const later = (d: Date | string) => addLocalDays(d, WEEK_DAYS, theatre.TimeZone);
    const next = { from: later(body.From), to: later(body.To) };
    const week = await this.events.startingIn(theatre.Id, new Date(body.From), new Date(body.To));
    const copies = week.map((e) => {
      const start = later(e.Start);
      return {
        ShowId: e.ShowId,
        TheatreId: e.TheatreId,
        Start: start,
        End: new Date(start.getTime() + (new Date(e.End).getTime() - new Date(e.Start).getTime())),
        PreShowStart: e.PreShowStart,
        PreShowEnd: e.PreShowEnd,
        IntermissionStart: e.IntermissionStart,
        IntermissionEnd: e.IntermissionEnd,
        PostShowStart: e.PostShowStart,
        PostShowEnd: e.PostShowEnd,
      };
    });
    const outcome = await this.events.replaceWeek(actor.userId, theatre.Id, next, copies, body.Overwrite);
    if (isFailure(outcome)) refuse(outcome);
    return {
      Message: ShowMessages.WeekCopied,
      Copied: outcome.added.length,
      Replaced: outcome.replaced,
      ShowEvents: await this.events.findMany(outcome.added),
    };
  }

  @Get(':id')
  @VenueScoped(inPath('id', 'showEvent', forbiddenWith(ShowRefusalMessages.TheatreForbidden)))
  @RequireClaim('Shows', 'ReadOnly')
  @ZodResponse(ShowEventSchema)
  async get(@IdParam() id: number, @User() actor: CurrentUser) {
    const event = await this.events.find(id);
    if (!event) throw new NotFoundError('The show event');
    await this.theatre(actor, event.TheatreId, undefined, 'read');
    return event;
  }

  @Post()
  @VenueScoped(inBody('TheatreId', 'theatre', forbiddenWith(ShowRefusalMessages.TheatreForbidden)))
  @RequireClaim('Shows', 'FullAccess')
  @ZodResponse(ShowEventSchema)
  async create(@ZodBody(ShowEventSaveSchema) body: ShowEventSave, @User() actor: CurrentUser) {
    await this.checkSave(actor, body);
    const id = await this.events.create(actor.userId, body);
    if (isFailure(id)) refuse(id);
    return this.events.find(id);
  }

  @Put()
  @VenueScoped(
    inBody('TheatreId', 'theatre', forbiddenWith(ShowRefusalMessages.TheatreForbidden)),
    inBody('Id', 'showEvent', forbiddenWith(ShowRefusalMessages.TheatreForbidden)),
  )
  @RequireClaim('Shows', 'FullAccess')
  @ZodResponse(ShowEventSchema)
  async update(@ZodBody(ShowEventSaveSchema) body: ShowEventSave, @User() actor: CurrentUser) {
    if (body.Id === undefined) throw new ModelStateException({ Id: [ShowRefusalMessages.IdRequired] });
    const id = body.Id;
    const current = await this.events.find(id);
    if (!current) throw new NotFoundError('The show event');
    // Its own theatre too: moving an event out of a theatre is working in that theatre.
    await this.theatre(actor, current.TheatreId);
    await this.checkSave(actor, body);
    const outcome = await this.events.update(actor.userId, id, body);
    if (isFailure(outcome)) refuse(outcome);
    return savedRecord(outcome, 'The show event', () => this.events.find(id));
  }

  @Delete(':id')
  @VenueScoped(inPath('id', 'showEvent', forbiddenWith(ShowRefusalMessages.TheatreForbidden)))
  @RequireClaim('Shows', 'FullAccess')
  @ZodResponse(MessageAnswerSchema)
  async remove(@IdParam() id: number, @User() actor: CurrentUser) {
    const event = await this.events.find(id);
    if (!event) throw new NotFoundError('The show event');
    await this.theatre(actor, event.TheatreId);
    const outcome = await this.events.delete(actor.userId, id);
    if (outcome === 'missing') throw new NotFoundError('The show event');
    if (isFailure(outcome)) refuse(outcome);
    return { Message: ShowMessages.EventDeleted };
  }

  /** The theatre when the user may work in it: else 404 (400 ModelState on `field` for a body's), or 403. */
  private async theatre(actor: CurrentUser, id: number, field?: string, use: VenueUse = 'write'): Promise<ShowTheatre> {
    const theatre = await this.scope.check(actor, id, field, use);
    if (isFailure(theatre)) refuse(theatre);
    return theatre;
  }

  /** A save names a theatre the user works in and a show that exists (the times are the schema's). */
  private async checkSave(actor: CurrentUser, body: ShowEventSave) {
    await this.theatre(actor, body.TheatreId, 'TheatreId');
    if (!(await this.shows.exists(body.ShowId))) refuse(showFailure('ShowNotFound', ShowRefusalMessages.ShowNotFound, 'ShowId'));
  }
}
