import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { ClaimFlags } from '@intermission/contracts';

export interface CurrentUser {
  authUserId: number;
  userId: number;
  roleId: number;
  claims: ClaimFlags;
}

export type AuthedRequest = { user?: CurrentUser };

export const User = createParamDecorator((_: unknown, ctx: ExecutionContext): CurrentUser => {
  const user = ctx.switchToHttp().getRequest<AuthedRequest>().user;
  if (!user) throw new Error('User requested on a public route');
  return user;
});
