import { randomUUID } from 'node:crypto';
import { BadRequestException, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { AuthClientId, type LoginRequest, type LoginResponse, Messages, type SignInResponse } from '@intermission/contracts';
import type { AppConfig } from '../config/app-config';
import { InjectConfig } from '../config/config.module';
import { WrongCredentialsException } from '../common/http/api-errors';
import { JobQueue } from '../jobs/job-queue.service';
import { AuthRepository } from './auth.repository';
import { PasswordHasher } from './password-hasher';
import { RefreshTokensRepository } from './refresh-tokens.repository';
import { ResetKeysRepository } from './reset-keys.repository';
import { SignInLimits } from './sign-in-limits';
import { TokenService } from './token.service';

/** Sign-in, the e-mailed login link, token refresh, forgot and reset (spec document 1 §4, §7.1, §8.1). */
@Injectable()
export class SignInService {
  private readonly logger = new Logger('SignIn');

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly accounts: AuthRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly refreshTokens: RefreshTokensRepository,
    private readonly resetKeys: ResetKeysRepository,
    private readonly jobs: JobQueue,
    private readonly limits: SignInLimits,
  ) {}

  checkClient(id: number, secret: string): void {
    if (id !== AuthClientId || secret !== this.config.authClientSecret) throw new UnauthorizedException({ Message: 'Unknown client.' });
  }

  async signIn(body: LoginRequest, ip: string, remember: boolean): Promise<SignInResponse> {
    this.checkClient(body.AuthClientID, body.AuthClientSecret);
    // Counted as a failure before the password is verified (one atomic step); a right one gives it back.
    await this.limits.reserve(body.Username, ip);
    const account = await this.accounts.findByUsername(body.Username);
    const ok = account ? await this.hasher.verify(account.passwordHash, body.Password) : await this.hasher.verifyNobody(body.Password);
    if (!account || !ok || !account.hasAccess) throw new WrongCredentialsException();
    await this.limits.succeeded(body.Username, ip);

    if (await this.accounts.isWhitelisted(ip)) return this.tokens.signIn(account, remember);

    if (account.automaticallyWhitelist && account.email) {
      const key = await this.resetKeys.create(account.authUserId, 'adminaccess', this.config.resetKeyTtlMinutes, ip);
      const link = `${this.config.publicUrl}/adminaccess?resetKey=${encodeURIComponent(key)}`;
      await this.jobs.enqueue(
        'email',
        {
          id: randomUUID(),
          to: account.email,
          subject: 'Your Intermission login link',
          text: `Sign in to Intermission from ${ip} with this link:\n\n${link}\n\nThe link works once and expires in ${this.config.resetKeyTtlMinutes} minutes.`,
        },
        `login-link-${account.authUserId}-${Date.now()}`,
      );
      this.logger.log(`Login link e-mailed to auth user ${account.authUserId} for ${ip}`);
      return { User: null, LoginResult: null, Message: Messages.LoginLinkEmailed };
    }
    this.logger.warn(`Sign-in of auth user ${account.authUserId} refused from ${ip}: not whitelisted`);
    return { User: null, LoginResult: { isWhiteListed: false }, Message: Messages.NotWhitelisted };
  }

  async adminAccess(resetKey: string): Promise<LoginResponse> {
    const key = await this.resetKeys.consume(resetKey, 'adminaccess');
    const account = key && (await this.accounts.findByAuthUserId(key.AuthUserId));
    if (!key || !account || !account.hasAccess) throw new BadRequestException({ Message: Messages.LoginFailed });
    if (key.Ip) await this.accounts.whitelistAddress(key.Ip, `Login link: ${account.username}`);
    return this.tokens.signIn(account, false);
  }

  async refresh(tokenIdentifier: string, authUserId: number) {
    const rotated = await this.refreshTokens.rotate(tokenIdentifier, authUserId, this.config.refreshTokenTtlDays, this.config.refreshReuseGraceSeconds);
    const account = rotated.ok ? await this.accounts.findByAuthUserId(authUserId) : undefined;
    if (!rotated.ok || !account || !account.hasAccess) throw new UnauthorizedException({ Message: 'The session has ended. Please sign in again.' });
    return this.tokens.loginResult(account, rotated.token);
  }

  async forgot(email: string): Promise<void> {
    const account = await this.accounts.findByEmail(email);
    if (!account || !account.hasAccess) {
      this.logger.log('Password reset asked for an unknown address');
      return;
    }
    const key = await this.resetKeys.create(account.authUserId, 'reset', this.config.resetKeyTtlMinutes);
    const link = `${this.config.publicUrl}/resetpassword?userId=${account.authUserId}&resetKey=${encodeURIComponent(key)}`;
    await this.jobs.enqueue(
      'email',
      {
        id: randomUUID(),
        to: account.email!,
        subject: 'Reset your Intermission password',
        text: `Choose a new password for ${account.username} with this link:\n\n${link}\n\nThe link works once and expires in ${this.config.resetKeyTtlMinutes} minutes. If you did not ask for it, ignore this message.`,
      },
      `reset-${account.authUserId}-${Date.now()}`,
    );
  }

  async reset(authUserId: number, resetKey: string, password: string): Promise<void> {
    const key = await this.resetKeys.consume(resetKey, 'reset', authUserId);
    if (!key) throw new BadRequestException({ Message: 'The reset link is invalid or has expired.' });
    await this.accounts.setPassword(authUserId, await this.hasher.hash(password));
    await this.refreshTokens.revokeAll(authUserId);
  }
}
