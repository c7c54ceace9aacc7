import { BadRequestException, Controller, Delete, Get, Param, Post, Put, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import { KitPriceSchema, MenuCopySchema, MenuMessages, MenuSaveSchema, MenuSearchQuerySchema, type MenuSave } from '@intermission/contracts';
import { RequireClaim } from '../auth/access.decorator';
import { type CurrentUser, User } from '../auth/current-user';
import { ConcurrencyException, ModelStateException, NotFoundApiException } from '../common/http/api-errors';
import { sendList } from '../common/http/list-response';
import { IdParam, ZodBody, ZodQuery } from '../common/http/zod-params.decorator';
import { type MenuOutcome, MenusRepository } from './menus.repository';

const KitIdSchema = z.coerce.number().int().positive();

/** Menus and their grid (paths are ours: docs/api.md). */
@ApiTags('menus')
@Controller('menus')
export class MenusController {
  constructor(private readonly menus: MenusRepository) {}

  @Get('_search')
  @RequireClaim('Menus', 'ReadOnly')
  async search(@ZodQuery(MenuSearchQuerySchema) q: z.infer<typeof MenuSearchQuerySchema>, @Res({ passthrough: true }) res: Response) {
    const { rows, total } = await this.menus.search(q.q, q.skip, q.take, q.includeInactive);
    return sendList(res, rows, total);
  }

  @Post('copy')
  @RequireClaim('Menus', 'FullAccess')
  async copy(@ZodBody(MenuCopySchema) body: z.infer<typeof MenuCopySchema>, @User() actor: CurrentUser) {
    return this.answer(await this.menus.copy(actor.userId, body.menuId, body.name, body.salesLocationId, body.venueId), body.menuId);
  }

  @Post()
  @RequireClaim('Menus', 'FullAccess')
  async create(@ZodBody(MenuSaveSchema) body: MenuSave, @User() actor: CurrentUser) {
    return this.answer(await this.menus.save(actor.userId, { ...body, Id: 0 }), 0);
  }

  @Put()
  @RequireClaim('Menus', 'FullAccess')
  async update(@ZodBody(MenuSaveSchema) body: MenuSave, @User() actor: CurrentUser) {
    if (body.Id <= 0) throw new ModelStateException({ Id: ['Id is required'] });
    return this.answer(await this.menus.save(actor.userId, body), body.Id);
  }

  @Put(':id/kits/:kitId/price')
  @RequireClaim('Menus', 'FullAccess')
  async kitPrice(
    @IdParam() id: number,
    @Param('kitId') kitParam: string,
    @ZodBody(KitPriceSchema) body: z.infer<typeof KitPriceSchema>,
    @User() actor: CurrentUser,
  ) {
    const kitId = KitIdSchema.safeParse(kitParam);
    if (!kitId.success) throw new ModelStateException({ kitId: ['Not a kit id'] });
    const menus = await this.menus.setKitPrice(actor.userId, id, kitId.data, body.Price, body.OverwriteAllMenus);
    if (menus === 'missing') throw new NotFoundApiException('The kit on this menu');
    return { Message: MenuMessages.Updated, Menus: menus, Menu: await this.menus.find(id) };
  }

  @Get(':id')
  @RequireClaim('Menus', 'ReadOnly')
  async get(@IdParam() id: number) {
    const menu = await this.menus.find(id);
    if (!menu) throw new NotFoundApiException('The menu');
    return menu;
  }

  @Delete(':id')
  @RequireClaim('Menus', 'FullAccess')
  async delete(@IdParam() id: number, @User() actor: CurrentUser) {
    const outcome = await this.menus.delete(actor.userId, id);
    if (outcome === 'missing') throw new NotFoundApiException('The menu');
    if (outcome === 'default') throw new BadRequestException({ Message: 'The Default menu cannot be deleted.' });
    return { Message: MenuMessages.Deleted };
  }

  private async answer(outcome: MenuOutcome, id: number) {
    if (outcome.ok) return this.menus.find(outcome.id);
    if ('invalid' in outcome) throw new ModelStateException(outcome.invalid);
    if (outcome.reason === 'missing') throw new NotFoundApiException('The menu');
    throw new ConcurrencyException(await this.menus.find(id));
  }
}
