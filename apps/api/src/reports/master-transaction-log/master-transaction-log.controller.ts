import { Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import {
  ListCountCappedHeader,
  MasterTransactionLogDetailSchema,
  MasterTransactionLogRowSchema,
  type MasterTransactionLogSearch,
  MasterTransactionLogSearchSchema,
} from '@intermission/contracts';
import { NotFoundError } from '@intermission/domain';
import { RequireClaim } from '../../auth/access.decorator';
import { type CurrentUser, User } from '../../auth/current-user';
import { sendList } from '../../common/http/list-response';
import { UuidParam, ZodBody } from '../../common/http/zod-params.decorator';
import { ZodResponse } from '../../common/http/zod-response.decorator';
import { MasterTransactionLogRepository } from './master-transaction-log.repository';

/** The master transaction log (document 2 §2, §7, §9; docs/reports.md "Master transaction log"). */
@ApiTags('reports')
@Controller('sales/masterTransactionLog')
export class MasterTransactionLogController {
  constructor(private readonly log: MasterTransactionLogRepository) {}

  /** Every sale and refund of the visible venues, newest first, 12 a page; X-List-Count the total up to a cap (X-List-Count-Capped past it). */
  @Post('_search')
  @HttpCode(200)
  @RequireClaim('VenueManager', 'ReadOnly')
  @ZodResponse(z.array(MasterTransactionLogRowSchema))
  async search(
    @ZodBody(MasterTransactionLogSearchSchema) body: MasterTransactionLogSearch,
    @User() actor: CurrentUser,
    @Res({ passthrough: true }) res: Response,
  ) {
    const page = await this.log.search(actor, body);
    if (page.capped) res.setHeader(ListCountCappedHeader, 'true');
    return sendList(res, page);
  }

  /** One sale by its SaleId (the get by id of §7, "path not shown": ours); 404 unknown or at a venue the user does not see. */
  @Get(':id')
  @RequireClaim('VenueManager', 'ReadOnly')
  @ZodResponse(MasterTransactionLogDetailSchema)
  async detail(@UuidParam() id: string, @User() actor: CurrentUser) {
    const sale = await this.log.detail(actor, id);
    if (!sale) throw new NotFoundError('The sale');
    return sale;
  }
}
