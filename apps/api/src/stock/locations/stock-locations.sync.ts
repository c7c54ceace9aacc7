import type { InventoryLocationKind, Tx } from '@intermission/db';

/** A venue's own stock locations besides its sales locations', with their name and code suffixes. */
const venueKinds: { kind: InventoryLocationKind; name: string; code: string }[] = [
  { kind: 'venue', name: '', code: '' },
  { kind: 'patrons_room', name: ' Patrons Room', code: '-PR' },
  { kind: 'billable', name: ' Billable', code: '-BL' },
  { kind: 'catering', name: ' Catering', code: '-CT' },
];

/**
 * Creates a venue's inventory locations (venue, patrons room, billable, catering) or brings their
 * names and codes in line with the venue's; they follow its archived state.
 */
export async function syncVenueInventoryLocations(tx: Tx, venueId: number): Promise<void> {
  const venue = await tx.selectFrom('app.venues').select(['Name', 'Code', 'Archived']).where('Id', '=', venueId).executeTakeFirstOrThrow();
  for (const k of venueKinds) {
    const values = { Name: `${venue.Name}${k.name}`, Code: venue.Code ? `${venue.Code}${k.code}` : null, Archived: venue.Archived };
    const updated = await tx
      .updateTable('app.inventory_locations')
      .set(values)
      .where('VenueId', '=', venueId)
      .where('Kind', '=', k.kind)
      .where('SalesLocationId', 'is', null)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n)
      await tx
        .insertInto('app.inventory_locations')
        .values({ VenueId: venueId, Kind: k.kind, ...values })
        .execute();
  }
}

/** Creates a sales location's inventory location or renames it after the sales location. */
export async function syncSalesLocationInventoryLocation(tx: Tx, salesLocationId: number): Promise<void> {
  const sl = await tx
    .selectFrom('app.sales_locations as s')
    .innerJoin('app.theatres as t', 't.Id', 's.TheatreId')
    .innerJoin('app.venues as v', 'v.Id', 't.VenueId')
    .select(['s.Name', 's.Archived', 'v.Id as VenueId', 'v.Code as VenueCode'])
    .where('s.Id', '=', salesLocationId)
    .executeTakeFirstOrThrow();
  const values = {
    Name: sl.Name,
    Code: sl.VenueCode ? `${sl.VenueCode}-SL${salesLocationId}` : `SL${salesLocationId}`,
    Archived: sl.Archived,
    VenueId: sl.VenueId,
  };
  const updated = await tx.updateTable('app.inventory_locations').set(values).where('SalesLocationId', '=', salesLocationId).executeTakeFirst();
  if (updated.numUpdatedRows === 0n)
    await tx
      .insertInto('app.inventory_locations')
      .values({ SalesLocationId: salesLocationId, Kind: 'sales_location', ...values })
      .execute();
}
