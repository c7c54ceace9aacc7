import { Controller, Get, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ExportSettingsSaveSchema, ExportSettingsSchema, type ExportSettingsSave } from '@intermission/contracts';
import { RequireClaim } from '../auth/access.decorator';
import { type CurrentUser, User } from '../auth/current-user';
import { ModelStateException } from '../common/http/api-errors';
import { savedRecord } from '../common/http/saved-record';
import { ZodBody } from '../common/http/zod-params.decorator';
import { ZodResponse } from '../common/http/zod-response.decorator';
import { ExportSettingsRepository } from './export-settings.repository';

/**
 * GET, and POST or PUT export-settings (spec document 3 §7): one settings record, saved on its Version.
 * The QuickBooks client secret and refresh token are write-only (docs/administration.md).
 */
@ApiTags('export-settings')
@Controller('export-settings')
export class ExportSettingsController {
  constructor(private readonly settings: ExportSettingsRepository) {}

  @Get()
  @RequireClaim('AppSettings', 'ReadOnly', ['Exports', 'ReadOnly'])
  @ZodResponse(ExportSettingsSchema)
  get() {
    return this.settings.get();
  }

  @Post()
  @RequireClaim('AppSettings', 'FullAccess')
  @ZodResponse(ExportSettingsSchema)
  create(@ZodBody(ExportSettingsSaveSchema) body: ExportSettingsSave, @User() user: CurrentUser) {
    return this.save(body, user);
  }

  @Put()
  @RequireClaim('AppSettings', 'FullAccess')
  @ZodResponse(ExportSettingsSchema)
  update(@ZodBody(ExportSettingsSaveSchema) body: ExportSettingsSave, @User() user: CurrentUser) {
    return this.save(body, user);
  }

  private async save(body: ExportSettingsSave, user: CurrentUser) {
    const unknown = await this.settings.unknownAccounts(body.AccountMappings.map((m) => m.ManagedItemId));
    if (unknown.length) throw new ModelStateException({ AccountMappings: [`Not accounts: ${unknown.join(', ')}`] });
    return savedRecord(await this.settings.save(user.userId, body), 'The export settings', () => this.settings.get());
  }
}
