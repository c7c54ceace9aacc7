import type { Response } from 'express';
import { ListCountHeader } from '@intermission/contracts';
import type { Page } from '@intermission/db';

/** Lists answer with a JSON array and the total in X-List-Count (docs/api.md "Conventions", docs/decisions.md "A list"). */
export function sendList<T>(res: Response, page: Page<T>): T[];
/** @deprecated pass the Page of findPage */
export function sendList<T>(res: Response, rows: T[], total: number | string | bigint): T[];
export function sendList<T>(res: Response, pageOrRows: Page<T> | T[], total?: number | string | bigint): T[] {
  const page = Array.isArray(pageOrRows) ? { rows: pageOrRows, total: Number(total) } : pageOrRows;
  res.setHeader(ListCountHeader, String(page.total));
  return page.rows;
}
