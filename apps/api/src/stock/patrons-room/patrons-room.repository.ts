import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { MonthNames, type PatronsRoomRevenue, type PatronsRoomRevenueCreate, type PatronsRoomRevenueUpdate } from '@intermission/contracts';
import type { Db, Tx } from '@intermission/db';
import { InjectDb } from '../../database/database.module';

/** A month of a patrons room as the calls answer it; Revenue and Version null while not entered. */
const monthView = (InventoryLocationId: number, Year: number, Month: number, row?: { Revenue: string; Version: number }): PatronsRoomRevenue => ({
  InventoryLocationId,
  Year,
  Month,
  MonthName: MonthNames[Month - 1]!,
  Revenue: row?.Revenue ?? null,
  Version: row?.Version ?? null,
});

/** The outcome of a save: the month as saved, or why it was not. */
export type RevenueOutcome = { saved: PatronsRoomRevenue } | { stale: PatronsRoomRevenue } | 'exists' | 'missing';

/** Patrons room revenue per location and month (document 3 §3), saved on its Version. */
@Injectable()
export class PatronsRoomRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  /** The location's kind, or undefined when there is no such location. */
  async locationKind(id: number) {
    return (await this.db.selectFrom('app.inventory_locations').select('Kind').where('Id', '=', id).executeTakeFirst())?.Kind;
  }

  /** The twelve months of a year, January first. */
  async year(locationId: number, year: number): Promise<PatronsRoomRevenue[]> {
    const rows = await this.db
      .selectFrom('app.patrons_room_revenue')
      .select(['Month', 'Revenue', 'Version'])
      .where('InventoryLocationId', '=', locationId)
      .where('Year', '=', year)
      .execute();
    const byMonth = new Map(rows.map((r) => [r.Month, r]));
    return MonthNames.map((_, i) => monthView(locationId, year, i + 1, byMonth.get(i + 1)));
  }

  async month(locationId: number, year: number, month: number, db: Db | Tx = this.db): Promise<PatronsRoomRevenue> {
    const row = await db
      .selectFrom('app.patrons_room_revenue')
      .select(['Revenue', 'Version'])
      .where('InventoryLocationId', '=', locationId)
      .where('Year', '=', year)
      .where('Month', '=', month)
      .executeTakeFirst();
    return monthView(locationId, year, month, row);
  }

  /** Enters a month's revenue; 'exists' when it was entered already (a PUT changes it). */
  create(actorId: number, v: PatronsRoomRevenueCreate): Promise<RevenueOutcome> {
    return this.db.transaction().execute(async (tx) => {
      const row = await tx
        .insertInto('app.patrons_room_revenue')
        .values({ InventoryLocationId: v.InventoryLocationId, Year: v.Year, Month: v.Month, Revenue: v.Revenue, UpdatedBy: actorId })
        .onConflict((c) => c.columns(['InventoryLocationId', 'Year', 'Month']).doNothing())
        .returning(['Id', 'Revenue', 'Version'])
        .executeTakeFirst();
      if (!row) return 'exists';
      await this.audit(tx, actorId, row.Id, 'Create', v);
      return { saved: monthView(v.InventoryLocationId, v.Year, v.Month, row) };
    });
  }

  /** Changes an entered month when the Version is current; else the current copy ('stale'), or 'missing'. */
  update(actorId: number, v: PatronsRoomRevenueUpdate): Promise<RevenueOutcome> {
    return this.db.transaction().execute(async (tx) => {
      const row = await tx
        .updateTable('app.patrons_room_revenue')
        .set({ Revenue: v.Revenue, Version: sql`"Version" + 1`, UpdatedBy: actorId, UpdatedAt: sql`now()` })
        .where('InventoryLocationId', '=', v.InventoryLocationId)
        .where('Year', '=', v.Year)
        .where('Month', '=', v.Month)
        .where('Version', '=', v.Version)
        .returning(['Id', 'Revenue', 'Version'])
        .executeTakeFirst();
      if (row) {
        await this.audit(tx, actorId, row.Id, 'Update', v);
        return { saved: monthView(v.InventoryLocationId, v.Year, v.Month, row) };
      }
      const current = await this.month(v.InventoryLocationId, v.Year, v.Month, tx);
      return current.Version === null ? 'missing' : { stale: current };
    });
  }

  private async audit(tx: Tx, actorId: number, id: number, action: string, changes: unknown) {
    await tx
      .insertInto('app.audit_log')
      .values({ UserId: actorId, Entity: 'PatronsRoomRevenue', EntityId: String(id), Action: action, Changes: JSON.stringify(changes) })
      .execute();
  }
}
