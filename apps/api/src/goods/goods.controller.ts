import { Controller, Delete, Get, Post, Put, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { z } from 'zod';
import { GoodMessages, GoodSearchQuerySchema, GoodsSaveSchema, SearchQuerySchema, StandardCostsSaveSchema, type GoodSave } from '@intermission/contracts';
import { RequireClaim } from '../auth/access.decorator';
import { type CurrentUser, User } from '../auth/current-user';
import { ConcurrencyException, ModelStateException, NotFoundApiException } from '../common/http/api-errors';
import { sendList } from '../common/http/list-response';
import { IdParam, ZodBody, ZodQuery } from '../common/http/zod-params.decorator';
import { GoodsRepository } from './goods.repository';

/** Goods and standard costs (spec document 3 §7 "Goods"). Static paths come before `:id`. */
@ApiTags('goods')
@Controller('goods')
export class GoodsController {
  constructor(private readonly goods: GoodsRepository) {}

  @Get('_search')
  @RequireClaim('Goods', 'ReadOnly')
  async search(@ZodQuery(GoodSearchQuerySchema) q: z.infer<typeof GoodSearchQuerySchema>, @Res({ passthrough: true }) res: Response) {
    const { rows, total } = await this.goods.search(q.q, q.skip, q.take, q.categoryId, q.includeInactive);
    return sendList(res, rows, total);
  }

  @Get('categories')
  @RequireClaim('Goods', 'ReadOnly')
  categories() {
    return this.goods.categories();
  }

  @Get('goodTypes')
  @RequireClaim('Goods', 'ReadOnly')
  goodTypes() {
    return this.goods.goodTypes();
  }

  @Get('tracked')
  @RequireClaim('Goods', 'ReadOnly', ['VenueManager', 'ReadOnly'])
  tracked() {
    return this.goods.tracked();
  }

  @Get('getStandardCosts')
  @RequireClaim('Goods', 'ReadOnly')
  async standardCosts(@ZodQuery(SearchQuerySchema) q: z.infer<typeof SearchQuerySchema>, @Res({ passthrough: true }) res: Response) {
    const { rows, total } = await this.goods.standardCosts(q.q, q.skip, q.take);
    return sendList(res, rows, total);
  }

  @Put('updateStandardCosts')
  @RequireClaim('Goods', 'FullAccess')
  async updateStandardCosts(@ZodBody(StandardCostsSaveSchema) costs: z.infer<typeof StandardCostsSaveSchema>, @User() actor: CurrentUser) {
    const changed = await this.goods.updateStandardCosts(actor.userId, costs);
    if (changed === 'unknown') throw new ModelStateException({ GoodId: ['Not a good'] });
    return { Message: GoodMessages.CostsSaved, Changed: changed };
  }

  @Get('_simpleVenues')
  @RequireClaim('Goods', 'ReadOnly', ['VenueManager', 'ReadOnly'])
  simpleVenues() {
    return this.goods.simpleVenues();
  }

  @Get('_simpleSalesLocations/:id')
  @RequireClaim('Goods', 'ReadOnly', ['VenueManager', 'ReadOnly'])
  simpleSalesLocations(@IdParam() venueId: number) {
    return this.goods.simpleSalesLocations(venueId);
  }

  @Get('dropDown/venuesWithSalesLocations')
  @RequireClaim('Goods', 'ReadOnly', ['VenueManager', 'ReadOnly'])
  venuesWithSalesLocations() {
    return this.goods.venuesWithSalesLocations();
  }

  @Post()
  @RequireClaim('Goods', 'FullAccess')
  create(@ZodBody(GoodsSaveSchema) goods: GoodSave[], @User() actor: CurrentUser) {
    return this.save(goods, actor, true);
  }

  @Put()
  @RequireClaim('Goods', 'FullAccess')
  update(@ZodBody(GoodsSaveSchema) goods: GoodSave[], @User() actor: CurrentUser) {
    const missing = goods.flatMap((g, i) => (g.Id > 0 ? [] : [i]));
    if (missing.length) throw new ModelStateException(Object.fromEntries(missing.map((i) => [`${i}.Id`, ['Id is required']])));
    return this.save(goods, actor, false);
  }

  @Get(':id/vendors/_search')
  @RequireClaim('Goods', 'ReadOnly', ['Vendors', 'ReadOnly'])
  async vendors(@IdParam() id: number, @ZodQuery(SearchQuerySchema) q: z.infer<typeof SearchQuerySchema>, @Res({ passthrough: true }) res: Response) {
    const { rows, total } = await this.goods.vendorsOfGood(id, q.q, q.skip, q.take);
    return sendList(res, rows, total);
  }

  @Get(':id')
  @RequireClaim('Goods', 'ReadOnly')
  async get(@IdParam() id: number) {
    const good = await this.goods.find(id);
    if (!good) throw new NotFoundApiException('The good');
    return good;
  }

  /** DELETE archives: goods are never deleted, since stock and sales refer to them. */
  @Delete(':id')
  @RequireClaim('Goods', 'FullAccess')
  async archive(@IdParam() id: number, @User() actor: CurrentUser) {
    if (!(await this.goods.archive(actor.userId, id))) throw new NotFoundApiException('The good');
    return { Message: GoodMessages.Archived, Good: await this.goods.find(id) };
  }

  private async save(goods: GoodSave[], actor: CurrentUser, create: boolean) {
    const outcome = await this.goods.save(actor.userId, goods, create);
    if (outcome.ok) return this.goods.findMany(outcome.ids);
    if ('invalid' in outcome) throw new ModelStateException(outcome.invalid);
    throw new ConcurrencyException(await this.goods.findMany(outcome.stale));
  }
}
