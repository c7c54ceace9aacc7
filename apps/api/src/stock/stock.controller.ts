import { Controller, Delete, ForbiddenException, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import {
  IdNameListSchema,
  InventoryLocationOptionSchema,
  MovementRecordedSchema,
  OrderRecordedSchema,
  PostReceivingSchema,
  ReceivedOrderListItemSchema,
  ReceivedOrderSchema,
  ReceivedOrderSearchSchema,
  type ReceivedOrderSearch,
  ReceivingPushSchema,
  type ReceivingPush,
  TransferSearchSchema,
  type TransferSearch,
  TransferTypes,
  MovementType,
  SetInventoryPushSchema,
  type SetInventoryPush,
  StockOnHandItemSchema,
  StockPushSchema,
  type StockPush,
  TransferDetailSchema,
  TransferListItemSchema,
  WastagePushSchema,
  type WastagePush,
} from '@intermission/contracts';
import { RequireClaim } from '../auth/access.decorator';
import { type CurrentUser, User } from '../auth/current-user';
import { NotFoundError } from '@intermission/domain';
import { IdParam, UuidParam, ZodBody } from '../common/http/zod-params.decorator';
import { sendList } from '../common/http/list-response';
import { ZodResponse } from '../common/http/zod-response.decorator';
import { type MovementKind, RecordMovementCommand } from './commands/record-movement.command';
import { RecordOrderCommand } from './commands/record-order.command';
import { StockRepository } from './stock.repository';

/** Stock movements pushed by the back office and the stations (document 3 §7 "Inventory and transfers"). */
@ApiTags('inventory')
@Controller()
export class StockController {
  constructor(
    private readonly commands: CommandBus,
    private readonly stock: StockRepository,
  ) {}

  private record(movement: MovementKind, actor: CurrentUser) {
    return this.commands.execute(new RecordMovementCommand(movement, actor));
  }

  @Post('inventoryEventPush/inventoryTransfer')
  @HttpCode(200)
  @RequireClaim('VenueManager', 'FullAccess')
  @ZodResponse(MovementRecordedSchema)
  transfer(@ZodBody(StockPushSchema) body: StockPush, @User() actor: CurrentUser) {
    return this.record({ kind: 'inventoryTransfer', body }, actor);
  }

  @Post('inventoryEventPush/patronsRoom')
  @HttpCode(200)
  @RequireClaim('VenueManager', 'FullAccess', ['PatronRoomManager', 'FullAccess'])
  @ZodResponse(MovementRecordedSchema)
  patronsRoom(@ZodBody(StockPushSchema) body: StockPush, @User() actor: CurrentUser) {
    return this.record({ kind: 'patronsRoom', body }, actor);
  }

  @Post('inventoryEventPush/billableTransfer')
  @HttpCode(200)
  @RequireClaim('VenueManager', 'FullAccess')
  @ZodResponse(MovementRecordedSchema)
  billable(@ZodBody(StockPushSchema) body: StockPush, @User() actor: CurrentUser) {
    return this.record({ kind: 'billableTransfer', body }, actor);
  }

  @Post('inventoryEventPush/cateringTransfer')
  @HttpCode(200)
  @RequireClaim('VenueManager', 'FullAccess')
  @ZodResponse(MovementRecordedSchema)
  catering(@ZodBody(StockPushSchema) body: StockPush, @User() actor: CurrentUser) {
    return this.record({ kind: 'cateringTransfer', body }, actor);
  }

  @Post('inventoryEventPush/initializingTransfer')
  @HttpCode(200)
  @RequireClaim('VenueManager', 'FullAccess')
  @ZodResponse(MovementRecordedSchema)
  initialize(@ZodBody(StockPushSchema) body: StockPush, @User() actor: CurrentUser) {
    return this.record({ kind: 'initializingTransfer', body }, actor);
  }

  @Post('inventoryEventPush/wastageGoods')
  @HttpCode(200)
  @RequireClaim('VenueManager', 'FullAccess')
  @ZodResponse(MovementRecordedSchema)
  wastage(@ZodBody(WastagePushSchema) body: WastagePush, @User() actor: CurrentUser) {
    return this.record({ kind: 'wastageGoods', body }, actor);
  }

  @Post('inventoryEventPush/gainlostTransfer')
  @HttpCode(200)
  @RequireClaim('VenueManager', 'FullAccess')
  @ZodResponse(MovementRecordedSchema)
  setInventory(@ZodBody(SetInventoryPushSchema) body: SetInventoryPush, @User() actor: CurrentUser) {
    return this.record({ kind: 'gainlostTransfer', body }, actor);
  }

  @Post('transfers/_search')
  @HttpCode(200)
  @RequireClaim('VenueManager', 'ReadOnly')
  @ZodResponse(z.array(TransferListItemSchema))
  async search(@ZodBody(TransferSearchSchema) body: TransferSearch, @User() actor: CurrentUser, @Res({ passthrough: true }) res: Response) {
    return sendList(res, await this.stock.transfers(actor, body));
  }

  @Get('transfers/types')
  @RequireClaim('VenueManager', 'ReadOnly')
  @ZodResponse(IdNameListSchema)
  types() {
    return TransferTypes;
  }

  /** One movement with its goods; the flag says whether the screen shows it as a wastage. */
  @Get('transfers/:id/isWastage/:flag')
  @RequireClaim('VenueManager', 'ReadOnly')
  @ZodResponse(TransferDetailSchema)
  async transferDetail(@UuidParam() id: string, @Param('flag') flag: string, @User() actor: CurrentUser) {
    const transfer = await this.stock.transfer(actor, id);
    if (!transfer || (flag === 'true') !== (transfer.TypeId === MovementType.Wastage)) throw new NotFoundError('The transfer');
    return transfer;
  }

  @Post('inventoryEventPush/receiving')
  @HttpCode(200)
  @RequireClaim('VenueManager', 'FullAccess')
  @ZodResponse(OrderRecordedSchema)
  receive(@ZodBody(ReceivingPushSchema) body: ReceivingPush, @User() actor: CurrentUser) {
    return this.commands.execute(new RecordOrderCommand({ kind: 'receive', body }, actor));
  }

  @Post('inventoryEventPush/post/receiving')
  @HttpCode(200)
  @RequireClaim('VenueManager', 'FullAccess')
  @ZodResponse(OrderRecordedSchema)
  postOrder(@ZodBody(PostReceivingSchema) body: z.infer<typeof PostReceivingSchema>, @User() actor: CurrentUser) {
    return this.commands.execute(new RecordOrderCommand({ kind: 'post', body }, actor));
  }

  @Delete('inventoryEventPush/receiving/posted/:id')
  @RequireClaim('CanDeletePostedOrders', 'FullAccess')
  @ZodResponse(OrderRecordedSchema)
  deletePosted(@UuidParam() id: string, @User() actor: CurrentUser) {
    return this.commands.execute(new RecordOrderCommand({ kind: 'deletePosted', body: { Id: id } }, actor));
  }

  @Delete('inventoryEventPush/receiving/:id')
  @RequireClaim('VenueManager', 'FullAccess')
  @ZodResponse(OrderRecordedSchema)
  deleteOrder(@UuidParam() id: string, @User() actor: CurrentUser) {
    return this.commands.execute(new RecordOrderCommand({ kind: 'delete', body: { Id: id } }, actor));
  }

  @Post('received-orders/_search')
  @HttpCode(200)
  @RequireClaim('VenueManager', 'ReadOnly')
  @ZodResponse(z.array(ReceivedOrderListItemSchema))
  async orders(@ZodBody(ReceivedOrderSearchSchema) body: ReceivedOrderSearch, @User() actor: CurrentUser, @Res({ passthrough: true }) res: Response) {
    return sendList(res, await this.stock.orders(actor, body));
  }

  @Get('received-orders/:id')
  @RequireClaim('VenueManager', 'ReadOnly')
  @ZodResponse(ReceivedOrderSchema)
  async order(@UuidParam() id: string, @User() actor: CurrentUser) {
    const order = await this.stock.order(id);
    if (!order || order.Deleted || !(await this.stock.canSee(actor, order.VenueInventoryLocationId))) throw new NotFoundError('The order');
    return order;
  }

  /** The locations the user may see (admins and auditors all; others theirs); a push checks the user may move stock there. */
  @Get('inventoryLocations/dropDown')
  @RequireClaim('VenueManager', 'ReadOnly')
  @ZodResponse(z.array(InventoryLocationOptionSchema))
  dropDown(@User() actor: CurrentUser) {
    return this.stock.visibleLocations(actor);
  }

  /** Tracked goods with the quantity on hand at a location (GET inventory/admin/inventory_{id}). */
  @Get('inventory/admin/inventory_:id')
  @RequireClaim('VenueManager', 'ReadOnly')
  @ZodResponse(z.array(StockOnHandItemSchema))
  async inventory(@IdParam() id: number, @User() actor: CurrentUser) {
    if (!(await this.stock.location(id))) throw new NotFoundError('The inventory location');
    if (!(await this.stock.canSee(actor, id))) throw new ForbiddenException({ Message: 'You cannot see stock at this location' });
    return this.stock.inventory(id);
  }
}
