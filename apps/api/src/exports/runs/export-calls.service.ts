import { randomUUID } from 'node:crypto';
import { HttpException, Injectable, Logger } from '@nestjs/common';
import {
  type ExportItemFigures,
  ExportMessages,
  type ExportRunFigures,
  type ExportTypeRow,
  ExportTypes,
  type GenerateExport,
  type HistoryReExport,
  type QboLogSearch,
  type StartExport,
} from '@intermission/contracts';
import type { Page } from '@intermission/db';
import { NotFoundError } from '@intermission/domain';
import { JobQueue } from '../../jobs/job-queue.service';
import { ExportSettingsRepository } from '../../export-settings/export-settings.repository';
import { ExportFiles } from './export-files';
import { ExportItemsRepository, itemFigures } from './export-items.repository';
import { ExportPoster } from './export-poster.service';
import { ExportRunner } from './export-runner.service';
import { exportFilePath, ExportRunsRepository } from './export-runs.repository';

const conflict = (message: string) => new HttpException({ Message: message }, 409);

/** What the exports calls do (docs/exports.md "Calls"); the controller only maps HTTP onto these. */
@Injectable()
export class ExportCalls {
  private readonly logger = new Logger('Exports');

  constructor(
    private readonly runs: ExportRunsRepository,
    private readonly items: ExportItemsRepository,
    private readonly runner: ExportRunner,
    private readonly poster: ExportPoster,
    private readonly files: ExportFiles,
    private readonly jobs: JobQueue,
    private readonly settings: ExportSettingsRepository,
  ) {}

  /** The export types, the default one (export settings) marked, each with its running and last run. */
  async types(): Promise<ExportTypeRow[]> {
    const [runs, { DefaultExportTypeId }] = await Promise.all([this.runs.runningAndLast(), this.settings.get()]);
    return ExportTypes.map((t) => ({
      Id: t.Id,
      Name: t.Name,
      IsDefault: t.Id === (DefaultExportTypeId || 2),
      Running: (runs.get(t.Id)?.running ?? null) as ExportTypeRow['Running'],
      LastRun: (runs.get(t.Id)?.last ?? null) as ExportTypeRow['LastRun'],
    }));
  }

  /** Queues a run: 409 while one of the same type and range is Queued or Running. */
  async start(body: StartExport, userId: number): Promise<{ Message: string; Export: ExportRunFigures }> {
    const id = await this.runs.start(body.ExportTypeId, body.FromDate, body.ToDate, userId);
    if (id === undefined) throw conflict(ExportMessages.AlreadyRunning);
    await this.jobs.enqueue('exports', { kind: 'run', exportId: id }, `export-${id}`);
    return { Message: ExportMessages.Started, Export: (await this.runs.figures(id))! };
  }

  history(typeId: number): Promise<ExportRunFigures[]> {
    return this.runs.history(typeId);
  }

  /** The IIF of the runs' ranges read anew, one file per run, zipped. */
  async historyReExport(body: HistoryReExport): Promise<{ FilePath: string }> {
    const ids = [...new Set(body.ExportIds)];
    const runs = await this.runs.ranges(ids, body.ExportTypeId);
    if (runs.length !== ids.length) throw new NotFoundError('The export');
    const parts = [];
    for (const r of runs)
      parts.push({
        typeId: r.ExportTypeId,
        from: r.FromDate,
        to: r.ToDate,
        exportId: r.Id,
        entities: await this.runner.read(r.ExportTypeId, r.FromDate, r.ToDate),
      });
    return { FilePath: exportFilePath(await this.files.writeZip(parts)) };
  }

  /**
   * The QBO log of a type over a range. The page's rows are read anew before they are answered, so a
   * record changed after its sync shows Modified (§4); when the entities cannot be read, the log
   * answers as stored.
   */
  async log(f: QboLogSearch): Promise<Page<ExportItemFigures>> {
    const stored = await this.items.log(f);
    const changed = await this.runner.refreshRows(f.ExportTypeId, stored.rows).catch((err: Error) => {
      this.logger.warn(`The QBO log could not read its rows anew: ${err.message}`);
      return 0;
    });
    // A row read anew may have moved (a transfer dated again): the page is read again, in its order.
    const page = changed ? await this.items.log(f) : stored;
    return { rows: page.rows.map(itemFigures), total: page.total };
  }

  async detail(id: number) {
    const d = await this.items.detail(id);
    if (!d) throw new NotFoundError('The export row');
    return d;
  }

  /** Posts one row now (its day read anew first): 409 when §4 does not allow it; Result null when QuickBooks refused it. */
  async reExport(typeId: number, id: number): Promise<{ Message: string; Result: ExportItemFigures | null }> {
    const before = await this.items.find(id);
    if (!before || before.ExportTypeId !== typeId) throw new NotFoundError('The export row');
    await this.runner.refreshRows(typeId, [before]);
    const row = (await this.items.find(id))!;
    if (!itemFigures(row).CanReExport) throw conflict(ExportMessages.ReExportNotAllowed);
    if (!(await this.poster.connected())) return { Message: ExportMessages.ReExportFailed, Result: null };
    const outcome = await this.poster.post(id, `re-export-${randomUUID()}`, 'again');
    if (outcome.kind === 'busy') throw conflict(ExportMessages.ReExportNotAllowed);
    if (outcome.kind === 'refused') return { Message: ExportMessages.ReExportNoResult, Result: null };
    return { Message: ExportMessages.ReExported, Result: itemFigures((await this.items.find(id))!) };
  }

  /** Queues the QBO post of every row of the type and range not Success. */
  async generate(body: GenerateExport): Promise<{ Message: string }> {
    await this.jobs.enqueue('exports', { kind: 'generate', typeId: body.ExportTypeId, from: body.FromDate, to: body.ToDate }, `generate-${randomUUID()}`);
    return { Message: ExportMessages.Triggered };
  }
}
