import { sql } from 'kysely';
import { type ClaimFlags, hasClaim, isAdminRole } from '@intermission/contracts';
import type { Db } from '@intermission/db';
import { venueToday } from '../common/venue-days';

export interface CashboxViewer {
  userId: number;
  roleId: number;
  claims?: ClaimFlags;
}

/**
 * The venues whose cash boxes a user reads and corrects (docs/cashboxes.md "Who may do what"), as
 * the stock calls scope them: admins (role 1 or 5) every venue; a venue manager (VenueManager
 * FullAccess) the venues they manage or back up (expiry today or later, or none); anyone else who
 * passed the route's claim (CashboxManagement, Shows: the office) every venue. null means every venue.
 */
export async function cashboxVenueScope(db: Db, viewer: CashboxViewer): Promise<number[] | null> {
  if (isAdminRole(viewer.roleId) || !hasClaim(viewer.claims, 'VenueManager', 'FullAccess')) return null;
  const today = await venueToday(db, 'v');
  const rows = await db
    .selectFrom('app.venues as v')
    .select('v.Id')
    .where((eb) =>
      eb.or([
        eb('v.ManagerId', '=', viewer.userId),
        eb.exists(
          eb
            .selectFrom('app.venue_backup_managers as b')
            .select('b.Id')
            .whereRef('b.VenueId', '=', 'v.Id')
            .where('b.UserId', '=', viewer.userId)
            .where((e) => e.or([e('b.ExpDate', 'is', null), e('b.ExpDate', '>=', today)])),
        ),
      ]),
    )
    .execute();
  return rows.map((r) => r.Id);
}

/** The SQL filter of a scope on a venue id column (true for every venue). */
export const inScope = (scope: number[] | null, column: string) => (scope === null ? sql`true` : sql`${sql.ref(column)} = ANY(${scope}::int[])`);
