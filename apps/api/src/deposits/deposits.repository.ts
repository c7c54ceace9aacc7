import { Injectable } from '@nestjs/common';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { type Deposit, type DepositListItem, type DepositSearch, PaymentMethods, searchText } from '@intermission/contracts';
import { type Db, findPageSql, likeText, type Page } from '@intermission/db';
import type { DepositFigures, DepositShowEvent } from '@intermission/domain';
import { DEPOSITS_PROJECTION, type DepositRow, DepositsTables, projectionTable } from '@intermission/projections';
import { type Viewer, venueScope, inScope } from '../access/venue-access';
import { dayBounds, zoneFilter } from '../common/venue-days';
import { InjectDb } from '../database/database.module';
import { DepositFactsRepository } from './deposit-facts.repository';

/** A show event as a deposit row names it, with its posted deposit when there is one. */
interface EventRow {
  ShowEventId: number;
  ShowName: string;
  Start: Date;
  End: Date;
  TheatreId: number;
  TheatreName: string;
  VenueId: number;
  VenueName: string;
  DepositId: number | null;
  Amount: string | null;
  PettyCashAmount: string | null;
  TipTotal: string | null;
  AmountToBePosted: string | null;
  Details: DepositRow['Details'] | null;
  PostedAt: Date | null;
  PostedBy: string | null;
}

// Wire shapes: the money as decimal text (the response schema makes numbers of it).
type Row = Omit<DepositListItem, 'Amount' | 'PettyCashAmount' | 'TipTotal' | 'AmountToBePosted'> & Omit<DepositFigures, 'Details'>;
export type DepositAnswer = Row & {
  DepositsDetails: (Omit<Deposit['DepositsDetails'][number], 'SalesAmount' | 'Amount' | 'TipAmount'> & DepositFigures['Details'][number])[];
};

const methodName = new Map<number, string>(PaymentMethods.map((m) => [m.Id, m.Name]));

const columns = sql`se."Id" AS "ShowEventId", sh."Name" AS "ShowName", se."Start", se."End", th."Id" AS "TheatreId", th."Name" AS "TheatreName",
  v."Id" AS "VenueId", v."Name" AS "VenueName", d."DepositId", d."Amount"::text AS "Amount", d."PettyCashAmount"::text AS "PettyCashAmount",
  d."TipTotal"::text AS "TipTotal", d."AmountToBePosted"::text AS "AmountToBePosted", d."Details", d."PostedAt",
  CASE WHEN u."Id" IS NULL THEN NULL ELSE u."FirstName" || ' ' || u."LastName" END AS "PostedBy"`;

/**
 * The deposits of show events (docs/deposits.md): a posted one as the deposits projection holds it,
 * an unposted one computed live from the sales, cash box and petty cash projections.
 */
@Injectable()
export class DepositsRepository {
  constructor(
    @InjectDb() private readonly db: Db,
    private readonly facts: DepositFactsRepository,
  ) {}

  /** The venues whose deposits the viewer sees, as the cash box calls scope them; null every venue. */
  scope(viewer: Viewer): Promise<number[] | null> {
    return venueScope(this.db, viewer, 'read');
  }

  private deposits() {
    return projectionTable(this.db as unknown as Kysely<unknown>, DEPOSITS_PROJECTION, DepositsTables.deposits).then((t) => sql.raw(t));
  }

  /** The joins that name a show event and give its deposit (for a page's rows, or the one asked for). */
  private labels(deposits: RawBuilder<unknown>) {
    return sql`JOIN app.shows sh ON sh."Id" = se."ShowId" JOIN app.theatres th ON th."Id" = se."TheatreId" JOIN app.venues v ON v."Id" = th."VenueId"
      LEFT JOIN ${deposits} d ON d."ShowEventId" = se."Id" LEFT JOIN app.users u ON u."Id" = d."UserId"`;
  }

