import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { Id, IdText } from '@intermission/contracts';
import { ACCESS_KEY, type AccessRule } from '../auth/access.decorator';
import type { AuthedRequest } from '../auth/current-user';
import type { VenueUse } from './venue-access';
import { VenueAccess } from './venue-access.service';
import { VENUE_SCOPE_KEY, type VenueRef, type VenueScopeRule } from './venue-scope.decorator';

/** An id as the shared primitives take it (a body's number, a path's text); anything else is left to the route's validation (400). */
const idOf = (value: unknown): number | undefined => {
  const id = (typeof value === 'number' ? Id : IdText).safeParse(value);
  return id.success ? id.data : undefined;
};

const valueOf = (req: Request, r: VenueRef): unknown => {
  const from = r.in === 'path' ? req.params : r.in === 'query' ? req.query : req.body;
  return from && typeof from === 'object' ? (from as Record<string, unknown>)[r.name] : undefined;
};

/**
 * Runs after AccessGuard on every route that declares VenueScoped: each record it names (path,
 * query or body) is resolved to its venue(s) and the one rule asked. A record that does not exist is
 * left to the route (its own 404); an id that is not one is left to its validation (400).
 */
@Injectable()
export class VenueScopeGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly access: VenueAccess,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    // A controller's refs (its path's named ids) and the route's own, together.
    const rules = this.reflector
      .getAll<(VenueScopeRule | undefined)[]>(VENUE_SCOPE_KEY, [context.getHandler(), context.getClass()])
      .filter((r) => r !== undefined);
    if (!rules.length) return true;
    const rule: VenueScopeRule = { refs: rules.flatMap((r) => r.refs), use: rules.find((r) => r.use)?.use };
    const req = context.switchToHttp().getRequest<Request & AuthedRequest>();
    const user = req.user;
    if (!user) return true; // a public route names no one's records
    const access = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_KEY, [context.getHandler(), context.getClass()]);
    const use: VenueUse = rule.use ?? (access?.kind === 'claim' && access.anyOf.every((c) => c.level === 'ReadOnly') ? 'read' : 'write');
    const scope = await this.access.scope(user, use);
    if (scope === null) return true;
    for (const r of rule.refs) {
      const id = idOf(valueOf(req, r));
      if (id !== undefined) await this.access.assert(user, r.of, id, use, scope, r.refusal);
    }
    return true;
  }
}
