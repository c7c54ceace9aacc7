import { Command } from '@nestjs/cqrs';
import type { LoginResult, PasswordChange } from '@intermission/contracts';
import type { CurrentUser } from '../../../auth/current-user';

export class ChangePasswordCommand extends Command<{ Message: string; LoginResult: LoginResult | null }> {
  constructor(
    readonly body: PasswordChange,
    readonly actor: CurrentUser,
  ) {
    super();
  }
}