  /** The show event a post is decided on, when the scope holds it. */
  async showEvent(id: number, scope: number[] | null): Promise<DepositShowEvent | null> {
    const row = await this.db
      .selectFrom('app.show_events as se')
      .innerJoin('app.theatres as th', 'th.Id', 'se.TheatreId')
      .select(['se.Id', 'se.TheatreId', 'th.VenueId', 'se.End'])
      .where('se.Id', '=', id)
      .$if(scope !== null, (q) => q.where('th.VenueId', 'in', scope!.length ? scope! : [0]))
      .executeTakeFirst();
    return row ? { ...row, End: new Date(row.End) } : null;
  }

  /**
   * POST deposits/_search: a row per ENDED show event of the visible venues, newest first; FromDate
   * and ToDate are days of each show event's venue (on its Start). Posted rows are the projection's,
   * the page's unposted rows are computed together (one set of queries for the page).
   */
  async search(b: DepositSearch, scope: number[] | null, now = new Date()): Promise<Page<DepositListItem>> {
    const dated = Boolean(b.FromDate || b.ToDate);
    const text = searchText(b.Query ?? undefined);
    // The theatres of the visible venues (or the one asked for) and the shows and theatres a text
    // names (trigram indexes), found first: as literal ids the planner reads the few show events they
    // have through the theatre's index (subqueries made it guess a third of the table and scan it all).
    const [deposits, zones, theatres, named] = await Promise.all([
      this.deposits(),
      dated ? zoneFilter(this.db, dayBounds(b.FromDate, b.ToDate)) : undefined,
      scope !== null || b.VenueId ? this.theatresOf(scope, b.VenueId) : undefined,
      text ? this.named(likeText(text)) : undefined,
    ]);
    const where = sql.join(
      [
        sql`se."End" <= ${now}`,
        theatres ? sql`se."TheatreId" = ANY(${theatres}::int[])` : sql`true`,
        zones?.span.from ? sql`se."Start" >= ${zones.span.from}` : sql`true`,
        zones?.span.to ? sql`se."Start" < ${zones.span.to}` : sql`true`,
        dated ? sql`(zb."From" IS NULL OR se."Start" >= zb."From") AND (zb."To" IS NULL OR se."Start" < zb."To")` : sql`true`,
        named ? sql`(se."ShowId" = ANY(${named.shows}::int[]) OR se."TheatreId" = ANY(${named.theatres}::int[]))` : sql`true`,
      ],
      sql` AND `,
    );
    const joins = zones
      ? sql`JOIN app.theatres zt ON zt."Id" = se."TheatreId" JOIN app.venues zv ON zv."Id" = zt."VenueId" JOIN ${zones.table} zb ON zb."TimeZone" = zv."TimeZone"`
      : undefined;
    // Every ended show event (no filter): counted as the show events kept by app.show_event_count less the ones not
    // ended yet (migration 202611270700), and a page past the middle read from the list's other end.
    const unfiltered = scope === null && !b.VenueId && !text && !dated;
    const page = await findPageSql<EventRow>(
      this.db,
      {
        columns,
        table: sql`app.show_events`,
        alias: 'se',
        key: sql`se."Id"`,
        joins,
        labels: this.labels(deposits),
        where,
        narrow: Boolean(scope || b.VenueId || text),
        narrowColumns: sql`se."Id", se."Start"`,
        orderBy: sql`se."Start" DESC, se."Id" DESC`,
        ...(unfiltered
          ? {
              total: sql`SELECT (SELECT c."Rows" FROM app.show_event_count c WHERE c."Id" = 1) - (SELECT count(*) FROM app.show_events x WHERE x."End" > ${now}) AS n`,
              reverseOrderBy: sql`se."Start", se."Id"`,
            }
          : {}),
      },
      { skip: b.Skip, take: b.Take },
    );
    const rows = await this.withFigures(page.rows);
    return { rows: rows.map(({ DepositsDetails: _, ...row }) => row as unknown as DepositListItem), total: page.total };
  }

