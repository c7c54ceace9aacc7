import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type BarImage,
  type BarImageAddedSchema,
  couponLabel,
  type CouponSave,
  type CouponSavedSchema,
  type Coupon,
  type CouponListItem,
  type CouponSearchSchema,
  formatCurrency,
  type HierarchySearchSchema,
  type IdName,
  type MessageAnswer,
  Messages,
  type ParValueGood,
  type ParValuesSavedSchema,
  type SalesLocation,
  type SalesLocationListItem,
  type SalesLocationSave,
  SidePanelSize,
  type Station,
  type StationListItem,
  type StationSave,
  type Theatre,
  type TheatreListItem,
  type TheatreSave,
  type VenueGood,
  type VenueGoodListItem,
  type VenueGoodsAddSchema,
  type VenueManagerOption,
} from '@intermission/contracts';
import type { z } from 'zod';
import { del, get, post, put } from '../../api/apiClient';
import { fetchBlob } from '../../api/apiFiles';
import { fetchPage, getPageQuery, type ListPage, searchParams } from '../../api/listPage';
import { type QueryKeys, queryKeys } from '../../api/queryKeys';
import { useCreateMutation } from '../../api/useCreateMutation';
import { useDetailMutation } from '../../api/useDetailMutation';
import { useRemoveMutation } from '../../api/useRemoveMutation';
import { menuKeys } from '../../menus/api';
import { notifySuccess } from '../../ui/notify';
import { clientKeys } from '../client/api';
import { showApiError } from '../../ui/showApiError';

/** The nested API paths of the client area (document 1 §7.2). */
export const paths = {
  venues: (clientId: number) => `clients/${clientId}/venues`,
  theatres: (clientId: number, venueId: number) => `clients/${clientId}/venues/${venueId}/theatres`,
  salesLocations: (clientId: number, venueId: number, theatreId: number) => `clients/${clientId}/venues/${venueId}/theatres/${theatreId}/salesLocations`,
  stations: (clientId: number, venueId: number, theatreId: number, locId: number) =>
    `clients/${clientId}/venues/${venueId}/theatres/${theatreId}/salesLocations/${locId}/stations`,
};

/** The keys of each level's records, named after their API paths. */
export const venueKeys = queryKeys('venues');
export const theatreKeys = queryKeys('theatres');
export const salesLocationKeys = queryKeys('salesLocations');
export const stationKeys = queryKeys('stations');
export const couponKeys = queryKeys('coupons');

/** A hierarchy search (document 1 §7.2): q, skip, take and inactive. */
export type HierarchySearch = z.output<typeof HierarchySearchSchema>;

/** The latest items of a side panel (document 1 §2.4): '*', 0, 3 of the `{path}/_search` given. */
export const useSidePanel = <T>(key: readonly unknown[], path: string | null) =>
  useQuery({
    queryKey: key,
    queryFn: () => fetchPage<T>(`${path}/_search?${searchParams({ skip: 0, take: SidePanelSize })}`),
    enabled: !!path,
  });

/** A side panel's list after adding an item: the new one first, trimmed to 3. */
export const withNewFirst = <T extends { Id: number }>(page: ListPage<T> | undefined, item: T): ListPage<T> => ({
  rows: [item, ...(page?.rows ?? []).filter((r) => r.Id !== item.Id)].slice(0, SidePanelSize),
  total: (page?.total ?? 0) + 1,
});

export const useManagersQuery = () =>
  useQuery({ queryKey: clientKeys.of('venues', 'managers'), queryFn: () => get<VenueManagerOption[]>('clients/venues/managers'), staleTime: 60_000 });
export const useMenusQuery = () =>
  useQuery({
    queryKey: menuKeys.of('all'),
    queryFn: async () => (await get<IdName[]>('menus/_search?q=*&skip=0&take=999')).map(({ Id, Name }) => ({ Id, Name })),
    staleTime: 60_000,
  });

/** A coupon's value: "Dynamic Voucher" when it is $0 (document 1 §3), the amount otherwise. */
export const couponValue = (dollarValue: string | number) => couponLabel(dollarValue) ?? formatCurrency(dollarValue);

type RecordAction = 'archive' | 'activate' | 'delete';
const fallbackText: Record<RecordAction, string> = { archive: 'Archived', activate: 'Activated', delete: 'Deleted' };

/**
 * A record's header actions (document 1 §4): archive or activate (PUT {statePath}/archive|activate
 * with Id and Version) and delete (DELETE {path}/{id}). On success the given text (the server's
 * Message otherwise), the record leaves the cache and the call's `onDone` runs (back to the parent list); on
 * failure "Archive Failed" / "Activate Failed", or the server's reason for a refused delete.
 */
