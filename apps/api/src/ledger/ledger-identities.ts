import { type Kysely, type RawBuilder, sql } from 'kysely';
import { DEPOSITS_PROJECTION, DepositsTables, SALES_PROJECTION, STOCK_PROJECTION, SalesTables, StockTables, projectionTable } from '@intermission/projections';

/**
 * The identities between reports that can be checked over a whole database straight on the read
 * tables (docs/reports.md "Identities between reports"; `npm run ledger:check`, scripts/ledger-check.js).
 * Each check compares two figures per scope, both summed exactly in PostgreSQL `numeric`.
 */
export interface IdentityBreak {
  /** The scope that breaks it, e.g. { VenueId, Day } or { LocationId, GoodId }. */
  Scope: Record<string, string | number | null>;
  Left: string;
  Right: string;
}

export interface IdentityResult {
  Name: string;
  /** What the two figures are, as the report fields name them. */
  Left: string;
  Right: string;
  /** The scope each figure pair is compared over. */
  Scope: string;
  Scopes: number;
  Breaks: IdentityBreak[];
  ElapsedMs: number;
}

interface IdentityCheck {
  Name: string;
  Left: string;
  Right: string;
  Scope: string;
  /** Rows of the scope's columns plus "Left" and "Right" (numeric). */
  cte: RawBuilder<unknown>;
}

const METHOD_DISCOUNT = 7;

async function checks(db: Kysely<unknown>): Promise<IdentityCheck[]> {
  const t = async (projection: string, base: string) => sql.raw(await projectionTable(db, projection, base));
  const sales = await t(SALES_PROJECTION, SalesTables.sales);
  const kits = await t(SALES_PROJECTION, SalesTables.kits);
  const payments = await t(SALES_PROJECTION, SalesTables.payments);
  const onHand = await t(STOCK_PROJECTION, StockTables.onHand);
  const movements = await t(STOCK_PROJECTION, StockTables.movements);
  const deposits = await t(DEPOSITS_PROJECTION, DepositsTables.deposits);
  // A sale's venue day, as every sales report reads it (docs/reports.md "Days").
  const saleDay = sql`(s."SaleDate" AT TIME ZONE v."TimeZone")::date`;
  return [
    {
      Name: 'Gross sales: kit sales = reconciliation',
      Left: 'Σ sale_rows.Subtotal (reconciliation GrossSales + Refunds, master log Subtotal)',
      Right: 'Σ sale_kit_rows.Qty × SalePricePerKit (kit sales GrossSales; goods sales GrossSales + UnallocatedGrossSales)',
      Scope: 'venue × venue day',
      cte: sql`WITH k AS (SELECT "SaleId", sum("Qty" * "SalePricePerKit") AS g FROM ${kits} GROUP BY "SaleId")
        SELECT s."VenueId", ${saleDay}::text AS "Day", sum(s."Subtotal") AS "Left", coalesce(sum(k.g), 0) AS "Right"
        FROM ${sales} s JOIN app.venues v ON v."Id" = s."VenueId" LEFT JOIN k ON k."SaleId" = s."SaleId"
        GROUP BY 1, 2`,
    },
    {
      Name: 'Discount: the sales’ DiscountAmount = Subtotal − Total',
      Left: 'Σ sale_rows.DiscountAmount (kit/goods/managed DiscountAmount, reconciliation Discounts, master log Discount)',
      Right: 'Σ sale_rows.Subtotal − Total (reconciliation GrossSales + Refunds − NetSales)',
      Scope: 'venue × venue day',
      cte: sql`SELECT s."VenueId", ${saleDay}::text AS "Day", sum(s."DiscountAmount") AS "Left", sum(s."Subtotal" - s."Total") AS "Right"
        FROM ${sales} s JOIN app.venues v ON v."Id" = s."VenueId" GROUP BY 1, 2`,
    },
    {
      Name: 'Paid: the sales’ Total = their tenders',
      Left: 'Σ sale_rows.Total (reconciliation NetSales, master log Total)',
      Right: `Σ sale_payment_rows.Total of methods ≠ ${METHOD_DISCOUNT} (kit/goods Cash + Credit + Voucher + Tab + PreOrder, reconciliation Paid)`,
      Scope: 'venue × venue day',
      cte: sql`WITH p AS (SELECT "SaleId", sum("Total") AS paid FROM ${payments} WHERE "PaymentMethodId" <> ${METHOD_DISCOUNT} GROUP BY "SaleId")
        SELECT s."VenueId", ${saleDay}::text AS "Day", sum(s."Total") AS "Left", coalesce(sum(p.paid), 0) AS "Right"
        FROM ${sales} s JOIN app.venues v ON v."Id" = s."VenueId" LEFT JOIN p ON p."SaleId" = s."SaleId"
        GROUP BY 1, 2`,
    },
    {
      Name: 'Each tender: by the sale = by the payment line',
      Left: 'Σ sale_payment_rows.Total of the tender grouped by its sale’s venue and SaleDate (kit/goods tenders, reconciliation tenders)',
      Right: 'Σ the same rows grouped by their own SalesLocationId’s venue and SaleDate (over/short Sold, deposits PaymentAmount)',
      Scope: 'venue × venue day × PaymentMethodId',
      cte: sql`WITH bySale AS (
          SELECT s."VenueId", ${saleDay}::text AS "Day", p."PaymentMethodId", sum(p."Total") AS amt
          FROM ${payments} p JOIN ${sales} s ON s."SaleId" = p."SaleId" JOIN app.venues v ON v."Id" = s."VenueId" GROUP BY 1, 2, 3),
        byLine AS (
          SELECT th."VenueId", (p."SaleDate" AT TIME ZONE v."TimeZone")::date::text AS "Day", p."PaymentMethodId", sum(p."Total") AS amt
          FROM ${payments} p JOIN app.sales_locations sl ON sl."Id" = p."SalesLocationId" JOIN app.theatres th ON th."Id" = sl."TheatreId"
          JOIN app.venues v ON v."Id" = th."VenueId" GROUP BY 1, 2, 3)
        SELECT coalesce(a."VenueId", b."VenueId") AS "VenueId", coalesce(a."Day", b."Day") AS "Day",
          coalesce(a."PaymentMethodId", b."PaymentMethodId") AS "PaymentMethodId", coalesce(a.amt, 0) AS "Left", coalesce(b.amt, 0) AS "Right"
        FROM bySale a FULL JOIN byLine b ON b."VenueId" = a."VenueId" AND b."Day" = a."Day" AND b."PaymentMethodId" = a."PaymentMethodId"`,
    },
    {
      Name: 'On hand = the sum of the movements',
      Left: 'stock_on_hand.Qty (count sheets, gain/loss, the stock list)',
      Right: 'Σ stock_movements.Qty (the transfer list, the liquor control ledger)',
      Scope: 'location × good',
      cte: sql`WITH m AS (SELECT "LocationId", "GoodId", sum("Qty") AS q FROM ${movements} GROUP BY 1, 2)
        SELECT coalesce(o."LocationId", m."LocationId") AS "LocationId", coalesce(o."GoodId", m."GoodId") AS "GoodId",
          coalesce(o."Qty", 0) AS "Left", coalesce(m.q, 0) AS "Right"
        FROM ${onHand} o FULL JOIN m ON m."LocationId" = o."LocationId" AND m."GoodId" = o."GoodId"`,
    },
    {
      Name: 'Deposit: Amount − petty cash − tips = AmountToBePosted',
      Left: 'deposits.Amount − PettyCashAmount − TipTotal',
      Right: 'deposits.AmountToBePosted (deposits report Posted, reconciliation AmountToBePosted)',
      Scope: 'posted deposit (show event)',
      cte: sql`SELECT d."VenueId", d."ShowEventId", d."DepositId", d."Amount" - d."PettyCashAmount" - d."TipTotal" AS "Left", d."AmountToBePosted" AS "Right"
        FROM ${deposits} d`,
    },
  ];
}

