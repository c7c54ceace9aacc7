import { BadRequestException, Controller, Delete, Get, HttpCode, Post, Put, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import { IdNameListSchema, RoleMessages, RoleSaveSchema, RoleSchema, RoleSearchQuerySchema, type RoleSave } from '@intermission/contracts';
import { NotFoundError } from '@intermission/domain';
import { RequireClaim } from '../auth/access.decorator';
import { type CurrentUser, User } from '../auth/current-user';
import { ModelStateException } from '../common/http/api-errors';
import { sendList } from '../common/http/list-response';
import { savedRecord } from '../common/http/saved-record';
import { IdParam, ZodBody, ZodQuery } from '../common/http/zod-params.decorator';
import { EmptyResponse, ZodResponse } from '../common/http/zod-response.decorator';
import { RolesRepository } from './roles.repository';

// Paths are ours (the spec says "not shown"); listed in docs/api.md.
@ApiTags('roles')
@Controller('roles')
export class RolesController {
  constructor(private readonly roles: RolesRepository) {}

  @Get('_search')
  @RequireClaim('UserRoles', 'ReadOnly', ['Users', 'ReadOnly'])
  @ZodResponse(z.array(RoleSchema))
  async search(@ZodQuery(RoleSearchQuerySchema) q: z.infer<typeof RoleSearchQuerySchema>, @Res({ passthrough: true }) res: Response) {
    return sendList(res, await this.roles.search(q.q, { skip: q.skip, take: q.take }, q.ClaimIds));
  }

  @Get('claimTypes')
  @RequireClaim('UserRoles', 'ReadOnly')
  @ZodResponse(IdNameListSchema)
  claimTypes() {
    return this.roles.claimTypes();
  }

  @Get('claimValues')
  @RequireClaim('UserRoles', 'ReadOnly')
  @ZodResponse(IdNameListSchema)
  claimValues() {
    return this.roles.claimValues();
  }

  @Get(':id')
  @RequireClaim('UserRoles', 'ReadOnly')
  @ZodResponse(RoleSchema)
  async get(@IdParam() id: number) {
    const role = await this.roles.find(id);
    if (!role) throw new NotFoundError('The role');
    return role;
  }

  @Post()
  @RequireClaim('UserRoles', 'FullAccess')
  @ZodResponse(RoleSchema)
  create(@ZodBody(RoleSaveSchema) body: RoleSave, @User() user: CurrentUser) {
    return this.save({ ...body, Id: 0 }, user);
  }

  @Put()
  @RequireClaim('UserRoles', 'FullAccess')
  @ZodResponse(RoleSchema)
  update(@ZodBody(RoleSaveSchema) body: RoleSave, @User() user: CurrentUser) {
    if (body.Id <= 0) throw new ModelStateException({ Id: ['Id is required'] });
    return this.save(body, user);
  }

  @Delete(':id')
  @HttpCode(204)
  @RequireClaim('UserRoles', 'FullAccess')
  @EmptyResponse()
  async delete(@IdParam() id: number, @User() user: CurrentUser) {
    const outcome = await this.roles.delete(user.userId, id);
    if (outcome === 'missing') throw new NotFoundError('The role');
    if (outcome === 'in-use') throw new BadRequestException({ Message: RoleMessages.DeleteRefused });
  }

  private async save(body: RoleSave, user: CurrentUser) {
    const saved = await this.roles.save(user.userId, body);
    if (saved === 'name-taken') throw new ModelStateException({ Name: ['A role with this name exists'] });
    return savedRecord(saved.outcome, 'The role', () => this.roles.find(saved.id));
  }
}
