import type { INestApplication } from '@nestjs/common';
import { sql } from 'kysely';
import { localDay, todayIn } from '@intermission/contracts';
import type { Db } from '@intermission/db';
import { ExportRunner } from '../exports/runs/export-runner.service';
import type { FakeQbo } from '../exports/qbo/fake/fake-qbo';
import { ExportRunsRepository } from '../exports/runs/export-runs.repository';
import { seedActor } from './stock.seed';

/**
 * The demo's exports (issue 16 point 6): one run of each type Done over the demo's three weeks up to
 * yesterday, through the runner itself (entities from the ledger, the zip of IIF), and its QBO log.
 * With the demo's QuickBooks company (`qbo`, the local fake of apps/api/src/seed/demo-qbo.seed.ts) the
 * runs post to it, and the first bill is refused once with a QuickBooks Fault: one failed row. Without
 * one (a test binding its own accounting service) the log rows are written here directly as a
 * connected company would leave them, the first Bills row (else the first row) refused. Runs once.
 */
export async function seedDemoExports(app: INestApplication, db: Db, now = new Date(), qbo: FakeQbo | null = null): Promise<number> {
  if (await db.selectFrom('app.exports').select('Id').limit(1).executeTakeFirst()) return 0;
  const actor = await seedActor(db);
  // The venue days of the demo's three weeks up to yesterday, at the venues (their first and last over every zone).
  const zones = (await db.selectFrom('app.venues').select('TimeZone').distinct().execute()).map((v) => v.TimeZone);
  const from = zones.map((z) => localDay(now.getTime() - 21 * 86_400_000, z)).sort()[0] ?? localDay(now, 'UTC');
  const to =
    zones
      .map((z) => todayIn(z, 1, now))
      .sort()
      .at(-1) ?? localDay(now, 'UTC');
  // The export data is mailed to the accountant (the demo's outbox, or SMTP when set).
  await db
    .updateTable('app.export_settings')
    .set({ NotificationEmails: DemoExportEmails })
    .where('Id', '=', 1)
    .where(sql<boolean>`cardinality("NotificationEmails") = 0`)
    .execute();
  const runs = app.get(ExportRunsRepository);
  const runner = app.get(ExportRunner);
  qbo?.failNext({ kind: 400, fault: DemoFaultError }, /^POST \/v3\/company\/[^/]+\/bill$/);
  for (const typeId of [1, 2, 3]) {
    const id = await runs.start(typeId, from, to, actor.userId);
    if (id !== undefined) await runner.run(id, { attempt: 1, final: true });
  }
  if (qbo) return 3;
  const failed = await db
    .selectFrom('app.export_items')
    .select('Id')
    .orderBy(sql`"ExportTypeId" = 3`, 'desc')
    .orderBy('Day')
    .orderBy('Id')
    .executeTakeFirst();
  await sql`UPDATE app.export_items SET "QbReference" = 'demo-' || "Id", "SyncToken" = '0', "SyncedFingerprint" = "Fingerprint",
      "DateSynced" = now(), "DateModified" = NULL, "ErrorMessage" = NULL
    WHERE "Id" <> ${failed?.Id ?? 0}`.execute(db);
  await sql`INSERT INTO app.export_attempts ("ExportItemId", "RequestId", "HttpStatus", "QbReference", "Message")
    SELECT "Id", 'demo-' || "Id", CASE WHEN "QbReference" IS NULL THEN 400 ELSE 200 END, "QbReference",
      CASE WHEN "QbReference" IS NULL THEN ${DemoFault} END FROM app.export_items`.execute(db);
  if (failed) await db.updateTable('app.export_items').set({ ErrorMessage: DemoFault }).where('Id', '=', failed.Id).execute();
  return 3;
}

/** Where the demo's export data is mailed. */
export const DemoExportEmails = ['accounting@intermission.local'];

/** The Fault the demo's company answers its first bill with. */
export const DemoFaultError = {
  Message: 'Invalid Reference Id',
  Detail: 'Invalid Reference Id : Vendor assigned to this transaction has been deleted.',
  code: '2500',
};

/** The error of the demo's failed row: a QuickBooks validation Fault, as the client reports it. */
export const DemoFault = 'ValidationFault 2500: Invalid Reference Id: Vendor assigned to this transaction has been deleted.';
