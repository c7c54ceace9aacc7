import { BadRequestException, Controller, Delete, Get, Param, Post, Put, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import {
  KitPriceSchema,
  MenuCopySchema,
  MenuKitPriceSavedSchema,
  MenuListItemSchema,
  MenuMessages,
  MenuSaveSchema,
  MenuSchema,
  MenuSearchQuerySchema,
  MessageAnswerSchema,
  type MenuSave,
  IdText,
} from '@intermission/contracts';
import { NotFoundError } from '@intermission/domain';
import { RequireClaim } from '../auth/access.decorator';
import { type CurrentUser, User } from '../auth/current-user';
import { ModelStateException } from '../common/http/api-errors';
import { sendList } from '../common/http/list-response';
import { savedRecord } from '../common/http/saved-record';
import { IdParam, ZodBody, ZodQuery } from '../common/http/zod-params.decorator';
import { ZodResponse } from '../common/http/zod-response.decorator';
import { type MenuOutcome, MenusRepository } from './menus.repository';

const KitIdSchema = IdText;

/** Menus and their grid (paths are ours: docs/api.md). */
@ApiTags('menus')
@Controller('menus')
export class MenusController {
  constructor(private readonly menus: MenusRepository) {}

  @Get('_search')
  @RequireClaim('Menus', 'ReadOnly')
  @ZodResponse(z.array(MenuListItemSchema))
  async search(@ZodQuery(MenuSearchQuerySchema) q: z.infer<typeof MenuSearchQuerySchema>, @Res({ passthrough: true }) res: Response) {
    return sendList(res, await this.menus.search(q.q, { skip: q.skip, take: q.take }, q.includeInactive));
  }

  @Post('copy')
  @RequireClaim('Menus', 'FullAccess')
  @ZodResponse(MenuSchema)
  async copy(@ZodBody(MenuCopySchema) body: z.infer<typeof MenuCopySchema>, @User() actor: CurrentUser) {
    return this.saved(await this.menus.copy(actor.userId, body.menuId, body.name, body.salesLocationId, body.venueId));
  }

  @Post()
  @RequireClaim('Menus', 'FullAccess')
  @ZodResponse(MenuSchema)
  async create(@ZodBody(MenuSaveSchema) body: MenuSave, @User() actor: CurrentUser) {
    return this.saved(await this.menus.save(actor.userId, { ...body, Id: 0 }));
  }

  @Put()
  @RequireClaim('Menus', 'FullAccess')
  @ZodResponse(MenuSchema)
  async update(@ZodBody(MenuSaveSchema) body: MenuSave, @User() actor: CurrentUser) {
    if (body.Id <= 0) throw new ModelStateException({ Id: ['Id is required'] });
    return this.saved(await this.menus.save(actor.userId, body));
  }

  @Put(':id/kits/:kitId/price')
  @RequireClaim('Menus', 'FullAccess')
  @ZodResponse(MenuKitPriceSavedSchema)
  async kitPrice(
    @IdParam() id: number,
    @Param('kitId') kitParam: string,
    @ZodBody(KitPriceSchema) body: z.infer<typeof KitPriceSchema>,
    @User() actor: CurrentUser,
  ) {
    const kitId = KitIdSchema.safeParse(kitParam);
    if (!kitId.success) throw new ModelStateException({ kitId: ['Not a kit id'] });
    const menus = await this.menus.setKitPrice(actor.userId, id, kitId.data, body.Price, body.OverwriteAllMenus);
    if (menus === 'missing') throw new NotFoundError('The kit on this menu');
    return { Message: MenuMessages.Updated, Menus: menus, Menu: await this.menus.find(id) };
  }

  @Get(':id')
  @RequireClaim('Menus', 'ReadOnly')
  @ZodResponse(MenuSchema)
  async get(@IdParam() id: number) {
    const menu = await this.menus.find(id);
    if (!menu) throw new NotFoundError('The menu');
    return menu;
  }

  @Delete(':id')
  @RequireClaim('Menus', 'FullAccess')
  @ZodResponse(MessageAnswerSchema)
  async delete(@IdParam() id: number, @User() actor: CurrentUser) {
    const outcome = await this.menus.delete(actor.userId, id);
    if (outcome === 'missing') throw new NotFoundError('The menu');
    if (outcome === 'default') throw new BadRequestException({ Message: 'The Default menu cannot be deleted.' });
    return { Message: MenuMessages.Deleted };
  }

  private saved(saved: MenuOutcome) {
    if ('invalid' in saved) throw new ModelStateException(saved.invalid);
    // Shaped here: the exception filter gets no handler from Nest's router, so it cannot shape the 409's copy itself.
    return savedRecord(saved.outcome, 'The menu', async () => MenuSchema.optional().parse(await this.menus.find(saved.id)));
  }
}
