import { Controller, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { PasswordChangeSchema, type PasswordChange } from '@intermission/contracts';
import { Authenticated } from '../../../auth/access.decorator';
import { type CurrentUser, User } from '../../../auth/current-user';
import { ZodBody } from '../../../common/http/zod-params.decorator';
import { ChangePasswordCommand } from './change-password.command';

@ApiTags('users')
@Controller('users')
export class ChangePasswordController {
  constructor(private readonly commands: CommandBus) {}

  @Put('password')
  @Authenticated()
  change(@ZodBody(PasswordChangeSchema) body: PasswordChange, @User() user: CurrentUser) {
    return this.commands.execute(new ChangePasswordCommand(body, user));
  }
}
