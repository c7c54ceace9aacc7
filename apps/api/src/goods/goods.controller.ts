import { Controller, Delete, Get, Post, Put, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import {
  GoodArchivedSchema,
  GoodMessages,
  GoodSchema,
  GoodSearchQuerySchema,
  GoodsSaveSchema,
  GoodVendorSchema,
  IdNameListSchema,
  SearchQuerySchema,
  StandardCostRowSchema,
  StandardCostsSavedSchema,
  StandardCostsSaveSchema,
  TrackedGoodSchema,
  VenueWithSalesLocationsSchema,
  type GoodSave,
} from '@intermission/contracts';
import { ConcurrencyError, NotFoundError } from '@intermission/domain';
import { RequireClaim } from '../auth/access.decorator';
import { type CurrentUser, User } from '../auth/current-user';
import { ModelStateException } from '../common/http/api-errors';
import { sendList } from '../common/http/list-response';
import { savedRecord } from '../common/http/saved-record';
import { IdParam, ZodBody, ZodQuery } from '../common/http/zod-params.decorator';
import { ZodResponse } from '../common/http/zod-response.decorator';
import { GoodsRepository } from './goods.repository';
import { inPath, VenueScoped } from '../access/venue-scope.decorator';

/** Goods and standard costs (spec document 3 §7 "Goods"). Static paths come before `:id`. */
@ApiTags('goods')
@Controller('goods')
export class GoodsController {
  constructor(private readonly goods: GoodsRepository) {}

  @Get('_search')
  @RequireClaim('Goods', 'ReadOnly')
  @ZodResponse(z.array(GoodSchema))
  async search(@ZodQuery(GoodSearchQuerySchema) q: z.infer<typeof GoodSearchQuerySchema>, @Res({ passthrough: true }) res: Response) {
    return sendList(res, await this.goods.search(q.q, { skip: q.skip, take: q.take }, q.categoryId, q.includeInactive));
  }

  @Get('categories')
  @RequireClaim('Goods', 'ReadOnly')
  @ZodResponse(IdNameListSchema)
  categories() {
    return this.goods.categories();
  }

  @Get('goodTypes')
  @RequireClaim('Goods', 'ReadOnly')
  @ZodResponse(IdNameListSchema)
  goodTypes() {
    return this.goods.goodTypes();
  }

  @Get('tracked')
  @RequireClaim('Goods', 'ReadOnly', ['VenueManager', 'ReadOnly'])
  @ZodResponse(z.array(TrackedGoodSchema))
  tracked() {
    return this.goods.tracked();
  }

  @Get('getStandardCosts')
  @RequireClaim('Goods', 'ReadOnly')
  @ZodResponse(z.array(StandardCostRowSchema))
  async standardCosts(@ZodQuery(SearchQuerySchema) q: z.infer<typeof SearchQuerySchema>, @Res({ passthrough: true }) res: Response) {
    return sendList(res, await this.goods.standardCosts(q.q, { skip: q.skip, take: q.take }));
  }

  @Put('updateStandardCosts')
  @RequireClaim('Goods', 'FullAccess')
  @ZodResponse(StandardCostsSavedSchema)
  async updateStandardCosts(@ZodBody(StandardCostsSaveSchema) costs: z.infer<typeof StandardCostsSaveSchema>, @User() actor: CurrentUser) {
    const changed = await this.goods.updateStandardCosts(actor.userId, costs);
    if (changed === 'unknown') throw new ModelStateException({ GoodId: ['Not a good'] });
    return { Message: GoodMessages.CostsSaved, Changed: changed };
  }

  @Get('_simpleVenues')
  @RequireClaim('Goods', 'ReadOnly', ['VenueManager', 'ReadOnly'])
  @ZodResponse(IdNameListSchema)
  simpleVenues() {
    return this.goods.simpleVenues();
  }

  @Get('_simpleSalesLocations/:id')
  @VenueScoped(inPath('id', 'venue'))
  @RequireClaim('Goods', 'ReadOnly', ['VenueManager', 'ReadOnly'])
  @ZodResponse(IdNameListSchema)
  simpleSalesLocations(@IdParam() venueId: number) {
    return this.goods.simpleSalesLocations(venueId);
  }

  @Get('dropDown/venuesWithSalesLocations')
  @RequireClaim('Goods', 'ReadOnly', ['VenueManager', 'ReadOnly'])
  @ZodResponse(z.array(VenueWithSalesLocationsSchema))
  venuesWithSalesLocations() {
    return this.goods.venuesWithSalesLocations();
  }

  @Post()
  @RequireClaim('Goods', 'FullAccess')
  @ZodResponse(z.array(GoodSchema))
  create(@ZodBody(GoodsSaveSchema) goods: GoodSave[], @User() actor: CurrentUser) {
    return this.save(goods, actor, true);
  }

  @Put()
  @RequireClaim('Goods', 'FullAccess')
  @ZodResponse(z.array(GoodSchema))
  update(@ZodBody(GoodsSaveSchema) goods: GoodSave[], @User() actor: CurrentUser) {
    const missing = goods.flatMap((g, i) => (g.Id > 0 ? [] : [i]));
    if (missing.length) throw new ModelStateException(Object.fromEntries(missing.map((i) => [`${i}.Id`, ['Id is required']])));
    return this.save(goods, actor, false);
  }

  @Get(':id/vendors/_search')
  @RequireClaim('Goods', 'ReadOnly', ['Vendors', 'ReadOnly'])
  @ZodResponse(z.array(GoodVendorSchema))
  async vendors(@IdParam() id: number, @ZodQuery(SearchQuerySchema) q: z.infer<typeof SearchQuerySchema>, @Res({ passthrough: true }) res: Response) {
    return sendList(res, await this.goods.vendorsOfGood(id, q.q, { skip: q.skip, take: q.take }));
  }

  @Get(':id')
  @RequireClaim('Goods', 'ReadOnly')
  @ZodResponse(GoodSchema)
  async get(@IdParam() id: number) {
    const good = await this.goods.find(id);
    if (!good) throw new NotFoundError('The good');
    return good;
  }

  /** DELETE archives: goods are never deleted, since stock and sales refer to them. */
  @Delete(':id')
  @RequireClaim('Goods', 'FullAccess')
  @ZodResponse(GoodArchivedSchema)
  async archive(@IdParam() id: number, @User() actor: CurrentUser) {
    const good = await savedRecord(await this.goods.archive(actor.userId, id), 'The good', () => this.goods.find(id));
    return { Message: GoodMessages.Archived, Good: good };
  }

  private async save(goods: GoodSave[], actor: CurrentUser, create: boolean) {
    const outcome = await this.goods.save(actor.userId, goods, create);
    if (outcome.ok) return this.goods.findMany(outcome.ids);
    if ('invalid' in outcome) throw new ModelStateException(outcome.invalid);
    // Shaped here: the exception filter gets no handler from Nest's router, so it cannot shape the 409's copy itself.
    throw new ConcurrencyError(z.array(GoodSchema).parse(await this.goods.findMany(outcome.stale)));
  }
}
