import { Controller, Delete, Get, HttpCode, Post, Put, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import {
  MessageAnswerSchema,
  type PettyCashSearch,
  PettyCashSearchSchema,
  type PettyCashWithdrawalSave,
  PettyCashWithdrawalSaveSchema,
  PettyCashWithdrawalSavedSchema,
  PettyCashWithdrawalSchema,
} from '@intermission/contracts';
import { NotFoundError } from '@intermission/domain';
import { VenueAccess } from '../access/venue-access.service';
import { RequireClaim } from '../auth/access.decorator';
import { type CurrentUser, User } from '../auth/current-user';
import { ModelStateException } from '../common/http/api-errors';
import { sendList } from '../common/http/list-response';
import { IdParam, ZodBody } from '../common/http/zod-params.decorator';
import { ZodResponse } from '../common/http/zod-response.decorator';
import { RecordWithdrawalCommand } from './commands/record-withdrawal.command';
import { PettyCashRepository } from './petty-cash.repository';
import { hierarchyParams, inBody, VenueScoped } from '../access/venue-scope.decorator';

/**
 * Petty cash withdrawals of a theatre (document 1 §7.2; docs/petty-cash.md). Reading needs Theatres
 * (or Venues, the venue's petty cash section) ReadOnly; withdrawing, editing and deleting need
 * Theatres FullAccess (§6: "Theatre petty cash editing is tied to Theatres FullAccess").
 */
@ApiTags('petty-cash')
@VenueScoped(...hierarchyParams)
@Controller()
export class PettyCashController {
  constructor(
    private readonly pettyCash: PettyCashRepository,
    private readonly commands: CommandBus,
    private readonly access: VenueAccess,
  ) {}

  @Post('clients/:clientId/venues/:venueId/theatres/:theatreId/pettyCashWithdrawals/_search')
  @VenueScoped(inBody('TheatreId', 'theatre'))
  @HttpCode(200)
  @RequireClaim('Theatres', 'ReadOnly', ['Venues', 'ReadOnly'])
  @ZodResponse(z.array(PettyCashWithdrawalSchema))
  async search(
    @IdParam('clientId') clientId: number,
    @IdParam('venueId') venueId: number,
    @IdParam('theatreId') theatreId: number,
    @ZodBody(PettyCashSearchSchema) body: PettyCashSearch,
    @Res({ passthrough: true }) res: Response,
  ) {
    if (body.TheatreId && body.TheatreId !== theatreId) throw new ModelStateException({ TheatreId: ['TheatreId must be the theatre of the path'] });
    await this.pettyCash.mustBeOnPath(clientId, venueId, theatreId);
    return sendList(res, await this.pettyCash.search(theatreId, body));
  }

  /** Id 0 or absent withdraws (201); an Id edits on its Version (200). */
  @Post('pettyCashWithdrawals')
  @VenueScoped(inBody('TheatreId', 'theatre'), inBody('ShowEventId', 'showEvent'))
  @RequireClaim('Theatres', 'FullAccess')
  @ZodResponse(PettyCashWithdrawalSavedSchema)
  async create(@ZodBody(PettyCashWithdrawalSaveSchema) body: PettyCashWithdrawalSave, @User() actor: CurrentUser, @Res({ passthrough: true }) res: Response) {
    const saved = await this.save(body, actor);
    if (body.Id > 0) res.status(200);
    return saved;
  }

  @Put('pettyCashWithdrawals')
  @VenueScoped(inBody('TheatreId', 'theatre'), inBody('ShowEventId', 'showEvent'))
  @RequireClaim('Theatres', 'FullAccess')
  @ZodResponse(PettyCashWithdrawalSavedSchema)
  update(@ZodBody(PettyCashWithdrawalSaveSchema) body: PettyCashWithdrawalSave, @User() actor: CurrentUser) {
    return this.save(body, actor);
  }

  @Get('pettyCashWithdrawals/:id')
  @RequireClaim('Theatres', 'ReadOnly', ['Venues', 'ReadOnly'])
  @ZodResponse(PettyCashWithdrawalSchema)
  async get(@IdParam() id: number, @User() actor: CurrentUser): Promise<z.input<typeof PettyCashWithdrawalSchema>> {
    const withdrawal = await this.pettyCash.find(id);
    if (!withdrawal) throw new NotFoundError('The petty cash withdrawal');
    await this.access.assert(actor, 'venue', withdrawal.VenueId, 'read');
    return withdrawal;
  }

  /** Refused with the §8 message once the withdrawal is on an export. */
  @Delete('pettyCashWithdrawals/:id')
  @RequireClaim('Theatres', 'FullAccess')
  @ZodResponse(MessageAnswerSchema)
  async delete(@IdParam() id: number, @User() actor: CurrentUser): Promise<{ Message: string }> {
    await this.mayChange(actor, id);
    return this.commands.execute(new RecordWithdrawalCommand({ kind: 'delete', id }, actor));
  }

  private async save(body: PettyCashWithdrawalSave, actor: CurrentUser): Promise<z.input<typeof PettyCashWithdrawalSavedSchema>> {
    if (body.Id > 0 && body.Version < 1) throw new ModelStateException({ Version: ['Version is required to edit a withdrawal'] });
    if (body.Id > 0) await this.mayChange(actor, body.Id);
    return this.commands.execute(new RecordWithdrawalCommand({ kind: 'save', body }, actor));
  }

  /** A withdrawal is changed only by those who may write at its venue (the one rule; 404s are the command's). */
  private async mayChange(actor: CurrentUser, id: number) {
    const withdrawal = await this.pettyCash.find(id);
    if (withdrawal) await this.access.assert(actor, 'venue', withdrawal.VenueId, 'write');
  }
}
