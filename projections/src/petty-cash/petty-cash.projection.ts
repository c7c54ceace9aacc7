import { sql } from 'kysely';
import { PettyCashEventTypes, type PettyCashWithdrawalDeleted, type PettyCashWithdrawalExported, type PettyCashWithdrawn } from '@intermission/contracts';
import type { RecordedEvent } from '@intermission/eventstore';
import { type Projection, type ProjectionIndex, type TableNamer, columns } from '../projection';

export const PETTY_CASH_PROJECTION = 'petty_cash';

/** The petty cash projection's table (base name: app.petty_cash_withdrawals_v<n>), for the repositories that read it. */
export const PettyCashTables = { withdrawals: 'petty_cash_withdrawals' } as const;

/** A row of petty_cash_withdrawals as read (Amount, numeric, arrives as a string). */
export interface PettyCashWithdrawalRow {
  Id: number;
  TheatreId: number;
  ShowEventId: number;
  ReasonId: number;
  TransactionDateUtc: Date;
  Amount: string;
  ExportId: number | null;
  CreatedBy: number;
  CreatedAt: Date;
  UpdatedBy: number;
  UpdatedAt: Date;
  Deleted: boolean;
  Version: number;
}

/** A row as the batch folds it: the timestamps and Amount as text, so rows go back exactly as stored. */
type Folded = Omit<PettyCashWithdrawalRow, 'TransactionDateUtc' | 'CreatedAt' | 'UpdatedAt'> & {
  TransactionDateUtc: string;
  CreatedAt: string;
  UpdatedAt: string;
};

type AnyData = PettyCashWithdrawn & PettyCashWithdrawalDeleted & PettyCashWithdrawalExported;

/** Secondary indexes, made once a version has caught up (Projection.indexes): the theatre's list (newest first, venue days), and "does a withdrawal name this show event". */
const pettyCashIndexes: ProjectionIndex[] = [
  { table: PettyCashTables.withdrawals, name: 'theatre_ix', on: sql`("TheatreId", "TransactionDateUtc" DESC, "Id" DESC) WHERE NOT "Deleted"` },
  { table: PettyCashTables.withdrawals, name: 'show_event_ix', on: sql`("ShowEventId") WHERE NOT "Deleted"` },
];

/**
 * The withdrawals as the list and the detail read them: one row per withdrawal with its show event,
 * reason, amount, export and Version (the stream's revision + 1, for 409s). A deleted withdrawal keeps
 * its row, marked Deleted (the reports to come read what was taken back).
 */
