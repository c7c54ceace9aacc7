import { BadRequestException, Controller, Delete, Get, Post, Put, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { z } from 'zod';
import {
  ClientAreaMessages,
  DefaultMenu,
  HierarchySearchSchema,
  ParValuesSaveSchema,
  SalesLocationSaveSchema,
  StateChangeSchema,
  type SalesLocationSave,
} from '@intermission/contracts';
import { RequireClaim } from '../auth/access.decorator';
import { type CurrentUser, User } from '../auth/current-user';
import { ConcurrencyException, ModelStateException, NotFoundApiException } from '../common/http/api-errors';
import { sendList } from '../common/http/list-response';
import { IdParam, ZodBody, ZodQuery } from '../common/http/zod-params.decorator';
import { HierarchyPath } from './hierarchy-path';
import type { Outcome } from './record-state';
import { SalesLocationsRepository } from './sales-locations.repository';

const base = 'clients/:clientId/venues/:venueId/theatres/:theatreId/salesLocations';

/** Sales locations of a theatre: menu, starting bank, par values and state (document 1 §7.2). */
@ApiTags('salesLocations')
@Controller()
export class SalesLocationsController {
  constructor(
    private readonly locations: SalesLocationsRepository,
    private readonly path: HierarchyPath,
  ) {}

  @Get(`${base}/_search`)
  @RequireClaim('SalesLocations', 'ReadOnly', ['Theatres', 'ReadOnly'])
  async search(
    @IdParam('clientId') clientId: number,
    @IdParam('venueId') venueId: number,
    @IdParam('theatreId') theatreId: number,
    @ZodQuery(HierarchySearchSchema) q: z.infer<typeof HierarchySearchSchema>,
    @Res({ passthrough: true }) res: Response,
  ) {
    await this.path.theatre(clientId, venueId, theatreId);
    const { rows, total } = await this.locations.search(theatreId, q.q, q.skip, q.take, q.inactive);
    return sendList(res, rows, total);
  }

  @Post(base)
  @RequireClaim('SalesLocations', 'FullAccess')
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
  @RequireClaim('SalesLocations', 'FullAccess')
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
    return this.answer(body.Id, await this.locations.update(actor.userId, body));
  }

  @Put('salesLocations/archive')
  @RequireClaim('SalesLocations', 'FullAccess')
  async archive(@ZodBody(StateChangeSchema) body: z.infer<typeof StateChangeSchema>, @User() actor: CurrentUser) {
    return {
      Message: ClientAreaMessages.SalesLocationArchived,
      SalesLocation: await this.answer(body.Id, await this.locations.setArchived(actor.userId, body.Id, true, body.Version)),
    };
  }

  @Put('salesLocations/activate')
  @RequireClaim('SalesLocations', 'FullAccess')
  async activate(@ZodBody(StateChangeSchema) body: z.infer<typeof StateChangeSchema>, @User() actor: CurrentUser) {
    return {
      Message: ClientAreaMessages.SalesLocationActivated,
      SalesLocation: await this.answer(body.Id, await this.locations.setArchived(actor.userId, body.Id, false, body.Version)),
    };
  }

  @Get('salesLocations/defaultMenu')
  @RequireClaim('SalesLocations', 'ReadOnly', ['Menus', 'ReadOnly'])
  defaultMenu() {
    return DefaultMenu;
  }

  @Get('salesLocations/:id')
  @RequireClaim('SalesLocations', 'ReadOnly', ['Theatres', 'ReadOnly'])
  async get(@IdParam() id: number) {
    const location = await this.locations.find(id);
    if (!location) throw new NotFoundApiException('The sales location');
    return location;
  }

  @Get('salesLocations/:id/_goods')
  @RequireClaim('SalesLocations', 'ReadOnly', ['Theatres', 'ReadOnly'])
  async goods(@IdParam() id: number) {
    if (!(await this.locations.find(id))) throw new NotFoundApiException('The sales location');
    return this.locations.goods(id);
  }

  @Put('salesLocations/:id/parValues')
  @RequireClaim('SalesLocations', 'FullAccess')
  async parValues(@IdParam() id: number, @ZodBody(ParValuesSaveSchema) body: z.infer<typeof ParValuesSaveSchema>, @User() actor: CurrentUser) {
    const outcome = await this.locations.setParValues(actor.userId, id, body.Version, body.ParValues);
    if (outcome === 'unknown-good') throw new ModelStateException({ ParValues: ['Not a good'] });
    return { Message: ClientAreaMessages.ParValuesUpdated, SalesLocation: await this.answer(id, outcome), ParValues: await this.locations.goods(id) };
  }

  @Delete('salesLocations/:id')
  @RequireClaim('SalesLocations', 'FullAccess')
  async delete(@IdParam() id: number, @User() actor: CurrentUser) {
    const outcome = await this.locations.delete(actor.userId, id);
    if (outcome === 'missing') throw new NotFoundApiException('The sales location');
    if (outcome === 'in-use')
      throw new BadRequestException({ Message: 'This sales location has stations or stock movements and cannot be deleted; archive it instead.' });
    return { Message: 'Sales Location Deleted' };
  }

  private async menuMustExist(menuId: number) {
    if (!(await this.locations.menuExists(menuId))) throw new ModelStateException({ MenuId: ['Not a menu'] });
  }

  private async answer(id: number, outcome: Outcome) {
    if (outcome === 'missing') throw new NotFoundApiException('The sales location');
    const location = await this.locations.find(id);
    if (outcome === 'stale') throw new ConcurrencyException(location);
    return location;
  }
}
