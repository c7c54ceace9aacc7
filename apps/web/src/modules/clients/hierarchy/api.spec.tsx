import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { StationListItem } from '@intermission/contracts';
import { installFakeApi } from '../../../test/fakeApi';
import { notifyError, notifySuccess } from '../../ui/notify';
import type { ListPage } from '../../api/listPage';
import {
  locationStationsKey,
  salesLocationKeys,
  stationKeys,
  useAddLocationStationMutation,
  useRecordActions,
  useSaveParValuesMutation,
  useSetInventoryStationMutation,
} from './api';

jest.mock('../../ui/notify', () => ({ notifySuccess: jest.fn(), notifyError: jest.fn() }));

const place = { ClientId: 1, VenueId: 2, TheatreId: 3, SalesLocationId: 4 };
const stationsPath = 'clients/1/venues/2/theatres/3/salesLocations/4/stations';
const row = (Id: number, IsInventoryStation = false): StationListItem => ({
  Id,
  SalesLocationId: 4,
  Name: `Till ${Id}`,
  SerialNumber: null,
  IsInventoryStation,
  Archived: false,
  Version: 1,
});

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { queryClient, wrapper };
}

beforeEach(() => jest.clearAllMocks());

describe('useRecordActions', () => {
  it('archives with Id and Version, says the given text, drops the record from the cache and goes on', async () => {
    const calls = installFakeApi(() => ({ status: 200, body: { Message: 'Server text' } }));
    const { queryClient, wrapper } = setup();
    queryClient.setQueryData(stationKeys.detail(9), row(9));
    queryClient.setQueryData(stationKeys.list({ q: '' }), [row(9)]);
    const onDone = jest.fn();
    const { result } = renderHook(() => useRecordActions(stationKeys, 9, { messages: { archive: 'Station Archived' } }), { wrapper });

    await act(() => result.current.archive({ Version: 3 }, onDone));

    expect(calls).toEqual([{ method: 'PUT', path: 'stations/archive', body: { Id: 9, Version: 3 } }]);
    expect(notifySuccess).toHaveBeenCalledWith('Station Archived');
    expect(onDone).toHaveBeenCalled();
    expect(queryClient.getQueryData(stationKeys.detail(9))).toBeUndefined();
    expect(queryClient.getQueryState(stationKeys.list({ q: '' }))?.isInvalidated).toBe(true);
  });

  it("activates on the state path given, with the server's Message when no text is given", async () => {
    const calls = installFakeApi(() => ({ status: 200, body: { Message: 'Venue Activated' } }));
    const { wrapper } = setup();
    const { result } = renderHook(() => useRecordActions(stationKeys, 9, { statePath: 'clients/1/venues' }), { wrapper });

    await act(() => result.current.activate({ Version: 1 }, jest.fn()));

    expect(calls[0]).toMatchObject({ method: 'PUT', path: 'clients/1/venues/activate' });
    expect(notifySuccess).toHaveBeenCalledWith('Venue Activated');
  });

  it("shows the server's reason for a refused delete and stays", async () => {
    const calls = installFakeApi(() => ({ status: 400, body: { Message: 'The station has sales' } }));
    const { queryClient, wrapper } = setup();
    queryClient.setQueryData(stationKeys.detail(9), row(9));
    const onDone = jest.fn();
    const { result } = renderHook(() => useRecordActions(stationKeys, 9), { wrapper });

    await act(() => result.current.remove({ Version: 1 }, onDone));

    expect(calls).toEqual([{ method: 'DELETE', path: 'stations/9', body: undefined }]);
    expect(notifyError).toHaveBeenCalledWith('The station has sales');
    expect(onDone).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(stationKeys.detail(9))).toEqual(row(9));
  });
});