export function useRecordActions(keys: QueryKeys, id: number, o: { statePath?: string; messages?: Partial<Record<RecordAction, string>> } = {}) {
  const path = keys.all[0];
  const mutation = useRemoveMutation(keys, id, ({ action, Version }: { action: RecordAction; Version: number }) =>
    action === 'delete' ? del<MessageAnswer | null>(`${path}/${id}`) : put<MessageAnswer | null>(`${o.statePath ?? path}/${action}`, { Id: id, Version }),
  );
  const run = (action: RecordAction) => (record: { Version: number }, onDone: () => void) =>
    mutation.mutateAsync({ action, Version: record.Version }).then(
      (res) => {
        notifySuccess(o.messages?.[action] ?? (res as MessageAnswer | null)?.Message ?? fallbackText[action]);
        onDone();
      },
      (err: unknown) => {
        if (action === 'delete') showApiError(err, Messages.DeleteFailed, undefined, [400]);
        else showApiError(err, action === 'archive' ? Messages.ArchiveFailed : Messages.ActivateFailed);
      },
    );
  /** The RecordHeader's three handlers for the loaded record. */
  const headerProps = (record: { Version: number }, onDone: () => void) => ({
    onArchive: () => run('archive')(record, onDone),
    onActivate: () => run('activate')(record, onDone),
    onDelete: () => run('delete')(record, onDone),
  });
  return { archive: run('archive'), activate: run('activate'), remove: run('delete'), headerProps };
}

// ---- Theatres ----

/** GET clients/venues/theatres/search: a page of every theatre the user may see (PagedList's query). */
export const allTheatresSearchQuery = (query: HierarchySearch) =>
  getPageQuery<TheatreListItem>(theatreKeys.list(query), 'clients/venues/theatres/search', query);

/** GET clients/{c}/venues/{v}/theatres/_search: a page of a venue's theatres (PagedList's query). */
export const theatresSearchQuery = (clientId: number, venueId: number, query: HierarchySearch) =>
  getPageQuery<TheatreListItem>(theatreKeys.list({ clientId, venueId, ...query }), `${paths.theatres(clientId, venueId)}/_search`, query);

export const useTheatreQuery = (clientId: number | undefined, venueId: number | undefined, id: number | undefined) =>
  useQuery({
    queryKey: theatreKeys.detail(id ?? 0),
    queryFn: () => get<Theatre>(`${paths.theatres(clientId!, venueId!)}/${id}`),
    enabled: !!id && !!clientId && !!venueId,
  });
export const useCreateTheatreMutation = (clientId: number, venueId: number) =>
  useCreateMutation(theatreKeys, (body: TheatreSave) => post<Theatre>(paths.theatres(clientId, venueId), body));
export const useSaveTheatreMutation = (theatre: { Id: number; ClientId: number; VenueId: number }) =>
  useDetailMutation(theatreKeys, theatre.Id, (body: TheatreSave) => put<Theatre>(paths.theatres(theatre.ClientId, theatre.VenueId), body));

// ---- Sales locations ----

/** GET clients/{c}/venues/{v}/theatres/{t}/salesLocations/_search: a page of a theatre's sales locations (PagedList's query). */
export const salesLocationsSearchQuery = (clientId: number, venueId: number, theatreId: number, query: HierarchySearch) =>
  getPageQuery<SalesLocationListItem>(
    salesLocationKeys.list({ clientId, venueId, theatreId, ...query }),
    `${paths.salesLocations(clientId, venueId, theatreId)}/_search`,
    query,
  );

/** The latest sales locations of a theatre (its side panel); none until the theatre is loaded. */
export const useLatestSalesLocationsQuery = (theatre: { Id: number; ClientId: number; VenueId: number } | undefined) =>
  useSidePanel<SalesLocationListItem>(
    salesLocationKeys.of('latest', theatre?.Id),
    theatre ? paths.salesLocations(theatre.ClientId, theatre.VenueId, theatre.Id) : null,
  );

export const useSalesLocationQuery = (id: number | undefined) =>
  useQuery({ queryKey: salesLocationKeys.detail(id ?? 0), queryFn: () => get<SalesLocation>(`salesLocations/${id}`), enabled: !!id });
export const useCreateSalesLocationMutation = (clientId: number, venueId: number, theatreId: number) =>
  useCreateMutation(salesLocationKeys, (body: SalesLocationSave) => post<SalesLocation>(paths.salesLocations(clientId, venueId, theatreId), body));
