import { BadRequestException, Controller, Delete, Get, HttpCode, Post, Put, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { RoleMessages, RoleSaveSchema, RoleSearchQuerySchema, type RoleSave } from '@intermission/contracts';
import { RequireClaim } from '../auth/access.decorator';
import { type CurrentUser, User } from '../auth/current-user';
import { ConcurrencyException, ModelStateException, NotFoundApiException } from '../common/http/api-errors';
import { sendList } from '../common/http/list-response';
import { IdParam, ZodBody, ZodQuery } from '../common/http/zod-params.decorator';
import { RolesRepository } from './roles.repository';
import type { z } from 'zod';

// Paths are ours (the spec says "not shown"); listed in docs/api.md.
@ApiTags('roles')
@Controller('roles')
export class RolesController {
  constructor(private readonly roles: RolesRepository) {}

  @Get('_search')
  @RequireClaim('UserRoles', 'ReadOnly', ['Users', 'ReadOnly'])
  async search(@ZodQuery(RoleSearchQuerySchema) q: z.infer<typeof RoleSearchQuerySchema>, @Res({ passthrough: true }) res: Response) {
    const { rows, total } = await this.roles.search(q.q, q.skip, q.take, q.ClaimIds);
    return sendList(res, rows, total);
  }

  @Get('claimTypes')
  @RequireClaim('UserRoles', 'ReadOnly')
  claimTypes() {
    return this.roles.claimTypes();
  }

  @Get('claimValues')
  @RequireClaim('UserRoles', 'ReadOnly')
  claimValues() {
    return this.roles.claimValues();
  }

  @Get(':id')
  @RequireClaim('UserRoles', 'ReadOnly')
  async get(@IdParam() id: number) {
    const role = await this.roles.find(id);
    if (!role) throw new NotFoundApiException('The role');
    return role;
  }

  @Post()
  @RequireClaim('UserRoles', 'FullAccess')
  create(@ZodBody(RoleSaveSchema) body: RoleSave, @User() user: CurrentUser) {
    return this.save({ ...body, Id: 0 }, user);
  }

  @Put()
  @RequireClaim('UserRoles', 'FullAccess')
  update(@ZodBody(RoleSaveSchema) body: RoleSave, @User() user: CurrentUser) {
    if (body.Id <= 0) throw new ModelStateException({ Id: ['Id is required'] });
    return this.save(body, user);
  }

  @Delete(':id')
  @HttpCode(204)
  @RequireClaim('UserRoles', 'FullAccess')
  async delete(@IdParam() id: number, @User() user: CurrentUser) {
    const outcome = await this.roles.delete(user.userId, id);
    if (outcome === 'missing') throw new NotFoundApiException('The role');
    if (outcome === 'in-use') throw new BadRequestException({ Message: RoleMessages.DeleteRefused });
  }

  private async save(body: RoleSave, user: CurrentUser) {
    const outcome = await this.roles.save(user.userId, body);
    if (!outcome.ok) {
      if (outcome.reason === 'name-taken') throw new ModelStateException({ Name: ['A role with this name exists'] });
      if (outcome.reason === 'missing') throw new NotFoundApiException('The role');
      throw new ConcurrencyException(await this.roles.find(body.Id));
    }
    return this.roles.find(outcome.id);
  }
}
