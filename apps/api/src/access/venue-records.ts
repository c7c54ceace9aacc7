import { sql } from 'kysely';
import type { Db } from '@intermission/db';

/**
 * The kinds of master record that live under a venue, each resolved to the venue(s) it is under.
 * A client and a show span venues (a client's venues; the venues of a show's events).
 */
export const VenueRecordKinds = [
  'client',
  'venue',
  'theatre',
  'salesLocation',
  'station',
  'inventoryLocation',
  'show',
  'showEvent',
  'coupon',
  'clientNote',
  'barImage',
  'posUser',
] as const;
export type VenueRecordKind = (typeof VenueRecordKinds)[number];

/** Kinds whose record may span several venues (allowed to read when one is the user's, to write when all are). */
export const spansVenues = (kind: VenueRecordKind) => kind === 'client' || kind === 'show' || kind === 'clientNote';

/**
 * The venue ids of one record, or undefined when there is no such record (the route answers its own
 * 404 then). A client without venues and a show without events answer [].
 */
export async function venuesOf(db: Db, kind: VenueRecordKind, id: number): Promise<number[] | undefined> {
  const q = (() => {
    switch (kind) {
      case 'venue':
        return sql<{ V: number | null }>`SELECT v."Id" AS "V" FROM app.venues v WHERE v."Id" = ${id}`;
      case 'client':
        return sql<{ V: number | null }>`SELECT v."Id" AS "V" FROM app.clients c LEFT JOIN app.venues v ON v."ClientId" = c."Id" WHERE c."Id" = ${id}`;
      case 'clientNote':
        return sql<{
          V: number | null;
        }>`SELECT v."Id" AS "V" FROM app.client_notes n LEFT JOIN app.venues v ON v."ClientId" = n."ClientId" WHERE n."Id" = ${id}`;
      case 'theatre':
        return sql<{ V: number | null }>`SELECT t."VenueId" AS "V" FROM app.theatres t WHERE t."Id" = ${id}`;
      case 'salesLocation':
        return sql<{
          V: number | null;
        }>`SELECT t."VenueId" AS "V" FROM app.sales_locations sl JOIN app.theatres t ON t."Id" = sl."TheatreId" WHERE sl."Id" = ${id}`;
      case 'station':
        return sql<{ V: number | null }>`SELECT t."VenueId" AS "V" FROM app.stations s JOIN app.sales_locations sl ON sl."Id" = s."SalesLocationId"
          JOIN app.theatres t ON t."Id" = sl."TheatreId" WHERE s."Id" = ${id}`;
      case 'barImage':
        return sql<{ V: number | null }>`SELECT t."VenueId" AS "V" FROM app.bar_images b JOIN app.sales_locations sl ON sl."Id" = b."SalesLocationId"
          JOIN app.theatres t ON t."Id" = sl."TheatreId" WHERE b."Id" = ${id}`;
      case 'inventoryLocation':
        return sql<{ V: number | null }>`SELECT l."VenueId" AS "V" FROM app.inventory_locations l WHERE l."Id" = ${id}`;
      case 'show':
        return sql<{ V: number | null }>`SELECT t."VenueId" AS "V" FROM app.shows sh LEFT JOIN app.show_events se ON se."ShowId" = sh."Id"
          LEFT JOIN app.theatres t ON t."Id" = se."TheatreId" WHERE sh."Id" = ${id}`;
      case 'showEvent':
        return sql<{
          V: number | null;
        }>`SELECT t."VenueId" AS "V" FROM app.show_events se JOIN app.theatres t ON t."Id" = se."TheatreId" WHERE se."Id" = ${id}`;
      case 'coupon':
        return sql<{ V: number | null }>`SELECT c."VenueId" AS "V" FROM app.coupons c WHERE c."Id" = ${id}`;
      case 'posUser':
        return sql<{ V: number | null }>`SELECT p."VenueId" AS "V" FROM app.pos_users p WHERE p."Id" = ${id}`;
    }
  })();
  const rows = (await q.execute(db)).rows;
  if (!rows.length) return undefined;
  return [...new Set(rows.map((r) => r.V).filter((v): v is number => v !== null))];
}
