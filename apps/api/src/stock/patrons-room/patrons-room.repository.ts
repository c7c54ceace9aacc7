import { Injectable } from '@nestjs/common';
import { MonthNames, type PatronsRoomRevenueCreate, type PatronsRoomRevenueFigures, type PatronsRoomRevenueUpdate } from '@intermission/contracts';
import { type Db, type SaveOutcome, saveVersioned, writeAudit } from '@intermission/db';
import { InjectDb } from '../../database/database.module';

/** A month of a patrons room as the calls answer it; Revenue and Version null while not entered. */
const monthView = (InventoryLocationId: number, Year: number, Month: number, row?: { Revenue: string; Version: number }): PatronsRoomRevenueFigures => ({
  InventoryLocationId,
  Year,
  Month,
  MonthName: MonthNames[Month - 1]!,
  Revenue: row?.Revenue ?? null,
  Version: row?.Version ?? null,
});

/** Patrons room revenue per location and month (document 3 §3), saved on its Version. */
@Injectable()
export class PatronsRoomRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  /** The location's kind, or undefined when there is no such location. */
  async locationKind(id: number) {
    return (await this.db.selectFrom('app.inventory_locations').select('Kind').where('Id', '=', id).executeTakeFirst())?.Kind;
  }

  /** The twelve months of a year, January first. */
  async year(locationId: number, year: number): Promise<PatronsRoomRevenueFigures[]> {
    const rows = await this.db
      .selectFrom('app.patrons_room_revenue')
      .select(['Month', 'Revenue', 'Version'])
      .where('InventoryLocationId', '=', locationId)
      .where('Year', '=', year)
      .execute();
    const byMonth = new Map(rows.map((r) => [r.Month, r]));
    return MonthNames.map((_, i) => monthView(locationId, year, i + 1, byMonth.get(i + 1)));
  }

  async month(locationId: number, year: number, month: number): Promise<PatronsRoomRevenueFigures> {
    const row = await this.db
      .selectFrom('app.patrons_room_revenue')
      .select(['Revenue', 'Version'])
      .where('InventoryLocationId', '=', locationId)
      .where('Year', '=', year)
      .where('Month', '=', month)
      .executeTakeFirst();
    return monthView(locationId, year, month, row);
  }

  /** Enters a month's revenue; 'exists' when it was entered already (a PUT changes it). */
  create(actorId: number, v: PatronsRoomRevenueCreate): Promise<'saved' | 'exists'> {
    return this.db.transaction().execute(async (tx) => {
      const row = await tx
        .insertInto('app.patrons_room_revenue')
        .values({ InventoryLocationId: v.InventoryLocationId, Year: v.Year, Month: v.Month, Revenue: v.Revenue, UpdatedBy: actorId })
        .onConflict((c) => c.columns(['InventoryLocationId', 'Year', 'Month']).doNothing())
        .returning('Id')
        .executeTakeFirst();
      if (!row) return 'exists';
      await writeAudit(tx, { actorId, entity: 'PatronsRoomRevenue', entityId: row.Id, action: 'Create', changes: v });
      return 'saved';
    });
  }

  /** Changes an entered month when the Version is current; 'stale' or 'missing' (not entered) otherwise. */
  update(actorId: number, v: PatronsRoomRevenueUpdate): Promise<SaveOutcome> {
    return this.db.transaction().execute(async (tx) => {
      const row = await tx
        .selectFrom('app.patrons_room_revenue')
        .select('Id')
        .where('InventoryLocationId', '=', v.InventoryLocationId)
        .where('Year', '=', v.Year)
        .where('Month', '=', v.Month)
        .executeTakeFirst();
      if (!row) return 'missing';
      return saveVersioned(
        tx,
        'app.patrons_room_revenue',
        row.Id,
        v.Version,
        { Revenue: v.Revenue, UpdatedBy: actorId, UpdatedAt: new Date() },
        { audit: { actorId, entity: 'PatronsRoomRevenue', action: 'Update', changes: v } },
      );
    });
  }
}
