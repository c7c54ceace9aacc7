import { useSearchParams } from 'react-router';

/**
 * The route parameters of the client area (document 1 §2.3): each screen carries the ids and names
 * of the levels above it, so breadcrumbs and back links need no extra calls.
 */
export interface HierarchyParams {
  clientId?: number;
  clientName?: string;
  venueId?: number;
  venueName?: string;
  theatreId?: number;
  theatreName?: string;
  locId?: number;
  locName?: string;
}

const num = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

export function useHierarchyParams(): HierarchyParams & { id?: number } {
  const [p] = useSearchParams();
  return {
    id: num(p.get('id')),
    clientId: num(p.get('clientId')),
    clientName: p.get('clientName') ?? undefined,
    venueId: num(p.get('venueId')),
    venueName: p.get('venueName') ?? undefined,
    theatreId: num(p.get('theatreId')),
    theatreName: p.get('theatreName') ?? undefined,
    locId: num(p.get('locId')),
    locName: p.get('locName') ?? undefined,
  };
}

/** A client-area path with the hierarchy parameters (and any others) in its query string. */
export function hierarchyPath(path: string, params: HierarchyParams & Record<string, string | number | undefined | null>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

/** The parameters a level passes down to the screens below it. */
export const levelParams = {
  client: (c: { Id: number; Name: string }): HierarchyParams => ({ clientId: c.Id, clientName: c.Name }),
  venue: (p: HierarchyParams, v: { Id: number; Name: string }): HierarchyParams => ({
    clientId: p.clientId,
    clientName: p.clientName,
    venueId: v.Id,
    venueName: v.Name,
  }),
  theatre: (p: HierarchyParams, t: { Id: number; Name: string }): HierarchyParams => ({
    clientId: p.clientId,
    clientName: p.clientName,
    venueId: p.venueId,
    venueName: p.venueName,
    theatreId: t.Id,
    theatreName: t.Name,
  }),
  location: (p: HierarchyParams, l: { Id: number; Name: string }): HierarchyParams => ({
    clientId: p.clientId,
    clientName: p.clientName,
    venueId: p.venueId,
    venueName: p.venueName,
    theatreId: p.theatreId,
    theatreName: p.theatreName,
    locId: l.Id,
    locName: l.Name,
  }),
};
