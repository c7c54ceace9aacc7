import { Module } from '@nestjs/common';
import { DepositFactsRepository } from '../../deposits/deposit-facts.repository';
import { EXPORT_ENTITY_SOURCE } from '../export-ports';
import { ExportEntriesService } from './export-entries.service';
import { ExportFactsRepository } from './export-facts.repository';

/** Where an export's entities come from (docs/exports.md "Account mapping"): `EXPORT_ENTITY_SOURCE`, for the runs. */
@Module({
  providers: [ExportFactsRepository, DepositFactsRepository, ExportEntriesService, { provide: EXPORT_ENTITY_SOURCE, useExisting: ExportEntriesService }],
  exports: [EXPORT_ENTITY_SOURCE, ExportEntriesService],
})
export class ExportEntriesModule {}
