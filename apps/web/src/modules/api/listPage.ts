import { ListCountCappedHeader, ListCountHeader } from '@intermission/contracts';
import { api } from './apiClient';

/** A list page's rows and the X-List-Count total (a web-side pairing, not an answer shape). */
export interface ListPage<T> {
  rows: T[];
  total: number;
  /** The total stopped at the list's cap (X-List-Count-Capped): there are more. */
  capped?: boolean;
}

/**
 * The query of one page of a list, as a feature's api.ts answers it for `PagedList`: the key from
 * the feature's query-key factory (naming every input of the call) and the call itself.
 */
export interface ListPageQuery<T> {
  queryKey: readonly unknown[];
  queryFn: () => Promise<ListPage<T>>;
}

type QueryValue = string | number | boolean | readonly number[] | null | undefined;
/** A GET search's typed query: the contract schema's output (q, skip, take and the filters). */
export type SearchParams = { q?: string | null } & Record<string, QueryValue>;

/**
 * A GET search's query string from its typed query (the contract schema's output): q first as the
 * spec gives it ('*' for no text), then the rest in order; null, undefined and an empty id list are
 * left out, an id list is joined with commas.
 */
export function searchParams({ q, ...rest }: SearchParams): string {
  const p = new URLSearchParams({ q: (q ?? '').trim() || '*' });
  for (const [k, v] of Object.entries(rest)) {
    if (v === null || v === undefined || (Array.isArray(v) && v.length === 0)) continue;
    p.set(k, Array.isArray(v) ? v.join(',') : String(v));
  }
  return p.toString();
}

/** One page of a search (GET `path`, or POST `path` with the body form) with its X-List-Count total. */
export async function fetchPage<T>(path: string, body?: unknown): Promise<ListPage<T>> {
  const res = body === undefined ? await api<T[]>('GET', path) : await api<T[]>('POST', path, body);
  return {
    rows: res.data,
    total: Number(res.headers.get(ListCountHeader) ?? res.data.length),
    ...(res.headers.get(ListCountCappedHeader) === 'true' ? { capped: true } : {}),
  };
}

/** The query of one page of a GET search: `{path}?{query}` under the feature's key. */
export const getPageQuery = <T>(queryKey: readonly unknown[], path: string, query: SearchParams): ListPageQuery<T> => ({
  queryKey,
  queryFn: () => fetchPage<T>(`${path}?${searchParams(query)}`),
});

/** The query of one page of a POST search (the body form: Query, Skip, Take, …) under the feature's key. */
export const postPageQuery = <T>(queryKey: readonly unknown[], path: string, body: object): ListPageQuery<T> => ({
  queryKey,
  queryFn: () => fetchPage<T>(path, body),
});
