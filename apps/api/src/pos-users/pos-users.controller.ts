import { Controller, Get, Param, ParseBoolPipe, Post, Put, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { z } from 'zod';
import {
  PosPinUpdateSchema,
  PosUserCreateSchema,
  PosUserMessages,
  PosUserSaveSchema,
  PosUserSearchQuerySchema,
  type PosUserCreate,
  type PosUserSave,
} from '@intermission/contracts';
import { Authenticated, RequireClaim } from '../auth/access.decorator';
import { type CurrentUser, User } from '../auth/current-user';
import { ConcurrencyException, ModelStateException, NotFoundApiException } from '../common/http/api-errors';
import { sendList } from '../common/http/list-response';
import { IdParam, ZodBody, ZodQuery } from '../common/http/zod-params.decorator';
import { type PosSaveOutcome, PosUsersRepository } from './pos-users.repository';

/** POS users: staff who sell at stations with a PIN (spec document 3 §3, §7; document 1 §7.1). */
@ApiTags('pos-users')
@Controller('posusers')
export class PosUsersController {
  constructor(private readonly pos: PosUsersRepository) {}

  @Get('_search')
  @RequireClaim('PosUsers', 'ReadOnly')
  async search(@ZodQuery(PosUserSearchQuerySchema) q: z.infer<typeof PosUserSearchQuerySchema>, @Res({ passthrough: true }) res: Response) {
    const { rows, total } = await this.pos.search(q.q, q.skip, q.take, q.venueId, q.includeArchived);
    return sendList(res, rows, total);
  }

  /** The venues a POS user can belong to (the venue picker of the POS user screens). */
  @Get('venues')
  @RequireClaim('PosUsers', 'ReadOnly')
  venues() {
    return this.pos.venues();
  }

  @Put('pin')
  @RequireClaim('PosUsers', 'FullAccess')
  async pin(@ZodBody(PosPinUpdateSchema) body: z.infer<typeof PosPinUpdateSchema>, @User() actor: CurrentUser) {
    const outcome = await this.pos.setPin(actor.userId, body.PosUser, body.Pin);
    if (outcome === 'missing') throw new NotFoundApiException('The POS user');
    if (outcome === 'pin-taken') throw new ModelStateException({ Pin: [PosUserMessages.PinTaken] });
    return this.pos.find(body.PosUser);
  }

  @Post()
  @RequireClaim('PosUsers', 'FullAccess')
  async create(@ZodBody(PosUserCreateSchema) body: PosUserCreate, @User() actor: CurrentUser) {
    return this.answer(await this.pos.save(actor.userId, { ...body, Id: 0 }, body.Pin), body.Id);
  }

  @Put()
  @RequireClaim('PosUsers', 'FullAccess')
  async save(@ZodBody(PosUserSaveSchema) body: PosUserSave, @User() actor: CurrentUser) {
    if (body.Id <= 0) throw new ModelStateException({ Id: ['Id is required'] });
    return this.answer(await this.pos.save(actor.userId, body), body.Id);
  }

  @Put(':id/archive/:flag')
  @RequireClaim('PosUsers', 'FullAccess')
  async archive(@IdParam() id: number, @Param('flag', ParseBoolPipe) archived: boolean, @User() actor: CurrentUser) {
    if (!(await this.pos.setArchived(actor.userId, id, archived))) throw new NotFoundApiException('The POS user');
    return { Message: archived ? PosUserMessages.Deactivated : PosUserMessages.Activated, PosUser: await this.pos.find(id) };
  }

  /** The POS user id of a staff user (document 1 §7.1), null when they have none. */
  @Get(':id/posUserId')
  @Authenticated()
  async posUserId(@IdParam() userId: number) {
    return { PosUserId: (await this.pos.posUserIdOf(userId))?.Id ?? null };
  }

  @Get(':id')
  @RequireClaim('PosUsers', 'ReadOnly')
  async get(@IdParam() id: number) {
    const found = await this.pos.find(id);
    if (!found) throw new NotFoundApiException('The POS user');
    return found;
  }

  private async answer(outcome: PosSaveOutcome, id: number) {
    if (outcome.ok) return this.pos.find(outcome.id);
    if (outcome.reason === 'pin-taken') throw new ModelStateException({ Pin: [PosUserMessages.PinTaken] });
    if (outcome.reason === 'pin-needed') throw new ModelStateException({ Pin: ['A new PIN is needed when moving to another venue'] });
    if (outcome.reason === 'no-venue') throw new ModelStateException({ VenueId: ['Not a venue'] });
    if (outcome.reason === 'missing') throw new NotFoundApiException('The POS user');
    throw new ConcurrencyException(await this.pos.find(id));
  }
}
