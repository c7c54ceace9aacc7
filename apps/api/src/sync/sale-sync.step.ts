import { Inject, Injectable } from '@nestjs/common';
import { CountSaleEventTypes, type SaleRecordedData, type StationSalePush, type SyncItemAnswer, saleStream } from '@intermission/contracts';
import type { Decision } from '@intermission/domain';
import { type Position, type RecordedEvent, type StreamAppend, comparePositions } from '@intermission/eventstore';
import { INVENTORY_REPORTS_PROJECTION, STOCK_PROJECTION } from '@intermission/projections';
import type { CurrentUser } from '../auth/current-user';
import { LedgerWriter } from '../ledger/ledger-writer.service';
import { SyncCodes, type SyncWork, refused } from './sync-items';

/** The projections that read a sale: the sync waits for them once, after the last sale. */
export const SALE_READERS = [STOCK_PROJECTION, INVENTORY_REPORTS_PROJECTION] as const;

/** Decides many station sales at once (the sales feature's batch decide): per sale, its event's data or the refusal. */
export interface StationSaleDecider {
  decideSales(sales: readonly StationSalePush[], actor: CurrentUser): Promise<Decision<SaleRecordedData>[]>;
}
export const STATION_SALE_DECIDER = Symbol('STATION_SALE_DECIDER');

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
    @Inject(STATION_SALE_DECIDER) private readonly decider: StationSaleDecider,
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

    const decisions = await this.decider.decideSales(
      fresh.map((i) => sales[i]!.body),
      actor,
    );
    const appends: { i: number; append: StreamAppend }[] = [];
    decisions.forEach((d, k) => {
      const s = sales[fresh[k]!]!;
      if (!d.ok) answers[fresh[k]!] = refused(s.Position, s.Guid, d.code, d.message, d.field);
      else
        appends.push({
          i: fresh[k]!,
          append: {
            stream: saleStream(s.Guid),
            events: [
              {
                id: s.Guid,
                type: CountSaleEventTypes.SaleRecorded,
                data: d.value,
                metadata: { userId: actor.userId, stationId: s.body.StationId, correlationId: s.Guid },
              },
            ],
            expectedRevision: 'no_stream',
          },
        });
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
