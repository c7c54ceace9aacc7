import { type Kysely, sql } from 'kysely';

// Deposits (issue 14, docs/deposits.md) live on the ledger; their read table is the deposits
// projection's. The PostedDepositId is taken once by the post command and carried in the event, so
// it survives a rebuild.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE SEQUENCE app.deposit_ids AS integer START 1`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP SEQUENCE IF EXISTS app.deposit_ids`.execute(db);
}
