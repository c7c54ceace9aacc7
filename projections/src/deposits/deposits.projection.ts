import { sql } from 'kysely';
import { type DepositPosted, DepositEventTypes } from '@intermission/contracts';
import type { RecordedEvent } from '@intermission/eventstore';
import { type Projection, type ProjectionIndex, type TableNamer, columns } from '../projection';

export const DEPOSITS_PROJECTION = 'deposits';

/** The deposits projection's table (base name: app.deposits_v<n>), for the repositories that read it (docs/deposits.md). */
export const DepositsTables = { deposits: 'deposits' } as const;

/** A row of deposits as read (numeric figures arrive as strings). */
export interface DepositRow {
  DepositId: number;
  ShowEventId: number;
  TheatreId: number;
  VenueId: number;
  Amount: string;
  PettyCashAmount: string;
  TipTotal: string;
  AmountToBePosted: string;
  Details: DepositPosted['Details'];
  ReadAtPosition: string;
  PostedAt: Date;
  UserId: number;
}

type Tx = Parameters<Projection['apply']>[0];

const row = (e: RecordedEvent) => {
  const d = e.data as DepositPosted;
  return {
    DepositId: d.DepositId,
    ShowEventId: d.ShowEventId,
    TheatreId: d.TheatreId,
    VenueId: d.VenueId,
    Amount: d.Amount,
    PettyCashAmount: d.PettyCashAmount,
    TipTotal: d.TipTotal,
    AmountToBePosted: d.AmountToBePosted,
    Details: JSON.stringify(d.Details),
    ReadAtPosition: d.ReadAtPosition,
    PostedAt: d.At,
    UserId: d.UserId,
  };
};

/** Secondary indexes, made once a version has caught up (Projection.indexes). */
const depositsIndexes: ProjectionIndex[] = [{ table: DepositsTables.deposits, name: 'venue_ix', on: sql`("VenueId", "PostedAt" DESC)` }];

/**
 * The posted deposits: one row per show event, its figures as posted (the tenders in Details), who
 * posted it and when. A deposit is final, so its row is written once; a voided DepositPosted is
 * passed over by the runner (EventVoided), which reopens the show event's money in the reads.
 */
export function depositsProjection(version = 1): Projection {
  const table = (t: TableNamer) => sql.raw(t(DepositsTables.deposits));

  /** One insert for the batch; a show event's deposit already there stays (one DepositPosted per stream). */
  const write = async (tx: Tx, events: RecordedEvent[], t: TableNamer) => {
    const rows = events.filter((e) => e.type === DepositEventTypes.DepositPosted).map(row);
    if (!rows.length) return;
    const c = columns(rows);
    await sql`INSERT INTO ${table(t)} ("DepositId", "ShowEventId", "TheatreId", "VenueId", "Amount", "PettyCashAmount", "TipTotal", "AmountToBePosted",
        "Details", "ReadAtPosition", "PostedAt", "UserId")
      SELECT * FROM unnest(${c('DepositId')}::int[], ${c('ShowEventId')}::int[], ${c('TheatreId')}::int[], ${c('VenueId')}::int[],
        ${c('Amount')}::numeric[], ${c('PettyCashAmount')}::numeric[], ${c('TipTotal')}::numeric[], ${c('AmountToBePosted')}::numeric[],
        ${c('Details')}::jsonb[], ${c('ReadAtPosition')}::text[], ${c('PostedAt')}::timestamptz[], ${c('UserId')}::int[])
      ON CONFLICT DO NOTHING`.execute(tx);
  };

  return {
    name: DEPOSITS_PROJECTION,
    version,
    handles: Object.values(DepositEventTypes),
    indexes: depositsIndexes,
    async setup(tx, t) {
      await sql`CREATE TABLE IF NOT EXISTS ${table(t)} (
        "DepositId" integer PRIMARY KEY, "ShowEventId" integer NOT NULL UNIQUE, "TheatreId" integer NOT NULL, "VenueId" integer NOT NULL,
        "Amount" numeric NOT NULL, "PettyCashAmount" numeric NOT NULL, "TipTotal" numeric NOT NULL, "AmountToBePosted" numeric NOT NULL,
        "Details" jsonb NOT NULL, "ReadAtPosition" text NOT NULL, "PostedAt" timestamptz NOT NULL, "UserId" integer NOT NULL)`.execute(tx);
    },
    apply: (tx, e, t) => write(tx, [e], t),
    applyBatch: write,
  };
}
