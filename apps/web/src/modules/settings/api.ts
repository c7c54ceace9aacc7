import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  AccountLists,
  type ExportSettingsSaveSchema,
  type ExportSettingsSchema,
  type IpRangeSaveSchema,
  type IpRangeSchema,
  type ManagedItem,
  type ManagedItemsBatch,
  type ManagedListName,
  type PosPackageSchema,
  type SettingSchema,
  type SettingsBatch,
} from '@intermission/contracts';
import { del, get, post, put } from '../api/apiClient';
import { queryKeys } from '../api/queryKeys';

export type Setting = z.output<typeof SettingSchema>;
export type { ManagedItem };
export type ExportSettings = z.output<typeof ExportSettingsSchema>;
/** The export settings form's values (the secrets write-only) and what it sends. */
export type ExportSettingsSaveInput = z.input<typeof ExportSettingsSaveSchema>;
export type ExportSettingsSave = z.output<typeof ExportSettingsSaveSchema>;
export type IpRange = z.output<typeof IpRangeSchema>;
type PosPackage = z.output<typeof PosPackageSchema>;

/** The two settings lists, each under its own path: `settings` (the application's) and `slerpSettings` (point of sale). */
export type SettingsPath = 'settings' | 'slerpSettings';
export const settingsKeys = { settings: queryKeys('settings'), slerpSettings: queryKeys('slerpSettings') } as const;
export const managedItemKeys = queryKeys('managedItems');
export const exportSettingsKeys = queryKeys('export-settings');
export const ipWhitelistingKeys = queryKeys('ip-whitelisting');

export const useSettingsQuery = (path: SettingsPath) => useQuery({ queryKey: settingsKeys[path].lists(), queryFn: () => get<Setting[]>(path) });

/** PUT <path>/batch replaces the whole list and answers it; its 409 answers the current list. */
export function useSaveSettingsMutation(path: SettingsPath) {
  const queryClient = useQueryClient();
  const setList = (rows: Setting[]) => queryClient.setQueryData(settingsKeys[path].lists(), rows);
  const mutation = useMutation({ mutationFn: (rows: SettingsBatch) => put<Setting[]>(`${path}/batch`, rows), onSuccess: setList });
  return { ...mutation, setList };
}

/** Where the point-of-sale package is downloaded from, and its version. */
export const usePosPackageQuery = () => useQuery({ queryKey: settingsKeys.settings.of('posPackage'), queryFn: () => get<PosPackage>('settings/posPackage') });

/**
 * One managed item list (`managedItems/<list>`), the one hook for it: its editor, and the pickers of
 * other screens (tax rates, accounts, waste reasons), which pass a `staleTime` to keep it a while.
 */
export const useManagedItemsQuery = (list: ManagedListName, enabled = true, staleTime = 0) =>
  useQuery({ queryKey: managedItemKeys.of(list), queryFn: () => get<ManagedItem[]>(`managedItems/${list}`), enabled, staleTime });

/** The items of every account list (revenue, COGS and inventory accounts) in one list: what an item exports to. */
export const useAccountsQuery = (enabled = true) =>
  useQuery({
    queryKey: managedItemKeys.of('accounts'),
    queryFn: async () => (await Promise.all(AccountLists.map((l) => get<ManagedItem[]>(`managedItems/${l}`)))).flat(),
    enabled,
  });

/** PUT managedItems/<list> replaces the list; a change to an account list also changes the accounts. */
export function useSaveManagedItemsMutation(list: ManagedListName) {
  const queryClient = useQueryClient();
  const setList = (rows: ManagedItem[]) => queryClient.setQueryData(managedItemKeys.of(list), rows);
  const mutation = useMutation({
    mutationFn: (rows: ManagedItemsBatch) => put<ManagedItem[]>(`managedItems/${list}`, rows),
    onSuccess: (saved) => {
      setList(saved);
      if (AccountLists.includes(list)) void queryClient.invalidateQueries({ queryKey: managedItemKeys.of('accounts') });
    },
  });
  return { ...mutation, setList };
}

export const useExportSettingsQuery = () => useQuery({ queryKey: exportSettingsKeys.all, queryFn: () => get<ExportSettings>('export-settings') });

export function useSaveExportSettingsMutation() {
  const queryClient = useQueryClient();
  const setSettings = (s: ExportSettings) => queryClient.setQueryData(exportSettingsKeys.all, s);
  const mutation = useMutation({
    mutationFn: (body: ExportSettingsSave) => put<ExportSettings>('export-settings', body),
    onSuccess: setSettings,
  });
  return { ...mutation, setSettings };
}

export const useIpRangesQuery = () => useQuery({ queryKey: ipWhitelistingKeys.lists(), queryFn: () => get<IpRange[]>('ip-whitelisting') });

export function useAddIpRangeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (range: z.output<typeof IpRangeSaveSchema>) => post('ip-whitelisting', range),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ipWhitelistingKeys.lists() }),
  });
}

export function useDeleteIpRangeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => del(`ip-whitelisting/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ipWhitelistingKeys.lists() }),
  });
}
