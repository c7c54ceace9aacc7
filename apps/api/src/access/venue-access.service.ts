import { ForbiddenException, Global, Injectable, Module } from '@nestjs/common';
import type { Db } from '@intermission/db';
import { NotFoundError } from '@intermission/domain';
import { InjectDb } from '../database/database.module';
import { holds, managedVenues, venueScope, type VenueUse, type Viewer } from './venue-access';
import type { VenueRefusal } from './venue-scope.decorator';
import { spansVenues, type VenueRecordKind, venuesOf } from './venue-records';

export const NotYourVenueMessage = 'You do not have access to the records of this venue';

/**
 * A record under one venue: that venue must be the user's. A record spanning venues (a client, a
 * show): to read, one of them; to write, all of them; a show without events is no venue's, a client
 * without venues none of a venue manager's.
 */
function allowed(scope: readonly number[], venues: number[], kind: VenueRecordKind, use: VenueUse): boolean {
  if (!spansVenues(kind)) return venues.length > 0 && venues.every((v) => holds(scope, v));
  if (!venues.length) return kind === 'show';
  return use === 'read' ? venues.some((v) => holds(scope, v)) : venues.every((v) => holds(scope, v));
}

/** The one venue rule asked about records (access/venue-access.ts): by VenueScopeGuard, and by handlers for records the path does not name. */
@Injectable()
export class VenueAccess {
  constructor(@InjectDb() private readonly db: Db) {}

  /** The venues the user may read or write: null for every venue. */
  scope(viewer: Viewer, use: VenueUse): Promise<number[] | null> {
    return venueScope(this.db, viewer, use);
  }

  /** The venues a user manages or backs up today (another user's, for the theatre choices of theirs). */
  managed(userId: number): Promise<number[]> {
    return managedVenues(this.db, userId);
  }

  /** Whether the user may use the record (true as well when it does not exist: the caller's 404). */
  async allows(viewer: Viewer, kind: VenueRecordKind, id: number, use: VenueUse): Promise<boolean> {
    const s = await this.scope(viewer, use);
    if (s === null) return true;
    const venues = await venuesOf(this.db, kind, id);
    return venues === undefined || allowed(s, venues, kind, use);
  }

  /**
   * Throws 403 when the record exists and the user may not use it; a record that does not exist is
   * left to the caller (its own 404). `scope` when the caller has it already.
   */
  async assert(viewer: Viewer, kind: VenueRecordKind, id: number, use: VenueUse, scope?: number[] | null, refusal?: VenueRefusal): Promise<void> {
    const s = scope === undefined ? await this.scope(viewer, use) : scope;
    if (s === null) return;
    const venues = await venuesOf(this.db, kind, id);
    if (venues === undefined || allowed(s, venues, kind, use)) return;
    if (refusal?.status === 404) throw new NotFoundError(refusal.what);
    throw new ForbiddenException({ Message: refusal?.message ?? NotYourVenueMessage });
  }
}

@Global()
@Module({ providers: [VenueAccess], exports: [VenueAccess] })
export class VenueAccessModule {}
