import { BadRequestException, Controller, Delete, Get, HttpCode, Post, Put, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import {
  ClientAreaMessages,
  HierarchySearchSchema,
  StateChangeSchema,
  VenueBackupsSaveSchema,
  VenuePhonesSaveSchema,
  VenueSaveSchema,
  type VenueSave,
} from '@intermission/contracts';
import { RequireClaim } from '../auth/access.decorator';
import { type CurrentUser, User } from '../auth/current-user';
import { ConcurrencyException, ModelStateException, NotFoundApiException } from '../common/http/api-errors';
import { sendList } from '../common/http/list-response';
import { IdParam, ZodBody, ZodQuery } from '../common/http/zod-params.decorator';
import { ClientsRepository } from './clients.repository';
import type { Outcome } from './record-state';
import { VenuesRepository } from './venues.repository';

const VenueGoodsAddSchema = z.object({ GoodIds: z.array(z.number().int().positive()).min(1, 'Choose at least one good').max(500) });

/** Venues under a client, their phones, backup managers and goods; the cross-client list (document 1 §7.2). */
@ApiTags('venues')
@Controller()
export class VenuesController {
  constructor(
    private readonly venues: VenuesRepository,
    private readonly clients: ClientsRepository,
  ) {}

  @Get('clients/venues/search')
  @RequireClaim('Venues', 'ReadOnly', ['Clients', 'ReadOnly'])
  async allVenues(@ZodQuery(HierarchySearchSchema) q: z.infer<typeof HierarchySearchSchema>, @Res({ passthrough: true }) res: Response) {
    const { rows, total } = await this.venues.search(null, q.q, q.skip, q.take, q.inactive);
    return sendList(res, rows, total);
  }

  @Get('clients/venues/managers')
  @RequireClaim('Venues', 'ReadOnly', ['Clients', 'ReadOnly'])
  managers() {
    return this.venues.managers();
  }

  @Get('clients/venues/managers/backup')
  @RequireClaim('Venues', 'ReadOnly', ['Clients', 'ReadOnly'])
  backupCandidates() {
    return this.venues.managers();
  }

  @Get('clients/venues/managers/:id')
  @RequireClaim('Venues', 'ReadOnly', ['Clients', 'ReadOnly'])
  async manager(@IdParam() id: number) {
    const m = (await this.venues.managers()).find((u) => u.Id === id);
    if (!m) throw new NotFoundApiException('The manager');
    return m;
  }

  @Get('clients/:clientId/venues/_search')
  @RequireClaim('Venues', 'ReadOnly', ['Clients', 'ReadOnly'])
  async search(
    @IdParam('clientId') clientId: number,
    @ZodQuery(HierarchySearchSchema) q: z.infer<typeof HierarchySearchSchema>,
    @Res({ passthrough: true }) res: Response,
  ) {
    const { rows, total } = await this.venues.search(clientId, q.q, q.skip, q.take, q.inactive);
    return sendList(res, rows, total);
  }

  @Post('clients/:clientId/venues')
  @RequireClaim('Venues', 'FullAccess')
  async create(@IdParam('clientId') clientId: number, @ZodBody(VenueSaveSchema) body: VenueSave, @User() actor: CurrentUser) {
    if (!(await this.clients.find(clientId))) throw new NotFoundApiException('The client');
    const invalid = await this.venues.invalid(body);
    if (Object.keys(invalid).length) throw new ModelStateException(invalid);
    return this.venues.find(await this.venues.create(actor.userId, clientId, body));
  }

  @Put('clients/:clientId/venues')
  @RequireClaim('Venues', 'FullAccess')
  async update(@IdParam('clientId') clientId: number, @ZodBody(VenueSaveSchema) body: VenueSave, @User() actor: CurrentUser) {
    if (body.Id <= 0) throw new ModelStateException({ Id: ['Id is required'] });
    await this.ofClient(clientId, body.Id);
    const invalid = await this.venues.invalid(body);
    if (Object.keys(invalid).length) throw new ModelStateException(invalid);
    return this.answer(body.Id, await this.venues.update(actor.userId, body));
  }

  @Put('clients/:clientId/venues/archive')
  @RequireClaim('Venues', 'FullAccess')
  async archive(@IdParam('clientId') clientId: number, @ZodBody(StateChangeSchema) body: z.infer<typeof StateChangeSchema>, @User() actor: CurrentUser) {
    await this.ofClient(clientId, body.Id);
    return {
      Message: ClientAreaMessages.VenueArchived,
      Venue: await this.answer(body.Id, await this.venues.setArchived(actor.userId, body.Id, true, body.Version)),
    };
  }

  @Put('clients/:clientId/venues/activate')
  @RequireClaim('Venues', 'FullAccess')
  async activate(@IdParam('clientId') clientId: number, @ZodBody(StateChangeSchema) body: z.infer<typeof StateChangeSchema>, @User() actor: CurrentUser) {
    await this.ofClient(clientId, body.Id);
    return {
      Message: ClientAreaMessages.VenueActivated,
      Venue: await this.answer(body.Id, await this.venues.setArchived(actor.userId, body.Id, false, body.Version)),
    };
  }

  @Get('clients/:clientId/venues/:venueId')
  @RequireClaim('Venues', 'ReadOnly', ['Clients', 'ReadOnly'])
  async get(@IdParam('clientId') clientId: number, @IdParam('venueId') venueId: number) {
    return this.ofClient(clientId, venueId);
  }

  @Put('venues/:venueId/phones')
  @RequireClaim('Venues', 'FullAccess')
  async phones(@IdParam('venueId') venueId: number, @ZodBody(VenuePhonesSaveSchema) body: z.infer<typeof VenuePhonesSaveSchema>, @User() actor: CurrentUser) {
    return this.answer(venueId, await this.venues.setPhones(actor.userId, venueId, body.Version, body.VenuePhones));
  }

  @Put('venues/:venueId/backups')
  @RequireClaim('Venues', 'FullAccess')
  async backups(
    @IdParam('venueId') venueId: number,
    @ZodBody(VenueBackupsSaveSchema) body: z.infer<typeof VenueBackupsSaveSchema>,
    @User() actor: CurrentUser,
  ) {
    const outcome = await this.venues.setBackups(actor.userId, venueId, body.Version, body.Backups);
    if (outcome === 'manager') throw new ModelStateException({ Backups: ["The venue's manager cannot also be its backup manager"] });
    if (outcome === 'unknown-user') throw new ModelStateException({ Backups: ['Not a user'] });
    return this.answer(venueId, outcome);
  }

  @Delete('venues/:venueId')
  @RequireClaim('Venues', 'FullAccess')
  async delete(@IdParam('venueId') venueId: number, @User() actor: CurrentUser) {
    const outcome = await this.venues.delete(actor.userId, venueId);
    if (outcome === 'missing') throw new NotFoundApiException('The venue');
    if (outcome === 'in-use')
      throw new BadRequestException({
        Message: 'This venue has theatres, coupons, stock movements or patrons room revenue and cannot be deleted; archive it instead.',
      });
    return { Message: 'Venue Deleted' };
  }

  @Get('venues/:venueId/goods/_search')
  @RequireClaim('Goods', 'ReadOnly', ['Venues', 'ReadOnly'])
  async goods(
    @IdParam('venueId') venueId: number,
    @ZodQuery(HierarchySearchSchema) q: z.infer<typeof HierarchySearchSchema>,
    @Res({ passthrough: true }) res: Response,
  ) {
    await this.mustExist(venueId);
    const { rows, total } = await this.venues.goods(venueId, q.q, q.skip, q.take);
    return sendList(res, rows, total);
  }

  @Post('venues/:venueId/goods')
  @HttpCode(200)
  @RequireClaim('Goods', 'FullAccess')
  async addGoods(@IdParam('venueId') venueId: number, @ZodBody(VenueGoodsAddSchema) body: z.infer<typeof VenueGoodsAddSchema>, @User() actor: CurrentUser) {
    await this.mustExist(venueId);
    if ((await this.venues.addGoods(actor.userId, venueId, body.GoodIds)) === 'unknown-good') throw new ModelStateException({ GoodIds: ['Not a good'] });
    return { Message: 'Good Saved Successfully' };
  }

  @Delete('venues/:venueId/goods/:goodId')
  @RequireClaim('Goods', 'FullAccess')
  async removeGood(@IdParam('venueId') venueId: number, @IdParam('goodId') goodId: number, @User() actor: CurrentUser) {
    if (!(await this.venues.removeGood(actor.userId, venueId, goodId))) throw new NotFoundApiException('The good of this venue');
    return { Message: 'Good removed from the venue' };
  }

  private async mustExist(venueId: number) {
    const venue = await this.venues.find(venueId);
    if (!venue) throw new NotFoundApiException('The venue');
    return venue;
  }

  /** The venue, when it belongs to the client of the path. */
  private async ofClient(clientId: number, venueId: number) {
    const venue = await this.venues.find(venueId);
    if (!venue || venue.ClientId !== clientId) throw new NotFoundApiException('The venue');
    return venue;
  }

  private async answer(id: number, outcome: Outcome) {
    if (outcome === 'missing') throw new NotFoundApiException('The venue');
    const venue = await this.venues.find(id);
    if (outcome === 'stale') throw new ConcurrencyException(venue);
    return venue;
  }
}
