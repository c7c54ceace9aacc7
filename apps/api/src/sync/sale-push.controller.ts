import { Controller, HttpCode, HttpException, Inject, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type SaleAnswer, SaleAnswerSchema, type StationSalePush, StationSalePushBodySchema } from '@intermission/contracts';
import type { EventStore } from '@intermission/eventstore';
import { RequireClaim } from '../auth/access.decorator';
import { type CurrentUser, User } from '../auth/current-user';
import { ModelStateException } from '../common/http/api-errors';
import { ZodBody } from '../common/http/zod-params.decorator';
import { ZodResponse } from '../common/http/zod-response.decorator';
import { LedgerWriter } from '../ledger/ledger-writer.service';
import { EVENT_STORE } from '../ledger/ledger.tokens';
import { type LedgerRejection, rejectionStatus } from '../ledger/rejections';
import { SALE_READERS, saleAnswer } from '../sales/commands/record-sale.handler';
import { withSaleNames } from '../sales/sale-answer-names';
import { SaleSyncStep } from './sale-sync.step';
import { SyncCodes } from './sync-items';

/**
 * POST saleEventPush/sale: one station sale per call (docs/station-sync.md), as the other single-item
 * pushes; the same decision and append as a sale in a synced queue, answered once its readers show it.
 */
@ApiTags('sales')
@Controller()
export class SalePushController {
  constructor(
    private readonly step: SaleSyncStep,
    private readonly ledger: LedgerWriter,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  @Post('saleEventPush/sale')
  @HttpCode(200)
  @RequireClaim('VenueManager', 'FullAccess')
  @ZodResponse(SaleAnswerSchema)
  async push(@ZodBody(StationSalePushBodySchema) body: StationSalePush, @User() actor: CurrentUser): Promise<SaleAnswer> {
    const guid = body.SaleId.toLowerCase();
    const stored = new Map((await this.store.readEvents([guid])).map((e) => [e.id.toLowerCase(), e]));
    const { answers, last } = await this.step.apply([{ Position: 0, Guid: guid, Kind: 'Sale', body: { ...body, SaleId: guid } }], stored, actor);
    const a = answers[0]!;
    if (a.Status === 'Refused') {
      if (a.Field !== undefined) throw new ModelStateException({ [a.Field]: [a.Message!] });
      throw new HttpException({ Message: a.Message }, a.Code === SyncCodes.GuidTaken ? 409 : rejectionStatus(a.Code as LedgerRejection));
    }
    if (last !== null) await this.ledger.waitVisible(SALE_READERS, last);
    const [event] = await this.store.readEvents([guid]);
    return withSaleNames(saleAnswer(event!)) as unknown as SaleAnswer;
  }
}
