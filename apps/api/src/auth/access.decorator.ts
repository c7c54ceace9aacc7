import { SetMetadata } from '@nestjs/common';
import type { AccessLevel, ClaimTypeName } from '@intermission/contracts';

export const ACCESS_KEY = 'intermission:access';

export type AccessRule = { kind: 'public' } | { kind: 'authenticated' } | { kind: 'claim'; anyOf: { type: ClaimTypeName; level: AccessLevel }[] };

/** No token needed (sign-in family, health, client error log). */
export const Public = () => SetMetadata(ACCESS_KEY, { kind: 'public' } satisfies AccessRule);

/** Any signed-in user; the handler checks ownership itself (own profile, own password). */
export const Authenticated = () => SetMetadata(ACCESS_KEY, { kind: 'authenticated' } satisfies AccessRule);

/** The claim a route needs (FullAccess satisfies ReadOnly). Several pairs mean any of them. */
export function RequireClaim(type: ClaimTypeName, level: AccessLevel, ...more: [ClaimTypeName, AccessLevel][]) {
  const anyOf = [{ type, level }, ...more.map(([t, l]) => ({ type: t, level: l }))];
  return SetMetadata(ACCESS_KEY, { kind: 'claim', anyOf } satisfies AccessRule);
}
