import { Module } from '@nestjs/common';
import { ExportSettingsModule } from '../export-settings/export-settings.module';
import { ExportJob } from '../jobs/export.job';
import { ExportCalls } from './runs/export-calls.service';
import { ExportFiles } from './runs/export-files';
import { ExportItemsRepository } from './runs/export-items.repository';
import { ExportPettyCash } from './runs/export-petty-cash';
import { ExportPoster } from './runs/export-poster.service';
import { ExportResume } from './runs/export-resume';
import { ExportRunner } from './runs/export-runner.service';
import { ExportRunsRepository } from './runs/export-runs.repository';
import { ExportsController } from './runs/exports.controller';
import { ExportEntriesModule } from './entries/export-entries.module';
import { QboModule } from './qbo/qbo.module';

/** Exports to the accounting service (docs/exports.md): the runs, their jobs and calls, over the two seams of export-ports.ts. */
@Module({
  imports: [ExportEntriesModule, QboModule, ExportSettingsModule],
  controllers: [ExportsController],
  providers: [ExportRunsRepository, ExportItemsRepository, ExportFiles, ExportPoster, ExportPettyCash, ExportRunner, ExportCalls, ExportJob, ExportResume],
  exports: [ExportRunner, ExportItemsRepository, ExportJob],
})
export class ExportsModule {}
