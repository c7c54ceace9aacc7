import type { ExportItemStatus, ExportRunStatus } from '@intermission/contracts';
import { formatDay } from '../reports/api';

/** The colour of a QBO log row's status (§4): synced green, changed since the sync orange, failed red. */
export const ItemStatusColors: Record<ExportItemStatus, string> = { Success: 'green', Modified: 'orange', Fail: 'red' };

/** The colour of a run's status on its progress bar and in the history. */
export const RunStatusColors: Record<ExportRunStatus, string> = { Queued: 'gray', Running: 'blue', Done: 'green', Failed: 'red' };

/** "MM/dd/yyyy – MM/dd/yyyy" (one day once). */
export const formatRange = (from: string, to: string) => (from === to ? formatDay(from) : `${formatDay(from)} – ${formatDay(to)}`);

/** The link of a Transfers row to the transfer list filtered to it. */
export const transfersOfRow = (detailId: number) => `/inventoryTransfers/list?exportDetailId=${detailId}`;
