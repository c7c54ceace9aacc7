import { Group, Pagination, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useSessionStorage } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColDef } from 'ag-grid-community';
import { type ReactNode, useEffect } from 'react';
import { ListCountHeader, ListPageSize } from '@intermission/contracts';
import { api } from '../api/apiClient';
import { DataGrid } from './DataGrid';

export interface ListState {
  q: string;
  page: number;
  [filter: string]: string | number | boolean;
}

interface Props<T> {
  /** Names the list's kept state (for the browser tab, spec document 1 §2.4); also the TanStack Query key unless `queryKey` is given. */
  listKey: string;
  /** The feature's list key (`vendorKeys.lists()`), so its writes invalidate the list. */
  queryKey?: readonly unknown[];
  /** The search call for a page: a GET path with its query string, or a POST path with its body. */
  path: (state: ListState, skip: number, take: number) => string | { post: string; body: unknown };
  columns: ColDef<T>[];
  initial?: Omit<ListState, 'q' | 'page'>;
  filters?: (state: ListState, set: (patch: Partial<ListState>) => void) => ReactNode;
  onRowClick?: (row: T) => void;
  onSelectionChange?: (rows: T[]) => void;
  isSelected?: (row: T) => boolean;
  label: string;
}

/** The paged list (12 a page, search, filters kept between visits), count from X-List-Count. */
export function PagedList<T>({ listKey, queryKey = [listKey], path, columns, initial = {}, filters, onRowClick, onSelectionChange, isSelected, label }: Props<T>) {
  const [state, setState] = useSessionStorage<ListState>({
    key: `intermission.state.list.${listKey}`,
    defaultValue: { q: '', page: 1, ...initial },
    getInitialValueInEffect: false,
  });
  const [q] = useDebouncedValue(state.q, 250);
  const effective = { ...state, q };
  const skip = (state.page - 1) * ListPageSize;
  const call = path(effective, skip, ListPageSize);
  const { data, isFetching, error } = useQuery({
    queryKey: [...queryKey, call],
    queryFn: async () => {
      const res = typeof call === 'string' ? await api<T[]>('GET', call) : await api<T[]>('POST', call.post, call.body);
      return { rows: res.data, total: Number(res.headers.get(ListCountHeader) ?? res.data.length) };
    },
    placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / ListPageSize));
  const set = (patch: Partial<ListState>) => setState({ ...state, ...patch, page: 'page' in patch ? (patch.page as number) : 1 } as ListState);
  useEffect(() => {
    if (data && state.page > pages) setState({ ...state, page: pages });
  }, [data, pages, state, setState]);

  return (
    <>
      <Group mb="sm" align="flex-end">
        <TextInput label="Search" placeholder="Search" value={state.q} onChange={(e) => set({ q: e.currentTarget.value })} w={280} />
        {filters?.(state, set)}
      </Group>
      {error ? (
        <Text c="red">This list could not be loaded.</Text>
      ) : (
        <DataGrid
          label={label}
          rows={data?.rows ?? []}
          columns={columns}
          onRowClick={onRowClick}
          onSelectionChange={onSelectionChange}
          isSelected={isSelected}
        />
      )}
      <Group justify="space-between" mt="sm">
        <Text size="sm" c="dimmed" data-testid="list-count">
          {isFetching && !data ? 'Loading…' : `${data?.total ?? 0} in all`}
        </Text>
        <Pagination total={pages} value={state.page} onChange={(page) => set({ page })} size="sm" />
      </Group>
    </>
  );
}
