import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { ManualSale, SaleCheckAnswer } from '@intermission/contracts';
import { type ManualSaleCommand, decideManualSale } from '@intermission/domain';
import type { CurrentUser } from '../../auth/current-user';
import { rejectionException } from '../../ledger/rejections';
import { SaleChecksRepository } from '../checks/sale-checks.repository';
import { ManualSaleFactsRepository } from './manual-sale-facts.repository';

/**
 * POST sales/checkForDuplicateOrNegativeSales: the sale the form would post, decided as the post
 * would decide it (a sale the post would refuse is refused here with the same text), then checked.
 * Stock is not looked at: the post's reduceInventory flag is not part of this call.
 */
@Injectable()
export class ManualSaleCheck {
  constructor(
    private readonly facts: ManualSaleFactsRepository,
    private readonly checks: SaleChecksRepository,
  ) {}

  async check(body: ManualSale, actor: CurrentUser): Promise<SaleCheckAnswer> {
    const command: ManualSaleCommand = { body, saleId: body.SaleId ?? randomUUID(), reduceInventory: false, postShowStart: false };
    const { date, facts } = await this.facts.load(command, actor);
    const decided = decideManualSale(command, date, facts);
    if (!decided.ok) throw rejectionException(decided);
    return this.checks.check(decided.value);
  }
}
