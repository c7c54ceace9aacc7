import { Controller, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { UserBasicInfoSchema, type UserBasicInfo } from '@intermission/contracts';
import { Authenticated } from '../../../auth/access.decorator';
import { type CurrentUser, User } from '../../../auth/current-user';
import { ZodBody } from '../../../common/http/zod-params.decorator';
import { UpdateUserNameCommand } from './update-user-name.command';

@ApiTags('users')
@Controller('users')
export class UpdateUserNameController {
  constructor(private readonly commands: CommandBus) {}

  @Put()
  @Authenticated()
  update(@ZodBody(UserBasicInfoSchema) body: UserBasicInfo, @User() user: CurrentUser) {
    return this.commands.execute(new UpdateUserNameCommand(body, user));
  }
}
