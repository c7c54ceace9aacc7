import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { ExportItem, ExportRun, ExportTypeRow } from '@intermission/contracts';
import { installFakeApi } from '../../test/fakeApi';
import { exportKeys, filePathToApiPath, isUnderWay, useExportTypes, useQboLog, useQboReExport, useStartExport, zipName } from './api';

const run = (over: Partial<ExportRun> = {}): ExportRun => ({
  ExportId: 7,
  ExportTypeId: 2,
  ExportTypeName: 'Transactions',
  FromDate: '2026-11-01',
  ToDate: '2026-11-14',
  Status: 'Queued',
  Progress: 0,
  ItemCount: 0,
  ItemsDone: 0,
  Amount: 0,
  CreatedBy: 'Avery Admin',
  CreatedAt: '2026-11-26T21:00:00Z',
  FinishedAt: null,
  Error: null,
  FilePath: null,
  isSelected: false,
  ...over,
});
const types: ExportTypeRow[] = [
  { Id: 1, Name: 'Transfers', IsDefault: false, Running: null, LastRun: null },
  { Id: 2, Name: 'Transactions', IsDefault: true, Running: null, LastRun: null },
];

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { queryClient, wrapper };
}

describe('useStartExport', () => {
  it('POSTs exports/export/ and shows the run on its type at once, which starts the polling', async () => {
    const started = run();
    const calls = installFakeApi(() => ({ status: 200, body: { Message: 'Export Process Started', Export: started } }));
    const { queryClient, wrapper } = setup();
    queryClient.setQueryData(exportKeys.types(), types);
    queryClient.setQueryData(exportKeys.history(2), []);
    queryClient.setQueryData(exportKeys.history(1), []);
    const { result } = renderHook(() => useStartExport(), { wrapper });

    await act(() => result.current.mutateAsync({ ExportTypeId: 2, FromDate: '2026-11-01', ToDate: '2026-11-14' }));

    expect(calls).toEqual([{ method: 'POST', path: 'exports/export/', body: { ExportTypeId: 2, FromDate: '2026-11-01', ToDate: '2026-11-14' } }]);
    const rows = queryClient.getQueryData<ExportTypeRow[]>(exportKeys.types())!;
    expect(rows.map((t) => t.Running?.ExportId ?? null)).toEqual([null, 7]);
    expect(queryClient.getQueryState(exportKeys.history(2))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(exportKeys.history(1))?.isInvalidated).toBe(false);
  });
});

describe('useExportTypes', () => {
  it('reads the types again while a run is under way, and stops once it is Done', async () => {
    let reads = 0;
    installFakeApi(() => {
      reads += 1;
      const current = reads < 3 ? run({ Status: 'Running', Progress: 50 * (reads - 1) }) : null;
      return {
        status: 200,
        body: types.map((t) => (t.Id === 2 ? { ...t, Running: current, LastRun: current ? null : run({ Status: 'Done', Progress: 100 }) } : t)),
      };
    });
    const { wrapper } = setup();
    const { result } = renderHook(() => useExportTypes(), { wrapper });

    await waitFor(() => expect(result.current.data?.[1]?.LastRun?.Status).toBe('Done'), { timeout: 5000 });
    expect(reads).toBe(3);
    await new Promise((r) => setTimeout(r, 1500));
    expect(reads).toBe(3);
  });

  it('knows which runs are under way', () => {
    expect(['Queued', 'Running', 'Done', 'Failed'].map((Status) => isUnderWay({ Status } as ExportRun))).toEqual([true, true, false, false]);
    expect(isUnderWay(null)).toBe(false);
  });
});

describe('useQboLog', () => {
  it('POSTs the page of the log and reads the total from X-List-Count; nothing while the filter is not valid', async () => {
    const row = { Id: 3, ExportTypeId: 1, Status: 'Fail' } as ExportItem;
    const calls = installFakeApi(() => ({ status: 200, body: [row], headers: { 'X-List-Count': '13' } }));
    const { wrapper } = setup();
    const { result, rerender } = renderHook(({ body }) => useQboLog(body), {
      wrapper,
      initialProps: { body: null as Parameters<typeof useQboLog>[0] },
    });
    expect(calls).toEqual([]);

    const body = { ExportTypeId: 1 as const, FromDate: '2026-11-01', ToDate: '2026-11-14', Skip: 12, Take: 12 };
    rerender({ body });
    await waitFor(() => expect(result.current.data).toEqual({ rows: [row], total: 13 }));
    expect(calls).toEqual([{ method: 'POST', path: 'exports/QBOExports/', body }]);
  });
});

describe('useQboReExport', () => {
  it('PUTs the row on its type and id, and marks the log pages and the row stale, whatever the answer', async () => {
    const calls = installFakeApi(() => ({ status: 409, body: { Message: 'This row cannot be re-exported now' } }));
    const { queryClient, wrapper } = setup();
    const body = { ExportTypeId: 1 as const, FromDate: '2026-11-01', ToDate: '2026-11-14', Skip: 0, Take: 12 };
    queryClient.setQueryData(exportKeys.log(body), { rows: [], total: 0 });
    queryClient.setQueryData(exportKeys.detail(3), {});
    queryClient.setQueryData(exportKeys.detail(4), {});
    const { result } = renderHook(() => useQboReExport(), { wrapper });

    await expect(act(() => result.current.mutateAsync({ Id: 3, ExportTypeId: 1 }))).rejects.toMatchObject({ status: 409 });

    expect(calls).toEqual([{ method: 'PUT', path: 'exports/re-export/QBO/type/1/detailId/3', body: undefined }]);
    await waitFor(() => expect(queryClient.getQueryState(exportKeys.log(body))?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(exportKeys.detail(3))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(exportKeys.detail(4))?.isInvalidated).toBe(false);
  });
});

describe('the zip of a FilePath', () => {
  it.each([
    ['/api/v1/exports/files/export-7.zip', 'exports/files/export-7.zip'],
    ['http://localhost/api/v1/exports/files/export-7.zip', 'exports/files/export-7.zip'],
    ['exports/files/export-7.zip', 'exports/files/export-7.zip'],
  ])('%s is fetched as %s', (filePath, expected) => {
    expect(filePathToApiPath(filePath, 'http://localhost')).toBe(expected);
  });

  it('is saved under its own name when it names a zip', () => {
    expect(zipName('/api/v1/exports/files/export-7.zip?x=1')).toBe('export-7.zip');
    expect(zipName('/api/v1/exports/files/7')).toBe('exports.zip');
  });
});
