import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  CouponListItem,
  TheatreListItem,
  Venue,
  VenueBackupsSaveSchema,
  VenueGoodListItem,
  VenuePhonesSaveSchema,
  VenueSave,
} from '@intermission/contracts';
import { get, post, put } from '../../api/apiClient';
import { queryKeys } from '../../api/queryKeys';
import { useCreateMutation } from '../../api/useCreateMutation';
import { useDetailMutation } from '../../api/useDetailMutation';
import { paths, useSidePanel } from '../hierarchy/api';

/** The keys of a client's venues (`clients/{clientId}/venues`, `venues/{id}/…`). */
export const venueKeys = queryKeys('venues');

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
    theatres: useSidePanel<TheatreListItem>(['venue-theatres', venue.Id], `${paths.theatres(venue.ClientId, venue.Id)}/_search`),
    coupons: useSidePanel<CouponListItem>(['venue-coupons', venue.Id], `coupons/${venue.Id}/_search`),
    goods: useSidePanel<VenueGoodListItem>(['venue-goods', venue.Id], `venues/${venue.Id}/goods/_search`),
  };
}
