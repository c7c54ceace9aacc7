import { Injectable } from '@nestjs/common';
import { type Kysely, sql } from 'kysely';
import type { ExportItemDetailFigures, ExportItemFigures, QboLogSearch } from '@intermission/contracts';
import { type Database, type Db, type ExportItemsTable, findPageSql, type Page } from '@intermission/db';
import { canReExport, entityAmount, entityFingerprint, type ExportEntity, exportItemStatus } from '@intermission/domain';
import type { Selectable } from 'kysely';
import { InjectDb } from '../../database/database.module';

/** How long a post's lease holds a row (a worker killed mid-post leaves it; after this another may post). */
export const LeaseSeconds = 300;

/** An export item as stored, its Day as text. */
export type ExportItemRow = Omit<Selectable<ExportItemsTable>, 'Day'> & { Day: string };

// A row whose §4 status is not Success: never synced, or modified on or after its sync (exportItemStatus).
const notSuccess = sql<boolean>`("QbReference" IS NULL OR ("DateModified" IS NOT NULL AND ("DateSynced" IS NULL OR "DateModified" >= "DateSynced")))`;
const leaseLive = sql<boolean>`("RunningBy" IS NOT NULL AND "RunningSince" > now() - make_interval(secs => ${LeaseSeconds}))`;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The QBO log row of the answers (Status and CanReExport by the §4 rule of libs/domain). */
export function itemFigures(r: ExportItemRow & { Running: boolean }): ExportItemFigures {
  const state = { QbReference: r.QbReference, DateModified: r.DateModified, DateSynced: r.DateSynced, ErrorMessage: r.ErrorMessage };
  return {
    Id: r.Id,
    ExportId: r.ExportId,
    ExportTypeId: r.ExportTypeId,
    TransferId: r.TransferId,
    ReceivedOrderId: r.ReceivedOrderId,
    QbReference: r.QbReference,
    DateModified: iso(r.DateModified),
    DateSynced: iso(r.DateSynced),
    ErrorMessage: r.ErrorMessage,
    IsWastage: r.IsWastage,
    VenueName: r.VenueName,
    TransferTypeName: r.TransferTypeName,
    VenueId: r.VenueId,
    Day: r.Day,
    Kind: r.Kind,
    DocNumber: r.DocNumber,
    Amount: r.Amount,
    Status: exportItemStatus(state),
    Running: r.Running,
    CanReExport: canReExport({ ...state, Running: r.Running }),
  };
}

/** The entity a row sends (as last read by a run). */
export function rowEntity(r: ExportItemRow): ExportEntity {
  return {
    Key: r.Key,
    ExportTypeId: r.ExportTypeId as 1 | 2 | 3,
    Kind: r.Kind as ExportEntity['Kind'],
    Date: r.Day,
    DocNumber: r.DocNumber,
    Memo: r.Memo,
    VenueId: r.VenueId,
    VenueName: r.VenueName,
    VendorName: r.VendorName,
    TransferId: r.TransferId,
    ReceivedOrderId: r.ReceivedOrderId,
    TransferTypeName: r.TransferTypeName,
    IsWastage: r.IsWastage,
    Lines: r.Lines,
  };
}

function selectItems(db: Kysely<Database>) {
  return db
    .selectFrom('app.export_items as i')
    .selectAll('i')
    .select([sql<string>`i."Day"::text`.as('Day'), sql<boolean>`${leaseLive}`.as('Running')]);
}

/** The QBO log (app.export_items) and the posts' attempts (app.export_attempts). */
@Injectable()
export class ExportItemsRepository {
  constructor(@InjectDb() private readonly db: Db) {}

