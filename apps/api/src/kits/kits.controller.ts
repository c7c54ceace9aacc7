import { Controller, Delete, Get, Post, Put, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import {
  IdNameListSchema,
  KitArchivedSchema,
  KitGoodOptionSchema,
  KitMenuSchema,
  KitMessages,
  KitMultiSaveSchema,
  KitSaveSchema,
  KitSchema,
  KitSearchQuerySchema,
  type KitSave,
} from '@intermission/contracts';
import { ConcurrencyError, NotFoundError } from '@intermission/domain';
import { RequireClaim } from '../auth/access.decorator';
import { type CurrentUser, User } from '../auth/current-user';
import { ModelStateException } from '../common/http/api-errors';
import { sendList } from '../common/http/list-response';
import { savedRecord } from '../common/http/saved-record';
import { IdParam, ZodBody, ZodQuery } from '../common/http/zod-params.decorator';
import { ZodResponse } from '../common/http/zod-response.decorator';
import { KitsRepository } from './kits.repository';

/** Kits (paths are ours: docs/api.md). Kits are archived, never deleted. */
@ApiTags('kits')
@Controller('kits')
export class KitsController {
  constructor(private readonly kits: KitsRepository) {}

  @Get('_search')
  @RequireClaim('Kits', 'ReadOnly')
  @ZodResponse(z.array(KitSchema))
  async search(@ZodQuery(KitSearchQuerySchema) q: z.infer<typeof KitSearchQuerySchema>, @Res({ passthrough: true }) res: Response) {
    return sendList(res, await this.kits.search(q.q, { skip: q.skip, take: q.take }, q.includeInactive));
  }

  @Get('categories')
  @RequireClaim('Kits', 'ReadOnly')
  @ZodResponse(IdNameListSchema)
  categories() {
    return this.kits.categories();
  }

  @Get('goods')
  @RequireClaim('Kits', 'ReadOnly')
  @ZodResponse(z.array(KitGoodOptionSchema))
  goods() {
    return this.kits.kitGoods();
  }

  @Put('multi')
  @RequireClaim('Kits', 'FullAccess')
  @ZodResponse(z.array(KitSchema))
  async multi(@ZodBody(KitMultiSaveSchema) body: z.infer<typeof KitMultiSaveSchema>, @User() actor: CurrentUser) {
    const outcome = await this.kits.multiSave(actor.userId, body.Kits, body);
    if (outcome.ok) return this.kits.findMany(outcome.ids);
    if ('invalid' in outcome) throw new ModelStateException(outcome.invalid);
    // Shaped here: the exception filter gets no handler from Nest's router, so it cannot shape the 409's copy itself.
    throw new ConcurrencyError(z.array(KitSchema).parse(await this.kits.findMany(outcome.stale)));
  }

  @Post()
  @RequireClaim('Kits', 'FullAccess')
  @ZodResponse(KitSchema)
  create(@ZodBody(KitSaveSchema) body: KitSave, @User() actor: CurrentUser) {
    return this.save({ ...body, Id: 0 }, actor);
  }

  @Put()
  @RequireClaim('Kits', 'FullAccess')
  @ZodResponse(KitSchema)
  update(@ZodBody(KitSaveSchema) body: KitSave, @User() actor: CurrentUser) {
    if (body.Id <= 0) throw new ModelStateException({ Id: ['Id is required'] });
    return this.save(body, actor);
  }

  @Get(':id/menus')
  @RequireClaim('Kits', 'ReadOnly', ['Menus', 'ReadOnly'])
  @ZodResponse(z.array(KitMenuSchema))
  menus(@IdParam() id: number) {
    return this.kits.menusOfKit(id);
  }

  @Get(':id')
  @RequireClaim('Kits', 'ReadOnly')
  @ZodResponse(KitSchema)
  async get(@IdParam() id: number) {
    const kit = await this.kits.find(id);
    if (!kit) throw new NotFoundError('The kit');
    return kit;
  }

  @Delete(':id')
  @RequireClaim('Kits', 'FullAccess')
  @ZodResponse(KitArchivedSchema)
  async archive(@IdParam() id: number, @User() actor: CurrentUser) {
    const kit = await savedRecord(await this.kits.archive(actor.userId, id), 'The kit', () => this.kits.find(id));
    return { Message: KitMessages.Archived, Kit: kit };
  }

  private async save(body: KitSave, actor: CurrentUser) {
    const saved = await this.kits.save(actor.userId, body);
    if ('invalid' in saved) throw new ModelStateException(saved.invalid);
    // Shaped here: the exception filter gets no handler from Nest's router, so it cannot shape the 409's copy itself.
    return savedRecord(saved.outcome, 'The kit', async () => KitSchema.optional().parse(await this.kits.find(saved.id)));
  }
}
