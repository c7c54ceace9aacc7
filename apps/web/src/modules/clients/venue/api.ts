import { useQuery } from '@tanstack/react-query';
import { get, put } from '../../api/apiClient';
import { queryKeys } from '../../api/queryKeys';
import { useDetailMutation } from '../../api/useDetailMutation';
import type { PhoneRow } from '../../ui/PhoneEditor';
import { paths, useSidePanel } from '../hierarchy/api';
import type { CouponRow, TheatreRow, Venue, VenueGoodRow } from '../hierarchy/types';
import type { VenueFormValues } from '../hierarchy/VenueForm';

/** The keys of a client's venues (`clients/{clientId}/venues`, `venues/{id}/…`). */
export const venueKeys = queryKeys('venues');

type Versioned<T> = T & { Version: number };

export function useVenueQuery(clientId: number | undefined, id: number | undefined) {
  return useQuery({ queryKey: venueKeys.detail(id ?? 0), queryFn: () => get<Venue>(`${paths.venues(clientId!)}/${id}`), enabled: !!id && !!clientId });
}

/** The save body of a venue's basic info, from the loaded copy with any changes. */
export const venueBody = (v: Venue, patch: Partial<VenueFormValues> = {}): VenueFormValues => ({
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

/** The venue's basic info and menu: PUT clients/{clientId}/venues with the whole record. */
export const useSaveVenueMutation = (venue: Venue) =>
  useDetailMutation(venueKeys, venue.Id, (body: VenueFormValues) => put<Venue>(paths.venues(venue.ClientId), body));

export const useSaveVenuePhonesMutation = (id: number) =>
  useDetailMutation(venueKeys, id, (body: Versioned<{ VenuePhones: PhoneRow[] }>) => put<Venue>(`venues/${id}/phones`, body));

export const useSaveVenueBackupsMutation = (id: number) =>
  useDetailMutation(venueKeys, id, (body: Versioned<{ Backups: { UserId: number; ExpDate: string | null }[] }>) => put<Venue>(`venues/${id}/backups`, body));

/** The latest theatres, coupons and goods of a venue (its side panels). */
export function useVenueSidePanels(venue: Venue) {
  return {
    theatres: useSidePanel<TheatreRow>(['venue-theatres', venue.Id], `${paths.theatres(venue.ClientId, venue.Id)}/_search`),
    coupons: useSidePanel<CouponRow>(['venue-coupons', venue.Id], `coupons/${venue.Id}/_search`),
    goods: useSidePanel<VenueGoodRow>(['venue-goods', venue.Id], `venues/${venue.Id}/goods/_search`),
  };
}
