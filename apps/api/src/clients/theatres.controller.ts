import { BadRequestException, Controller, Delete, Get, Post, Put, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import {
  ClientAreaMessages,
  HierarchySearchSchema,
  MessageAnswerSchema,
  StateChangeSchema,
  TheatreListItemSchema,
  TheatreOptionSchema,
  TheatreSaveSchema,
  TheatreSchema,
  TheatreStateChangedSchema,
  type TheatreSave,
} from '@intermission/contracts';
import { NotFoundError } from '@intermission/domain';
import { RequireClaim } from '../auth/access.decorator';
import { type CurrentUser, User } from '../auth/current-user';
import { ModelStateException } from '../common/http/api-errors';
import { sendList } from '../common/http/list-response';
import { savedRecord } from '../common/http/saved-record';
import { IdParam, ZodBody, ZodQuery } from '../common/http/zod-params.decorator';
import { ZodResponse } from '../common/http/zod-response.decorator';
import { HierarchyPath } from './hierarchy-path';
import { TheatresRepository } from './theatres.repository';
import { hierarchyParams, inBody, inPath, VenueScoped } from '../access/venue-scope.decorator';
import { VenueAccess } from '../access/venue-access.service';

const base = 'clients/:clientId/venues/:venueId/theatres';

/** Theatres of a venue, their states, and the cross-client theatre list (document 1 §7.2). */
@ApiTags('theatres')
@VenueScoped(...hierarchyParams)
@Controller()
export class TheatresController {
  constructor(
    private readonly theatres: TheatresRepository,
    private readonly path: HierarchyPath,
    private readonly access: VenueAccess,
  ) {}

  @Get('clients/venues/theatres/search')
  @RequireClaim('Theatres', 'ReadOnly', ['Venues', 'ReadOnly'])
  @ZodResponse(z.array(TheatreListItemSchema))
  async allTheatres(
    @ZodQuery(HierarchySearchSchema) q: z.infer<typeof HierarchySearchSchema>,
    @User() actor: CurrentUser,
    @Res({ passthrough: true }) res: Response,
  ) {
    const scope = await this.access.scope(actor, 'read');
    return sendList(res, await this.theatres.search(null, q.q, { skip: q.skip, take: q.take }, q.inactive, scope));
  }

  @Get(`${base}/_search`)
  @RequireClaim('Theatres', 'ReadOnly', ['Venues', 'ReadOnly'])
  @ZodResponse(z.array(TheatreListItemSchema))
  async search(
    @IdParam('clientId') clientId: number,
    @IdParam('venueId') venueId: number,
    @ZodQuery(HierarchySearchSchema) q: z.infer<typeof HierarchySearchSchema>,
    @Res({ passthrough: true }) res: Response,
  ) {
    await this.path.venue(clientId, venueId);
    return sendList(res, await this.theatres.search(venueId, q.q, { skip: q.skip, take: q.take }, q.inactive));
  }

  @Post(base)
  @RequireClaim('Theatres', 'FullAccess')
  @ZodResponse(TheatreSchema)
  async create(
    @IdParam('clientId') clientId: number,
    @IdParam('venueId') venueId: number,
    @ZodBody(TheatreSaveSchema) body: TheatreSave,
    @User() actor: CurrentUser,
  ) {
    await this.path.venue(clientId, venueId);
    return this.theatres.find(await this.theatres.create(actor.userId, venueId, body));
  }

  @Put(base)
  @VenueScoped(inBody('Id', 'theatre'))
  @RequireClaim('Theatres', 'FullAccess')
  @ZodResponse(TheatreSchema)
  async update(
    @IdParam('clientId') clientId: number,
    @IdParam('venueId') venueId: number,
    @ZodBody(TheatreSaveSchema) body: TheatreSave,
    @User() actor: CurrentUser,
  ) {
    if (body.Id <= 0) throw new ModelStateException({ Id: ['Id is required'] });
    await this.path.theatre(clientId, venueId, body.Id);
    return savedRecord(await this.theatres.update(actor.userId, body), 'The theatre', () => this.theatres.find(body.Id));
  }

  @Get(`${base}/:id`)
  @VenueScoped(inPath('id', 'theatre'))
  @RequireClaim('Theatres', 'ReadOnly', ['Venues', 'ReadOnly'])
  @ZodResponse(TheatreSchema)
  async get(@IdParam('clientId') clientId: number, @IdParam('venueId') venueId: number, @IdParam() id: number) {
    await this.path.theatre(clientId, venueId, id);
    const theatre = await this.theatres.find(id);
    if (!theatre) throw new NotFoundError('The theatre');
    return theatre;
  }

  @Put('theatres/archive')
  @VenueScoped(inBody('Id', 'theatre'))
  @RequireClaim('Theatres', 'FullAccess')
  @ZodResponse(TheatreStateChangedSchema)
  async archive(@ZodBody(StateChangeSchema) body: z.infer<typeof StateChangeSchema>, @User() actor: CurrentUser) {
    return {
      Message: ClientAreaMessages.TheatreArchived,
      Theatre: await savedRecord(await this.theatres.setArchived(actor.userId, body.Id, true, body.Version), 'The theatre', () => this.theatres.find(body.Id)),
    };
  }

  @Put('theatres/activate')
  @VenueScoped(inBody('Id', 'theatre'))
  @RequireClaim('Theatres', 'FullAccess')
  @ZodResponse(TheatreStateChangedSchema)
  async activate(@ZodBody(StateChangeSchema) body: z.infer<typeof StateChangeSchema>, @User() actor: CurrentUser) {
    return {
      Message: ClientAreaMessages.TheatreActivated,
      Theatre: await savedRecord(await this.theatres.setArchived(actor.userId, body.Id, false, body.Version), 'The theatre', () => this.theatres.find(body.Id)),
    };
  }

  @Delete('theatres/:id')
  @VenueScoped(inPath('id', 'theatre'))
  @RequireClaim('Theatres', 'FullAccess')
  @ZodResponse(MessageAnswerSchema)
  delete(@IdParam() id: number, @User() actor: CurrentUser) {
    return this.remove(actor, id);
  }

  /** Document 1 §7.2 writes it `DELETE theatres`, the theatre named in the body as archive and activate do: the same delete. */
  @Delete('theatres')
  @VenueScoped(inBody('Id', 'theatre'))
  @RequireClaim('Theatres', 'FullAccess')
  @ZodResponse(MessageAnswerSchema)
  deleteNamed(@ZodBody(StateChangeSchema) body: z.infer<typeof StateChangeSchema>, @User() actor: CurrentUser) {
    return this.remove(actor, body.Id);
  }

  private async remove(actor: CurrentUser, id: number) {
    const outcome = await this.theatres.delete(actor.userId, id);
    if (outcome === 'missing') throw new NotFoundError('The theatre');
    if (outcome === 'in-use') throw new BadRequestException({ Message: 'This theatre has sales locations and cannot be deleted; archive it instead.' });
    if (outcome === 'has-shows') throw new BadRequestException({ Message: 'This theatre has show events and cannot be deleted; archive it instead.' });
    return { Message: 'Theatre Deleted' };
  }

  // The theatre choices of the schedule and cash box pages: the office (Shows, CashboxManagement) sees every venue (docs/cashboxes.md).
  @Get('theatres')
  @RequireClaim('Theatres', 'ReadOnly', ['VenueManager', 'ReadOnly'], ['Shows', 'ReadOnly'], ['CashboxManagement', 'ReadOnly'])
  @ZodResponse(z.array(TheatreOptionSchema))
  async list(@User() actor: CurrentUser) {
    return this.theatres.list(await this.access.scope(actor, 'read'));
  }

  @Get('theatres/manager/:id')
  @RequireClaim('Theatres', 'ReadOnly', ['VenueManager', 'ReadOnly'])
  @ZodResponse(z.array(TheatreOptionSchema))
  async ofManager(@IdParam() id: number, @User() actor: CurrentUser) {
    // The manager's venues, narrowed to those the caller may read.
    const scope = await this.access.scope(actor, 'read');
    const theirs = await this.access.managed(id);
    return this.theatres.list(scope === null ? theirs : theirs.filter((v) => scope.includes(v)));
  }
}
