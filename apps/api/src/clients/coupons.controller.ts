import { Controller, Delete, Get, Post, Put, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import {
  ClientAreaMessages,
  CouponListItemSchema,
  CouponSaveSchema,
  CouponSavedSchema,
  CouponSchema,
  CouponSearchSchema,
  MessageAnswerSchema,
  SearchQuerySchema,
  type CouponSave,
} from '@intermission/contracts';
import { NotFoundError } from '@intermission/domain';
import { RequireClaim } from '../auth/access.decorator';
import { type CurrentUser, User } from '../auth/current-user';
import { ModelStateException } from '../common/http/api-errors';
import { sendList } from '../common/http/list-response';
import { savedRecord } from '../common/http/saved-record';
import { IdParam, ZodBody, ZodQuery } from '../common/http/zod-params.decorator';
import { ZodResponse } from '../common/http/zod-response.decorator';
import { CouponsRepository } from './coupons.repository';
import { hierarchyParams, inBody, inPath, VenueScoped } from '../access/venue-scope.decorator';
import { VenueAccess } from '../access/venue-access.service';

/** Coupons of a venue (document 1 §7.3). A coupon worth $0 is a "Dynamic Voucher". */
@ApiTags('coupons')
@VenueScoped(...hierarchyParams)
@Controller('coupons')
export class CouponsController {
  constructor(
    private readonly coupons: CouponsRepository,
    private readonly access: VenueAccess,
  ) {}

  @Get('_search')
  @RequireClaim('Coupons', 'ReadOnly')
  @ZodResponse(z.array(CouponListItemSchema))
  async search(@ZodQuery(SearchQuerySchema) q: z.infer<typeof SearchQuerySchema>, @User() actor: CurrentUser, @Res({ passthrough: true }) res: Response) {
    const scope = await this.access.scope(actor, 'read');
    return sendList(res, await this.coupons.search(null, q.q, { skip: q.skip, take: q.take }, false, scope));
  }

  @Get(':venueId/_search')
  @RequireClaim('Coupons', 'ReadOnly')
  @ZodResponse(z.array(CouponListItemSchema))
  async ofVenue(
    @IdParam('venueId') venueId: number,
    @ZodQuery(CouponSearchSchema) q: z.infer<typeof CouponSearchSchema>,
    @Res({ passthrough: true }) res: Response,
  ) {
    return sendList(res, await this.coupons.search(venueId, q.q, { skip: q.skip, take: q.take }, q.includeArchived));
  }

  @Post()
  @VenueScoped(inBody('VenueId', 'venue'))
  @RequireClaim('Coupons', 'FullAccess')
  @ZodResponse(CouponSavedSchema)
  async create(@ZodBody(CouponSaveSchema) body: CouponSave, @User() actor: CurrentUser) {
    await this.mustBeValid(body);
    return { Message: ClientAreaMessages.CouponCreated, Coupon: await this.coupons.find(await this.coupons.create(actor.userId, body)) };
  }

  @Put(':id')
  @VenueScoped(inPath('id', 'coupon'), inBody('VenueId', 'venue'))
  @RequireClaim('Coupons', 'FullAccess')
  @ZodResponse(CouponSavedSchema)
  async update(@IdParam() id: number, @ZodBody(CouponSaveSchema) body: CouponSave, @User() actor: CurrentUser) {
    await this.mustBeValid(body);
    return {
      Message: ClientAreaMessages.CouponSaved,
      Coupon: await savedRecord(await this.coupons.update(actor.userId, id, body), 'The coupon', () => this.coupons.find(id)),
    };
  }

  @Get(':id')
  @VenueScoped(inPath('id', 'coupon'))
  @RequireClaim('Coupons', 'ReadOnly')
  @ZodResponse(CouponSchema)
  async get(@IdParam() id: number) {
    const coupon = await this.coupons.find(id);
    if (!coupon) throw new NotFoundError('The coupon');
    return coupon;
  }

  @Delete(':id')
  @VenueScoped(inPath('id', 'coupon'))
  @RequireClaim('Coupons', 'FullAccess')
  @ZodResponse(MessageAnswerSchema)
  async delete(@IdParam() id: number, @User() actor: CurrentUser) {
    const outcome = await this.coupons.delete(actor.userId, id);
    if (outcome === 'missing') throw new NotFoundError('The coupon');
    if (outcome === 'archived') return { Message: 'Coupon Archived: sales were paid with it, so it is kept for their history' };
    return { Message: 'Coupon Deleted' };
  }

  private async mustBeValid(body: CouponSave) {
    const invalid = await this.coupons.invalid(body);
    if (Object.keys(invalid).length) throw new ModelStateException(invalid);
  }
}
