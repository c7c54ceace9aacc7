import { Controller, Delete, Get, Post, Put, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { z } from 'zod';
import { ClientAreaMessages, CouponSaveSchema, CouponSearchSchema, SearchQuerySchema, type CouponSave } from '@intermission/contracts';
import { RequireClaim } from '../auth/access.decorator';
import { type CurrentUser, User } from '../auth/current-user';
import { ConcurrencyException, ModelStateException, NotFoundApiException } from '../common/http/api-errors';
import { sendList } from '../common/http/list-response';
import { IdParam, ZodBody, ZodQuery } from '../common/http/zod-params.decorator';
import { CouponsRepository } from './coupons.repository';

/** Coupons of a venue (document 1 §7.3). A coupon worth $0 is a "Dynamic Voucher". */
@ApiTags('coupons')
@Controller('coupons')
export class CouponsController {
  constructor(private readonly coupons: CouponsRepository) {}

  @Get('_search')
  @RequireClaim('Coupons', 'ReadOnly')
  async search(@ZodQuery(SearchQuerySchema) q: z.infer<typeof SearchQuerySchema>, @Res({ passthrough: true }) res: Response) {
    const { rows, total } = await this.coupons.search(null, q.q, q.skip, q.take, false);
    return sendList(res, rows, total);
  }

  @Get(':venueId/_search')
  @RequireClaim('Coupons', 'ReadOnly')
  async ofVenue(
    @IdParam('venueId') venueId: number,
    @ZodQuery(CouponSearchSchema) q: z.infer<typeof CouponSearchSchema>,
    @Res({ passthrough: true }) res: Response,
  ) {
    const { rows, total } = await this.coupons.search(venueId, q.q, q.skip, q.take, q.includeArchived);
    return sendList(res, rows, total);
  }

  @Post()
  @RequireClaim('Coupons', 'FullAccess')
  async create(@ZodBody(CouponSaveSchema) body: CouponSave, @User() actor: CurrentUser) {
    return { Message: ClientAreaMessages.CouponCreated, Coupon: await this.save({ ...body, Id: 0 }, actor) };
  }

  @Put(':id')
  @RequireClaim('Coupons', 'FullAccess')
  async update(@IdParam() id: number, @ZodBody(CouponSaveSchema) body: CouponSave, @User() actor: CurrentUser) {
    return { Message: ClientAreaMessages.CouponSaved, Coupon: await this.save({ ...body, Id: id }, actor) };
  }

  @Get(':id')
  @RequireClaim('Coupons', 'ReadOnly')
  async get(@IdParam() id: number) {
    const coupon = await this.coupons.find(id);
    if (!coupon) throw new NotFoundApiException('The coupon');
    return coupon;
  }

  @Delete(':id')
  @RequireClaim('Coupons', 'FullAccess')
  async delete(@IdParam() id: number, @User() actor: CurrentUser) {
    if (!(await this.coupons.delete(actor.userId, id))) throw new NotFoundApiException('The coupon');
    return { Message: 'Coupon Deleted' };
  }

  private async save(body: CouponSave, actor: CurrentUser) {
    const invalid = await this.coupons.invalid(body);
    if (Object.keys(invalid).length) throw new ModelStateException(invalid);
    const outcome = await this.coupons.save(actor.userId, body);
    if (outcome === 'missing') throw new NotFoundApiException('The coupon');
    if (outcome === 'stale') throw new ConcurrencyException(await this.coupons.find(body.Id));
    return this.coupons.find(outcome as number);
  }
}
