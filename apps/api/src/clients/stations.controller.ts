import { BadRequestException, Controller, Delete, Get, Post, Put, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import {
  ClientAreaMessages,
  HierarchySearchSchema,
  MessageAnswerSchema,
  StateChangeSchema,
  StationListItemSchema,
  StationSaveSchema,
  StationSchema,
  StationStateChangedSchema,
  type StationSave,
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
import { StationsRepository } from './stations.repository';
import { hierarchyParams, inBody, inPath, VenueScoped } from '../access/venue-scope.decorator';

const base = 'clients/:clientId/venues/:venueId/theatres/:theatreId/salesLocations/:salesLocationId/stations';

/** Point-of-sale stations of a sales location; one inventory station each (document 1 §2.4, §7.2). */
@ApiTags('stations')
@VenueScoped(...hierarchyParams)
@Controller()
export class StationsController {
  constructor(
    private readonly stations: StationsRepository,
    private readonly path: HierarchyPath,
  ) {}

  @Get(`${base}/_search`)
  @RequireClaim('Stations', 'ReadOnly', ['SalesLocations', 'ReadOnly'])
  @ZodResponse(z.array(StationListItemSchema))
  async search(
    @IdParam('clientId') clientId: number,
    @IdParam('venueId') venueId: number,
    @IdParam('theatreId') theatreId: number,
    @IdParam('salesLocationId') salesLocationId: number,
    @ZodQuery(HierarchySearchSchema) q: z.infer<typeof HierarchySearchSchema>,
    @Res({ passthrough: true }) res: Response,
  ) {
    await this.path.salesLocation(clientId, venueId, theatreId, salesLocationId);
    return sendList(res, await this.stations.search(salesLocationId, q.q, { skip: q.skip, take: q.take }, q.inactive));
  }

  @Post(base)
  @RequireClaim('Stations', 'FullAccess')
  @ZodResponse(StationSchema)
  async create(
    @IdParam('clientId') clientId: number,
    @IdParam('venueId') venueId: number,
    @IdParam('theatreId') theatreId: number,
    @IdParam('salesLocationId') salesLocationId: number,
    @ZodBody(StationSaveSchema) body: StationSave,
    @User() actor: CurrentUser,
  ) {
    await this.path.salesLocation(clientId, venueId, theatreId, salesLocationId);
    return this.stations.find(await this.stations.create(actor.userId, salesLocationId, body));
  }

  @Put(base)
  @VenueScoped(inBody('Id', 'station'))
  @RequireClaim('Stations', 'FullAccess')
  @ZodResponse(StationSchema)
  async update(
    @IdParam('clientId') clientId: number,
    @IdParam('venueId') venueId: number,
    @IdParam('theatreId') theatreId: number,
    @IdParam('salesLocationId') salesLocationId: number,
    @ZodBody(StationSaveSchema) body: StationSave,
    @User() actor: CurrentUser,
  ) {
    if (body.Id <= 0) throw new ModelStateException({ Id: ['Id is required'] });
    await this.path.salesLocation(clientId, venueId, theatreId, salesLocationId);
    const station = await this.stations.find(body.Id);
    if (!station || station.SalesLocationId !== salesLocationId) throw new NotFoundError('The station');
    return savedRecord(await this.stations.update(actor.userId, salesLocationId, body), 'The station', () => this.stations.find(body.Id));
  }

  @Put('stations/archive')
  @VenueScoped(inBody('Id', 'station'))
  @RequireClaim('Stations', 'FullAccess')
  @ZodResponse(StationStateChangedSchema)
  async archive(@ZodBody(StateChangeSchema) body: z.infer<typeof StateChangeSchema>, @User() actor: CurrentUser) {
    return {
      Message: 'Station Archived',
      Station: await savedRecord(await this.stations.setArchived(actor.userId, body.Id, true, body.Version), 'The station', () => this.stations.find(body.Id)),
    };
  }

  @Put('stations/activate')
  @VenueScoped(inBody('Id', 'station'))
  @RequireClaim('Stations', 'FullAccess')
  @ZodResponse(StationStateChangedSchema)
  async activate(@ZodBody(StateChangeSchema) body: z.infer<typeof StateChangeSchema>, @User() actor: CurrentUser) {
    return {
      Message: 'Station Activated',
      Station: await savedRecord(await this.stations.setArchived(actor.userId, body.Id, false, body.Version), 'The station', () => this.stations.find(body.Id)),
    };
  }

  @Get('stations/:id')
  @VenueScoped(inPath('id', 'station'))
  @RequireClaim('Stations', 'ReadOnly', ['SalesLocations', 'ReadOnly'])
  @ZodResponse(StationSchema)
  async get(@IdParam() id: number) {
    const station = await this.stations.find(id);
    if (!station) throw new NotFoundError('The station');
    return station;
  }

  @Delete('stations/:id')
  @VenueScoped(inPath('id', 'station'))
  @RequireClaim('Stations', 'FullAccess')
  @ZodResponse(MessageAnswerSchema)
  async delete(@IdParam() id: number, @User() actor: CurrentUser) {
    const outcome = await this.stations.delete(actor.userId, id);
    if (outcome === 'missing') throw new NotFoundError('The station');
    if (outcome !== 'deleted') throw new BadRequestException({ Message: `This station has ${outcome.refused} and cannot be deleted; archive it instead.` });
    return { Message: ClientAreaMessages.StationDeleted };
  }
}
