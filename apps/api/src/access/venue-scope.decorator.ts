import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import type { VenueUse } from './venue-access';
import type { VenueRecordKind } from './venue-records';

export const VENUE_SCOPE_KEY = 'intermission:venue-scope';

/** Where a route carries the id of a record under a venue, and which kind of record it is. */
export interface VenueRef {
  in: 'path' | 'body' | 'query';
  /** The parameter's or the body field's name (top level). */
  name: string;
  of: VenueRecordKind;
  /** The answer when the user may not use it, where a feature has its own: its 403 text, or 404 (`what` was not found). */
  refusal?: VenueRefusal;
}

export type VenueRefusal = { status: 403; message: string } | { status: 404; what: string };

export interface VenueScopeRule {
  refs: VenueRef[];
  /** Read or write; by default the route's claims decide (only ReadOnly claims: read). */
  use?: VenueUse;
}

const ref =
  (place: VenueRef['in']) =>
  (name: string, of: VenueRecordKind, refusal?: VenueRefusal): VenueRef => ({ in: place, name, of, ...(refusal ? { refusal } : {}) });
/** Refused as the feature refuses a record outside the user's venues: as not found. */
export const asNotFound = (what: string): VenueRefusal => ({ status: 404, what });
/** Refused with the feature's own 403 text. */
export const forbiddenWith = (message: string): VenueRefusal => ({ status: 403, message });
/** A path parameter naming a record under a venue. */
export const inPath = ref('path');
/** A top-level body field naming a record under a venue. */
export const inBody = ref('body');
/** A query parameter naming a record under a venue. */
export const inQuery = ref('query');

/** The named ids of the client area's paths (`clients/{clientId}/venues/{venueId}/...`), for a controller. */
export const hierarchyParams: VenueRef[] = [
  inPath('clientId', 'client'),
  inPath('venueId', 'venue'),
  inPath('theatreId', 'theatre'),
  inPath('salesLocationId', 'salesLocation'),
  inPath('stationId', 'station'),
  inPath('showEventId', 'showEvent'),
];

/**
 * The records under a venue this route names: before the handler runs, VenueScopeGuard resolves each
 * one's venue and asks the one access rule (access/venue-access.ts), 403 when the user may not use
 * it. Kept in OpenAPI as `x-venue-scope`, so the cross-client matrix asks every route that declares it.
 * On a controller, its refs hold for every route of it (a route's own are added to them).
 */
export function VenueScoped(...refs: VenueRef[]): MethodDecorator & ClassDecorator;
export function VenueScoped(rule: VenueScopeRule): MethodDecorator & ClassDecorator;
export function VenueScoped(...args: (VenueRef | VenueScopeRule)[]) {
  const rule: VenueScopeRule = args.length === 1 && 'refs' in args[0] ? (args[0] as VenueScopeRule) : { refs: args as VenueRef[] };
  const onRoute = applyDecorators(SetMetadata(VENUE_SCOPE_KEY, rule), ApiExtension('x-venue-scope', rule));
  const onController = SetMetadata(VENUE_SCOPE_KEY, rule);
  // On a controller only the metadata: the document's routes name their path ids themselves.
  return (target: object, key?: string | symbol, descriptor?: PropertyDescriptor) =>
    descriptor ? onRoute(target, key!, descriptor) : onController(target as never);
}