/** Runs every identity over the whole database (the serving projection tables, or REPORTS_SCHEMA's). */
export async function checkLedgerIdentities(db: Kysely<unknown>): Promise<IdentityResult[]> {
  const results: IdentityResult[] = [];
  for (const c of await checks(db)) {
    const started = performance.now();
    const { rows } = await sql<{ scopes: string; breaks: Array<Record<string, string | number | null>> }>`
      WITH c AS (${c.cte})
      SELECT count(*)::text AS scopes,
        coalesce(json_agg(json_build_object('row', to_jsonb(c) - 'Left' - 'Right', 'Left', trim_scale(c."Left")::text, 'Right', trim_scale(c."Right")::text))
          FILTER (WHERE c."Left" <> c."Right"), '[]') AS breaks
      FROM c`.execute(db);
    const r = rows[0]!;
    results.push({
      Name: c.Name,
      Left: c.Left,
      Right: c.Right,
      Scope: c.Scope,
      Scopes: Number(r.scopes),
      Breaks: r.breaks.map((b) => ({ Scope: b.row as unknown as IdentityBreak['Scope'], Left: String(b.Left), Right: String(b.Right) })),
      ElapsedMs: Math.round(performance.now() - started),
    });
  }
  return results;
}

/** The lines `npm run ledger:check` prints. */
export function formatIdentityResults(results: IdentityResult[]): string {
  const lines: string[] = [];
  for (const r of results) {
    lines.push(`${r.Breaks.length ? 'BROKEN' : 'ok    '} ${r.Name}: ${r.Scopes} scopes (${r.Scope}), ${r.Breaks.length} broken, ${r.ElapsedMs} ms`);
    lines.push(`         left:  ${r.Left}`, `         right: ${r.Right}`);
    for (const b of r.Breaks) {
      const scope = Object.entries(b.Scope)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ');
      lines.push(`         ${scope}: left ${b.Left}, right ${b.Right}`);
    }
  }
  return lines.join('\n');
}
