import { Injectable } from '@nestjs/common';
import type { Db } from '@intermission/db';
import { type Position, comparePositions } from '@intermission/eventstore';
import { AdvisoryLocks } from '../../database/advisory-locks.service';
import { InjectDb } from '../../database/database.module';

/** What a decision holding its venues' locks knows of the decisions made there before it. */
export interface VenueTurn {
  /** The position of the last event a decision at these venues appended (null when none is recorded). */
  readonly last: Position | null;
  /** Records the position this decision appended, for the next decision at these venues. */
  appended(position: Position): void;
}

const later = (a: Position | null, b: Position | null): Position | null => (a === null ? b : b === null || comparePositions(a, b) >= 0 ? a : b);

/**
 * Serialises the stock decisions of one venue across every API process (issue 18 point 3): a
 * command that decides from on-hand (a count, an initialisation, a transfer that may snap to what
 * is on hand) holds a PostgreSQL advisory lock per venue it touches from loading its facts until
 * its events are appended and the stock projection has applied them, so the next decision there
 * reads the figure this one left. The wait for the projection is bounded, so the position each
 * decision appended is also kept per venue (app.stock_venue_positions, written before the locks
 * are released): the next decision waits for the projection to pass it before reading on hand
 * (VenueTurn.last), and never decides from a figure that lacks the one before. Per venue rather
 * than per location, because a patrons room or catering transfer's destination is found from the
 * origin's venue while deciding. Locks are taken in ascending order (no deadlock) on connections
 * of their own (AdvisoryLocks).
 */
@Injectable()
export class StockLocksRepository {
  constructor(
    @InjectDb() private readonly db: Db,
    private readonly locks: AdvisoryLocks,
  ) {}

  async serialised<T>(locationIds: readonly number[], decide: (turn: VenueTurn) => Promise<T>): Promise<T> {
    const venues = locationIds.length
      ? (
          await this.db
            .selectFrom('app.inventory_locations')
            .select('VenueId')
            .distinct()
            .where('Id', 'in', [...locationIds])
            .orderBy('VenueId')
            .execute()
        ).map((r) => r.VenueId)
      : [];
    if (!venues.length) return decide({ last: null, appended: () => undefined });
    return this.locks.hold(
      venues.map((venueId) => `stock-venue:${venueId}`),
      async () => {
        // Read under the locks: the decision before this one wrote its position before releasing them.
        const before = new Map(
          (await this.db.selectFrom('app.stock_venue_positions').select(['VenueId', 'Position']).where('VenueId', 'in', venues).execute()).map((r) => [
            r.VenueId,
            r.Position,
          ]),
        );
        const last = [...before.values()].reduce<Position | null>(later, null);
        let appended: Position | null = null;
        try {
          return await decide({ last, appended: (position) => (appended = later(appended, position)) });
        } finally {
          // Even when the decision then failed (e.g. the projection stopped during its wait): the event is stored.
          if (appended !== null) await this.remember(venues, before, appended);
        }
      },
    );
  }

  /** Keeps, per venue, the later of the position known before and the one this decision appended (a replayed GUID answers an older one). */
  private async remember(venues: readonly number[], before: ReadonlyMap<number, Position>, appended: Position) {
    const rows = venues.map((VenueId) => ({ VenueId, Position: later(before.get(VenueId) ?? null, appended)!, UpdatedAt: new Date() }));
    await this.db
      .insertInto('app.stock_venue_positions')
      .values(rows)
      .onConflict((oc) => oc.column('VenueId').doUpdateSet((eb) => ({ Position: eb.ref('excluded.Position'), UpdatedAt: eb.ref('excluded.UpdatedAt') })))
      .execute();
  }
}
