import { Inject, Injectable, Logger } from '@nestjs/common';
import Decimal from 'decimal.js';
import { ExportTypes } from '@intermission/contracts';
import { entityAmount, type ExportEntity, isBalanced } from '@intermission/domain';
import { EXPORT_ENTITY_SOURCE, type ExportEntityScope, type ExportEntitySource } from '../export-ports';
import { ExportSettingsRepository } from '../../export-settings/export-settings.repository';
import { MailerService } from '../../mail/mailer.service';
import type { JobAttempt } from '../../jobs/job-names';
import { ExportFiles } from './export-files';
import { type ExportItemRow, ExportItemsRepository } from './export-items.repository';
import { ExportPettyCash } from './export-petty-cash';
import { ExportPoster } from './export-poster.service';
import { exportFilePath, ExportRunsRepository, exportTypeName } from './export-runs.repository';

/** What places a log row among the entities (its Key, venue day, transfer or received order) and the stamp it was read at. */
export type ExportItemPlace = Pick<ExportItemRow, 'Key' | 'VenueId' | 'Day' | 'TransferId' | 'ReceivedOrderId' | 'SourceStamp'>;

/** A run or a generate left posts that may pass later (429, 5xx, a timeout): thrown so the job is retried with backoff. */
export class RetryLater extends Error {}

const typeOf = (id: number) => ExportTypes.find((t) => t.Id === id)!.Id;

/** The first and the last day of some rows. */
function dayRange(rows: readonly ExportItemPlace[]): [string, string] {
  const days = rows.map((r) => r.Day).sort();
  return [days[0]!, days[days.length - 1]!];
}

/**
 * The export job (docs/exports.md "Runs and jobs"): read the entities, upsert the QBO log by Key,
 * write the zip of IIF, post what is not Success when QuickBooks is connected, mail, Done. Every step
 * is safe to run again: a retried or stalled job picks up where the last one stopped, without doubling.
 */
@Injectable()
export class ExportRunner {
  private readonly logger = new Logger('Exports');

  constructor(
    private readonly runs: ExportRunsRepository,
    private readonly items: ExportItemsRepository,
    private readonly files: ExportFiles,
    private readonly poster: ExportPoster,
    private readonly pettyCash: ExportPettyCash,
    private readonly settings: ExportSettingsRepository,
    private readonly mailer: MailerService,
    @Inject(EXPORT_ENTITY_SOURCE) private readonly source: ExportEntitySource,
  ) {}

  /** The entities of a type and range, each checked to balance (an unbalanced entry is never sent). */
  async read(typeId: number, from: string, to: string, scope?: ExportEntityScope): Promise<ExportEntity[]> {
    const entities = await this.source.entities(typeOf(typeId), from, to, scope);
    const unbalanced = entities.find((e) => !isBalanced(e));
    if (unbalanced) throw new Error(`The entry ${unbalanced.Key} does not balance; nothing was sent`);
    return entities;
  }

  async run(exportId: number, job: JobAttempt): Promise<void> {
    const run = await this.runs.find(exportId);
    // Over already (a job delivered again after it finished): nothing to do.
    if (!run || !(await this.runs.begin(exportId))) return;
    try {
      const stamps = await this.source.stamps(typeOf(run.ExportTypeId), run.FromDate, run.ToDate);
      const entities = await this.read(run.ExportTypeId, run.FromDate, run.ToDate);
      const amount = entities.reduce((s, e) => s.plus(entityAmount(e)), new Decimal(0)).toFixed(2);
      await this.items.upsert(exportId, entities, stamps);
      await this.runs.progress(exportId, { Progress: 10, ItemCount: entities.length, ItemsDone: 0, Amount: amount });
      if (run.ExportTypeId === 2) await this.pettyCash.markExported(exportId, run.FromDate, run.ToDate);
      const fileName = await this.files.writeZip([{ typeId: run.ExportTypeId, from: run.FromDate, to: run.ToDate, exportId, entities }]);
      await this.runs.progress(exportId, { Progress: 20, FileName: fileName });
      const retry = await this.postAll({ exportId }, `export-${exportId}`, entities.length, (done) =>
        this.runs.progress(exportId, {
          Progress: 20 + Math.floor((80 * done) / Math.max(1, entities.length)) - (done === entities.length ? 1 : 0),
          ItemsDone: done,
        }),
      );
      if (retry && !job.final) throw new RetryLater(retry);
      await this.runs.progress(exportId, { Progress: 99, ItemsDone: entities.length });
      await this.mail(exportId, run.ExportTypeId, run.FromDate, run.ToDate, entities.length, amount, fileName);
      await this.runs.done(exportId);
    } catch (err) {
      const message = (err as Error).message;
      this.logger.warn(`Export ${exportId} attempt ${job.attempt} failed: ${message}`);
      if (job.final) await this.runs.failed(exportId, message);
      throw err;
    }
  }

