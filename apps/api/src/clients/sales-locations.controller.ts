import { BadRequestException, Controller, Delete, Get, Post, Put, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import {
  ClientAreaMessages,
  DefaultMenu,
  HierarchySearchSchema,
  IdNameSchema,
  MessageAnswerSchema,
  ParValueGoodSchema,
  ParValuesSaveSchema,
  ParValuesSavedSchema,
  SalesLocationListItemSchema,
  SalesLocationSaveSchema,
  SalesLocationSchema,
  SalesLocationStateChangedSchema,
  StateChangeSchema,
  type SalesLocationSave,
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
import { SalesLocationsRepository } from './sales-locations.repository';
import { hierarchyParams, inBody, inPath, VenueScoped } from '../access/venue-scope.decorator';

const base = 'clients/:clientId/venues/:venueId/theatres/:theatreId/salesLocations';

/** Sales locations of a theatre: menu, starting bank, par values and state (document 1 §7.2). */
@ApiTags('salesLocations')
@VenueScoped(...hierarchyParams)
@Controller()
export class SalesLocationsController {
  constructor(
    private readonly locations: SalesLocationsRepository,
    private readonly path: HierarchyPath,
  ) {}

  @Get(`${base}/_search`)
  @RequireClaim('SalesLocations', 'ReadOnly', ['Theatres', 'ReadOnly'])
  @ZodResponse(z.array(SalesLocationListItemSchema))
  async search(
    @IdParam('clientId') clientId: number,
    @IdParam('venueId') venueId: number,
    @IdParam('theatreId') theatreId: number,
    @ZodQuery(HierarchySearchSchema) q: z.infer<typeof HierarchySearchSchema>,
    @Res({ passthrough: true }) res: Response,
  ) {
    await this.path.theatre(clientId, venueId, theatreId);
    return sendList(res, await this.locations.search(theatreId, q.q, { skip: q.skip, take: q.take }, q.inactive));
  }

  @Post(base)
  @RequireClaim('SalesLocations', 'FullAccess')
  @ZodResponse(SalesLocationSchema)
  async create(
    @IdParam('clientId') clientId: number,
    @IdParam('venueId') venueId: number,
    @IdParam('theatreId') theatreId: number,
    @ZodBody(SalesLocationSaveSchema) body: SalesLocationSave,
    @User() actor: CurrentUser,
  ) {
    await this.path.theatre(clientId, venueId, theatreId);
    await this.menuMustExist(body.MenuId);
    return this.locations.find(await this.locations.create(actor.userId, theatreId, body));
  }

  @Put(base)
  @VenueScoped(inBody('Id', 'salesLocation'))
  @RequireClaim('SalesLocations', 'FullAccess')
  @ZodResponse(SalesLocationSchema)
  async update(
    @IdParam('clientId') clientId: number,
    @IdParam('venueId') venueId: number,
    @IdParam('theatreId') theatreId: number,
    @ZodBody(SalesLocationSaveSchema) body: SalesLocationSave,
    @User() actor: CurrentUser,
  ) {
    if (body.Id <= 0) throw new ModelStateException({ Id: ['Id is required'] });
    await this.path.salesLocation(clientId, venueId, theatreId, body.Id);
    await this.menuMustExist(body.MenuId);
    return savedRecord(await this.locations.update(actor.userId, body), 'The sales location', () => this.locations.find(body.Id));
  }

  @Put('salesLocations/archive')
  @VenueScoped(inBody('Id', 'salesLocation'))
  @RequireClaim('SalesLocations', 'FullAccess')
  @ZodResponse(SalesLocationStateChangedSchema)
  async archive(@ZodBody(StateChangeSchema) body: z.infer<typeof StateChangeSchema>, @User() actor: CurrentUser) {
    return {
      Message: ClientAreaMessages.SalesLocationArchived,
      SalesLocation: await savedRecord(await this.locations.setArchived(actor.userId, body.Id, true, body.Version), 'The sales location', () =>
        this.locations.find(body.Id),
      ),
    };
  }

  @Put('salesLocations/activate')
  @VenueScoped(inBody('Id', 'salesLocation'))
  @RequireClaim('SalesLocations', 'FullAccess')
  @ZodResponse(SalesLocationStateChangedSchema)
  async activate(@ZodBody(StateChangeSchema) body: z.infer<typeof StateChangeSchema>, @User() actor: CurrentUser) {
    return {
      Message: ClientAreaMessages.SalesLocationActivated,
      SalesLocation: await savedRecord(await this.locations.setArchived(actor.userId, body.Id, false, body.Version), 'The sales location', () =>
        this.locations.find(body.Id),
      ),
    };
  }

  @Get('salesLocations/defaultMenu')
  @RequireClaim('SalesLocations', 'ReadOnly', ['Menus', 'ReadOnly'])
  @ZodResponse(IdNameSchema)
  defaultMenu() {
    return DefaultMenu;
  }

  @Get('salesLocations/:id')
  @VenueScoped(inPath('id', 'salesLocation'))
  @RequireClaim('SalesLocations', 'ReadOnly', ['Theatres', 'ReadOnly'])
  @ZodResponse(SalesLocationSchema)
  async get(@IdParam() id: number) {
    const location = await this.locations.find(id);
    if (!location) throw new NotFoundError('The sales location');
    return location;
  }

  @Get('salesLocations/:id/_goods')
  @VenueScoped(inPath('id', 'salesLocation'))
  @RequireClaim('SalesLocations', 'ReadOnly', ['Theatres', 'ReadOnly'])
  @ZodResponse(z.array(ParValueGoodSchema))
  async goods(@IdParam() id: number) {
    if (!(await this.locations.find(id))) throw new NotFoundError('The sales location');
    return this.locations.goods(id);
  }

  @Put('salesLocations/:id/parValues')
  @VenueScoped(inPath('id', 'salesLocation'))
  @RequireClaim('SalesLocations', 'FullAccess')
  @ZodResponse(ParValuesSavedSchema)
  async parValues(@IdParam() id: number, @ZodBody(ParValuesSaveSchema) body: z.infer<typeof ParValuesSaveSchema>, @User() actor: CurrentUser) {
    const outcome = await this.locations.setParValues(actor.userId, id, body.Version, body.ParValues);
    if (outcome === 'unknown-good') throw new ModelStateException({ ParValues: ['Not a good'] });
    const location = await savedRecord(outcome, 'The sales location', () => this.locations.find(id));
    return { Message: ClientAreaMessages.ParValuesUpdated, SalesLocation: location, ParValues: await this.locations.goods(id) };
  }

  @Delete('salesLocations/:id')
  @VenueScoped(inPath('id', 'salesLocation'))
  @RequireClaim('SalesLocations', 'FullAccess')
  @ZodResponse(MessageAnswerSchema)
  async delete(@IdParam() id: number, @User() actor: CurrentUser) {
    const outcome = await this.locations.delete(actor.userId, id);
    if (outcome === 'missing') throw new NotFoundError('The sales location');
    if (outcome === 'in-use')
      throw new BadRequestException({ Message: 'This sales location has stations or stock movements and cannot be deleted; archive it instead.' });
    if (outcome !== 'deleted')
      throw new BadRequestException({ Message: `This sales location has ${outcome.refused} and cannot be deleted; archive it instead.` });
    return { Message: 'Sales Location Deleted' };
  }

  private async menuMustExist(menuId: number) {
    if (!(await this.locations.menuExists(menuId))) throw new ModelStateException({ MenuId: ['Not a menu'] });
  }
}