export const useSaveSalesLocationMutation = (location: { Id: number; ClientId: number; VenueId: number; TheatreId: number }) =>
  useDetailMutation(salesLocationKeys, location.Id, (body: SalesLocationSave) =>
    put<SalesLocation>(paths.salesLocations(location.ClientId, location.VenueId, location.TheatreId), body),
  );

/** The tracked goods with this location's par values (GET salesLocations/{id}/_goods). */
export const useParValueGoodsQuery = (id: number | undefined) =>
  useQuery({ queryKey: salesLocationKeys.of(id, 'goods'), queryFn: () => get<ParValueGood[]>(`salesLocations/${id}/_goods`), enabled: !!id });

/** PUT salesLocations/{id}/parValues: sets the location (its new Version) and its goods from the answer. */
export function useSaveParValuesMutation(id: number) {
  const queryClient = useQueryClient();
  const mutation = useDetailMutation(salesLocationKeys, id, async (body: { ParValues: { GoodId: number; ParValue: string }[]; Version: number }) => {
    const res = await put<z.output<typeof ParValuesSavedSchema>>(`salesLocations/${id}/parValues`, body);
    queryClient.setQueryData(salesLocationKeys.of(id, 'goods'), res.ParValues);
    return res.SalesLocation;
  });
  /** The server's copy after a 409: the location, and its goods read again. */
  const reload = (current: SalesLocation) => {
    mutation.setDetail(current);
    void queryClient.invalidateQueries({ queryKey: salesLocationKeys.of(id, 'goods') });
  };
  return { ...mutation, reload };
}

// ---- Stations ----

/** The keys of the sales locations' latest stations (their side sections), beside the station lists. */
const latestStationsKeys = stationKeys.of('latest');
/** The latest stations of a sales location (its side section). */
export const locationStationsKey = (locId: number | undefined) => [...latestStationsKeys, locId] as const;

/** The latest stations of a sales location (its stations section). */
export const useLatestStationsQuery = (place: StationPlace) => useSidePanel<StationListItem>(locationStationsKey(place.SalesLocationId), stationsPath(place));

/** GET …/salesLocations/{s}/stations/_search: a page of a sales location's stations (PagedList's query). */
export const stationsSearchQuery = (place: StationPlace, query: HierarchySearch) =>
  getPageQuery<StationListItem>(stationKeys.list({ ...place, ...query }), `${stationsPath(place)}/_search`, query);

export const useStationQuery = (id: number | undefined) =>
  useQuery({ queryKey: stationKeys.detail(id ?? 0), queryFn: () => get<Station>(`stations/${id}`), enabled: !!id });

export type StationPlace = { ClientId: number; VenueId: number; TheatreId: number; SalesLocationId: number };
const stationsPath = (p: StationPlace) => paths.stations(p.ClientId, p.VenueId, p.TheatreId, p.SalesLocationId);

export const useCreateStationMutation = (place: StationPlace) =>
  useCreateMutation(stationKeys, (body: StationSave) => post<Station>(stationsPath(place), body));
export const useSaveStationMutation = (place: StationPlace & { Id: number }) =>
  useDetailMutation(stationKeys, place.Id, (body: StationSave) => put<Station>(stationsPath(place), body));

/**
 * A station added from its sales location's page: the new station goes first in the location's
 * latest stations and, being the inventory station, clears the flag on the others on screen.
 */
export function useAddLocationStationMutation(place: StationPlace) {
  const queryClient = useQueryClient();
  const mutation = useCreateStationMutation(place);
  const mutateAsync = async (body: StationSave) => {
    const station = await mutation.mutateAsync(body);
    queryClient.setQueryData<ListPage<StationListItem>>(locationStationsKey(place.SalesLocationId), (page) => {
      const cleared = station.IsInventoryStation && page ? { ...page, rows: page.rows.map((r) => ({ ...r, IsInventoryStation: false })) } : page;
      return withNewFirst(cleared, station);
    });
    return station;
  };
  return { ...mutation, mutateAsync };
}

/**
 * The inventory-station flag set from the stations list: the saved station shows in every cached
 * page of the location's stations, and an inventory station clears the others (the server clears them too).
 */
