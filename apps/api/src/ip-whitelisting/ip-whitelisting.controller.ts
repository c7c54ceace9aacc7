import { BadRequestException, Controller, Delete, Get, HttpCode, Post, Put, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { z } from 'zod';
import { IpMessages, IpRangeSaveSchema, IpRangeSchema, type IpRangeSave } from '@intermission/contracts';
import { NotFoundError } from '@intermission/domain';
import { RequireClaim } from '../auth/access.decorator';
import { clientAddress } from '../auth/client-address';
import { type CurrentUser, User } from '../auth/current-user';
import { ModelStateException } from '../common/http/api-errors';
import { savedRecord } from '../common/http/saved-record';
import { IdParam, ZodBody } from '../common/http/zod-params.decorator';
import { EmptyResponse, ZodResponse } from '../common/http/zod-response.decorator';
import { IpRangesRepository } from './ip-ranges.repository';

/** The sign-in whitelist (spec document 3 §7 "IP whitelist"); sign-in reads the table, so changes apply at once. */
@ApiTags('ip-whitelisting')
@Controller('ip-whitelisting')
export class IpWhitelistingController {
  constructor(private readonly ranges: IpRangesRepository) {}

  @Get()
  @RequireClaim('AppSettings', 'ReadOnly')
  @ZodResponse(z.array(IpRangeSchema))
  list() {
    return this.ranges.list();
  }

  @Post()
  @RequireClaim('AppSettings', 'FullAccess')
  @ZodResponse(IpRangeSchema)
  create(@ZodBody(IpRangeSaveSchema) body: IpRangeSave, @User() user: CurrentUser) {
    return this.save({ ...body, Id: 0 }, user);
  }

  @Put()
  @RequireClaim('AppSettings', 'FullAccess')
  @ZodResponse(IpRangeSchema)
  update(@ZodBody(IpRangeSaveSchema) body: IpRangeSave, @User() user: CurrentUser) {
    if (body.Id <= 0) throw new ModelStateException({ Id: ['Id is required'] });
    return this.save(body, user);
  }

  @Delete(':id')
  @HttpCode(204)
  @RequireClaim('AppSettings', 'FullAccess')
  @EmptyResponse()
  async delete(@IdParam() id: number, @User() user: CurrentUser, @Req() req: Request) {
    const outcome = await this.ranges.delete(user.userId, id, clientAddress(req));
    if (outcome === 'missing') throw new NotFoundError('The range');
    if (outcome === 'locks-out')
      throw new BadRequestException({ Message: IpMessages.CannotDelete, Reason: 'It is the last range that admits your own address.' });
  }

  private async save(body: IpRangeSave, user: CurrentUser) {
    const saved = await this.ranges.save(user.userId, body);
    return savedRecord(saved.outcome, 'The range', () => this.ranges.find(saved.id));
  }
}