  /** The theatres of the scope's venues (null every venue), of one venue when asked. */
  private async theatresOf(scope: number[] | null, venueId: number | null | undefined): Promise<number[]> {
    const rows = await this.db
      .selectFrom('app.theatres')
      .select('Id')
      .$if(scope !== null, (q) => q.where('VenueId', 'in', scope!.length ? scope! : [0]))
      .$if(Boolean(venueId), (q) => q.where('VenueId', '=', venueId!))
      .execute();
    return rows.map((r) => r.Id);
  }

  /** The shows and the theatres whose names match a LIKE pattern. */
  private async named(like: string): Promise<{ shows: number[]; theatres: number[] }> {
    const { rows } = await sql<{ shows: number[] | null; theatres: number[] | null }>`SELECT
      ARRAY(SELECT x."Id" FROM app.shows x WHERE x."Name" ILIKE ${like}) AS shows,
      ARRAY(SELECT x."Id" FROM app.theatres x WHERE x."Name" ILIKE ${like}) AS theatres`.execute(this.db);
    return { shows: rows[0]?.shows ?? [], theatres: rows[0]?.theatres ?? [] };
  }

  /** A show event's deposit: the posted one, else as it stands (undefined when the scope does not hold the event). */
  async ofShowEvent(showEventId: number, scope: number[] | null): Promise<DepositAnswer | undefined> {
    return this.one(sql`se."Id" = ${showEventId}`, scope);
  }

  /** A posted deposit by its PostedDepositId. */
  async posted(depositId: number, scope: number[] | null): Promise<DepositAnswer | undefined> {
    return this.one(sql`d."DepositId" = ${depositId}`, scope);
  }

  private async one(filter: RawBuilder<unknown>, scope: number[] | null): Promise<DepositAnswer | undefined> {
    const labels = this.labels(await this.deposits());
    const { rows } = await sql<EventRow>`SELECT ${columns} FROM app.show_events se ${labels} WHERE ${filter} AND ${inScope(scope, 'th.VenueId')}`.execute(
      this.db,
    );
    return (await this.withFigures(rows))[0];
  }

  /** The answers of rows: a posted row's figures as posted, the others' computed together. */
  private async withFigures(rows: EventRow[]): Promise<DepositAnswer[]> {
    const live = await this.facts.figuresOf(rows.filter((r) => r.DepositId === null).map((r) => r.ShowEventId));
    return rows.map((r) => {
      const figures: DepositFigures =
        r.DepositId === null
          ? live.get(r.ShowEventId)!
          : {
              Amount: r.Amount!,
              PettyCashAmount: r.PettyCashAmount!,
              TipTotal: r.TipTotal!,
              AmountToBePosted: r.AmountToBePosted!,
              Details: r.Details as DepositFigures['Details'],
            };
      return {
        Id: r.DepositId ?? 0,
        ShowEventId: r.ShowEventId,
        ShowName: r.ShowName,
        Start: new Date(r.Start).toISOString(),
        End: new Date(r.End).toISOString(),
        TheatreId: r.TheatreId,
        TheatreName: r.TheatreName,
        VenueId: r.VenueId,
        VenueName: r.VenueName,
        Amount: figures.Amount,
        PettyCashAmount: figures.PettyCashAmount,
        TipTotal: figures.TipTotal,
        AmountToBePosted: figures.AmountToBePosted,
        IsPosted: r.DepositId !== null,
        PostedAt: r.PostedAt ? new Date(r.PostedAt).toISOString() : null,
        PostedBy: r.PostedBy,
        DepositsDetails: figures.Details.map((d) => ({ ...d, PaymentMethod: methodName.get(d.PaymentMethodId) ?? String(d.PaymentMethodId) })),
      };
    });
  }

  /** A new deposit's PostedDepositId, taken once the post is accepted (migration 202611260900). */
  async nextId(): Promise<number> {
    const { rows } = await sql<{ id: number }>`SELECT nextval('app.deposit_ids')::int AS id`.execute(this.db);
    return rows[0]!.id;
  }
}
