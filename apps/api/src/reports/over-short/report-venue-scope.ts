import { isAdminRole } from '@intermission/contracts';
import type { Db } from '@intermission/db';
import { venueToday } from '../../common/venue-days';

export interface ReportViewer {
  userId: number;
  roleId: number;
}

/**
 * The venues whose sales reports a user reads (docs/reports.md "Over/short report"): administrators
 * (role 1 or 5) every venue (null); anyone else the venues they manage or back up (an expiry of
 * today or later, or none), as the inventory reports scope their locations.
 */
export async function reportVenueScope(db: Db, viewer: ReportViewer): Promise<number[] | null> {
  if (isAdminRole(viewer.roleId)) return null;
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

/** May a scope see this venue. */
export const seesVenue = (scope: number[] | null, venueId: number) => scope === null || scope.includes(venueId);
