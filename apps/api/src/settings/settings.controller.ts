import { Controller, Get, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PosPackageSettingName, posPackageVersion, PosSettingsBatchSchema, SettingsBatchSchema, type SettingsBatch } from '@intermission/contracts';
import { Authenticated, RequireClaim } from '../auth/access.decorator';
import { type CurrentUser, User } from '../auth/current-user';
import { ConcurrencyException } from '../common/http/api-errors';
import { ZodBody } from '../common/http/zod-params.decorator';
import { type SettingsGroup, SettingsRepository } from './settings.repository';

/** Application settings and the point-of-sale (SLERP) group (spec document 1 §7.4, document 3 §7). */
@ApiTags('settings')
@Controller()
export class SettingsController {
  constructor(private readonly settings: SettingsRepository) {}

  @Get('settings')
  @RequireClaim('AppSettings', 'ReadOnly')
  app() {
    return this.settings.list('app.settings');
  }

  @Put('settings/batch')
  @RequireClaim('AppSettings', 'FullAccess')
  saveApp(@ZodBody(SettingsBatchSchema) rows: SettingsBatch, @User() user: CurrentUser) {
    return this.replace('app.settings', rows, user);
  }

  @Get('slerpSettings')
  @RequireClaim('AppSettings', 'ReadOnly')
  pos() {
    return this.settings.list('app.pos_settings');
  }

  @Put('slerpSettings/batch')
  @RequireClaim('AppSettings', 'FullAccess')
  savePos(@ZodBody(PosSettingsBatchSchema) rows: SettingsBatch, @User() user: CurrentUser) {
    return this.replace('app.pos_settings', rows, user);
  }

  /** The desktop point-of-sale package offered on the settings and user pages. */
  @Get('settings/posPackage')
  @Authenticated()
  async posPackage() {
    const location = (await this.settings.list('app.settings')).find((s) => s.Name === PosPackageSettingName)?.Value ?? '';
    return { Location: location, Version: posPackageVersion(location) };
  }

  private async replace(group: SettingsGroup, rows: SettingsBatch, user: CurrentUser) {
    if (!(await this.settings.replace(user.userId, group, rows))) throw new ConcurrencyException(await this.settings.list(group));
    return this.settings.list(group);
  }
}
