import { Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type ZodType, z } from 'zod';
import { ConcurrencyError } from '@intermission/domain';
import {
  type PatronsRoomMonthQuery,
  PatronsRoomMonthQuerySchema,
  PatronsRoomMessages,
  type PatronsRoomRevenueCreate,
  PatronsRoomRevenueCreateSchema,
  PatronsRoomRevenueSavedSchema,
  PatronsRoomRevenueSchema,
  type PatronsRoomRevenueUpdate,
  PatronsRoomRevenueUpdateSchema,
  PatronsRoomYearQuerySchema,
} from '@intermission/contracts';
import { RequireClaim } from '../../auth/access.decorator';
import { type CurrentUser, User } from '../../auth/current-user';
import { ModelStateException } from '../../common/http/api-errors';
import { savedRecord } from '../../common/http/saved-record';
import { ZodBody } from '../../common/http/zod-params.decorator';
import { ZodResponse } from '../../common/http/zod-response.decorator';
import { PatronsRoomRepository } from './patrons-room.repository';
import { inBody, inPath, VenueScoped } from '../../access/venue-scope.decorator';

/** Route parameters checked by a contracts schema (400 ModelState, keyed by the body's field names). */
function parseParams<S extends ZodType>(schema: S, value: Record<string, string>): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw ModelStateException.fromZod(result.error);
  return result.data;
}

/** Patrons room revenue per month (document 3 §7 "Patrons room"; the CSV report comes with the report page). */
@ApiTags('patrons-room')
@Controller('patronsRoom')
export class PatronsRoomController {
  constructor(private readonly rooms: PatronsRoomRepository) {}

  /** 400 on `field` unless the id is an inventory location of kind patrons_room. */
  private async patronsRoom(id: number, field: string, message?: string) {
    const kind = await this.rooms.locationKind(id);
    if (kind !== 'patrons_room')
      throw new ModelStateException({ [field]: [kind ? 'This inventory location is not a patrons room' : 'There is no such inventory location'] }, message);
  }

  /** The twelve months of a year, January to December, with what was entered. */
  @Get('byYear/:invLocId/:year')
  @VenueScoped(inPath('invLocId', 'inventoryLocation'))
  @RequireClaim('PatronRoomManager', 'ReadOnly')
  @ZodResponse(z.array(PatronsRoomRevenueSchema))
  async byYear(@Param('invLocId') invLocId: string, @Param('year') year: string) {
    const q = parseParams(PatronsRoomYearQuerySchema, { InvLocId: invLocId, Year: year });
    await this.patronsRoom(q.InvLocId, 'InvLocId');
    return this.rooms.year(q.InvLocId, q.Year);
  }

  @Post()
  @VenueScoped(inBody('InvLocId', 'inventoryLocation'))
  @HttpCode(200)
  @RequireClaim('PatronRoomManager', 'ReadOnly')
  @ZodResponse(PatronsRoomRevenueSchema)
  month(@ZodBody(PatronsRoomMonthQuerySchema) body: PatronsRoomMonthQuery) {
    return this.oneMonth(body);
  }

  @Get('revenue/:invLocId/:year/:month')
  @VenueScoped(inPath('invLocId', 'inventoryLocation'))
  @RequireClaim('PatronRoomManager', 'ReadOnly')
  @ZodResponse(PatronsRoomRevenueSchema)
  revenue(@Param('invLocId') invLocId: string, @Param('year') year: string, @Param('month') month: string) {
    return this.oneMonth(parseParams(PatronsRoomMonthQuerySchema, { InvLocId: invLocId, Year: year, Month: month }));
  }

  private async oneMonth(q: PatronsRoomMonthQuery) {
    await this.patronsRoom(q.InvLocId, 'InvLocId');
    return this.rooms.month(q.InvLocId, q.Year, q.Month);
  }

  /** Enters a month not entered yet; 409 with the current copy when it was (change it with PUT). */
  @Post('_revenue')
  @VenueScoped(inBody('InventoryLocationId', 'inventoryLocation'))
  @RequireClaim('PatronRoomManager', 'FullAccess')
  @ZodResponse(PatronsRoomRevenueSavedSchema)
  async create(@ZodBody(PatronsRoomRevenueCreateSchema) body: PatronsRoomRevenueCreate, @User() actor: CurrentUser) {
    await this.patronsRoom(body.InventoryLocationId, 'InventoryLocationId', PatronsRoomMessages.RevenueUpdateFailed);
    if ((await this.rooms.create(actor.userId, body)) === 'exists') throw new ConcurrencyError(await this.current(body));
    return { Message: PatronsRoomMessages.RevenueUpdated, Revenue: await this.current(body) };
  }

  /** Changes an entered month on its Version; 409 with the current copy when someone saved first. */
  @Put('_revenue')
  @VenueScoped(inBody('InventoryLocationId', 'inventoryLocation'))
  @RequireClaim('PatronRoomManager', 'FullAccess')
  @ZodResponse(PatronsRoomRevenueSavedSchema)
  async update(@ZodBody(PatronsRoomRevenueUpdateSchema) body: PatronsRoomRevenueUpdate, @User() actor: CurrentUser) {
    await this.patronsRoom(body.InventoryLocationId, 'InventoryLocationId', PatronsRoomMessages.RevenueUpdateFailed);
    const saved = await savedRecord(await this.rooms.update(actor.userId, body), 'The revenue of this month', () => this.current(body));
    return { Message: PatronsRoomMessages.RevenueUpdated, Revenue: saved };
  }

  /**
   * The month as it is now, already in its wire shape: a 409 carries it as Current, and the answer
   * schema of these routes wraps it (so the exception filter cannot shape it on its own).
   */
  private async current(body: PatronsRoomRevenueCreate) {
    return PatronsRoomRevenueSchema.parse(await this.rooms.month(body.InventoryLocationId, body.Year, body.Month));
  }
}