  /** PUT exports/generate: read the range anew (marking what changed) and post every row of it not Success. */
  async generate(typeId: number, from: string, to: string, job: JobAttempt): Promise<void> {
    await this.refresh(typeId, from, to);
    const retry = await this.postAll({ typeId, from, to }, `generate-${typeId}-${from}-${to}`, 0, async () => undefined);
    if (retry && !job.final) throw new RetryLater(retry);
  }

  /** Reads a range anew and updates the rows runs made (a change after a sync marks its row Modified, §4). */
  async refresh(typeId: number, from: string, to: string): Promise<void> {
    const stamps = await this.source.stamps(typeOf(typeId), from, to);
    await this.items.upsert(null, await this.read(typeId, from, to), stamps);
  }

  /**
   * Reads anew the entities of these rows of the log whose sources changed since they were read
   * (their stamps differ, or they have none: their transfers or orders by id, their venue days) and
   * updates them as refresh does: what the log shows is never older than the call. Answers how many
   * rows changed.
   */
  async refreshRows(typeId: number, rows: readonly ExportItemPlace[]): Promise<number> {
    if (!rows.length) return 0;
    const [first, last] = dayRange(rows);
    const stamps = await this.source.stamps(typeOf(typeId), first, last, [...new Set(rows.map((r) => r.VenueId))]);
    const stale = rows.filter((r) => r.SourceStamp === null || stamps.get(r.Key) !== r.SourceStamp);
    if (!stale.length) return 0;
    const scope = {
      VenueIds: [...new Set(stale.map((r) => r.VenueId))],
      Ids: [...new Set(stale.flatMap((r) => [r.TransferId, r.ReceivedOrderId].filter((id): id is string => id !== null)))],
    };
    const entities = await this.read(typeId, ...dayRange(stale), scope);
    const changed = await this.items.upsert(null, entities, stamps);
    // A stale row whose entity is gone keeps its content, and the stamp it was read at.
    const read = new Set(entities.map((e) => e.Key));
    await this.items.stamp(stale.flatMap((r) => (read.has(r.Key) || !stamps.has(r.Key) ? [] : [{ Key: r.Key, SourceStamp: stamps.get(r.Key)! }])));
    return changed;
  }

  /**
   * Posts the rows not Success, when QuickBooks is connected. A refusal that may pass later is
   * recorded and the others go on; answered is why the job should be tried again, if any.
   */
  private async postAll(
    where: Parameters<ExportItemsRepository['toPost']>[0],
    by: string,
    total: number,
    onDone: (done: number) => Promise<void>,
  ): Promise<string | undefined> {
    if (!(await this.poster.connected())) {
      await onDone(total);
      return undefined;
    }
    const rows = await this.items.toPost(where);
    let done = total - rows.length;
    let retry: string | undefined;
    for (const row of rows) {
      const outcome = await this.poster.post(row.Id, by, 'unsynced');
      if (outcome.kind === 'refused' && outcome.retryable) retry = `QuickBooks refused ${row.DocNumber} for now: ${outcome.message}`;
      if (outcome.kind === 'busy') retry = `${row.DocNumber} is being posted by another export`;
      await onDone(++done);
    }
    return retry;
  }

  /** The export data to the export settings' notification e-mails: what was exported and where the zip is. */
  private async mail(exportId: number, typeId: number, from: string, to: string, count: number, amount: string, fileName: string) {
    const { NotificationEmails } = await this.settings.get();
    const type = exportTypeName(typeId);
    const text = [
      `The ${type} export ${exportId} of ${from} to ${to} is done.`,
      `Entries: ${count}. Amount: ${amount}.`,
      `IIF files (zip, download signed in): ${exportFilePath(fileName)}`,
    ].join('\n');
    for (const to_ of NotificationEmails) {
      await this.mailer.send({
        to: to_,
        subject: `${type} export ${exportId} done`,
        text,
        id: `export-${exportId}-${Buffer.from(to_).toString('hex').slice(0, 40)}`,
      });
    }
  }
}
