import { Controller, Get, HttpCode, Post, Put, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { z } from 'zod';
import {
  VendorAddressSaveSchema,
  VendorGoodsSaveSchema,
  VendorMessages,
  VendorPhonesSaveSchema,
  VendorSaveSchema,
  VendorSearchSchema,
  type VendorSave,
} from '@intermission/contracts';
import { RequireClaim } from '../auth/access.decorator';
import { type CurrentUser, User } from '../auth/current-user';
import { ConcurrencyException, ModelStateException, NotFoundApiException } from '../common/http/api-errors';
import { sendList } from '../common/http/list-response';
import { IdParam, ZodBody } from '../common/http/zod-params.decorator';
import { type VendorOutcome, VendorsRepository } from './vendors.repository';

/** Vendors (spec document 3 §7 "Vendors"). Static paths come before `:id`. */
@ApiTags('vendors')
@Controller('vendors')
export class VendorsController {
  constructor(private readonly vendors: VendorsRepository) {}

  @Post('_search')
  @HttpCode(200)
  @RequireClaim('Vendors', 'ReadOnly')
  async search(@ZodBody(VendorSearchSchema) body: z.infer<typeof VendorSearchSchema>, @Res({ passthrough: true }) res: Response) {
    const { rows, total } = await this.vendors.search(body.Query, body.Skip, body.Take, body.IncludeArchived);
    return sendList(res, rows, total);
  }

  @Get('dropDown')
  @RequireClaim('Vendors', 'ReadOnly', ['VenueManager', 'ReadOnly'])
  dropDown() {
    return this.vendors.dropDown();
  }

  @Post('archive/:id')
  @HttpCode(200)
  @RequireClaim('Vendors', 'FullAccess')
  async archive(@IdParam() id: number, @User() actor: CurrentUser) {
    if (!(await this.vendors.archive(actor.userId, id))) throw new NotFoundApiException('The vendor');
    return { Message: VendorMessages.Archived, Vendor: await this.vendors.find(id) };
  }

  @Get(':id')
  @RequireClaim('Vendors', 'ReadOnly')
  async get(@IdParam() id: number) {
    const vendor = await this.vendors.find(id);
    if (!vendor) throw new NotFoundApiException('The vendor');
    return vendor;
  }

  @Post()
  @RequireClaim('Vendors', 'FullAccess')
  async create(@ZodBody(VendorSaveSchema) body: VendorSave, @User() actor: CurrentUser) {
    return this.vendors.find(await this.vendors.create(actor.userId, body));
  }

  @Put(':id')
  @RequireClaim('Vendors', 'FullAccess')
  async update(@IdParam() id: number, @ZodBody(VendorSaveSchema) body: VendorSave, @User() actor: CurrentUser) {
    return this.answer(id, await this.vendors.updateBasic(actor.userId, id, body));
  }

  @Put(':id/goods')
  @RequireClaim('Vendors', 'FullAccess')
  async goods(@IdParam() id: number, @ZodBody(VendorGoodsSaveSchema) body: z.infer<typeof VendorGoodsSaveSchema>, @User() actor: CurrentUser) {
    return this.answer(
      id,
      await this.vendors.setGoods(
        actor.userId,
        id,
        body.Version,
        body.VendorGoods.map((g) => g.goodId),
      ),
    );
  }

  @Put(':id/address')
  @RequireClaim('Vendors', 'FullAccess')
  async address(@IdParam() id: number, @ZodBody(VendorAddressSaveSchema) body: z.infer<typeof VendorAddressSaveSchema>, @User() actor: CurrentUser) {
    return this.answer(id, await this.vendors.setAddress(actor.userId, id, body.Version, body.Address));
  }

  @Put(':id/phones')
  @RequireClaim('Vendors', 'FullAccess')
  async phones(@IdParam() id: number, @ZodBody(VendorPhonesSaveSchema) body: z.infer<typeof VendorPhonesSaveSchema>, @User() actor: CurrentUser) {
    return this.answer(id, await this.vendors.setPhones(actor.userId, id, body.Version, body.VendorPhones));
  }

  /** The saved vendor (with its new Version); 409 with the current copy when the Version was stale. */
  private async answer(id: number, outcome: VendorOutcome) {
    if (outcome === 'missing') throw new NotFoundApiException('The vendor');
    if (typeof outcome === 'object') throw new ModelStateException(outcome.invalid);
    const vendor = await this.vendors.find(id);
    if (outcome === 'stale') throw new ConcurrencyException(vendor);
    return vendor;
  }
}
