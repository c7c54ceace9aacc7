import { Module } from '@nestjs/common';
import { ExportSettingsController } from './export-settings.controller';
import { ExportSettingsRepository } from './export-settings.repository';

@Module({ controllers: [ExportSettingsController], providers: [ExportSettingsRepository], exports: [ExportSettingsRepository] })
export class ExportSettingsModule {}
