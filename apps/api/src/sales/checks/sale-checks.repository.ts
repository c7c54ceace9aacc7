import { Injectable } from '@nestjs/common';
import Decimal from 'decimal.js';
import { type Kysely, sql } from 'kysely';
import { type SaleCheckAnswer, type SaleRecordedData, dayRange, localDay } from '@intermission/contracts';
import type { Db, Tx } from '@intermission/db';
import { SALES_PROJECTION, SalesTables, projectionTable } from '@intermission/projections';
import { venueTimeZone } from '../../common/venue-days';
import { InjectDb } from '../../database/database.module';
import { UnprojectedSales } from './unprojected-sales.service';

/** A sale as the checks compare it: its Total and its quantity per kit. */
interface Compared {
  Total: Decimal;
  kits: Map<number, Decimal>;
}

const sameKits = (a: Map<number, Decimal>, b: Map<number, Decimal>) => a.size === b.size && [...a].every(([kit, qty]) => b.get(kit)?.eq(qty) === true);

function kitsOf(kits: readonly { KitId: number; Qty: Decimal.Value }[]): Map<number, Decimal> {
  const m = new Map<number, Decimal>();
  for (const k of kits) m.set(k.KitId, (m.get(k.KitId) ?? new Decimal(0)).plus(k.Qty));
  return m;
}

/**
 * POST sales/checkForDuplicateOrNegativeSales and the same check of an unforced manual sale
 * (docs/sales.md "Duplicate and negative sales"). The sales compared are those at the same sales
 * location in the same show event, or, without one, on the same venue day: the sales projection's
 * rows and the SaleRecorded events it has not applied yet (a station's queue just received).
 * Duplicate: one with the same quantity per kit and the same Total. Negative: for a kit of this
 * sale, what they sold of it plus this sale's quantity is below 0 (a refund of more than was sold).
 */
@Injectable()
export class SaleChecksRepository {
  constructor(
    @InjectDb() private readonly db: Db,
    private readonly unprojected: UnprojectedSales,
  ) {}

  async check(sale: SaleRecordedData): Promise<SaleCheckAnswer> {
    const showEventId = sale.ShowEvent?.Id ?? null;
    const day = showEventId === null ? await this.day(sale) : null;
    const inScope = (s: { SalesLocationId: number; ShowEventId: number | null; SaleDate: Date }) =>
      s.SalesLocationId === sale.SalesLocationId && (showEventId !== null ? s.ShowEventId === showEventId : s.SaleDate >= day!.from && s.SaleDate < day!.to);

    // The checkpoint and the rows in one snapshot (the runner writes both in one transaction), then the events past it.
    const { checkpoint, others } = await this.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (tx) => ({
        checkpoint: await this.unprojected.checkpoint(SALES_PROJECTION, tx),
        others: await this.projected(tx, sale, showEventId, day),
      }));
    for (const e of await this.unprojected.after(checkpoint, { SalesLocationId: sale.SalesLocationId })) {
      if (others.has(e.SaleId) || !inScope({ SalesLocationId: e.SalesLocationId, ShowEventId: e.ShowEvent?.Id ?? null, SaleDate: new Date(e.SaleDate) }))
        continue;
      others.set(e.SaleId, { Total: new Decimal(e.Total), kits: kitsOf(e.SaleKits) });
    }
    others.delete(sale.SaleId);

    const mine = kitsOf(sale.SaleKits);
    const total = new Decimal(sale.Total);
    const IsDuplicateSale = [...others.values()].some((o) => o.Total.eq(total) && sameKits(o.kits, mine));
    const sold = new Map<number, Decimal>();
    for (const o of others.values()) for (const [kit, qty] of o.kits) sold.set(kit, (sold.get(kit) ?? new Decimal(0)).plus(qty));
    const IsNegativeSale = [...mine].some(([kit, qty]) => (sold.get(kit) ?? new Decimal(0)).plus(qty).isNeg());
    return { IsDuplicateSale, IsNegativeSale };
  }

  /** The venue day of a sale without a show event, [its local midnight, the next). */
  private async day(sale: SaleRecordedData) {
    const zone = (await venueTimeZone(this.db, sale.VenueId)) ?? 'UTC';
    return dayRange(localDay(sale.SaleDate, zone), localDay(sale.SaleDate, zone), zone);
  }

  /** The projected sales in scope with their kits, by SaleId (the projection not started yet: none). */
  private async projected(tx: Tx, sale: SaleRecordedData, showEventId: number | null, day: { from: Date; to: Date } | null): Promise<Map<string, Compared>> {
    const db = tx as unknown as Kysely<unknown>;
    const tables = await Promise.all([projectionTable(db, SALES_PROJECTION, SalesTables.sales), projectionTable(db, SALES_PROJECTION, SalesTables.kits)]).catch(
      () => null,
    );
    const found = new Map<string, Compared>();
    if (!tables) return found;
    const [sales, kits] = tables.map((t) => sql.table(t));
    const scope =
      showEventId !== null
        ? sql`s."ShowEventId" = ${showEventId}`
        : sql`s."SaleDate" >= ${day!.from.toISOString()}::timestamptz AND s."SaleDate" < ${day!.to.toISOString()}::timestamptz`;
    const { rows } = await sql<{ SaleId: string; Total: string; KitId: number; Qty: string }>`
      SELECT s."SaleId", s."Total", k."KitId", k."Qty" FROM ${sales} s JOIN ${kits} k ON k."SaleId" = s."SaleId"
      WHERE s."SalesLocationId" = ${sale.SalesLocationId} AND ${scope}`.execute(tx);
    for (const r of rows) {
      const o = found.get(r.SaleId) ?? { Total: new Decimal(r.Total), kits: new Map<number, Decimal>() };
      o.kits.set(r.KitId, (o.kits.get(r.KitId) ?? new Decimal(0)).plus(r.Qty));
      found.set(r.SaleId, o);
    }
    return found;
  }
}
