import { type Kysely, sql } from 'kysely';

// Petty cash withdrawals (issue 13 point 7, docs/petty-cash.md) live on the ledger; their read table
// is the petty_cash projection's. What the application keeps of its own is the source of their
// integer Ids: taken once by the command and carried in the events, so the Ids survive a rebuild.
// The reasons are the existing pettyCashReasons managed list (migration 202611221500).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE SEQUENCE app.petty_cash_withdrawal_ids AS integer START 1`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP SEQUENCE IF EXISTS app.petty_cash_withdrawal_ids`.execute(db);
}
