import { type Kysely, sql } from 'kysely';

// Issue 14 point 3 (docs/station-sync.md): when a station last synced its queue through
// POST stations/{stationId}/sync and the highest queue position answered. A table of its own, not
// columns on app.stations: a sync is not an edit of the station, so it must not move the station's
// Version (a manager saving the station would otherwise meet a 409 after every sync).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE app.station_sync (
      "StationId" integer PRIMARY KEY REFERENCES app.stations ("Id") ON DELETE CASCADE,
      "LastSyncUtc" timestamptz NOT NULL,
      "QueuePosition" bigint NOT NULL CHECK ("QueuePosition" >= 0)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS app.station_sync`.execute(db);
}
