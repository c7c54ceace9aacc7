import { Group, Pagination, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useSessionStorage } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColDef } from 'ag-grid-community';
import { type ReactNode, useEffect } from 'react';
import { ListPageSize } from '@intermission/contracts';
import type { ListPageQuery } from '../api/listPage';
import { DataGrid } from './DataGrid';

export interface ListState {
  q: string;
  page: number;
  [filter: string]: string | number | boolean;
}

/** A filter's id as the list's state keeps it ('' for none), as a search takes it. */
export const stateId = (value: ListState[string] | undefined) => (value ? Number(value) : undefined);

/** A filter's ids as the list's state keeps them ('1,2,3'; '' for none). */
export const stateIds = (value: ListState[string] | undefined) =>
  String(value ?? '')
    .split(',')
    .filter(Boolean)
    .map(Number);

interface Props<T> {
  /** Names the list's kept state (filters and page, for the browser tab, spec document 1 §2.4); not a query key. */
  stateKey: string;
  /**
   * The page's query from the feature's api.ts (`kitsSearchQuery({ q: s.q, skip, take, … })`): its key
   * from the feature's query-key factory, so the feature's writes invalidate the list, and its call.
   */
  query: (state: ListState, skip: number, take: number) => ListPageQuery<T>;
  columns: ColDef<T>[];
  initial?: Omit<ListState, 'q' | 'page'>;
  filters?: (state: ListState, set: (patch: Partial<ListState>) => void) => ReactNode;
  onRowClick?: (row: T) => void;
  onSelectionChange?: (rows: T[]) => void;
  isSelected?: (row: T) => boolean;
  label: string;
}

/** The paged list (12 a page, search, filters kept between visits), count from X-List-Count. */
export function PagedList<T>({ stateKey, query, columns, initial = {}, filters, onRowClick, onSelectionChange, isSelected, label }: Props<T>) {
  const [state, setState] = useSessionStorage<ListState>({
    key: `intermission.state.list.${stateKey}`,
    defaultValue: { q: '', page: 1, ...initial },
    getInitialValueInEffect: false,
  });
  const [q] = useDebouncedValue(state.q, 250);
  const effective = { ...state, q };
  const skip = (state.page - 1) * ListPageSize;
  const { data, isFetching, error } = useQuery({ ...query(effective, skip, ListPageSize), placeholderData: keepPreviousData });
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
          loading={data === undefined}
          columns={columns}
          onRowClick={onRowClick}
          onSelectionChange={onSelectionChange}
          isSelected={isSelected}
        />
      )}
      <Group justify="space-between" mt="sm">
        <Text size="sm" c="dimmed" data-testid="list-count">
          {isFetching && !data ? 'Loading…' : `${data?.total ?? 0}${data?.capped ? '+' : ''} in all`}
        </Text>
        <Pagination total={pages} value={state.page} onChange={(page) => set({ page })} size="sm" />
      </Group>
    </>
  );
}
