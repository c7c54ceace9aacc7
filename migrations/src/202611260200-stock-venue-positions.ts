import { type Kysely, sql } from 'kysely';

// Issue 18 point 3: the ledger position of the last event a stock decision (a movement push) appended
// at each venue, written under the venue's advisory lock. The next decision there waits for the
// stock projection to pass it before reading on hand, so it never decides from a figure that lacks
// the decision before it (docs/stock.md "One decision at a time per venue").
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE app.stock_venue_positions (
      "VenueId" integer PRIMARY KEY REFERENCES app.venues ("Id"),
      "Position" text NOT NULL,
      "UpdatedAt" timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}