export function useSetInventoryStationMutation(place: StationPlace) {
  const queryClient = useQueryClient();
  const showSaved = (saved: StationListItem) => {
    for (const queryKey of [stationKeys.lists(), latestStationsKeys])
      queryClient.setQueriesData<ListPage<StationListItem>>({ queryKey }, (page) =>
        page
          ? {
              ...page,
              rows: page.rows.map((r) => (r.Id === saved.Id ? { ...r, ...saved } : saved.IsInventoryStation ? { ...r, IsInventoryStation: false } : r)),
            }
          : page,
      );
  };
  const mutation = useMutation({
    mutationFn: ({ row, on, version }: { row: StationListItem; on: boolean; version?: number }) =>
      put<StationListItem>(stationsPath(place), {
        Id: row.Id,
        Name: row.Name,
        SerialNumber: row.SerialNumber,
        IsInventoryStation: on,
        Version: version ?? row.Version,
      }),
    onSuccess: showSaved,
  });
  return { ...mutation, showSaved };
}

// ---- Coupons ----

/** GET coupons/{venueId}/_search: a page of a venue's coupons (PagedList's query). */
export const couponsSearchQuery = (venueId: number, query: z.output<typeof CouponSearchSchema>) =>
  getPageQuery<CouponListItem>(couponKeys.list({ venueId, ...query }), `coupons/${venueId}/_search`, query);

export const useCouponQuery = (id: number | undefined) =>
  useQuery({ queryKey: couponKeys.detail(id ?? 0), queryFn: () => get<Coupon>(`coupons/${id}`), enabled: !!id });
export const useCreateCouponMutation = () =>
  useCreateMutation(couponKeys, async (body: CouponSave) => (await post<z.output<typeof CouponSavedSchema>>('coupons', body)).Coupon);
export const useSaveCouponMutation = (id: number) =>
  useDetailMutation(couponKeys, id, async (body: CouponSave) => (await put<z.output<typeof CouponSavedSchema>>(`coupons/${id}`, body)).Coupon);

// ---- A venue's goods ----

/** The keys of a venue's goods (`venues/{id}/goods`): its side panel, every good and the list's pages. */
export const venueGoodsKey = (venueId: number | undefined) => venueKeys.of(venueId, 'goods');

/** Every good of a venue (to leave them out of the goods to add). */
export const useAllVenueGoodsQuery = (venueId: number | undefined) =>
  useQuery({
    queryKey: [...venueGoodsKey(venueId), 'all'],
    queryFn: () => get<VenueGoodListItem[]>(`venues/${venueId}/goods/_search?${searchParams({ skip: 0, take: 10000 })}`),
    enabled: !!venueId,
  });

/** GET venues/{id}/goods/_search: a page of a venue's goods (PagedList's query). */
export const venueGoodsSearchQuery = (venueId: number, query: HierarchySearch) =>
  getPageQuery<VenueGoodListItem>([...venueGoodsKey(venueId), 'list', query], `venues/${venueId}/goods/_search`, query);

/** GET venues/{venueId}/goods/{goodId}: one good of a venue (its info page). */
export const useVenueGoodQuery = (venueId: number | undefined, goodId: number | undefined) =>
  useQuery({
    queryKey: [...venueGoodsKey(venueId ?? 0), 'detail', goodId],
    queryFn: () => get<VenueGood>(`venues/${venueId}/goods/${goodId}`),
    enabled: !!venueId && !!goodId,
  });

/** POST venues/{id}/goods: the venue's goods lists and side panel are read again. */
export function useAddVenueGoodsMutation(venueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.output<typeof VenueGoodsAddSchema>) => post(`venues/${venueId}/goods`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: venueGoodsKey(venueId) }),
  });
}

// ---- Bar images ----

const barImagesKey = (locId: number) => salesLocationKeys.of(locId, 'barimages');

export const useBarImagesQuery = (locId: number) =>
  useQuery({ queryKey: barImagesKey(locId), queryFn: () => get<BarImage[]>(`salesLocations/${locId}/barimages`) });

/** POST salesLocations/{s}/barimages (multipart, field "file"); the images are read again. */
export function useAddBarImageMutation(locId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return post<z.output<typeof BarImageAddedSchema>>(`salesLocations/${locId}/barimages`, form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: barImagesKey(locId) }),
  });
}

/** DELETE salesLocations/{s}/barimages/{id}; the image leaves the cached list. */
export function useDeleteBarImageMutation(locId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (image: BarImage) => del<MessageAnswer | null>(`salesLocations/${locId}/barimages/${image.Id}`),
    onSuccess: (_res, image) => queryClient.setQueryData<BarImage[]>(barImagesKey(locId), (list) => list?.filter((i) => i.Id !== image.Id)),
  });
}

/** A protected file (bar images) as a blob URL, because an <img> cannot send the bearer token. The caller revokes the URL. */
export async function fetchBlobUrl(path: string): Promise<string> {
  return URL.createObjectURL(await fetchBlob(path));
}
