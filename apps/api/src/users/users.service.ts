import { Injectable } from '@nestjs/common';
import { Messages, type PasswordChange } from '@intermission/contracts';
import { AuthRepository } from '../auth/auth.repository';
import { type CurrentUser } from '../auth/current-user';
import { PasswordHasher } from '../auth/password-hasher';
import { RefreshTokensRepository } from '../auth/refresh-tokens.repository';
import { TokenService } from '../auth/token.service';
import { ModelStateException } from '../common/http/api-errors';

/** The own account's password: the logic that is more than a repository call. */
@Injectable()
export class UsersService {
  constructor(
    private readonly accounts: AuthRepository,
    private readonly hasher: PasswordHasher,
    private readonly refreshTokens: RefreshTokensRepository,
    private readonly tokens: TokenService,
  ) {}

  /** The old password must match; every other session ends, this one gets new tokens. */
  async changePassword(actor: CurrentUser, body: PasswordChange) {
    const account = await this.accounts.findByAuthUserId(actor.authUserId);
    if (!account || !(await this.hasher.verify(account.passwordHash, body.OldPassword))) {
      throw new ModelStateException({ OldPassword: ['Current password is not correct'] });
    }
    await this.accounts.setPassword(account.authUserId, await this.hasher.hash(body.NewPassword));
    await this.refreshTokens.revokeAll(account.authUserId);
    // Issued under the new password's stamp: tokens from before the change are refused.
    const changed = (await this.accounts.findByAuthUserId(account.authUserId)) ?? account;
    const session = await this.tokens.signIn(changed, false);
    return { Message: Messages.PasswordSaved, LoginResult: session.LoginResult };
  }
}
