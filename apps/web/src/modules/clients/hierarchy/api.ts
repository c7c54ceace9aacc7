import { useQuery } from '@tanstack/react-query';
import { couponLabel, formatCurrency, ListCountHeader, type ManagedItem, Messages, SidePanelSize } from '@intermission/contracts';
import { ApiError } from '../../api/ApiError';
import { api, del, get, put } from '../../api/apiClient';
import { fetchBlob } from '../../api/apiFiles';
import { notifyError, notifySuccess } from '../../ui/notify';
import type { Manager, Named, Page } from './types';

/** The nested API paths of the client area (document 1 §7.2). */
export const paths = {
  venues: (clientId: number) => `clients/${clientId}/venues`,
  theatres: (clientId: number, venueId: number) => `clients/${clientId}/venues/${venueId}/theatres`,
  salesLocations: (clientId: number, venueId: number, theatreId: number) => `clients/${clientId}/venues/${venueId}/theatres/${theatreId}/salesLocations`,
  stations: (clientId: number, venueId: number, theatreId: number, locId: number) =>
    `clients/${clientId}/venues/${venueId}/theatres/${theatreId}/salesLocations/${locId}/stations`,
};

/** The generic search query string: q (blank is '*'), skip, take and inactive. */
export const searchQuery = (q: string, skip: number, take: number, inactive = false) =>
  `q=${encodeURIComponent(q.trim() || '*')}&skip=${skip}&take=${take}&inactive=${inactive}`;

/** One page of a GET search with its X-List-Count total. */
export async function fetchPage<T>(path: string): Promise<Page<T>> {
  const res = await api<T[]>('GET', path);
  return { rows: res.data, total: Number(res.headers.get(ListCountHeader) ?? res.data.length) };
}

/** The latest items of a side panel (document 1 §2.4): '*', 0, 3. */
export const useSidePanel = <T>(key: unknown[], path: string | null) =>
  useQuery({
    queryKey: key,
    queryFn: () => fetchPage<T>(`${path}${path!.includes('?') ? '&' : '?'}${searchQuery('*', 0, SidePanelSize)}`),
    enabled: !!path,
  });

/** A side panel's list after adding an item: the new one first, trimmed to 3. */
export const withNewFirst = <T extends { Id: number }>(page: Page<T> | undefined, item: T): Page<T> => ({
  rows: [item, ...(page?.rows ?? []).filter((r) => r.Id !== item.Id)].slice(0, SidePanelSize),
  total: (page?.total ?? 0) + 1,
});

export const useManagers = () =>
  useQuery({ queryKey: ['clients/venues/managers'], queryFn: () => get<Manager[]>('clients/venues/managers'), staleTime: 60_000 });
export const useTaxRates = () =>
  useQuery({ queryKey: ['managedItems', 'taxRates'], queryFn: () => get<ManagedItem[]>('managedItems/taxRates'), staleTime: 60_000 });
export const useMenus = () =>
  useQuery({
    queryKey: ['menus', 'all'],
    queryFn: async () => (await get<Named[]>('menus/_search?q=*&skip=0&take=999')).map(({ Id, Name }) => ({ Id, Name })),
    staleTime: 60_000,
  });

/** A coupon's value: "Dynamic Voucher" when it is $0 (document 1 §3), the amount otherwise. */
export const couponValue = (dollarValue: string) => couponLabel(dollarValue) ?? formatCurrency(dollarValue);

/** Options of a Mantine Select from named items. */
export const options = (items: Named[] | undefined) => (items ?? []).map((i) => ({ value: String(i.Id), label: i.Name }));

/**
 * Archive or activate (document 1 §4): PUT {base}/archive|activate with Id and Version, the
 * success toast (the server's Message when none is given), then back to the parent list; "Archive Failed" / "Activate Failed" otherwise.
 */
export async function changeState(base: string, archive: boolean, record: { Id: number; Version: number }, success: string | undefined, onDone: () => void) {
  try {
    const res = await put<{ Message?: string } | null>(`${base}/${archive ? 'archive' : 'activate'}`, { Id: record.Id, Version: record.Version });
    notifySuccess(success ?? res?.Message ?? (archive ? 'Archived' : 'Activated'));
    onDone();
  } catch (err) {
    notifyError(err instanceof ApiError && err.status <= 0 ? Messages.ConnectionError : archive ? Messages.ArchiveFailed : Messages.ActivateFailed);
  }
}

/** Delete: the server's Message on success (or the given text), and its Message when it refuses. */
export async function deleteRecord(path: string, onDone: () => void, success?: string) {
  try {
    const res = await del<{ Message?: string } | null>(path);
    notifySuccess(success ?? res?.Message ?? 'Deleted');
    onDone();
  } catch (err) {
    if (err instanceof ApiError && err.status <= 0) notifyError(Messages.ConnectionError);
    else if (err instanceof ApiError && err.status === 400 && err.body?.Message) notifyError(err.body.Message);
    else notifyError(Messages.DeleteFailed);
  }
}

/** A protected file (bar images) as a blob URL, because an <img> cannot send the bearer token. The caller revokes the URL. */
export async function fetchBlobUrl(path: string): Promise<string> {
  return URL.createObjectURL(await fetchBlob(path));
}
