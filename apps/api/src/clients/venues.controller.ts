import { BadRequestException, Controller, Delete, Get, HttpCode, Post, Put, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import {
  ClientAreaMessages,
  HierarchySearchSchema,
  MessageAnswerSchema,
  StateChangeSchema,
  VenueBackupsSaveSchema,
  VenueGoodSchema,
  VenueGoodsAddSchema,
  VenueGoodListItemSchema,
  VenueListItemSchema,
  VenueManagerOptionSchema,
  VenuePhonesSaveSchema,
  VenueSaveSchema,
  VenueSchema,
  VenueStateChangedSchema,
  type VenueSave,
} from '@intermission/contracts';
import { NotFoundError } from '@intermission/domain';
import { RequireClaim } from '../auth/access.decorator';
import { type CurrentUser, User } from '../auth/current-user';
import { ModelStateException } from '../common/http/api-errors';
import { sendList } from '../common/http/list-response';
import { savedRecord } from '../common/http/saved-record';
import { IdParam, ZodBody, ZodQuery } from '../common/http/zod-params.decorator';
import { ZodResponse } from '../common/http/zod-response.decorator';
import { GoodsRepository } from '../goods/goods.repository';
import { ClientsRepository } from './clients.repository';
import { VenuesRepository } from './venues.repository';
import { hierarchyParams, inBody, VenueScoped } from '../access/venue-scope.decorator';
import { VenueAccess } from '../access/venue-access.service';

/** Venues under a client, their phones, backup managers and goods; the cross-client list (document 1 §7.2). */
@ApiTags('venues')
@VenueScoped(...hierarchyParams)
@Controller()
export class VenuesController {
  constructor(
    private readonly venues: VenuesRepository,
    private readonly clients: ClientsRepository,
    private readonly catalogue: GoodsRepository,
    private readonly access: VenueAccess,
  ) {}

  @Get('clients/venues/search')
  @RequireClaim('Venues', 'ReadOnly', ['Clients', 'ReadOnly'])
  @ZodResponse(z.array(VenueListItemSchema))
  async allVenues(
    @ZodQuery(HierarchySearchSchema) q: z.infer<typeof HierarchySearchSchema>,
    @User() actor: CurrentUser,
    @Res({ passthrough: true }) res: Response,
  ) {
    const scope = await this.access.scope(actor, 'read');
    return sendList(res, await this.venues.search(null, q.q, { skip: q.skip, take: q.take }, q.inactive, scope));
  }

  @Get('clients/venues/managers')
  @RequireClaim('Venues', 'ReadOnly', ['Clients', 'ReadOnly'])
  @ZodResponse(z.array(VenueManagerOptionSchema))
  managers() {
    return this.venues.managers();
  }

  @Get('clients/venues/managers/backup')
  @RequireClaim('Venues', 'ReadOnly', ['Clients', 'ReadOnly'])
  @ZodResponse(z.array(VenueManagerOptionSchema))
  backupCandidates() {
    return this.venues.managers();
  }

  @Get('clients/venues/managers/:id')
  @RequireClaim('Venues', 'ReadOnly', ['Clients', 'ReadOnly'])
  @ZodResponse(VenueManagerOptionSchema)
  async manager(@IdParam() id: number) {
    const m = (await this.venues.managers()).find((u) => u.Id === id);
    if (!m) throw new NotFoundError('The manager');
    return m;
  }

  @Get('clients/:clientId/venues/_search')
  @RequireClaim('Venues', 'ReadOnly', ['Clients', 'ReadOnly'])
  @ZodResponse(z.array(VenueListItemSchema))
  async search(
    @IdParam('clientId') clientId: number,
    @ZodQuery(HierarchySearchSchema) q: z.infer<typeof HierarchySearchSchema>,
    @User() actor: CurrentUser,
    @Res({ passthrough: true }) res: Response,
  ) {
    const scope = await this.access.scope(actor, 'read');
    return sendList(res, await this.venues.search(clientId, q.q, { skip: q.skip, take: q.take }, q.inactive, scope));
  }

  @Post('clients/:clientId/venues')
  @RequireClaim('Venues', 'FullAccess')
  @ZodResponse(VenueSchema)
  async create(@IdParam('clientId') clientId: number, @ZodBody(VenueSaveSchema) body: VenueSave, @User() actor: CurrentUser) {
    if (!(await this.clients.find(clientId))) throw new NotFoundError('The client');
    const invalid = await this.venues.invalid(body);
    if (Object.keys(invalid).length) throw new ModelStateException(invalid);
    return this.venues.find(await this.venues.create(actor.userId, clientId, body));
  }

  @Put('clients/:clientId/venues')
  @VenueScoped(inBody('Id', 'venue'))
  @RequireClaim('Venues', 'FullAccess')
  @ZodResponse(VenueSchema)
  async update(@IdParam('clientId') clientId: number, @ZodBody(VenueSaveSchema) body: VenueSave, @User() actor: CurrentUser) {
    if (body.Id <= 0) throw new ModelStateException({ Id: ['Id is required'] });
    await this.ofClient(clientId, body.Id);
    const invalid = await this.venues.invalid(body);
    if (Object.keys(invalid).length) throw new ModelStateException(invalid);
    return savedRecord(await this.venues.update(actor.userId, body), 'The venue', () => this.venues.find(body.Id));
  }

  @Put('clients/:clientId/venues/archive')
  @VenueScoped(inBody('Id', 'venue'))
  @RequireClaim('Venues', 'FullAccess')
  @ZodResponse(VenueStateChangedSchema)
  async archive(@IdParam('clientId') clientId: number, @ZodBody(StateChangeSchema) body: z.infer<typeof StateChangeSchema>, @User() actor: CurrentUser) {
    await this.ofClient(clientId, body.Id);
    return {
      Message: ClientAreaMessages.VenueArchived,
      Venue: await savedRecord(await this.venues.setArchived(actor.userId, body.Id, true, body.Version), 'The venue', () => this.venues.find(body.Id)),
    };
  }

  @Put('clients/:clientId/venues/activate')
  @VenueScoped(inBody('Id', 'venue'))
  @RequireClaim('Venues', 'FullAccess')
  @ZodResponse(VenueStateChangedSchema)
  async activate(@IdParam('clientId') clientId: number, @ZodBody(StateChangeSchema) body: z.infer<typeof StateChangeSchema>, @User() actor: CurrentUser) {
    await this.ofClient(clientId, body.Id);
    return {
      Message: ClientAreaMessages.VenueActivated,
      Venue: await savedRecord(await this.venues.setArchived(actor.userId, body.Id, false, body.Version), 'The venue', () => this.venues.find(body.Id)),
    };
  }

  @Get('clients/:clientId/venues/:venueId')
  @RequireClaim('Venues', 'ReadOnly', ['Clients', 'ReadOnly'])
  @ZodResponse(VenueSchema)
  async get(@IdParam('clientId') clientId: number, @IdParam('venueId') venueId: number) {
    return this.ofClient(clientId, venueId);
  }

  @Put('venues/:venueId/phones')
  @RequireClaim('Venues', 'FullAccess')
  @ZodResponse(VenueSchema)
  async phones(@IdParam('venueId') venueId: number, @ZodBody(VenuePhonesSaveSchema) body: z.infer<typeof VenuePhonesSaveSchema>, @User() actor: CurrentUser) {
    return savedRecord(await this.venues.setPhones(actor.userId, venueId, body.Version, body.VenuePhones), 'The venue', () => this.venues.find(venueId));
  }

  @Put('venues/:venueId/backups')
  @RequireClaim('Venues', 'FullAccess')
  @ZodResponse(VenueSchema)
  async backups(
    @IdParam('venueId') venueId: number,
    @ZodBody(VenueBackupsSaveSchema) body: z.infer<typeof VenueBackupsSaveSchema>,
    @User() actor: CurrentUser,
  ) {
    const outcome = await this.venues.setBackups(actor.userId, venueId, body.Version, body.Backups);
    if (outcome === 'manager') throw new ModelStateException({ Backups: ["The venue's manager cannot also be its backup manager"] });
    if (outcome === 'unknown-user') throw new ModelStateException({ Backups: ['Not a user'] });
    return savedRecord(outcome, 'The venue', () => this.venues.find(venueId));
  }

  @Delete('venues/:venueId')
  @RequireClaim('Venues', 'FullAccess')
  @ZodResponse(MessageAnswerSchema)
  async delete(@IdParam('venueId') venueId: number, @User() actor: CurrentUser) {
    const outcome = await this.venues.delete(actor.userId, venueId);
    if (outcome === 'missing') throw new NotFoundError('The venue');
    if (outcome === 'in-use')
      throw new BadRequestException({
        Message: 'This venue has theatres, coupons, POS users, stock movements or patrons room revenue and cannot be deleted; archive it instead.',
      });
    if (outcome !== 'deleted')
      throw new BadRequestException({ Message: `This venue has POS users with ${outcome.refused} and cannot be deleted; archive it instead.` });
    return { Message: 'Venue Deleted' };
  }

  @Get('venues/:venueId/goods/_search')
  @RequireClaim('Goods', 'ReadOnly', ['Venues', 'ReadOnly'])
  @ZodResponse(z.array(VenueGoodListItemSchema))
  async goods(
    @IdParam('venueId') venueId: number,
    @ZodQuery(HierarchySearchSchema) q: z.infer<typeof HierarchySearchSchema>,
    @Res({ passthrough: true }) res: Response,
  ) {
    await this.mustExist(venueId);
    return sendList(res, await this.venues.goods(venueId, q.q, { skip: q.skip, take: q.take }));
  }

  /** One good under a venue (after `_search`, which this path would otherwise take): the catalogue good, its venue and when it was added. */
  @Get('venues/:venueId/goods/:goodId')
  @RequireClaim('Goods', 'ReadOnly', ['Venues', 'ReadOnly'])
  @ZodResponse(VenueGoodSchema)
  async good(@IdParam('venueId') venueId: number, @IdParam('goodId') goodId: number) {
    const venue = await this.mustExist(venueId);
    const addedAt = await this.venues.goodAddedAt(venueId, goodId);
    const good = addedAt === undefined ? undefined : await this.catalogue.find(goodId);
    if (!good) throw new NotFoundError('The good of this venue');
    return {
      ...good,
      VenueId: venue.Id,
      VenueName: venue.Name,
      ClientId: venue.ClientId,
      ClientName: venue.Client.Name,
      AddedAt: addedAt,
      TimeZone: venue.TimeZone,
    };
  }

  @Post('venues/:venueId/goods')
  @HttpCode(200)
  @RequireClaim('Goods', 'FullAccess')
  @ZodResponse(MessageAnswerSchema)
  async addGoods(@IdParam('venueId') venueId: number, @ZodBody(VenueGoodsAddSchema) body: z.infer<typeof VenueGoodsAddSchema>, @User() actor: CurrentUser) {
    await this.mustExist(venueId);
    if ((await this.venues.addGoods(actor.userId, venueId, body.GoodIds)) === 'unknown-good') throw new ModelStateException({ GoodIds: ['Not a good'] });
    return { Message: 'Good Saved Successfully' };
  }

  @Delete('venues/:venueId/goods/:goodId')
  @RequireClaim('Goods', 'FullAccess')
  @ZodResponse(MessageAnswerSchema)
  async removeGood(@IdParam('venueId') venueId: number, @IdParam('goodId') goodId: number, @User() actor: CurrentUser) {
    if (!(await this.venues.removeGood(actor.userId, venueId, goodId))) throw new NotFoundError('The good of this venue');
    return { Message: 'Good removed from the venue' };
  }

  private async mustExist(venueId: number) {
    const venue = await this.venues.find(venueId);
    if (!venue) throw new NotFoundError('The venue');
    return venue;
  }

  /** The venue, when it belongs to the client of the path. */
  private async ofClient(clientId: number, venueId: number) {
    const venue = await this.venues.find(venueId);
    if (!venue || venue.ClientId !== clientId) throw new NotFoundError('The venue');
    return venue;
  }
}
