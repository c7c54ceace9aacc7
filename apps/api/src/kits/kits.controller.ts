import { Controller, Delete, Get, Post, Put, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { z } from 'zod';
import { KitMessages, KitMultiSaveSchema, KitSaveSchema, KitSearchQuerySchema, type KitSave } from '@intermission/contracts';
import { RequireClaim } from '../auth/access.decorator';
import { type CurrentUser, User } from '../auth/current-user';
import { ConcurrencyException, ModelStateException, NotFoundApiException } from '../common/http/api-errors';
import { sendList } from '../common/http/list-response';
import { IdParam, ZodBody, ZodQuery } from '../common/http/zod-params.decorator';
import { KitsRepository } from './kits.repository';

/** Kits (paths are ours: docs/api.md). Kits are archived, never deleted. */
@ApiTags('kits')
@Controller('kits')
export class KitsController {
  constructor(private readonly kits: KitsRepository) {}

  @Get('_search')
  @RequireClaim('Kits', 'ReadOnly')
  async search(@ZodQuery(KitSearchQuerySchema) q: z.infer<typeof KitSearchQuerySchema>, @Res({ passthrough: true }) res: Response) {
    const { rows, total } = await this.kits.search(q.q, q.skip, q.take, q.includeInactive);
    return sendList(res, rows, total);
  }

  @Get('categories')
  @RequireClaim('Kits', 'ReadOnly')
  categories() {
    return this.kits.categories();
  }

  @Get('goods')
  @RequireClaim('Kits', 'ReadOnly')
  goods() {
    return this.kits.kitGoods();
  }

  @Put('multi')
  @RequireClaim('Kits', 'FullAccess')
  async multi(@ZodBody(KitMultiSaveSchema) body: z.infer<typeof KitMultiSaveSchema>, @User() actor: CurrentUser) {
    const outcome = await this.kits.multiSave(actor.userId, body.Kits, body);
    if (outcome.ok) return this.kits.findMany(outcome.ids);
    if ('invalid' in outcome) throw new ModelStateException(outcome.invalid);
    throw new ConcurrencyException(await this.kits.findMany(outcome.stale));
  }

  @Post()
  @RequireClaim('Kits', 'FullAccess')
  create(@ZodBody(KitSaveSchema) body: KitSave, @User() actor: CurrentUser) {
    return this.save({ ...body, Id: 0 }, actor);
  }

  @Put()
  @RequireClaim('Kits', 'FullAccess')
  update(@ZodBody(KitSaveSchema) body: KitSave, @User() actor: CurrentUser) {
    if (body.Id <= 0) throw new ModelStateException({ Id: ['Id is required'] });
    return this.save(body, actor);
  }

  @Get(':id/menus')
  @RequireClaim('Kits', 'ReadOnly', ['Menus', 'ReadOnly'])
  menus(@IdParam() id: number) {
    return this.kits.menusOfKit(id);
  }

  @Get(':id')
  @RequireClaim('Kits', 'ReadOnly')
  async get(@IdParam() id: number) {
    const kit = await this.kits.find(id);
    if (!kit) throw new NotFoundApiException('The kit');
    return kit;
  }

  @Delete(':id')
  @RequireClaim('Kits', 'FullAccess')
  async archive(@IdParam() id: number, @User() actor: CurrentUser) {
    if (!(await this.kits.archive(actor.userId, id))) throw new NotFoundApiException('The kit');
    return { Message: KitMessages.Archived, Kit: await this.kits.find(id) };
  }

  private async save(body: KitSave, actor: CurrentUser) {
    const outcome = await this.kits.save(actor.userId, body);
    if (outcome.ok) return this.kits.find(outcome.id);
    if ('invalid' in outcome) throw new ModelStateException(outcome.invalid);
    if (outcome.reason === 'missing') throw new NotFoundApiException('The kit');
    throw new ConcurrencyException(await this.kits.find(body.Id));
  }
}
