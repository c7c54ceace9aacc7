import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  CouponListItem,
  TheatreListItem,
  Venue,
  VenueBackupsSaveSchema,
  VenueGoodListItem,
  VenueListItem,
  VenuePhonesSaveSchema,
  VenueSave,
} from '@intermission/contracts';
import { get, post, put } from '../../api/apiClient';
import { getPageQuery } from '../../api/listPage';
import { useCreateMutation } from '../../api/useCreateMutation';
import { useDetailMutation } from '../../api/useDetailMutation';
import { couponKeys, type HierarchySearch, paths, theatreKeys, useSidePanel, venueGoodsKey, venueKeys } from '../hierarchy/api';

/** The keys of a client's venues (`clients/{clientId}/venues`, `venues/{id}/…`), beside the other levels' in hierarchy/api.ts. */
export { venueKeys };

/** GET clients/venues/search: a page of every venue the user may see (PagedList's query). */
export const allVenuesSearchQuery = (query: HierarchySearch) => getPageQuery<VenueListItem>(venueKeys.list(query), 'clients/venues/search', query);

/** GET clients/{clientId}/venues/_search: a page of a client's venues (PagedList's query). */
export const venuesSearchQuery = (clientId: number, query: HierarchySearch) =>
  getPageQuery<VenueListItem>(venueKeys.list({ clientId, ...query }), `${paths.venues(clientId)}/_search`, query);

export function useVenueQuery(clientId: number | undefined, id: number | undefined) {
  return useQuery({ queryKey: venueKeys.detail(id ?? 0), queryFn: () => get<Venue>(`${paths.venues(clientId!)}/${id}`), enabled: !!id && !!clientId });
}

/** The save body of a venue's basic info, from the loaded copy with any changes. */
export const venueBody = (v: Venue, patch: Partial<VenueSave> = {}): VenueSave => ({
  Id: v.Id,
  Name: v.Name,
  Code: v.Code,
  ManagerId: v.ManagerId,
  TaxRateId: v.TaxRateId ?? 0,
  MenuId: v.MenuId,
  TimeZone: v.TimeZone,
  Version: v.Version,
  ...patch,
});

export const useCreateVenueMutation = (clientId: number) => useCreateMutation(venueKeys, (body: VenueSave) => post<Venue>(paths.venues(clientId), body));

/** The venue's basic info and menu: PUT clients/{clientId}/venues with the whole record. */
export const useSaveVenueMutation = (venue: Venue) =>
  useDetailMutation(venueKeys, venue.Id, (body: VenueSave) => put<Venue>(paths.venues(venue.ClientId), body));

export const useSaveVenuePhonesMutation = (id: number) =>
  useDetailMutation(venueKeys, id, (body: z.input<typeof VenuePhonesSaveSchema>) => put<Venue>(`venues/${id}/phones`, body));

export const useSaveVenueBackupsMutation = (id: number) =>
  useDetailMutation(venueKeys, id, (body: z.output<typeof VenueBackupsSaveSchema>) => put<Venue>(`venues/${id}/backups`, body));

/** The latest theatres, coupons and goods of a venue (its side panels). */
export function useVenueSidePanels(venue: Venue) {
  return {
    theatres: useSidePanel<TheatreListItem>(theatreKeys.of('latest', venue.Id), paths.theatres(venue.ClientId, venue.Id)),
    coupons: useSidePanel<CouponListItem>(couponKeys.of('latest', venue.Id), `coupons/${venue.Id}`),
    goods: useSidePanel<VenueGoodListItem>([...venueGoodsKey(venue.Id), 'latest'], `venues/${venue.Id}/goods`),
  };
}
