import { BadRequestException, Controller, Delete, Get, Post, Put, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { z } from 'zod';
import { ClientAreaMessages, HierarchySearchSchema, StateChangeSchema, TheatreSaveSchema, type TheatreSave } from '@intermission/contracts';
import { RequireClaim } from '../auth/access.decorator';
import { type CurrentUser, User } from '../auth/current-user';
import { ConcurrencyException, ModelStateException, NotFoundApiException } from '../common/http/api-errors';
import { sendList } from '../common/http/list-response';
import { IdParam, ZodBody, ZodQuery } from '../common/http/zod-params.decorator';
import { HierarchyPath } from './hierarchy-path';
import type { Outcome } from './record-state';
import { TheatresRepository } from './theatres.repository';

const base = 'clients/:clientId/venues/:venueId/theatres';

/** Theatres of a venue, their states, and the cross-client theatre list (document 1 §7.2). */
@ApiTags('theatres')
@Controller()
export class TheatresController {
  constructor(
    private readonly theatres: TheatresRepository,
    private readonly path: HierarchyPath,
  ) {}

  @Get('clients/venues/theatres/search')
  @RequireClaim('Theatres', 'ReadOnly', ['Venues', 'ReadOnly'])
  async allTheatres(@ZodQuery(HierarchySearchSchema) q: z.infer<typeof HierarchySearchSchema>, @Res({ passthrough: true }) res: Response) {
    const { rows, total } = await this.theatres.search(null, q.q, q.skip, q.take, q.inactive);
    return sendList(res, rows, total);
  }

  @Get(`${base}/_search`)
  @RequireClaim('Theatres', 'ReadOnly', ['Venues', 'ReadOnly'])
  async search(
    @IdParam('clientId') clientId: number,
    @IdParam('venueId') venueId: number,
    @ZodQuery(HierarchySearchSchema) q: z.infer<typeof HierarchySearchSchema>,
    @Res({ passthrough: true }) res: Response,
  ) {
    await this.path.venue(clientId, venueId);
    const { rows, total } = await this.theatres.search(venueId, q.q, q.skip, q.take, q.inactive);
    return sendList(res, rows, total);
  }

  @Post(base)
  @RequireClaim('Theatres', 'FullAccess')
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
  @RequireClaim('Theatres', 'FullAccess')
  async update(
    @IdParam('clientId') clientId: number,
    @IdParam('venueId') venueId: number,
    @ZodBody(TheatreSaveSchema) body: TheatreSave,
    @User() actor: CurrentUser,
  ) {
    if (body.Id <= 0) throw new ModelStateException({ Id: ['Id is required'] });
    await this.path.theatre(clientId, venueId, body.Id);
    return this.answer(body.Id, await this.theatres.update(actor.userId, body));
  }

  @Get(`${base}/:id`)
  @RequireClaim('Theatres', 'ReadOnly', ['Venues', 'ReadOnly'])
  async get(@IdParam('clientId') clientId: number, @IdParam('venueId') venueId: number, @IdParam() id: number) {
    await this.path.theatre(clientId, venueId, id);
    return this.theatres.find(id);
  }

  @Put('theatres/archive')
  @RequireClaim('Theatres', 'FullAccess')
  async archive(@ZodBody(StateChangeSchema) body: z.infer<typeof StateChangeSchema>, @User() actor: CurrentUser) {
    return {
      Message: ClientAreaMessages.TheatreArchived,
      Theatre: await this.answer(body.Id, await this.theatres.setArchived(actor.userId, body.Id, true, body.Version)),
    };
  }

  @Put('theatres/activate')
  @RequireClaim('Theatres', 'FullAccess')
  async activate(@ZodBody(StateChangeSchema) body: z.infer<typeof StateChangeSchema>, @User() actor: CurrentUser) {
    return {
      Message: ClientAreaMessages.TheatreActivated,
      Theatre: await this.answer(body.Id, await this.theatres.setArchived(actor.userId, body.Id, false, body.Version)),
    };
  }

  @Delete('theatres/:id')
  @RequireClaim('Theatres', 'FullAccess')
  async delete(@IdParam() id: number, @User() actor: CurrentUser) {
    const outcome = await this.theatres.delete(actor.userId, id);
    if (outcome === 'missing') throw new NotFoundApiException('The theatre');
    if (outcome === 'in-use') throw new BadRequestException({ Message: 'This theatre has sales locations and cannot be deleted; archive it instead.' });
    return { Message: 'Theatre Deleted' };
  }

  @Get('theatres')
  @RequireClaim('Theatres', 'ReadOnly', ['VenueManager', 'ReadOnly'])
  list() {
    return this.theatres.list();
  }

  @Get('theatres/manager/:id')
  @RequireClaim('Theatres', 'ReadOnly', ['VenueManager', 'ReadOnly'])
  ofManager(@IdParam() id: number) {
    return this.theatres.list(id);
  }

  private async answer(id: number, outcome: Outcome) {
    if (outcome === 'missing') throw new NotFoundApiException('The theatre');
    const theatre = await this.theatres.find(id);
    if (outcome === 'stale') throw new ConcurrencyException(theatre);
    return theatre;
  }
}
