import { type Kysely, sql } from 'kysely';

// Cash box logs (issue 13 point 4, docs/cashboxes.md): each count pushed by a station gets an integer
// Id allocated once, at the command, from this sequence, and carried in its CashboxCounted event, so
// `cashboxes/{id}` and the read rows keep their Id across a projection rebuild.
//
// The read tables themselves (cashbox_logs, cashbox_log_changes) are the `cashboxes` projection's
// own: it creates them as app.cashbox_logs_v<n> / app.cashbox_log_changes_v<n> in its setup, as
// every projection does, so a new version can be rebuilt beside the old one and swapped in
// (projections/src/runner.ts). A migration creating them would pin one version.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE SEQUENCE app.cashbox_log_id_seq AS integer START WITH 1 MINVALUE 1`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP SEQUENCE IF EXISTS app.cashbox_log_id_seq`.execute(db);
}
