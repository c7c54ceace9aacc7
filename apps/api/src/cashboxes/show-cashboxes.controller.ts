import { Controller, Get, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { type CashboxEndCount, CashboxEndCountSchema, CashboxSavedSchema, CashboxSchema } from '@intermission/contracts';
import { NotFoundError } from '@intermission/domain';
import { RequireClaim } from '../auth/access.decorator';
import { type CurrentUser, User } from '../auth/current-user';
import { IdParam, ZodBody } from '../common/http/zod-params.decorator';
import { ZodResponse } from '../common/http/zod-response.decorator';
import { CashboxesRepository } from './cashboxes.repository';
import { RecordCashboxCommand } from './commands/record-cashbox.command';
import { asNotFound, inPath, VenueScoped } from '../access/venue-scope.decorator';

/**
 * The cash boxes of a show event (spec document 2 §2 "Show event edit page", §7). Under shows/ as
 * the spec names them; the rest of shows/ is the shows feature's (apps/api/src/shows).
 */
@ApiTags('cashboxes')
@Controller('shows')
export class ShowCashboxesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly cashboxes: CashboxesRepository,
  ) {}

  /** Posts the end count of an end log (sets EndOfShiftCount); the station needs a start log for the show event (§5). */
  @Put('cashbox-endcount')
  @RequireClaim('CashboxManagement', 'FullAccess', ['Shows', 'FullAccess'])
  @ZodResponse(CashboxSavedSchema)
  endCount(@ZodBody(CashboxEndCountSchema) body: CashboxEndCount, @User() actor: CurrentUser) {
    return this.commands.execute(new RecordCashboxCommand({ kind: 'endCount', body }, actor));
  }

  @Get(':id/cashboxes')
  @VenueScoped(inPath('id', 'showEvent', asNotFound('The show event')))
  @RequireClaim('Shows', 'ReadOnly', ['CashboxManagement', 'ReadOnly'])
  @ZodResponse(z.array(CashboxSchema))
  async forShowEvent(@IdParam() id: number, @User() actor: CurrentUser) {
    const event = await this.cashboxes.showEvent(id, await this.cashboxes.scope(actor));
    if (!event) throw new NotFoundError('The show event');
    return this.cashboxes.ofShowEvent(id);
  }

  /** Logs no show event names yet, of the event's theatre, timed within its window ± 4 h. */
  @Get(':id/unassigned-cashboxes')
  @VenueScoped(inPath('id', 'showEvent', asNotFound('The show event')))
  @RequireClaim('Shows', 'ReadOnly', ['CashboxManagement', 'ReadOnly'])
  @ZodResponse(z.array(CashboxSchema))
  async unassigned(@IdParam() id: number, @User() actor: CurrentUser) {
    const event = await this.cashboxes.showEvent(id, await this.cashboxes.scope(actor));
    if (!event) throw new NotFoundError('The show event');
    return this.cashboxes.unassignedFor(event);
  }
}
