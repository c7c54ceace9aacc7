import type { z } from 'zod';
import type { OverShortDrillDownRequestSchema, OverShortReport, OverShortRequest, SalesDrillDownRow } from '@intermission/contracts';
import { post } from '../api/apiClient';
import { fetchPage, type ListPage } from '../api/listPage';
import { queryKeys } from '../api/queryKeys';

/** The keys of everything under `sales/reportFromCashBox` (docs/reports.md "Over/short report"). */
export const overShortKeys = queryKeys('sales/reportFromCashBox');

/** The toast when a run fails without a message of its own. */
export const OverShortFailed = 'The report could not be run.';

/** POST sales/reportFromCashBox: the over/short of the filter. */
export const runOverShortReport = (body: OverShortRequest) => post<OverShortReport>('sales/reportFromCashBox', body);

export type OverShortDrillDownBody = z.input<typeof OverShortDrillDownRequestSchema>;

/** POST sales/reportFromCashBox/drillDown: one page of the rows behind a figure, X-List-Count the total. */
export const fetchOverShortDrillDown = (body: OverShortDrillDownBody): Promise<ListPage<SalesDrillDownRow>> =>
  fetchPage<SalesDrillDownRow>('sales/reportFromCashBox/drillDown', body);
