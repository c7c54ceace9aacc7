import { createSecretKey, type KeyObject } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import jwt from 'jsonwebtoken';
import type { ClaimFlags, LoginResponse, LoginResult } from '@intermission/contracts';
import type { AppConfig } from '../config/app-config';
import { InjectConfig } from '../config/config.module';
import type { AuthAccount } from './auth.repository';
import { AuthRepository } from './auth.repository';
import { RefreshTokensRepository } from './refresh-tokens.repository';

export interface AccessTokenPayload {
  sub: string;
  uid: number;
  rid: number;
  /** The role's Version when the token was issued: a later change sends update-roles. */
  rv: number;
  claims: ClaimFlags;
  /** The password-change stamp (ms) of the account when the token was issued. */
  pwd: number;
  iat: number;
  exp: number;
}

@Injectable()
export class TokenService {
  /**
   * The signing secret as a key object, made once: given the string, jsonwebtoken first tries it as a
   * public key (an OpenSSL parse that throws) on every verify, about 1 ms of each authenticated call.
   */
  private readonly key: KeyObject;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly accounts: AuthRepository,
    private readonly refreshTokens: RefreshTokensRepository,
  ) {
    this.key = createSecretKey(Buffer.from(config.jwtSecret));
  }

  /** The payload of a valid token: our signature and audience, and an expiry (a token without `exp` is refused). */
  verifyAccessToken(token: string): AccessTokenPayload | undefined {
    try {
      const payload = jwt.verify(token, this.key, { algorithms: ['HS256'], audience: 'intermission' });
      if (typeof payload !== 'object' || typeof payload.exp !== 'number' || typeof payload.iat !== 'number') return undefined;
      return payload as AccessTokenPayload;
    } catch {
      return undefined;
    }
  }

  /** False for a token issued before the account's last password change or reset. */
  issuedUnderCurrentPassword(payload: AccessTokenPayload, account: AuthAccount): boolean {
    return payload.pwd === account.passwordChangedAt.getTime();
  }

  async loginResult(account: AuthAccount, refreshToken: string): Promise<LoginResult> {
    const claims = await this.accounts.claimFlags(account.roleId);
    const issued = new Date();
    const expires = new Date(issued.getTime() + this.config.accessTokenTtlSeconds * 1000);
    const payload: Omit<AccessTokenPayload, 'iat' | 'exp'> = {
      sub: String(account.authUserId),
      uid: account.userId,
      rid: account.roleId,
      rv: account.roleVersion,
      claims,
      pwd: account.passwordChangedAt.getTime(),
    };
    const token = jwt.sign(payload, this.key, { algorithm: 'HS256', audience: 'intermission', expiresIn: this.config.accessTokenTtlSeconds });
    return {
      Jwt: token,
      IssuedUtc: issued.toISOString(),
      ExpiresUtc: expires.toISOString(),
      RefreshTokenIdentifier: refreshToken,
      AuthUserId: account.authUserId,
      ClaimFlags: claims as Record<string, number>,
      RoleId: account.roleId,
      isWhiteListed: true,
    };
  }

  /** A full sign-in answer: the user and a new token pair. */
  async signIn(account: AuthAccount, remember: boolean): Promise<LoginResponse> {
    const refresh = await this.refreshTokens.issue(account.authUserId, remember, this.config.refreshTokenTtlDays);
    return {
      User: { Id: account.userId, FirstName: account.firstName, LastName: account.lastName, Image: { ThumbnailPath: account.thumbnailPath } },
      LoginResult: await this.loginResult(account, refresh),
    };
  }
}
