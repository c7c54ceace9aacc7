import { BadRequestException, Controller, Get, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import {
  PosPackageSchema,
  PosPackageSettingName,
  posPackageVersion,
  PosSettingsBatchSchema,
  SettingSchema,
  SettingsBatchSchema,
  type SettingsBatch,
} from '@intermission/contracts';
import { ConcurrencyError } from '@intermission/domain';
import { Authenticated, RequireClaim } from '../auth/access.decorator';
import { type CurrentUser, User } from '../auth/current-user';
import { ZodBody } from '../common/http/zod-params.decorator';
import { ZodResponse } from '../common/http/zod-response.decorator';

const SettingListSchema = z.array(SettingSchema);
import { type SettingsGroup, SettingsRepository } from './settings.repository';

/** Application settings and the point-of-sale (SLERP) group (spec document 1 §7.4, document 3 §7). */
@ApiTags('settings')
@Controller()
export class SettingsController {
  constructor(private readonly settings: SettingsRepository) {}

  @Get('settings')
  @RequireClaim('AppSettings', 'ReadOnly')
  @ZodResponse(SettingListSchema)
  app() {
    return this.settings.list('app.settings');
  }

  @Put('settings/batch')
  @RequireClaim('AppSettings', 'FullAccess')
  @ZodResponse(SettingListSchema)
  saveApp(@ZodBody(SettingsBatchSchema) rows: SettingsBatch, @User() user: CurrentUser) {
    return this.replace('app.settings', rows, user);
  }

  @Get('slerpSettings')
  @RequireClaim('AppSettings', 'ReadOnly')
  @ZodResponse(SettingListSchema)
  pos() {
    return this.settings.list('app.pos_settings');
  }

  @Put('slerpSettings/batch')
  @RequireClaim('AppSettings', 'FullAccess')
  @ZodResponse(SettingListSchema)
  savePos(@ZodBody(PosSettingsBatchSchema) rows: SettingsBatch, @User() user: CurrentUser) {
    return this.replace('app.pos_settings', rows, user);
  }

  /** The desktop point-of-sale package offered on the settings and user pages. */
  @Get('settings/posPackage')
  @Authenticated()
  @ZodResponse(PosPackageSchema)
  async posPackage() {
    const location = (await this.settings.list('app.settings')).find((s) => s.Name === PosPackageSettingName)?.Value ?? '';
    return { Location: location, Version: posPackageVersion(location) };
  }

  private async replace(group: SettingsGroup, rows: SettingsBatch, user: CurrentUser) {
    // A save sends the whole group as edited: an empty one (or only blank names) would remove every setting.
    if (!rows.length)
      throw new BadRequestException({
        Message: `${group === 'app.settings' ? 'Settings' : 'SLERP Settings'} Update Failed. The list sent is empty: a save sends the whole list as edited, and would remove every setting.`,
      });
    if (!(await this.settings.replace(user.userId, group, rows))) throw new ConcurrencyError(await this.settings.list(group));
    return this.settings.list(group);
  }
}
