import { Injectable } from '@nestjs/common';
import { type SyncItemAnswer, saleStream } from '@intermission/contracts';
import { type Position, type RecordedEvent, type StreamAppend, comparePositions } from '@intermission/eventstore';
import type { CurrentUser } from '../auth/current-user';
import { LedgerWriter } from '../ledger/ledger-writer.service';
import { SALE_READERS } from '../sales/commands/record-sale.handler';
import { SaleDecisions } from '../sales/commands/sale-decisions.service';
import { SyncCodes, type SyncWork, refused } from './sync-items';

export { SALE_READERS };

type SaleWork = Extract<SyncWork, { Kind: 'Sale' }>;

/**
 * A run of queued sales applied together (issue 14 point 4): the ones stored before this call answer
 * AlreadyApplied; the others are decided in one batch and appended in one call of the store
 * (appendMany: one stream per sale, `no_stream`, its event id the SaleId), each answered from what the
 * store says it did. A stream already holding another event is a GUID naming something else.
 */
@Injectable()
export class SaleSyncStep {
  constructor(
    private readonly ledger: LedgerWriter,
    private readonly decisions: SaleDecisions,
  ) {}

  async apply(
    sales: readonly SaleWork[],
    storedBefore: ReadonlyMap<string, RecordedEvent>,
    actor: CurrentUser,
  ): Promise<{ answers: SyncItemAnswer[]; last: Position | null }> {
    const answers: SyncItemAnswer[] = new Array(sales.length);
    let last: Position | null = null;
    const seen = (p: Position) => (last = last === null || comparePositions(p, last) > 0 ? p : last);
    const fresh: number[] = [];
    sales.forEach((s, i) => {
      const before = storedBefore.get(s.Guid);
      if (!before) return fresh.push(i);
      if (before.stream !== saleStream(s.Guid)) answers[i] = taken(s);
      else {
        answers[i] = { Position: s.Position, Guid: s.Guid, Status: 'AlreadyApplied' };
        seen(before.position);
      }
    });
    if (!fresh.length) return { answers, last };

    const decisions = await this.decisions.decideSales(
      fresh.map((i) => sales[i]!.body),
      actor,
    );
    const appends: { i: number; append: StreamAppend }[] = [];
    decisions.forEach((d, k) => {
      const s = sales[fresh[k]!]!;
      if (!d.ok) answers[fresh[k]!] = refused(s.Position, s.Guid, d.rejection.code, d.rejection.message, d.rejection.field);
      else appends.push({ i: fresh[k]!, append: { stream: d.stream, events: [d.event], expectedRevision: 'no_stream' } });
    });
    if (!appends.length) return { answers, last };
    const outcomes = await this.ledger.appendMany(
      appends.map((a) => a.append),
      { readBy: SALE_READERS },
    );
    outcomes.forEach((o, k) => {
      const s = sales[appends[k]!.i]!;
      if (o.status === 'refused') answers[appends[k]!.i] = taken(s);
      else {
        answers[appends[k]!.i] = { Position: s.Position, Guid: s.Guid, Status: o.status === 'written' ? 'Applied' : 'AlreadyApplied' };
        seen(o.position);
      }
    });
    return { answers, last };
  }
}

const taken = (s: SaleWork) => refused(s.Position, s.Guid, SyncCodes.GuidTaken, 'This SaleId already names a different event: use a new GUID');
