import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { CountSaleEventTypes, type SaleRecordedData } from '@intermission/contracts';
import type { Db, Tx } from '@intermission/db';
import { type EventStore, type Position, START, decodePosition, encodePosition } from '@intermission/eventstore';
import { saleRecorded } from '@intermission/projections';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { InjectDb } from '../../database/database.module';
import { eventStoreKind } from '../../ledger/event-store.factory';
import { EVENT_STORE } from '../../ledger/ledger.tokens';

const PAGE = 1000;

/** Which sales to read: those of a sales location, or those taking stock from an inventory location. */
export type SaleFilter = { SalesLocationId: number } | { InventoryLocationId: number };

/**
 * The sales a projection has not applied yet: SaleRecorded events stored past the checkpoint of the
 * projection's serving version (the version projectionTable reads). Read the checkpoint in the same
 * snapshot as the projection's rows (`checkpoint(name, tx)` in a repeatable-read transaction), then
 * `after(checkpoint)`: nothing is counted twice or missed.
 *
 * On PostgreSQL the events are read from es.events directly, every committed one: the store's readAll
 * holds back events committed after a transaction still open anywhere in the cluster (its gap-free
 * rule, docs/eventstore.md), and a sale a station pushed a moment ago is exactly what this must see.
 * With EventStoreDB (no such hold-back) through the store's readAll.
 */
@Injectable()
export class UnprojectedSales {
  constructor(
    @InjectDb() private readonly db: Db,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** The serving version's checkpoint (in `db`'s transaction when given, to read it in one snapshot with the rows). */
  async checkpoint(projection: string, db: Db | Tx = this.db): Promise<Position> {
    const { rows } = await sql<{ transaction_id: string; position: string }>`SELECT transaction_id, position FROM es.projection_checkpoints
      WHERE name = ${projection} ORDER BY caught_up DESC, version DESC LIMIT 1`.execute(db);
    const row = rows[0];
    return !row || (row.transaction_id === '0' && row.position === '0') ? START : encodePosition(row.transaction_id, row.position);
  }

  async after(position: Position, filter: SaleFilter): Promise<SaleRecordedData[]> {
    const mine = (s: SaleRecordedData) =>
      'SalesLocationId' in filter ? s.SalesLocationId === filter.SalesLocationId : s.InventoryLocationId === filter.InventoryLocationId;
    if (eventStoreKind(this.config) !== 'postgresql') return (await this.readAll(position)).filter(mine);
    const { transactionId, position: at } = decodePosition(position);
    const [key, value] = 'SalesLocationId' in filter ? ['SalesLocationId', filter.SalesLocationId] : ['InventoryLocationId', filter.InventoryLocationId];
    const { rows } = await sql<{ schema_version: number; data: unknown }>`SELECT schema_version, data FROM es.events
      WHERE (transaction_id, position) > (${transactionId.toString()}::xid8, ${at.toString()}::bigint) AND type = ${CountSaleEventTypes.SaleRecorded}
        AND data->>${key} = ${String(value)}
      ORDER BY transaction_id, position`.execute(this.db);
    return rows.map((r) => saleRecorded({ schemaVersion: r.schema_version, data: r.data } as never)).filter(mine);
  }

  private async readAll(position: Position): Promise<SaleRecordedData[]> {
    const sales: SaleRecordedData[] = [];
    for (let at = position; ;) {
      const batch = await this.store.readAll(at, PAGE);
      for (const e of batch) if (e.type === CountSaleEventTypes.SaleRecorded) sales.push(saleRecorded(e));
      if (batch.length < PAGE) return sales;
      at = batch[batch.length - 1]!.position;
    }
  }
}
