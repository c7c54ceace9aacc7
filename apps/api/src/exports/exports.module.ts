import { Module } from '@nestjs/common';
import { ExportSettingsRepository } from '../export-settings/export-settings.repository';
import { ExportJob } from '../jobs/export.job';
import { ExportCalls } from './runs/export-calls.service';
import { ExportFiles } from './runs/export-files';
import { ExportItemsRepository } from './runs/export-items.repository';
import { ExportPettyCash } from './runs/export-petty-cash';
import { ExportPoster } from './runs/export-poster.service';
import { ExportRunner } from './runs/export-runner.service';
import { ExportRunsRepository } from './runs/export-runs.repository';
import { ExportsController } from './runs/exports.controller';
import { UnwiredPorts } from './runs/unwired-ports';

/** Exports to the accounting service (docs/exports.md): the runs, their jobs and calls, over the two seams of export-ports.ts. */
@Module({
  controllers: [ExportsController],
  providers: [
    ...UnwiredPorts,
    ExportSettingsRepository,
    ExportRunsRepository,
    ExportItemsRepository,
    ExportFiles,
    ExportPoster,
    ExportPettyCash,
    ExportRunner,
    ExportCalls,
    ExportJob,
  ],
  exports: [ExportRunner, ExportItemsRepository, ExportJob],
})
export class ExportsModule {}
