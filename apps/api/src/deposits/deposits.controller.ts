import { Controller, HttpCode, Post, Put, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import {
  type DepositLookup,
  DepositLookupSchema,
  DepositListItemSchema,
  type DepositPost,
  DepositPostSchema,
  DepositPostedAnswerSchema,
  DepositSchema,
  type DepositSearch,
  DepositSearchSchema,
} from '@intermission/contracts';
import { NotFoundError } from '@intermission/domain';
import { RequireClaim } from '../auth/access.decorator';
import { type CurrentUser, User } from '../auth/current-user';
import { sendList } from '../common/http/list-response';
import { ZodBody } from '../common/http/zod-params.decorator';
import { ZodResponse } from '../common/http/zod-response.decorator';
import { PostDepositCommand } from './commands/post-deposit.command';
import { DepositsRepository } from './deposits.repository';
import { asNotFound, inBody, VenueScoped } from '../access/venue-scope.decorator';

/** Deposits of show events (document 2 §2 "Deposits", §3, §4, §7; docs/deposits.md). */
@ApiTags('deposits')
@Controller('deposits')
export class DepositsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly deposits: DepositsRepository,
  ) {}

  /** A row per ended show event of the visible venues, newest first; X-List-Count the total. */
  @Post('_search')
  @VenueScoped(inBody('VenueId', 'venue'))
  @HttpCode(200)
  @RequireClaim('Deposits', 'ReadOnly')
  @ZodResponse(z.array(DepositListItemSchema))
  async search(@ZodBody(DepositSearchSchema) body: DepositSearch, @User() actor: CurrentUser, @Res({ passthrough: true }) res: Response) {
    return sendList(res, await this.deposits.search(body, await this.deposits.scope(actor)));
  }

  /** PostedDepositId > 0: that posted deposit (of the show event named); else the show event's deposit, posted or as it stands. */
  @Post('getById')
  @VenueScoped(inBody('ShowEventId', 'showEvent', asNotFound('The deposit')))
  @HttpCode(200)
  @RequireClaim('Deposits', 'ReadOnly')
  @ZodResponse(DepositSchema)
  async getById(@ZodBody(DepositLookupSchema) body: DepositLookup, @User() actor: CurrentUser) {
    const scope = await this.deposits.scope(actor);
    const deposit =
      body.PostedDepositId > 0 ? await this.deposits.posted(body.PostedDepositId, scope) : await this.deposits.ofShowEvent(body.ShowEventId, scope);
    if (!deposit || deposit.ShowEventId !== body.ShowEventId) throw new NotFoundError('The deposit');
    return deposit;
  }

  /** Posts the show event's deposit: 'Posted Successfully'; 409 when posted already or the figures moved (Current: the deposit now). */
  @Put()
  @VenueScoped(inBody('ShowEventId', 'showEvent', asNotFound('The show event')))
  @RequireClaim('VenueManager', 'FullAccess')
  @ZodResponse(DepositPostedAnswerSchema)
  post(@ZodBody(DepositPostSchema) body: DepositPost, @User() actor: CurrentUser) {
    return this.commands.execute(new PostDepositCommand(body, actor));
  }
}