describe('stations of a sales location', () => {
  it('an inventory station added inline goes first and clears the flag of the others in the latest 3', async () => {
    const calls = installFakeApi(({ body }) => ({ status: 200, body: { ...row(7, true), ...(body as object), Id: 7, Version: 1 } }));
    const { queryClient, wrapper } = setup();
    queryClient.setQueryData<ListPage<StationListItem>>(locationStationsKey(4), { rows: [row(1, true), row(2)], total: 2 });
    const { result } = renderHook(() => useAddLocationStationMutation(place), { wrapper });

    await act(() => result.current.mutateAsync({ Id: 0, Name: 'Till 7', SerialNumber: null, IsInventoryStation: true, Version: 0 }));

    expect(calls[0]).toMatchObject({ method: 'POST', path: stationsPath });
    const page = queryClient.getQueryData<ListPage<StationListItem>>(locationStationsKey(4));
    expect(page?.total).toBe(3);
    expect(page?.rows.map((r) => [r.Id, r.IsInventoryStation])).toEqual([
      [7, true],
      [1, false],
      [2, false],
    ]);
  });

  it("setting the inventory station from the list updates every cached page of the location's stations", async () => {
    const calls = installFakeApi(({ body }) => ({ status: 200, body: { ...row(2), ...(body as object), Version: 2 } }));
    const { queryClient, wrapper } = setup();
    const listKey = stationKeys.list({ ...place, q: '', skip: 0, take: 12, inactive: false });
    queryClient.setQueryData<ListPage<StationListItem>>(listKey, { rows: [row(1, true), row(2)], total: 2 });
    queryClient.setQueryData<ListPage<StationListItem>>(locationStationsKey(4), { rows: [row(1, true), row(2)], total: 2 });
    const { result } = renderHook(() => useSetInventoryStationMutation(place), { wrapper });

    await act(() => result.current.mutateAsync({ row: row(2), on: true }));

    expect(calls).toEqual([{ method: 'PUT', path: stationsPath, body: { Id: 2, Name: 'Till 2', SerialNumber: null, IsInventoryStation: true, Version: 1 } }]);
    for (const key of [listKey, locationStationsKey(4)]) {
      const page = queryClient.getQueryData<ListPage<StationListItem>>(key);
      expect(page?.rows.map((r) => [r.Id, r.IsInventoryStation, r.Version])).toEqual([
        [1, false, 1],
        [2, true, 2],
      ]);
    }
  });
});

describe('useSaveParValuesMutation', () => {
  it('keeps the location and its goods from one answer, and on "Load theirs" reads the goods again', async () => {
    const goods = [{ Id: 11, Name: 'Chocolate Bar', CategoryName: 'Candy', ParValue: 12 }];
    const location = { Id: 4, Name: 'Stand A', Version: 6 };
    const calls = installFakeApi(() => ({ status: 200, body: { Message: 'Par Values Updated Successfully', SalesLocation: location, ParValues: goods } }));
    const { queryClient, wrapper } = setup();
    queryClient.setQueryData(salesLocationKeys.of(4, 'goods'), []);
    const { result } = renderHook(() => useSaveParValuesMutation(4), { wrapper });

    await act(() => result.current.mutateAsync({ ParValues: [{ GoodId: 11, ParValue: '12' }], Version: 5 }));

    expect(calls).toEqual([{ method: 'PUT', path: 'salesLocations/4/parValues', body: { ParValues: [{ GoodId: 11, ParValue: '12' }], Version: 5 } }]);
    expect(queryClient.getQueryData(salesLocationKeys.detail(4))).toEqual(location);
    expect(queryClient.getQueryData(salesLocationKeys.of(4, 'goods'))).toEqual(goods);

    act(() => result.current.reload({ ...location, Version: 7 } as never));
    expect(queryClient.getQueryData(salesLocationKeys.detail(4))).toMatchObject({ Version: 7 });
    expect(queryClient.getQueryState(salesLocationKeys.of(4, 'goods'))?.isInvalidated).toBe(true);
  });
});
