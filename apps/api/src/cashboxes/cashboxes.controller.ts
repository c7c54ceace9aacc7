import { Controller, Get, HttpCode, Post, Put, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import {
  type CashboxCountPush,
  CashboxCountPushSchema,
  CashboxCountRecordedSchema,
  CashboxLogSchema,
  CashboxManageAnswerSchema,
  type CashboxManageSearch,
  CashboxManageSearchSchema,
  CashboxSavedSchema,
  CashboxSchema,
  type CashboxSearch,
  CashboxSearchSchema,
  type CashboxTimestamp,
  CashboxTimestampSchema,
  type CashboxUpdate,
  CashboxUpdateSchema,
} from '@intermission/contracts';
import { NotFoundError } from '@intermission/domain';
import { RequireClaim } from '../auth/access.decorator';
import { type CurrentUser, User } from '../auth/current-user';
import { sendList } from '../common/http/list-response';
import { IdParam, ZodBody } from '../common/http/zod-params.decorator';
import { ZodResponse } from '../common/http/zod-response.decorator';
import { CashboxesRepository } from './cashboxes.repository';
import { RecordCashboxCommand } from './commands/record-cashbox.command';
import { asNotFound, inBody, VenueScoped } from '../access/venue-scope.decorator';

/** Cash box logs (spec document 2 §3, §7; docs/cashboxes.md): the station's push and the reconciliation and manager pages. */
@ApiTags('cashboxes')
@Controller()
export class CashboxesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly cashboxes: CashboxesRepository,
  ) {}

  /** A station's count, pushed as the inventory events are (the same sign-in claim, or CashboxManagement FullAccess). */
  @Post('cashboxEventPush/count')
  @VenueScoped(inBody('PointOfSaleStationId', 'station'), inBody('ShowEventId', 'showEvent'), inBody('PosUserId', 'posUser'))
  @HttpCode(200)
  @RequireClaim('VenueManager', 'FullAccess', ['CashboxManagement', 'FullAccess'])
  @ZodResponse(CashboxCountRecordedSchema)
  count(@ZodBody(CashboxCountPushSchema) body: CashboxCountPush, @User() actor: CurrentUser) {
    return this.commands.execute(new RecordCashboxCommand({ kind: 'count', body }, actor));
  }

  @Post('cashboxes/_search')
  @VenueScoped(
    inBody('ShowEventId', 'showEvent', asNotFound('The show event')),
    inBody('TheatreId', 'theatre', asNotFound('The theatre')),
    inBody('SalesLocationId', 'salesLocation', asNotFound('The sales location')),
  )
  @HttpCode(200)
  @RequireClaim('CashboxManagement', 'ReadOnly')
  @ZodResponse(z.array(CashboxSchema))
  async search(@ZodBody(CashboxSearchSchema) body: CashboxSearch, @User() actor: CurrentUser, @Res({ passthrough: true }) res: Response) {
    return sendList(res, await this.cashboxes.search(body, await this.cashboxes.scope(actor)));
  }

  /** The manager page: the show event's logs per station, start and end paired, end − start. */
  @Post('cashboxes/manage')
  @VenueScoped(
    inBody('ShowEventId', 'showEvent', asNotFound('The show event')),
    inBody('TheatreId', 'theatre', asNotFound('The theatre')),
    inBody('SalesLocationId', 'salesLocation', asNotFound('The sales location')),
  )
  @HttpCode(200)
  @RequireClaim('CashboxManagement', 'ReadOnly')
  @ZodResponse(CashboxManageAnswerSchema)
  async manage(@ZodBody(CashboxManageSearchSchema) body: CashboxManageSearch, @User() actor: CurrentUser) {
    const event = await this.cashboxes.showEvent(body.ShowEventId!, await this.cashboxes.scope(actor));
    if (!event || event.TheatreId !== body.TheatreId) throw new NotFoundError('The show event');
    return this.cashboxes.manage(body, event);
  }

  /** Overrides of the settlement and tip figures (final = original + override); Version for 409. */
  @Put('cashboxes/update')
  @RequireClaim('CashboxManagement', 'FullAccess')
  @ZodResponse(CashboxSavedSchema)
  update(@ZodBody(CashboxUpdateSchema) body: CashboxUpdate, @User() actor: CurrentUser) {
    return this.commands.execute(new RecordCashboxCommand({ kind: 'override', body }, actor));
  }

  /** A new TimestampUtc and, with ShowEventId, the show event the log belongs to; Version for 409. */
  @Put('cashboxes')
  @VenueScoped(inBody('ShowEventId', 'showEvent', asNotFound('The show event')))
  @RequireClaim('CashboxManagement', 'FullAccess')
  @ZodResponse(CashboxSavedSchema)
  retime(@ZodBody(CashboxTimestampSchema) body: CashboxTimestamp, @User() actor: CurrentUser) {
    return this.commands.execute(new RecordCashboxCommand({ kind: 'retime', body }, actor));
  }

  /** One log with its history of corrections (who, when, what), the original count beside the overrides. */
  @Get('cashboxes/:id')
  @RequireClaim('CashboxManagement', 'ReadOnly')
  @ZodResponse(CashboxLogSchema)
  async get(@IdParam() id: number, @User() actor: CurrentUser) {
    const cashbox = await this.cashboxes.find(id, await this.cashboxes.scope(actor));
    if (!cashbox) throw new NotFoundError('The cash box');
    return { ...cashbox, History: await this.cashboxes.history(id) };
  }
}
