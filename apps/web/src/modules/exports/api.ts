import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ApiBasePath,
  type ExportItem,
  type ExportItemDetail,
  type ExportRun,
  type ExportTypeId,
  type ExportTypeRow,
  type GenerateExport,
  type HistoryReExport,
  type QboLogSearch,
  type StartExport,
} from '@intermission/contracts';
import type { z } from 'zod';
import type { HistoryReExportAnswerSchema, QboReExportAnswerSchema, StartExportAnswerSchema } from '@intermission/contracts';
import { get, post, put } from '../api/apiClient';
import { downloadFile } from '../api/apiFiles';
import { fetchPage, type ListPage } from '../api/listPage';
import { queryKeys } from '../api/queryKeys';

export type StartExportAnswer = z.output<typeof StartExportAnswerSchema>;
export type HistoryReExportAnswer = z.output<typeof HistoryReExportAnswerSchema>;
export type QboReExportAnswer = z.output<typeof QboReExportAnswerSchema>;

/** The calls of document 3 §7 "Exports", all under exports/ (claim Exports FullAccess). */
const base = queryKeys('exports');

/** The query keys of the exports calls: the export types with their runs, the IIF history per type, the QBO log pages and rows. */
export const exportKeys = {
  ...base,
  types: () => base.of('types'),
  history: (typeId: number) => base.of('history', typeId),
  log: (body: QboLogSearch) => base.list(body),
};

/** How often the screens read a running export again (its progress bar). */
export const ExportPollMs = 1000;

/** A run the worker has not finished: the screens poll while one is there. */
export const isUnderWay = (run: Pick<ExportRun, 'Status'> | null | undefined) => run?.Status === 'Queued' || run?.Status === 'Running';

/** GET exports/_search: the export types, each with its running and last run; read again every second while one runs. */
export function useExportTypes() {
  return useQuery({
    queryKey: exportKeys.types(),
    queryFn: () => get<ExportTypeRow[]>('exports/_search'),
    refetchInterval: (q) => (q.state.data?.some((t) => isUnderWay(t.Running)) ? ExportPollMs : false),
  });
}

/** POST exports/export/: starts a run; its row shows the run at once (and so starts the polling), the history is read again. */
export function useStartExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartExport) => post<StartExportAnswer>('exports/export/', body),
    onSuccess: (answer) => {
      queryClient.setQueryData<ExportTypeRow[]>(exportKeys.types(), (rows) =>
        rows?.map((t) => (t.Id === answer.Export.ExportTypeId ? { ...t, Running: answer.Export } : t)),
      );
      void queryClient.invalidateQueries({ queryKey: exportKeys.history(answer.Export.ExportTypeId) });
    },
  });
}

/** GET exports/history/{typeId}: the runs of a type (the IIF Export History), newest first; read again while one runs. */
export function useExportHistory(typeId: ExportTypeId) {
  return useQuery({
    queryKey: exportKeys.history(typeId),
    queryFn: () => get<ExportRun[]>(`exports/history/${typeId}`),
    refetchInterval: (q) => (q.state.data?.some(isUnderWay) ? ExportPollMs : false),
  });
}

/** POST exports/history/re-export/: the IIF files of the chosen runs again, as one zip (its FilePath). */
export function useHistoryReExport() {
  return useMutation({ mutationFn: (body: HistoryReExport) => post<HistoryReExportAnswer>('exports/history/re-export/', body) });
}

/** The page size of the QBO log (document 3 §9). */
export const QboLogPageSize = 12;

/** POST exports/QBOExports/: a page of the QBO log of a type over a range, with its X-List-Count total. */
export function useQboLog(body: QboLogSearch | null) {
  return useQuery({
    queryKey: exportKeys.log(body as QboLogSearch),
    queryFn: () => fetchPage<ExportItem>('exports/QBOExports/', body) as Promise<ListPage<ExportItem>>,
    enabled: body !== null,
    placeholderData: (previous) => previous,
    retry: false,
    // A row posting now shows Running; it is read again until the post ends.
    refetchInterval: (q) => (q.state.data?.rows.some((r) => r.Running) ? ExportPollMs : false),
  });
}

/** GET exports/QBOExports/{detailId}: a log row, the lines it sends and QuickBooks' answer to each attempt. */
export function useQboLogRow(detailId: number | null) {
  return useQuery({
    queryKey: exportKeys.detail(detailId ?? 0),
    queryFn: () => get<ExportItemDetail>(`exports/QBOExports/${detailId}`),
    enabled: detailId !== null,
    retry: false,
  });
}

/** PUT exports/re-export/QBO/type/{t}/detailId/{d}: posts one row again; the log and the row are read again whatever the answer. */
export function useQboReExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (row: Pick<ExportItem, 'Id' | 'ExportTypeId'>) => put<QboReExportAnswer>(`exports/re-export/QBO/type/${row.ExportTypeId}/detailId/${row.Id}`),
    onSettled: (_answer, _err, row) => {
      void queryClient.invalidateQueries({ queryKey: exportKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: exportKeys.detail(row.Id) });
    },
  });
}

/** PUT exports/generate: posts to QuickBooks every row of a type and range not synced, or modified since. */
export function useGenerateExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateExport) => put<unknown>('exports/generate', body),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: exportKeys.lists() }),
  });
}

/**
 * The API path of a run's FilePath (the server may answer it under the API's base path, or as a full
 * address on this origin): what the file client fetches with the bearer token.
 */
export function filePathToApiPath(filePath: string, origin = globalThis.location?.origin ?? ''): string {
  let path = filePath;
  if (origin && path.startsWith(origin)) path = path.slice(origin.length);
  if (path.startsWith(ApiBasePath)) path = path.slice(ApiBasePath.length);
  return path.replace(/^\/+/, '');
}

/** The zip's file name: the last part of its path, else `exports.zip`. */
export function zipName(filePath: string): string {
  const last = filePath.split('?')[0]!.split('/').filter(Boolean).pop() ?? '';
  return last.toLowerCase().endsWith('.zip') ? decodeURIComponent(last) : 'exports.zip';
}

/** Downloads the zip at a FilePath with the bearer token. */
export const downloadExportZip = (filePath: string) => downloadFile(filePathToApiPath(filePath), zipName(filePath));
