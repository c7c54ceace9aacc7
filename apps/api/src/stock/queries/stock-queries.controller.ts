import { Controller, ForbiddenException, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import {
  GoodParValueSchema,
  InventoryLocationOptionSchema,
  InvSummaryGoodSchema,
  IsVenueFlagSchema,
  StockOnHandItemSchema,
  type TransferDestination,
  TransferDestinations,
  type VenueInventoryAsOf,
  VenueInventoryAsOfSchema,
  VenueInventorySchema,
  dayRange,
} from '@intermission/contracts';
import { NotFoundError } from '@intermission/domain';
import { RequireClaim } from '../../auth/access.decorator';
import { type CurrentUser, User } from '../../auth/current-user';
import { ModelStateException } from '../../common/http/api-errors';
import { IdParam, ZodBody } from '../../common/http/zod-params.decorator';
import { ZodResponse } from '../../common/http/zod-response.decorator';
import { StockRepository } from '../stock.repository';
import { StockQueriesRepository } from './stock-queries.repository';

const cannotSee = () => new ForbiddenException({ Message: 'You cannot see stock at this location' });

/** The read-only inventory calls (document 3 §7 "Inventory and transfers", "Goods"); the visibility rule is document 3 §6. */
@ApiTags('inventory')
@Controller()
export class StockQueriesController {
  constructor(
    private readonly stock: StockRepository,
    private readonly queries: StockQueriesRepository,
  ) {}

  /** A location the user may read, as the entry screens ask (the rule of GET inventory/admin/inventory_{id}); pushes check they may move stock there. */
  private async usable(actor: CurrentUser, id: number) {
    const location = await this.stock.location(id);
    if (!location) throw new NotFoundError('The inventory location');
    if (!(await this.stock.canSee(actor, id))) throw cannotSee();
    return location;
  }

  /** A location the user may report on: the same rule, archived locations included (their history stays readable). */
  private async reportable(actor: CurrentUser, id: number) {
    const location = await this.stock.location(id);
    if (!location) throw new NotFoundError('The inventory location');
    const visible = await this.stock.visibleLocations(actor, { includeArchived: true });
    if (!visible.some((l) => l.Id === id)) throw cannotSee();
    return location;
  }

  /** A venue the user may report on: one with at least one location they may see. */
  private async reportableVenue(actor: CurrentUser, id: number) {
    const venue = await this.queries.venue(id);
    if (!venue) throw new NotFoundError('The venue');
    const visible = await this.stock.visibleLocations(actor, { includeArchived: true });
    if (!visible.some((l) => l.VenueId === id)) throw new ForbiddenException({ Message: 'You cannot see stock at this venue' });
    return venue;
  }

  /** Every non-archived location of every venue: the destinations of a transfer. */
  @Get('inventoryLocations/all/dropDown')
  @RequireClaim('VenueManager', 'ReadOnly')
  @ZodResponse(z.array(InventoryLocationOptionSchema))
  allLocations() {
    return this.queries.allLocations();
  }

  /** The patrons rooms the user may see. */
  @Get('inventoryLocations/patronsRoom/dropDown')
  @RequireClaim('VenueManager', 'ReadOnly')
  @ZodResponse(z.array(InventoryLocationOptionSchema))
  async patronsRoomDropDown(@User() actor: CurrentUser) {
    return (await this.stock.visibleLocations(actor)).filter((l) => l.Kind === 'patrons_room');
  }

  /** Every non-archived patrons room (the patrons room revenue screens pick from these). */
  @Get('inventoryLocations/_patronsRooms')
  @RequireClaim('PatronRoomManager', 'ReadOnly', ['VenueManager', 'ReadOnly'])
  @ZodResponse(z.array(InventoryLocationOptionSchema))
  patronsRooms() {
    return this.queries.allLocations('patrons_room');
  }

  private async destination(actor: CurrentUser, fromId: number, kind: TransferDestination) {
    const from = await this.usable(actor, fromId);
    const to = await this.queries.destination(from.VenueId, TransferDestinations[kind]);
    if (!to || to.Id === from.Id) throw new NotFoundError('The destination');
    return to;
  }

  @Get('inventoryLocations/:id/patronsRoom')
  @RequireClaim('VenueManager', 'ReadOnly')
  @ZodResponse(InventoryLocationOptionSchema)
  patronsRoomOf(@IdParam() id: number, @User() actor: CurrentUser) {
    return this.destination(actor, id, 'patronsRoom');
  }

  @Get('inventoryLocations/:id/billableTransfer')
  @RequireClaim('VenueManager', 'ReadOnly')
  @ZodResponse(InventoryLocationOptionSchema)
  billableOf(@IdParam() id: number, @User() actor: CurrentUser) {
    return this.destination(actor, id, 'billableTransfer');
  }

  @Get('inventoryLocations/:id/cateringTransfer')
  @RequireClaim('VenueManager', 'ReadOnly')
  @ZodResponse(InventoryLocationOptionSchema)
  cateringOf(@IdParam() id: number, @User() actor: CurrentUser) {
    return this.destination(actor, id, 'cateringTransfer');
  }

  /** A sales location's par values with what is on hand and what is missing; other kinds of location have none. */
  @Get('inventoryLocations/:id/goodsParValues')
  @RequireClaim('VenueManager', 'ReadOnly')
  @ZodResponse(z.array(GoodParValueSchema))
  async parValues(@IdParam() id: number, @User() actor: CurrentUser) {
    const location = await this.usable(actor, id);
    if (location.Kind !== 'sales_location' || location.SalesLocationId === null) return [];
    return this.queries.parValues(id, location.SalesLocationId);
  }

  /** The goods of a wastage screen: as GET inventory/admin/inventory_{id}, only those that can be wasted. */
  @Get('inventory/admin/waste/inventory_:id')
  @RequireClaim('VenueManager', 'ReadOnly')
  @ZodResponse(z.array(StockOnHandItemSchema))
  async wasteInventory(@IdParam() id: number, @User() actor: CurrentUser) {
    await this.usable(actor, id);
    return this.queries.wastableInventory(id);
  }

  /** The goods counted when setting inventory: every tracked active good with what is on hand. */
  @Get('inventory/admin/set/inventory_:id')
  @RequireClaim('VenueManager', 'ReadOnly')
  @ZodResponse(z.array(StockOnHandItemSchema))
  async setInventory(@IdParam() id: number, @User() actor: CurrentUser) {
    await this.usable(actor, id);
    return this.stock.inventory(id);
  }

  /** Per good, what is on hand now over all the venue's locations, and per location. */
  @Get('inventory/venue/:id')
  @RequireClaim('VenueManager', 'ReadOnly')
  @ZodResponse(VenueInventorySchema)
  async venueInventory(@IdParam() id: number, @User() actor: CurrentUser) {
    return this.queries.venueInventory(await this.reportableVenue(actor, id), null);
  }

  /** The same figures as of the end of AsOfDate (document 3 §9: up to the next day's start, exclusive; the venue's day). */
  @Post('inventory/venue/:id')
  @HttpCode(200)
  @RequireClaim('VenueManager', 'ReadOnly')
  @ZodResponse(VenueInventorySchema)
  async venueInventoryAsOf(@IdParam() id: number, @ZodBody(VenueInventoryAsOfSchema) body: VenueInventoryAsOf, @User() actor: CurrentUser) {
    if (body.VenueId !== id) throw new ModelStateException({ VenueId: ['VenueId must be the venue of the address'] });
    const venue = await this.reportableVenue(actor, id);
    const before = dayRange(body.AsOfDate, body.AsOfDate, await this.stock.timeZone(venue.Id)).to;
    return this.queries.venueInventory(venue, { date: body.AsOfDate, before });
  }

  /** Goods that moved at any location of the venue (or are on hand there), for the summary report. */
  @Get('goods/invSummaryGoods/venue/:id')
  @RequireClaim('VenueManager', 'ReadOnly')
  @ZodResponse(z.array(InvSummaryGoodSchema))
  async summaryGoodsOfVenue(@IdParam() id: number, @User() actor: CurrentUser) {
    await this.reportableVenue(actor, id);
    return this.queries.summaryGoods((await this.queries.venueLocations(id)).map((l) => l.Id));
  }

  /** The same for a venue ({flag} true: {id} is a venue) or for one inventory location ({flag} false). */
  @Get('goods/invSummaryGoods/location/:id/isVenue/:flag')
  @RequireClaim('VenueManager', 'ReadOnly')
  @ZodResponse(z.array(InvSummaryGoodSchema))
  async summaryGoods(@IdParam() id: number, @Param('flag') flag: string, @User() actor: CurrentUser) {
    const isVenue = IsVenueFlagSchema.safeParse(flag);
    if (!isVenue.success) throw ModelStateException.fromZod(isVenue.error, 'flag');
    if (isVenue.data) return this.summaryGoodsOfVenue(id, actor);
    await this.reportable(actor, id);
    return this.queries.summaryGoods([id]);
  }
}
