import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import {
  IdNameListSchema,
  IdText,
  type ManualSale,
  ManualSaleBodySchema,
  PaymentMethods,
  SaleAnswerSchema,
  SaleCheckAnswerSchema,
  SaleCouponSchema,
  SaleMenuSchema,
  SalePosUserSchema,
  SaleTypes,
  SimpleTheatreSchema,
} from '@intermission/contracts';
import { NotFoundError } from '@intermission/domain';
import { RequireClaim } from '../auth/access.decorator';
import { type CurrentUser, User } from '../auth/current-user';
import { BoolParam, IdParam, ZodBody, ZodQuery } from '../common/http/zod-params.decorator';
import { ZodResponse } from '../common/http/zod-response.decorator';
import { ManualSaleCheck } from './manual/manual-sale-check.service';
import { RecordManualSaleCommand } from './manual/record-manual-sale.command';
import { SalesLookupsRepository } from './sales-lookups.repository';
import { withSaleNames } from './sale-answer-names';

const SimpleTheatresQuerySchema = z.object({ venueId: IdText.optional() });

/** The sale entry (document 2 §2 "Sales entry", §7; docs/sales.md): the manual post, its duplicate check and its lookups. */
@ApiTags('sales')
@Controller()
export class SalesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly check: ManualSaleCheck,
    private readonly lookups: SalesLookupsRepository,
  ) {}

  /** A manual sale; the path's flags: take the goods out of stock, date it at the post-show start, post despite a duplicate or negative sale. */
  @Post('admin/sale/:reduceInventory/postShowStart/:postShowStart/:forced')
  @HttpCode(200)
  @RequireClaim('VenueManager', 'FullAccess')
  @ZodResponse(SaleAnswerSchema)
  post(
    @BoolParam('reduceInventory') reduceInventory: boolean,
    @BoolParam('postShowStart') postShowStart: boolean,
    @BoolParam('forced') forced: boolean,
    @ZodBody(ManualSaleBodySchema) body: ManualSale,
    @User() actor: CurrentUser,
  ) {
    return this.commands.execute(new RecordManualSaleCommand(body, { reduceInventory, postShowStart, forced }, actor)).then(withSaleNames);
  }

  @Post('sales/checkForDuplicateOrNegativeSales')
  @HttpCode(200)
  @RequireClaim('VenueManager', 'ReadOnly')
  @ZodResponse(SaleCheckAnswerSchema)
  checkForDuplicateOrNegativeSales(@ZodBody(ManualSaleBodySchema) body: ManualSale, @User() actor: CurrentUser) {
    return this.check.check(body, actor);
  }

  @Get('sales/paymentMethods')
  @RequireClaim('VenueManager', 'ReadOnly')
  @ZodResponse(IdNameListSchema)
  paymentMethods() {
    return PaymentMethods;
  }

  @Get('sales/saleTypes')
  @RequireClaim('VenueManager', 'ReadOnly')
  @ZodResponse(IdNameListSchema)
  saleTypes() {
    return SaleTypes;
  }

  /** (sic, §7) The theatres of the venues the user sees, with their venue; ?venueId narrows to one venue. */
  @Get('sales/simpleTheathers')
  @RequireClaim('VenueManager', 'ReadOnly')
  @ZodResponse(z.array(SimpleTheatreSchema))
  simpleTheathers(@ZodQuery(SimpleTheatresQuerySchema) q: z.infer<typeof SimpleTheatresQuerySchema>, @User() actor: CurrentUser) {
    return this.lookups.simpleTheatres(actor, q.venueId);
  }

  /** The sale's POS user choices: the active POS users of the venues the user may sell at. */
  @Get('sales/posUsers')
  @RequireClaim('VenueManager', 'ReadOnly')
  @ZodResponse(z.array(SalePosUserSchema))
  posUsers(@User() actor: CurrentUser) {
    return this.lookups.posUsers(actor);
  }

  /** The kits a line may take at a sales location and their menu prices (MenuId null: 'No Menu has been set for this saleslocation'). */
  @Get('sales/salesLocations/:id/menu')
  @RequireClaim('VenueManager', 'ReadOnly')
  @ZodResponse(SaleMenuSchema)
  async menu(@IdParam() id: number, @User() actor: CurrentUser) {
    const menu = await this.lookups.menu(actor, id);
    if (!menu) throw new NotFoundError('The sales location');
    return menu;
  }

  /** The vouchers of a venue (§7 "coupons search by venue"). */
  @Get('sales/coupons/:id')
  @RequireClaim('VenueManager', 'ReadOnly')
  @ZodResponse(z.array(SaleCouponSchema))
  async coupons(@IdParam() venueId: number, @User() actor: CurrentUser) {
    const coupons = await this.lookups.coupons(actor, venueId);
    if (!coupons) throw new NotFoundError('The venue');
    return coupons;
  }
}
