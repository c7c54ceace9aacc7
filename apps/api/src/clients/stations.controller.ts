import { Controller, Delete, Get, Post, Put, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { z } from 'zod';
import { ClientAreaMessages, HierarchySearchSchema, StateChangeSchema, StationSaveSchema, type StationSave } from '@intermission/contracts';
import { RequireClaim } from '../auth/access.decorator';
import { type CurrentUser, User } from '../auth/current-user';
import { ConcurrencyException, ModelStateException, NotFoundApiException } from '../common/http/api-errors';
import { sendList } from '../common/http/list-response';
import { IdParam, ZodBody, ZodQuery } from '../common/http/zod-params.decorator';
import { HierarchyPath } from './hierarchy-path';
import type { Outcome } from './record-state';
import { StationsRepository } from './stations.repository';

const base = 'clients/:clientId/venues/:venueId/theatres/:theatreId/salesLocations/:salesLocationId/stations';

/** Point-of-sale stations of a sales location; one inventory station each (document 1 §2.4, §7.2). */
@ApiTags('stations')
@Controller()
export class StationsController {
  constructor(
    private readonly stations: StationsRepository,
    private readonly path: HierarchyPath,
  ) {}

  @Get(`${base}/_search`)
  @RequireClaim('Stations', 'ReadOnly', ['SalesLocations', 'ReadOnly'])
  async search(
    @IdParam('clientId') clientId: number,
    @IdParam('venueId') venueId: number,
    @IdParam('theatreId') theatreId: number,
    @IdParam('salesLocationId') salesLocationId: number,
    @ZodQuery(HierarchySearchSchema) q: z.infer<typeof HierarchySearchSchema>,
    @Res({ passthrough: true }) res: Response,
  ) {
    await this.path.salesLocation(clientId, venueId, theatreId, salesLocationId);
    const { rows, total } = await this.stations.search(salesLocationId, q.q, q.skip, q.take, q.inactive);
    return sendList(res, rows, total);
  }

  @Post(base)
  @RequireClaim('Stations', 'FullAccess')
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
  @RequireClaim('Stations', 'FullAccess')
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
    if (!station || station.SalesLocationId !== salesLocationId) throw new NotFoundApiException('The station');
    return this.answer(body.Id, await this.stations.update(actor.userId, salesLocationId, body));
  }

  @Put('stations/archive')
  @RequireClaim('Stations', 'FullAccess')
  async archive(@ZodBody(StateChangeSchema) body: z.infer<typeof StateChangeSchema>, @User() actor: CurrentUser) {
    return { Message: 'Station Archived', Station: await this.answer(body.Id, await this.stations.setArchived(actor.userId, body.Id, true, body.Version)) };
  }

  @Put('stations/activate')
  @RequireClaim('Stations', 'FullAccess')
  async activate(@ZodBody(StateChangeSchema) body: z.infer<typeof StateChangeSchema>, @User() actor: CurrentUser) {
    return { Message: 'Station Activated', Station: await this.answer(body.Id, await this.stations.setArchived(actor.userId, body.Id, false, body.Version)) };
  }

  @Get('stations/:id')
  @RequireClaim('Stations', 'ReadOnly', ['SalesLocations', 'ReadOnly'])
  async get(@IdParam() id: number) {
    const station = await this.stations.find(id);
    if (!station) throw new NotFoundApiException('The station');
    return station;
  }

  @Delete('stations/:id')
  @RequireClaim('Stations', 'FullAccess')
  async delete(@IdParam() id: number, @User() actor: CurrentUser) {
    if (!(await this.stations.delete(actor.userId, id))) throw new NotFoundApiException('The station');
    return { Message: ClientAreaMessages.StationDeleted };
  }

  private async answer(id: number, outcome: Outcome) {
    if (outcome === 'missing') throw new NotFoundApiException('The station');
    const station = await this.stations.find(id);
    if (outcome === 'stale') throw new ConcurrencyException(station);
    return station;
  }
}
