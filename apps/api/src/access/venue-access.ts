import { sql } from 'kysely';
import { type ClaimFlags, hasClaim, isAdminRole, isStockAuditor } from '@intermission/contracts';
import type { Db } from '@intermission/db';
import { venueToday } from '../common/venue-days';

/** Who asks: the signed-in user's ids and claims (a CurrentUser is one). */
export interface Viewer {
  userId: number;
  roleId: number;
  /** The session's claims: an auditor's (VenueManager ReadOnly) widen what they see, never what they may change. */
  claims?: ClaimFlags;
}

/** What a venue's record is wanted for: to read it, or to change it (move stock, schedule, count, delete). */
export type VenueUse = 'read' | 'write';
/** The stock calls' name for the same thing. */
export type LocationUse = VenueUse;

/**
 * The one access rule for records under a venue (docs/api.md "Whose venues"):
 * - an administrator (role 1 or 5): every venue, for everything;
 * - a venue manager (VenueManager FullAccess): only the venues they manage or back up (an expiry of
 *   today or later, or none), for reading and for writing;
 * - an auditor (VenueManager ReadOnly): every venue to read; to write only those they manage or back up;
 * - anyone else (no VenueManager claim: the office that schedules shows, keeps the client area or
 *   counts cash for every venue): every venue, as far as their claims go.
 */
export function seesEveryVenue(viewer: Viewer, use: VenueUse): boolean {
  if (isAdminRole(viewer.roleId)) return true;
  if (hasClaim(viewer.claims, 'VenueManager', 'FullAccess')) return false;
  if (isStockAuditor(viewer.claims)) return use === 'read';
  return true;
}

/** The venue ids a user manages or backs up today (a backup's expiry is a day at the venue). */
export async function managedVenues(db: Db, userId: number): Promise<number[]> {
  const today = await venueToday(db, 'v');
  const rows = await db
    .selectFrom('app.venues as v')
    .select('v.Id')
    .where((eb) =>
      eb.or([
        eb('v.ManagerId', '=', userId),
        eb.exists(
          eb
            .selectFrom('app.venue_backup_managers as b')
            .select('b.Id')
            .whereRef('b.VenueId', '=', 'v.Id')
            .where('b.UserId', '=', userId)
            .where((e) => e.or([e('b.ExpDate', 'is', null), e('b.ExpDate', '>=', today)])),
        ),
      ]),
    )
    .orderBy('v.Id')
    .execute();
  return rows.map((r) => r.Id);
}

/** The venues a user may read or write: null for every venue, else their ids. */
export async function venueScope(db: Db, viewer: Viewer, use: VenueUse = 'read'): Promise<number[] | null> {
  return seesEveryVenue(viewer, use) ? null : managedVenues(db, viewer.userId);
}

/** Whether a scope (null: every venue) holds a venue. */
export const holds = (scope: readonly number[] | null, venueId: number) => scope === null || scope.includes(venueId);

/** The SQL filter of a scope on a venue id column (true for every venue). */
export const inScope = (scope: readonly number[] | null, column: string) =>
  scope === null ? sql<boolean>`true` : sql<boolean>`${sql.ref(column)} = ANY(${[...scope]}::int[])`;
