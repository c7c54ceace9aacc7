import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { hasClaim, UpdateRolesHeader } from '@intermission/contracts';
import { ACCESS_KEY, type AccessRule } from './access.decorator';
import { AuthRepository } from './auth.repository';
import type { AuthedRequest } from './current-user';
import { TokenService } from './token.service';

/**
 * The one access check (deny by default): every route declares Public, Authenticated or the
 * claim it needs. Claims are read from the database on each request, so a changed role or
 * removed access takes effect at once; a token issued under other claims gets `update-roles`.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  private readonly logger = new Logger('Access');

  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    private readonly accounts: AuthRepository,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_KEY, [context.getHandler(), context.getClass()]);
    const req = context.switchToHttp().getRequest<Request & AuthedRequest>();
    if (!rule) {
      this.logger.error(`${req.method} ${req.path} declares no access rule; denied.`);
      throw new ForbiddenException({ Message: 'Access denied.' });
    }
    if (rule.kind === 'public') return true;

    const header = req.headers.authorization ?? '';
    const payload = header.startsWith('Bearer ') ? this.tokens.verifyAccessToken(header.slice(7)) : undefined;
    if (!payload) throw new UnauthorizedException({ Message: 'Authorization has been denied for this request.' });
    const account = await this.accounts.findWithClaims(Number(payload.sub));
    if (!account || !account.hasAccess || !this.tokens.issuedUnderCurrentPassword(payload, account)) {
      throw new UnauthorizedException({ Message: 'Authorization has been denied for this request.' });
    }

    const { claims } = account;
    req.user = { authUserId: account.authUserId, userId: account.userId, roleId: account.roleId, claims };
    if (payload.rid !== account.roleId || payload.rv !== account.roleVersion) {
      context.switchToHttp().getResponse<Response>().setHeader(UpdateRolesHeader, 'true');
    }
    if (rule.kind === 'authenticated') return true;
    if (rule.anyOf.some((c) => hasClaim(claims, c.type, c.level))) return true;
    throw new ForbiddenException({ Message: 'You do not have access to this.' });
  }
}
