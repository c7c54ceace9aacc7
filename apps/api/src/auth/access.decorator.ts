import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import type { AccessLevel, ClaimTypeName } from '@intermission/contracts';

export const ACCESS_KEY = 'intermission:access';

export type AccessRule = { kind: 'public' } | { kind: 'authenticated' } | { kind: 'claim'; anyOf: { type: ClaimTypeName; level: AccessLevel }[] };

/** The rule on the route for the guard, and in OpenAPI as `x-access` (docs/api-routes.md is generated from it). */
const access = (rule: AccessRule) => applyDecorators(SetMetadata(ACCESS_KEY, rule), ApiExtension('x-access', rule));

/** No token needed (sign-in family, health, client error log). */
export const Public = () => access({ kind: 'public' });

/** Any signed-in user; the handler checks ownership itself (own profile, own password). */
export const Authenticated = () => access({ kind: 'authenticated' });

/** The claim a route needs (FullAccess satisfies ReadOnly). Several pairs mean any of them. */
export function RequireClaim(type: ClaimTypeName, level: AccessLevel, ...more: [ClaimTypeName, AccessLevel][]) {
  const anyOf = [{ type, level }, ...more.map(([t, l]) => ({ type: t, level: l }))];
  return access({ kind: 'claim', anyOf });
}
