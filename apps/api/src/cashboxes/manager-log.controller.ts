import { Controller, HttpCode, HttpException, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type CreateEventLog, CreateEventLogSchema, EventLogSchema } from '@intermission/contracts';
import { ConcurrencyError, type ManagerLogRejection, NotFoundError, type Rejected, assertUnreachable, decideManagerLog } from '@intermission/domain';
import { RequireClaim } from '../auth/access.decorator';
import { type CurrentUser, User } from '../auth/current-user';
import { ZodBody } from '../common/http/zod-params.decorator';
import { ZodResponse } from '../common/http/zod-response.decorator';
import { CashboxesRepository } from './cashboxes.repository';
import { ManagerLogRepository } from './manager-log.repository';
import { asNotFound, inBody, VenueScoped } from '../access/venue-scope.decorator';

/**
 * POST shows/createLog (spec document 2 §4, §5 "Manager log"): the manager log of a show event,
 * final once submitted; it locks the event's cash box corrections. Here rather than in shows/
 * because its checks are the cash boxes' (docs/cashboxes.md).
 */
@ApiTags('cashboxes')
@Controller('shows')
export class ManagerLogController {
  constructor(
    private readonly cashboxes: CashboxesRepository,
    private readonly logs: ManagerLogRepository,
  ) {}

  @Post('createLog')
  @VenueScoped(inBody('ShowEventId', 'showEvent', asNotFound('The show event')))
  @HttpCode(200)
  @RequireClaim('Shows', 'FullAccess', ['VenueManager', 'FullAccess'])
  @ZodResponse(EventLogSchema)
  async create(@ZodBody(CreateEventLogSchema) body: CreateEventLog, @User() actor: CurrentUser) {
    const scope = await this.cashboxes.scope(actor);
    // Under the show event's lock: no cash box correction slips in between the checks and the insert.
    return this.cashboxes.withShowEventLocks([body.ShowEventId], async () => {
      const event = await this.cashboxes.showEvent(body.ShowEventId, scope);
      const decided = decideManagerLog({
        End: event?.End ?? null,
        now: new Date(),
        submitted: event?.Locked ?? false,
        cashboxes: event ? await this.cashboxes.checksOf(event.Id) : [],
      });
      if (!decided.ok) return this.refuse(decided, body.ShowEventId);
      if (!(await this.logs.submit(event!.Id, body.Comments, event!.Start, actor.userId)))
        return this.refuse({ ok: false, code: 'ManagerLogSubmitted', message: '' }, body.ShowEventId);
      return this.logs.find(event!.Id);
    });
  }

  /** The one mapping of the manager log's failures: 404, 409 with the submitted log, or 400 with the spec's text. */
  private async refuse(r: Rejected<ManagerLogRejection>, showEventId: number): Promise<never> {
    switch (r.code) {
      case 'ShowEventNotFound':
        throw new NotFoundError('The show event');
      case 'ManagerLogSubmitted':
        throw new ConcurrencyError(await this.logs.find(showEventId));
      case 'ManagerLogFuture':
      case 'EndCountsNotPosted':
      case 'EndCountsMissing':
        throw new HttpException({ Message: r.message }, 400);
      default:
        return assertUnreachable(r.code);
    }
  }
}
