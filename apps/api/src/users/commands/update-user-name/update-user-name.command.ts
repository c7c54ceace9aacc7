import { Command } from '@nestjs/cqrs';
import type { User, UserBasicInfo } from '@intermission/contracts';
import type { CurrentUser } from '../../../auth/current-user';

export class UpdateUserNameCommand extends Command<User> {
  constructor(
    readonly body: UserBasicInfo,
    readonly actor: CurrentUser,
  ) {
    super();
  }
}
