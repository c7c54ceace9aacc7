import { BadRequestException, Controller, Delete, Get, HttpCode, Post, Put, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { IpMessages, IpRangeSaveSchema, type IpRangeSave } from '@intermission/contracts';
import { RequireClaim } from '../auth/access.decorator';
import { clientAddress } from '../auth/client-address';
import { type CurrentUser, User } from '../auth/current-user';
import { ConcurrencyException, ModelStateException, NotFoundApiException } from '../common/http/api-errors';
import { IdParam, ZodBody } from '../common/http/zod-params.decorator';
import { IpRangesRepository } from './ip-ranges.repository';

/** The sign-in whitelist (spec document 3 §7 "IP whitelist"); sign-in reads the table, so changes apply at once. */
@ApiTags('ip-whitelisting')
@Controller('ip-whitelisting')
export class IpWhitelistingController {
  constructor(private readonly ranges: IpRangesRepository) {}

  @Get()
  @RequireClaim('AppSettings', 'ReadOnly')
  list() {
    return this.ranges.list();
  }

  @Post()
  @RequireClaim('AppSettings', 'FullAccess')
  create(@ZodBody(IpRangeSaveSchema) body: IpRangeSave, @User() user: CurrentUser) {
    return this.save({ ...body, Id: 0 }, user);
  }

  @Put()
  @RequireClaim('AppSettings', 'FullAccess')
  update(@ZodBody(IpRangeSaveSchema) body: IpRangeSave, @User() user: CurrentUser) {
    if (body.Id <= 0) throw new ModelStateException({ Id: ['Id is required'] });
    return this.save(body, user);
  }

  @Delete(':id')
  @HttpCode(204)
  @RequireClaim('AppSettings', 'FullAccess')
  async delete(@IdParam() id: number, @User() user: CurrentUser, @Req() req: Request) {
    const outcome = await this.ranges.delete(user.userId, id, clientAddress(req));
    if (outcome === 'missing') throw new NotFoundApiException('The range');
    if (outcome === 'locks-out')
      throw new BadRequestException({ Message: IpMessages.CannotDelete, Reason: 'It is the last range that admits your own address.' });
  }

  private async save(body: IpRangeSave, user: CurrentUser) {
    const outcome = await this.ranges.save(user.userId, body);
    if (!outcome.ok) {
      if (outcome.reason === 'missing') throw new NotFoundApiException('The range');
      throw new ConcurrencyException(await this.ranges.find(body.Id));
    }
    return this.ranges.find(outcome.id);
  }
}