  /**
   * Upserts the rows of the entities read by a run (or a refresh: exportId null keeps each row's run).
   * A Key synced before whose content now differs from what was synced gets DateModified = now
   * (kept when already marked after the sync); content back to what was synced clears it. Answers
   * how many rows a refresh changed. Each row keeps the stamp of its sources given for its Key (taken
   * before the entities were read; none: null, read anew next time), whether its content changed or not.
   */
  async upsert(exportId: number | null, entities: ExportEntity[], stamps: ReadonlyMap<string, string> = new Map()): Promise<number> {
    if (!entities.length) return 0;
    let changed = 0;
    const rows = entities.map((e) => ({
      Key: e.Key,
      ExportId: exportId ?? 0,
      ExportTypeId: e.ExportTypeId,
      TransferId: e.TransferId,
      ReceivedOrderId: e.ReceivedOrderId,
      VenueId: e.VenueId,
      VenueName: e.VenueName,
      Day: e.Date,
      Kind: e.Kind,
      DocNumber: e.DocNumber,
      Memo: e.Memo,
      VendorName: e.VendorName,
      Amount: entityAmount(e),
      IsWastage: e.IsWastage,
      TransferTypeName: e.TransferTypeName,
      Fingerprint: entityFingerprint(e),
      Lines: e.Lines.map((l) => ({ Account: l.Account, Amount: l.Amount, Memo: l.Memo, ClassName: l.ClassName })),
      SourceStamp: stamps.get(e.Key) ?? null,
    }));
    // A refresh (no run) only updates rows a run created: it never inserts (ExportId 0 is no run).
    for (let i = 0; i < rows.length; i += 500) {
      const chunk = rows.slice(i, i + 500);
      if (exportId === null) {
        // o: the row as it was (the statement's snapshot), to answer whether its content changed or only its stamp.
        const { rows: updated } = await sql<{ Changed: boolean }>`UPDATE app.export_items i SET
            "VenueName" = n."VenueName", "Day" = n."Day"::date, "DocNumber" = n."DocNumber", "Memo" = n."Memo", "VendorName" = n."VendorName",
            "Amount" = n."Amount"::numeric, "IsWastage" = n."IsWastage", "TransferTypeName" = n."TransferTypeName", "Lines" = n."Lines",
            "Fingerprint" = n."Fingerprint", "SourceStamp" = n."SourceStamp",
            "DateModified" = CASE WHEN i."Fingerprint" IS NOT DISTINCT FROM n."Fingerprint" THEN i."DateModified" ${modifiedCase(sql`n."Fingerprint"`, sql`i`)} END
          FROM jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) AS n("Key" text, "VenueName" text, "Day" text, "DocNumber" text, "Memo" text,
            "VendorName" text, "Amount" text, "IsWastage" boolean, "TransferTypeName" text, "Lines" jsonb, "Fingerprint" text, "SourceStamp" text),
            app.export_items o
          WHERE i."Key" = n."Key" AND o."Id" = i."Id"
            AND (i."Fingerprint" IS DISTINCT FROM n."Fingerprint" OR i."SourceStamp" IS DISTINCT FROM n."SourceStamp")
          RETURNING o."Fingerprint" IS DISTINCT FROM n."Fingerprint" AS "Changed"`.execute(this.db);
        changed += updated.filter((u) => u.Changed).length;
        continue;
      }
      await this.db
        .insertInto('app.export_items')
        .values(chunk.map((r) => ({ ...r, Lines: JSON.stringify(r.Lines) })))
        .onConflict((oc) =>
          oc.column('Key').doUpdateSet((eb) => ({
            ExportId: eb.ref('excluded.ExportId'),
            TransferId: eb.ref('excluded.TransferId'),
            ReceivedOrderId: eb.ref('excluded.ReceivedOrderId'),
            VenueId: eb.ref('excluded.VenueId'),
            VenueName: eb.ref('excluded.VenueName'),
            Day: eb.ref('excluded.Day'),
            Kind: eb.ref('excluded.Kind'),
            DocNumber: eb.ref('excluded.DocNumber'),
            Memo: eb.ref('excluded.Memo'),
            VendorName: eb.ref('excluded.VendorName'),
            Amount: eb.ref('excluded.Amount'),
            IsWastage: eb.ref('excluded.IsWastage'),
            TransferTypeName: eb.ref('excluded.TransferTypeName'),
            Lines: eb.ref('excluded.Lines'),
            Fingerprint: eb.ref('excluded.Fingerprint'),
            SourceStamp: eb.ref('excluded.SourceStamp'),
            DateModified: sql`CASE ${modifiedCase(sql`excluded."Fingerprint"`, sql`export_items`)} END`,
          })),
        )
        .execute();
    }
    return changed;
  }

  /**
   * Keeps these stamps with rows whose entity was read and is gone (a venue day with nothing left):
   * the row stays as it was (docs/exports.md "Modified") and is not read anew until its sources change.
   */
  async stamp(stamps: readonly { Key: string; SourceStamp: string }[]): Promise<void> {
    if (!stamps.length) return;
    await sql`UPDATE app.export_items i SET "SourceStamp" = n."SourceStamp"
      FROM jsonb_to_recordset(${JSON.stringify(stamps)}::jsonb) AS n("Key" text, "SourceStamp" text)
      WHERE i."Key" = n."Key" AND i."SourceStamp" IS DISTINCT FROM n."SourceStamp"`.execute(this.db);
  }

  /** One row, or undefined. */
  async find(id: number): Promise<(ExportItemRow & { Running: boolean }) | undefined> {
    return (await selectItems(this.db).where('i.Id', '=', id).executeTakeFirst()) as (ExportItemRow & { Running: boolean }) | undefined;
  }

  /** The rows of a run that are not Success (to post), in the run's order. */
  async toPost(where: { exportId: number } | { typeId: number; from: string; to: string }): Promise<ExportItemRow[]> {
    const q = selectItems(this.db).where(notSuccess);
    const scoped =
      'exportId' in where
        ? q.where('i.ExportId', '=', where.exportId)
        : q.where('i.ExportTypeId', '=', where.typeId).where('i.Day', '>=', where.from).where('i.Day', '<=', where.to);
    return (await scoped.orderBy('i.Day').orderBy('i.Key').execute()) as ExportItemRow[];
  }

