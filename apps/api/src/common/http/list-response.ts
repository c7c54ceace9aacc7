import type { Response } from 'express';
import { ListCountHeader } from '@intermission/contracts';

/** Lists answer with a JSON array and the total in X-List-Count (ARCHITECTURE §7). */
export function sendList<T>(res: Response, rows: T[], total: number | string | bigint): T[] {
  res.setHeader(ListCountHeader, String(total));
  return rows;
}
