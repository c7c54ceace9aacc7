import { Controller, Get, HttpCode, Post, Put, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import {
  IdNameListSchema,
  VendorAddressSaveSchema,
  VendorArchivedSchema,
  VendorListItemSchema,
  VendorGoodsSaveSchema,
  VendorMessages,
  VendorPhonesSaveSchema,
  VendorSaveSchema,
  VendorSchema,
  VendorSearchSchema,
  type VendorSave,
} from '@intermission/contracts';
import { RequireClaim } from '../auth/access.decorator';
import { type CurrentUser, User } from '../auth/current-user';
import { NotFoundError } from '@intermission/domain';
import { sendList } from '../common/http/list-response';
import { savedRecord } from '../common/http/saved-record';
import { IdParam, ZodBody } from '../common/http/zod-params.decorator';
import { ZodResponse } from '../common/http/zod-response.decorator';
import { VendorsRepository } from './vendors.repository';

/** Vendors (spec document 3 §7 "Vendors"). Static paths come before `:id`. */
@ApiTags('vendors')
@Controller('vendors')
export class VendorsController {
  constructor(private readonly vendors: VendorsRepository) {}

  @Post('_search')
  @HttpCode(200)
  @RequireClaim('Vendors', 'ReadOnly')
  @ZodResponse(z.array(VendorListItemSchema))
  async search(@ZodBody(VendorSearchSchema) body: z.infer<typeof VendorSearchSchema>, @Res({ passthrough: true }) res: Response) {
    return sendList(res, await this.vendors.search(body.Query, { skip: body.Skip, take: body.Take }, body.IncludeArchived));
  }

  @Get('dropDown')
  @RequireClaim('Vendors', 'ReadOnly', ['VenueManager', 'ReadOnly'])
  @ZodResponse(IdNameListSchema)
  dropDown() {
    return this.vendors.dropDown();
  }

  @Post('archive/:id')
  @HttpCode(200)
  @RequireClaim('Vendors', 'FullAccess')
  @ZodResponse(VendorArchivedSchema)
  async archive(@IdParam() id: number, @User() actor: CurrentUser) {
    const vendor = await savedRecord(await this.vendors.archive(actor.userId, id), 'The vendor', () => this.vendors.find(id));
    return { Message: VendorMessages.Archived, Vendor: vendor };
  }

  @Get(':id')
  @RequireClaim('Vendors', 'ReadOnly')
  @ZodResponse(VendorSchema)
  async get(@IdParam() id: number) {
    const vendor = await this.vendors.find(id);
    if (!vendor) throw new NotFoundError('The vendor');
    return vendor;
  }

  @Post()
  @RequireClaim('Vendors', 'FullAccess')
  @ZodResponse(VendorSchema)
  async create(@ZodBody(VendorSaveSchema) body: VendorSave, @User() actor: CurrentUser) {
    return this.vendors.find(await this.vendors.create(actor.userId, body));
  }

  @Put(':id')
  @RequireClaim('Vendors', 'FullAccess')
  @ZodResponse(VendorSchema)
  async update(@IdParam() id: number, @ZodBody(VendorSaveSchema) body: VendorSave, @User() actor: CurrentUser) {
    return savedRecord(await this.vendors.updateBasic(actor.userId, id, body), 'The vendor', () => this.vendors.find(id));
  }

  @Put(':id/goods')
  @RequireClaim('Vendors', 'FullAccess')
  @ZodResponse(VendorSchema)
  async goods(@IdParam() id: number, @ZodBody(VendorGoodsSaveSchema) body: z.infer<typeof VendorGoodsSaveSchema>, @User() actor: CurrentUser) {
    return savedRecord(
      await this.vendors.setGoods(
        actor.userId,
        id,
        body.Version,
        body.VendorGoods.map((g) => g.goodId),
      ),
      'The vendor',
      () => this.vendors.find(id),
    );
  }

  @Put(':id/address')
  @RequireClaim('Vendors', 'FullAccess')
  @ZodResponse(VendorSchema)
  async address(@IdParam() id: number, @ZodBody(VendorAddressSaveSchema) body: z.infer<typeof VendorAddressSaveSchema>, @User() actor: CurrentUser) {
    return savedRecord(await this.vendors.setAddress(actor.userId, id, body.Version, body.Address), 'The vendor', () => this.vendors.find(id));
  }

  @Put(':id/phones')
  @RequireClaim('Vendors', 'FullAccess')
  @ZodResponse(VendorSchema)
  async phones(@IdParam() id: number, @ZodBody(VendorPhonesSaveSchema) body: z.infer<typeof VendorPhonesSaveSchema>, @User() actor: CurrentUser) {
    return savedRecord(await this.vendors.setPhones(actor.userId, id, body.Version, body.VendorPhones), 'The vendor', () => this.vendors.find(id));
  }
}