export function pettyCashProjection(version = 1): Projection {
  const table = (t: TableNamer) => sql.raw(t(PettyCashTables.withdrawals));

  /** One event on the row as it stands (undefined: no row yet); undefined back when the event changes nothing. */
  const fold = (row: Folded | undefined, e: RecordedEvent): Folded | undefined => {
    const d = e.data as AnyData;
    const Version = Number(e.revision) + 1;
    switch (e.type) {
      case PettyCashEventTypes.PettyCashWithdrawn:
      case PettyCashEventTypes.PettyCashWithdrawalEdited:
        return {
          Id: d.WithdrawalId,
          TheatreId: d.TheatreId,
          ShowEventId: d.ShowEventId,
          ReasonId: d.ReasonId,
          TransactionDateUtc: d.TransactionDateUtc,
          Amount: d.Amount,
          ExportId: row?.ExportId ?? null,
          CreatedBy: row?.CreatedBy ?? d.UserId,
          CreatedAt: row?.CreatedAt ?? d.At,
          UpdatedBy: d.UserId,
          UpdatedAt: d.At,
          Deleted: row?.Deleted ?? false,
          Version,
        };
      case PettyCashEventTypes.PettyCashWithdrawalDeleted:
        return row && { ...row, Deleted: true, UpdatedBy: d.UserId, UpdatedAt: d.At, Version };
      case PettyCashEventTypes.PettyCashWithdrawalExported:
        return row && { ...row, ExportId: d.ExportId, Version };
      default:
        return undefined;
    }
  };

  /** Writes the folded rows with one upsert. */
  const write = async (tx: Parameters<Projection['apply']>[0], rows: Folded[], t: TableNamer) => {
    if (!rows.length) return;
    const c = columns(rows);
    await sql`INSERT INTO ${table(t)} ("Id", "TheatreId", "ShowEventId", "ReasonId", "TransactionDateUtc", "Amount", "ExportId", "CreatedBy", "CreatedAt",
        "UpdatedBy", "UpdatedAt", "Deleted", "Version")
      SELECT * FROM unnest(${c('Id')}::int[], ${c('TheatreId')}::int[], ${c('ShowEventId')}::int[], ${c('ReasonId')}::int[],
        ${c('TransactionDateUtc')}::timestamptz[], ${c('Amount')}::numeric[], ${c('ExportId')}::int[], ${c('CreatedBy')}::int[],
        ${c('CreatedAt')}::timestamptz[], ${c('UpdatedBy')}::int[], ${c('UpdatedAt')}::timestamptz[], ${c('Deleted')}::boolean[], ${c('Version')}::int[])
      ON CONFLICT ("Id") DO UPDATE SET "TheatreId" = EXCLUDED."TheatreId", "ShowEventId" = EXCLUDED."ShowEventId", "ReasonId" = EXCLUDED."ReasonId",
        "TransactionDateUtc" = EXCLUDED."TransactionDateUtc", "Amount" = EXCLUDED."Amount", "ExportId" = EXCLUDED."ExportId",
        "CreatedBy" = EXCLUDED."CreatedBy", "CreatedAt" = EXCLUDED."CreatedAt", "UpdatedBy" = EXCLUDED."UpdatedBy", "UpdatedAt" = EXCLUDED."UpdatedAt",
        "Deleted" = EXCLUDED."Deleted", "Version" = EXCLUDED."Version"`.execute(tx);
  };

  /** The stored rows of these withdrawals, timestamps and Amount as text. */
  const read = async (tx: Parameters<Projection['apply']>[0], ids: number[], t: TableNamer) => {
    const { rows } = await sql<Folded>`SELECT "Id", "TheatreId", "ShowEventId", "ReasonId", "TransactionDateUtc"::text, "Amount"::text, "ExportId",
        "CreatedBy", "CreatedAt"::text, "UpdatedBy", "UpdatedAt"::text, "Deleted", "Version"
      FROM ${table(t)} WHERE "Id" = ANY(${ids}::int[])`.execute(tx);
    return new Map(rows.map((r) => [r.Id, r]));
  };

  const withdrawalId = (e: RecordedEvent) => (e.data as { WithdrawalId: number }).WithdrawalId;

  /** Event by event: the row read, the event folded on it, the row written (a delete or export of a row not there changes nothing). */
  const apply = async (tx: Parameters<Projection['apply']>[0], e: RecordedEvent, t: TableNamer) => {
    const id = withdrawalId(e);
    const next = fold((await read(tx, [id], t)).get(id), e);
    if (next) await write(tx, [next], t);
  };

  /** A batch folded per withdrawal in memory, in event order, from the rows as they stood (read once), then one upsert: the rows of apply. */
  const applyBatch = async (tx: Parameters<Projection['apply']>[0], events: RecordedEvent[], t: TableNamer) => {
    const rows = await read(tx, [...new Set(events.map(withdrawalId))], t);
    const changed = new Set<number>();
    for (const e of events) {
      const id = withdrawalId(e);
      const next = fold(rows.get(id), e);
      if (!next) continue;
      rows.set(id, next);
      changed.add(id);
    }
    await write(
      tx,
      [...changed].map((id) => rows.get(id)!),
      t,
    );
  };

  return {
    name: PETTY_CASH_PROJECTION,
    version,
    handles: Object.values(PettyCashEventTypes),
    indexes: pettyCashIndexes,
    async setup(tx, t) {
      await sql`CREATE TABLE IF NOT EXISTS ${table(t)} (
        "Id" integer PRIMARY KEY, "TheatreId" integer NOT NULL, "ShowEventId" integer NOT NULL, "ReasonId" integer NOT NULL,
        "TransactionDateUtc" timestamptz NOT NULL, "Amount" numeric NOT NULL, "ExportId" integer, "CreatedBy" integer NOT NULL,
        "CreatedAt" timestamptz NOT NULL, "UpdatedBy" integer NOT NULL, "UpdatedAt" timestamptz NOT NULL, "Deleted" boolean NOT NULL DEFAULT false,
        "Version" integer NOT NULL)`.execute(tx);
    },
    apply,
    applyBatch,
  };
}
