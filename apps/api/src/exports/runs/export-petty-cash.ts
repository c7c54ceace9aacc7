import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type Kysely, sql } from 'kysely';
import { PettyCashEventTypes, pettyCashStream } from '@intermission/contracts';
import type { Db } from '@intermission/db';
import { PETTY_CASH_PROJECTION, PettyCashTables, projectionTable } from '@intermission/projections';
import { InjectDb } from '../../database/database.module';
import { LedgerWriter } from '../../ledger/ledger-writer.service';
import { dayBounds, zoneBounds } from '../../common/venue-days';

/** A deterministic event id: a retried run appends the same event, which the store answers again instead of doubling. */
const eventId = (withdrawalId: number, exportId: number) => {
  const h = createHash('sha256').update(`petty-cash-exported:${withdrawalId}:${exportId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

/**
 * A Transactions export includes the petty cash withdrawals of its venue days: each not deleted and
 * not exported yet gets the run's ExportId (PettyCashWithdrawalExported), which locks it against
 * deletion (document 1, docs/petty-cash.md).
 */
@Injectable()
export class ExportPettyCash {
  constructor(
    @InjectDb() private readonly db: Db,
    private readonly ledger: LedgerWriter,
  ) {}

  async markExported(exportId: number, from: string, to: string): Promise<number> {
    const table = sql.raw(await projectionTable(this.db as unknown as Kysely<unknown>, PETTY_CASH_PROJECTION, PettyCashTables.withdrawals));
    const zones = await zoneBounds(this.db, dayBounds(from, to));
    const { rows } = await sql<{ Id: number }>`SELECT w."Id" FROM ${table} w
      JOIN app.theatres t ON t."Id" = w."TheatreId" JOIN app.venues v ON v."Id" = t."VenueId"
      JOIN ${zones} zb ON zb."TimeZone" = v."TimeZone"
      WHERE NOT w."Deleted" AND w."ExportId" IS NULL AND w."TransactionDateUtc" >= zb."From" AND w."TransactionDateUtc" < zb."To"
      ORDER BY w."Id"`.execute(this.db);
    const at = new Date().toISOString();
    for (const { Id } of rows) {
      await this.ledger.append(
        pettyCashStream(Id),
        [{ id: eventId(Id, exportId), type: PettyCashEventTypes.PettyCashWithdrawalExported, data: { WithdrawalId: Id, ExportId: exportId, At: at } }],
        { readBy: [PETTY_CASH_PROJECTION] },
      );
    }
    return rows.length;
  }
}
