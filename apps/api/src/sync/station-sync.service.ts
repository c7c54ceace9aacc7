import { HttpException, Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { StationSyncAnswer, StationSyncItem, SyncItemAnswer } from '@intermission/contracts';
import { ConcurrencyError, NotFoundError } from '@intermission/domain';
import { type EventStore, type Position, type RecordedEvent, comparePositions, derivedId } from '@intermission/eventstore';
import { STOCK_PROJECTION } from '@intermission/projections';
import type { CurrentUser } from '../auth/current-user';
import { RecordCashboxCommand } from '../cashboxes/commands/record-cashbox.command';
import { AdvisoryLocks } from '../database/advisory-locks.service';
import { LedgerWriter } from '../ledger/ledger-writer.service';
import { InjectEventStore } from '../ledger/ledger.tokens';
import { rejectionCode } from '../ledger/rejections';
import { RecordMovementCommand } from '../stock/commands/record-movement.command';
import { SALE_READERS, SaleSyncStep } from './sale-sync.step';
import { StationSyncRepository } from './station-sync.repository';
import { SyncCodes, type SyncWork, parseSyncItem, refuseDuplicates, refused } from './sync-items';

/** The advisory locks of the syncs (one per station), on connections apart from the stock decisions' (sync.module.ts). */
export const STATION_LOCKS = Symbol('STATION_LOCKS');

const statusCodes: Record<number, string> = { 400: 'Invalid', 403: 'Forbidden', 404: 'NotFound', 409: 'Conflict' };
/** The stream prefix of each kind: a GUID stored under another names something else. */
const streamOf = { Sale: 'sale-', CashboxCount: 'cashbox-', StockMovement: 'stock-' } as const;
const later = (a: Position | null, b: Position | null) => (a === null ? b : b === null || comparePositions(a, b) >= 0 ? a : b);

/**
 * POST stations/{stationId}/sync (docs/station-sync.md): a station's queue applied exactly once, item
 * by item in queue order, each answered Applied, AlreadyApplied or Refused. One sync per station at a
 * time (an advisory lock across processes), so what was stored "before this call" is read once at its
 * start and every answer is true even when two devices replay the same queue at once; the store's
 * idempotent ids keep each item once whatever else races (a single-item push of the same GUID).
 * Consecutive sales are decided and appended together (SaleSyncStep); counts and movements go
 * through their own commands, so they keep every rule of their single-item calls.
 */
@Injectable()
export class StationSyncService {
  constructor(
    private readonly commands: CommandBus,
    private readonly ledger: LedgerWriter,
    @InjectEventStore() private readonly store: EventStore,
    private readonly stations: StationSyncRepository,
    @Inject(STATION_LOCKS) private readonly locks: AdvisoryLocks,
    private readonly sales: SaleSyncStep,
  ) {}

  async sync(stationId: number, items: readonly StationSyncItem[], actor: CurrentUser): Promise<StationSyncAnswer> {
    const station = await this.stations.station(stationId, actor);
    if (!station) throw new NotFoundError('The station');
    return this.locks.hold([`station-sync:${stationId}`], async () => {
      const work = refuseDuplicates(items.map((i) => parseSyncItem(i, stationId)));
      const { answers, lastSale } = await this.apply(work, actor);
      // Once for the whole queue: the sales' readers have applied the last sale (counts and movements waited in their commands).
      if (lastSale !== null) await this.ledger.waitVisible(SALE_READERS, lastSale, 10_000);
      const state = await this.stations.record(stationId, items[items.length - 1]!.Position);
      return { StationId: stationId, ...state, Items: answers };
    });
  }

  private async apply(work: (SyncWork | SyncItemAnswer)[], actor: CurrentUser) {
    const answers: SyncItemAnswer[] = new Array(work.length);
    const todo = work.filter((w): w is SyncWork => !('Status' in w));
    // What was stored before this call: a movement's count beside its GainLost has an id derived from the GUID.
    const ids = todo.flatMap((w) => (w.Kind === 'StockMovement' ? [w.Guid, derivedId(`count:${w.Guid}`)] : [w.Guid]));
    const stored = new Map((await this.store.readEvents(ids)).map((e) => [e.id.toLowerCase(), e]));
    let lastSale: Position | null = null;
    let saleSeenByStock: Position | null = null;
    let run: { i: number; w: Extract<SyncWork, { Kind: 'Sale' }> }[] = [];
    const flush = async () => {
      if (!run.length) return;
      const { answers: a, last } = await this.sales.apply(
        run.map((r) => r.w),
        stored,
        actor,
      );
      run.forEach((r, k) => (answers[r.i] = a[k]!));
      lastSale = later(lastSale, last);
      run = [];
    };
    for (const [i, w] of work.entries()) {
      if ('Status' in w) answers[i] = w;
      else if (w.Kind === 'Sale') run.push({ i, w });
      else {
        await flush();
        // In queue order: a movement decides from on hand, which must include the sales queued before it.
        if (w.Kind === 'StockMovement' && lastSale !== null && lastSale !== saleSeenByStock) {
          await this.ledger.awaitProjected([STOCK_PROJECTION], lastSale);
          saleSeenByStock = lastSale;
        }
        answers[i] = await this.applyOne(w, stored.get(w.Guid) ?? stored.get(derivedId(`count:${w.Guid}`)), actor);
      }
    }
    await flush();
    return { answers, lastSale: lastSale as Position | null };
  }

  /** A count or a movement through its own command: AlreadyApplied when its events were stored before this call. */
  private async applyOne(w: Exclude<SyncWork, { Kind: 'Sale' }>, before: RecordedEvent | undefined, actor: CurrentUser): Promise<SyncItemAnswer> {
    if (before && !before.stream.startsWith(streamOf[w.Kind]))
      return refused(w.Position, w.Guid, SyncCodes.GuidTaken, 'This GUID already names a different event: ask GET guid/{n} for a new one');
    try {
      if (w.Kind === 'CashboxCount') await this.commands.execute(new RecordCashboxCommand({ kind: 'count', body: w.body }, actor));
      else await this.commands.execute(new RecordMovementCommand(w.movement, actor));
      return { Position: w.Position, Guid: w.Guid, Status: before ? 'AlreadyApplied' : 'Applied' };
    } catch (e) {
      return refusal(w, e);
    }
  }
}

/** A refused command as the item's answer: its ledger code, message and field. A 5xx is not a refusal: it fails the call, to be retried. */
function refusal(w: SyncWork, e: unknown): SyncItemAnswer {
  const status = e instanceof HttpException ? e.getStatus() : e instanceof NotFoundError ? 404 : e instanceof ConcurrencyError ? 409 : 500;
  if (status < 400 || status >= 500) throw e;
  const body = (e instanceof HttpException ? e.getResponse() : { Message: (e as Error).message }) as {
    Message?: string;
    ModelState?: Record<string, string[]>;
  };
  const [field, messages] = Object.entries(body.ModelState ?? {})[0] ?? [];
  return refused(w.Position, w.Guid, rejectionCode(e) ?? statusCodes[status] ?? 'Refused', messages?.[0] ?? body.Message ?? 'Refused', field);
}
