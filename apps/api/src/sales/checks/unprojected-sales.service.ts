import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { CountSaleEventTypes, type SaleRecordedData } from '@intermission/contracts';
import type { Db, Tx } from '@intermission/db';
import { type EventStore, type Position, START, encodePosition } from '@intermission/eventstore';
import { saleRecorded } from '@intermission/projections';
import { InjectDb } from '../../database/database.module';
import { EVENT_STORE } from '../../ledger/ledger.tokens';

const PAGE = 1000;

/**
 * The sales a projection has not applied yet: SaleRecorded events the store holds past the
 * checkpoint of the projection's serving version (the version projectionTable reads). A check that
 * reads the projection's rows reads `checkpoint()` FIRST, then the rows, then `after(checkpoint)`:
 * a sale the projection applies in between is then seen twice (callers key by SaleId), never missed.
 */
@Injectable()
export class UnprojectedSales {
  constructor(
    @InjectDb() private readonly db: Db,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /** The serving version's checkpoint (in `db`'s transaction when given, to read it in one snapshot with the rows). */
  async checkpoint(projection: string, db: Db | Tx = this.db): Promise<Position> {
    const { rows } = await sql<{ transaction_id: string; position: string }>`SELECT transaction_id, position FROM es.projection_checkpoints
      WHERE name = ${projection} ORDER BY caught_up DESC, version DESC LIMIT 1`.execute(db);
    const row = rows[0];
    return !row || (row.transaction_id === '0' && row.position === '0') ? START : encodePosition(row.transaction_id, row.position);
  }

  async after(position: Position): Promise<SaleRecordedData[]> {
    const sales: SaleRecordedData[] = [];
    for (let at = position; ;) {
      const batch = await this.store.readAll(at, PAGE);
      for (const e of batch) if (e.type === CountSaleEventTypes.SaleRecorded) sales.push(saleRecorded(e));
      if (batch.length < PAGE) return sales;
      at = batch[batch.length - 1]!.position;
    }
  }
}
