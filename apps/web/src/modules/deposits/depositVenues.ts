import type { TheatreOption } from '@intermission/contracts';

/** A venue the deposits list filters by, with its zone (its days are the venue's). */
export interface DepositVenue {
  Id: number;
  Name: string;
  TimeZone: string;
}

/** The venues of the theatres the user may see, once each, by name. */
export function venuesOf(theatres: readonly TheatreOption[]): DepositVenue[] {
  const venues = new Map<number, DepositVenue>();
  for (const t of theatres) if (!venues.has(t.VenueId)) venues.set(t.VenueId, { Id: t.VenueId, Name: t.VenueName, TimeZone: t.TimeZone });
  return [...venues.values()].sort((a, b) => a.Name.localeCompare(b.Name));
}

/** The info page of a list row: /deposits/info?id&showEventId&fromDate&toDate (document 2 §2). */
export function depositInfoPath(row: { Id: number; ShowEventId: number }, fromDate: string, toDate: string): string {
  return `/deposits/info?${new URLSearchParams({ id: String(row.Id), showEventId: String(row.ShowEventId), fromDate, toDate })}`;
}
