import { Controller, Get, Param, ParseBoolPipe, Post, Put, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import {
  PosPinUpdateSchema,
  PosUserArchivedSchema,
  PosUserIdAnswerSchema,
  PosUserSchema,
  PosUserVenueSchema,
  PosUserCreateSchema,
  PosUserMessages,
  PosUserSaveSchema,
  PosUserSearchQuerySchema,
  type PosUserCreate,
  type PosUserSave,
} from '@intermission/contracts';
import { Authenticated, RequireClaim } from '../auth/access.decorator';
import { type CurrentUser, User } from '../auth/current-user';
import { NotFoundError } from '@intermission/domain';
import { ModelStateException } from '../common/http/api-errors';
import { sendList } from '../common/http/list-response';
import { savedRecord } from '../common/http/saved-record';
import { IdParam, ZodBody, ZodQuery } from '../common/http/zod-params.decorator';
import { ZodResponse } from '../common/http/zod-response.decorator';
import { type PosSaveOutcome, PosUsersRepository } from './pos-users.repository';
import { PeopleAccess } from '../users/people-access';
import { inBody, inPath, VenueScoped } from '../access/venue-scope.decorator';
import { VenueAccess } from '../access/venue-access.service';

/** POS users: staff who sell at stations with a PIN (spec document 3 §3, §7; document 1 §7.1). */
@ApiTags('pos-users')
@Controller('posusers')
export class PosUsersController {
  constructor(
    private readonly pos: PosUsersRepository,
    private readonly people: PeopleAccess,
    private readonly access: VenueAccess,
  ) {}

  @Get('_search')
  @RequireClaim('PosUsers', 'ReadOnly')
  @ZodResponse(z.array(PosUserSchema))
  async search(
    @ZodQuery(PosUserSearchQuerySchema) q: z.infer<typeof PosUserSearchQuerySchema>,
    @User() actor: CurrentUser,
    @Res({ passthrough: true }) res: Response,
  ) {
    const scope = await this.access.scope(actor, 'read');
    return sendList(res, await this.pos.search(q.q, { skip: q.skip, take: q.take }, q.venueId, q.includeArchived, scope));
  }

  /** The venues a POS user can belong to (the venue picker of the POS user screens). */
  @Get('venues')
  @RequireClaim('PosUsers', 'ReadOnly')
  @ZodResponse(z.array(PosUserVenueSchema))
  async venues(@User() actor: CurrentUser) {
    return this.pos.venues(await this.access.scope(actor, 'read'));
  }

  @Put('pin')
  @VenueScoped(inBody('PosUser', 'posUser'))
  @RequireClaim('PosUsers', 'FullAccess')
  @ZodResponse(PosUserSchema)
  async pin(@ZodBody(PosPinUpdateSchema) body: z.infer<typeof PosPinUpdateSchema>, @User() actor: CurrentUser) {
    const outcome = await this.pos.setPin(actor.userId, body.PosUser, body.Pin);
    if (outcome === 'pin-taken') throw new ModelStateException({ Pin: [PosUserMessages.PinTaken] });
    return savedRecord(outcome, 'The POS user', () => this.pos.find(body.PosUser));
  }

  @Post()
  @VenueScoped(inBody('VenueId', 'venue'))
  @RequireClaim('PosUsers', 'FullAccess')
  @ZodResponse(PosUserSchema)
  async create(@ZodBody(PosUserCreateSchema) body: PosUserCreate, @User() actor: CurrentUser) {
    return this.saved(await this.pos.save(actor.userId, { ...body, Id: 0 }, body.Pin));
  }

  @Put()
  @VenueScoped(inBody('Id', 'posUser'), inBody('VenueId', 'venue'))
  @RequireClaim('PosUsers', 'FullAccess')
  @ZodResponse(PosUserSchema)
  async save(@ZodBody(PosUserSaveSchema) body: PosUserSave, @User() actor: CurrentUser) {
    if (body.Id <= 0) throw new ModelStateException({ Id: ['Id is required'] });
    return this.saved(await this.pos.save(actor.userId, body));
  }

  @Put(':id/archive/:flag')
  @VenueScoped(inPath('id', 'posUser'))
  @RequireClaim('PosUsers', 'FullAccess')
  @ZodResponse(PosUserArchivedSchema)
  async archive(@IdParam() id: number, @Param('flag', ParseBoolPipe) archived: boolean, @User() actor: CurrentUser) {
    const posUser = await savedRecord(await this.pos.setArchived(actor.userId, id, archived), 'The POS user', () => this.pos.find(id));
    return { Message: archived ? PosUserMessages.Deactivated : PosUserMessages.Activated, PosUser: posUser };
  }

  /** The POS user id of a staff user (document 1 §7.1), null when they have none: for whoever may see that person (PeopleAccess). */
  @Get(':id/posUserId')
  @Authenticated()
  @ZodResponse(PosUserIdAnswerSchema)
  async posUserId(@IdParam() userId: number, @User() actor: CurrentUser) {
    await this.people.assertMaySee(actor, userId, ['Users', 'PosUsers']);
    return { PosUserId: (await this.pos.posUserIdOf(userId))?.Id ?? null };
  }

  @Get(':id')
  @VenueScoped(inPath('id', 'posUser'))
  @RequireClaim('PosUsers', 'ReadOnly')
  @ZodResponse(PosUserSchema)
  async get(@IdParam() id: number) {
    const found = await this.pos.find(id);
    if (!found) throw new NotFoundError('The POS user');
    return found;
  }

  private saved(saved: PosSaveOutcome) {
    if ('refused' in saved) {
      if (saved.refused === 'pin-taken') throw new ModelStateException({ Pin: [PosUserMessages.PinTaken] });
      if (saved.refused === 'pin-needed') throw new ModelStateException({ Pin: ['A new PIN is needed when moving to another venue'] });
      throw new ModelStateException({ VenueId: ['Not a venue'] });
    }
    return savedRecord(saved.outcome, 'The POS user', () => this.pos.find(saved.id));
  }
}
