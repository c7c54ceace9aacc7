import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type LoginResult, Messages } from '@intermission/contracts';
import { AuthRepository } from '../../../auth/auth.repository';
import { PasswordHasher } from '../../../auth/password-hasher';
import { RefreshTokensRepository } from '../../../auth/refresh-tokens.repository';
import { TokenService } from '../../../auth/token.service';
import { ModelStateException } from '../../../common/http/api-errors';
import { ChangePasswordCommand } from './change-password.command';

/** The own password: the old one must match; every other session ends, this one gets new tokens. */
@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand> {
  constructor(
    private readonly accounts: AuthRepository,
    private readonly hasher: PasswordHasher,
    private readonly refreshTokens: RefreshTokensRepository,
    private readonly tokens: TokenService,
  ) {}

  async execute({ body, actor }: ChangePasswordCommand) {
    const account = await this.accounts.findByAuthUserId(actor.authUserId);
    if (!account || !(await this.hasher.verify(account.passwordHash, body.OldPassword))) {
      throw new ModelStateException({ OldPassword: ['Current password is not correct'] });
    }
    await this.accounts.setPassword(account.authUserId, await this.hasher.hash(body.NewPassword));
    await this.refreshTokens.revokeAll(account.authUserId);
    const session = await this.tokens.signIn(account, false);
    return { Message: Messages.PasswordSaved, LoginResult: session.LoginResult as LoginResult | null };
  }
}