  /** The QBO log of a type over a range of days, by day then id, a page at a time (its keys chosen first, from the index); rows as stored. */
  async log(f: QboLogSearch): Promise<Page<ExportItemRow & { Running: boolean }>> {
    const page = await findPageSql<ExportItemRow & { Running: boolean }>(
      this.db,
      {
        columns: sql`i.*, i."Day"::text AS "Day", ${leaseLive} AS "Running"`,
        table: sql`app.export_items`,
        alias: 'i',
        key: sql`i."Id"`,
        where: sql`i."ExportTypeId" = ${f.ExportTypeId} AND i."Day" >= ${f.FromDate}::date AND i."Day" <= ${f.ToDate}::date`,
        orderBy: sql`i."Day", i."Id"`,
      },
      { skip: f.Skip, take: f.Take },
    );
    return page;
  }

  /** A row with its lines and attempts. */
  async detail(id: number): Promise<ExportItemDetailFigures | undefined> {
    const row = await this.find(id);
    if (!row) return undefined;
    const attempts = await this.db
      .selectFrom('app.export_attempts')
      .select(['At', 'RequestId', 'HttpStatus', 'QbReference', 'Message'])
      .where('ExportItemId', '=', id)
      .orderBy('At')
      .orderBy('Id')
      .execute();
    return {
      Item: itemFigures(row),
      VendorName: row.VendorName,
      Memo: row.Memo,
      Lines: row.Lines.map((l) => {
        const debit = !l.Amount.startsWith('-');
        return { Account: l.Account, Debit: debit ? l.Amount : null, Credit: debit ? null : l.Amount.slice(1), ClassName: l.ClassName, Memo: l.Memo };
      }),
      Attempts: attempts.map((a) => ({ ...a, At: new Date(a.At).toISOString() })),
    };
  }

  /**
   * Takes the lease of a row for a post: free, already this holder's (a retried job), or left by a
   * holder gone for LeaseSeconds. A run's post (`unsyncedOnly`) takes it only while it is not Success:
   * a run that read the row before another run posted it must not post it again. Answers the row as
   * leased; else undefined, and whether it was not taken because it is Success (`posted`).
   */
  async lease(id: number, by: string, unsyncedOnly: boolean): Promise<{ row?: ExportItemRow; posted?: boolean }> {
    const { rows } = await sql<ExportItemRow>`UPDATE app.export_items SET "RunningBy" = ${by}, "RunningSince" = now()
      WHERE "Id" = ${id} AND ("RunningBy" IS NULL OR "RunningBy" = ${by} OR NOT ${leaseLive}) ${unsyncedOnly ? sql`AND ${notSuccess}` : sql``}
      RETURNING *, "Day"::text AS "Day"`.execute(this.db);
    if (rows[0]) return { row: rows[0] };
    if (!unsyncedOnly) return {};
    const { rows: left } = await sql<{ posted: boolean }>`SELECT NOT ${notSuccess} AS posted FROM app.export_items WHERE "Id" = ${id}`.execute(this.db);
    return { posted: left[0]?.posted === true };
  }

  /**
   * The accounting service took the content of `fingerprint`: synced now, the error cleared. When the
   * row was read anew meanwhile with other content, it is modified after this sync already.
   */
  async synced(id: number, fingerprint: string, ref: { QbReference: string; SyncToken: string | null }, attempt: Attempt): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await sql`UPDATE app.export_items SET "QbReference" = ${ref.QbReference}, "SyncToken" = ${ref.SyncToken}, "SyncedFingerprint" = ${fingerprint},
          "DateSynced" = now(), "ErrorMessage" = NULL, "RunningBy" = NULL, "RunningSince" = NULL,
          "DateModified" = CASE WHEN "Fingerprint" = ${fingerprint} THEN NULL ELSE now() END
        WHERE "Id" = ${id}`.execute(tx);
      await tx
        .insertInto('app.export_attempts')
        .values({ ExportItemId: id, ...attempt })
        .execute();
    });
  }

  /** The accounting service refused the post: its message is the row's error (§4: Fail). */
  async refused(id: number, attempt: Attempt): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx
        .updateTable('app.export_items')
        .set({ ErrorMessage: attempt.Message ?? 'Refused', RunningBy: null, RunningSince: null })
        .where('Id', '=', id)
        .execute();
      await tx
        .insertInto('app.export_attempts')
        .values({ ExportItemId: id, ...attempt })
        .execute();
    });
  }
}

export interface Attempt {
  RequestId: string;
  HttpStatus: number | null;
  QbReference: string | null;
  Message: string | null;
}

// DateModified of a row read anew with `fingerprint`: now when it was synced with other content and
// not yet marked after the sync; null when the content is back to what was synced; else as it was.
function modifiedCase(fingerprint: ReturnType<typeof sql>, table: ReturnType<typeof sql>) {
  return sql`WHEN ${table}."SyncedFingerprint" IS NULL THEN ${table}."DateModified"
    WHEN ${table}."SyncedFingerprint" = ${fingerprint} THEN NULL
    WHEN ${table}."DateModified" IS NOT NULL AND ${table}."DateModified" >= ${table}."DateSynced" THEN ${table}."DateModified"
    ELSE greatest(clock_timestamp(), ${table}."DateSynced")`;
}
