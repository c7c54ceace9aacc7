import { type ExportTypeId, StartExportSchema } from '@intermission/contracts';

/** The dates a range dialog gives, with the field errors the server may put back on them. */
export interface ExportRange {
  FromDate: string;
  ToDate: string;
}
export type RangeErrors = Partial<Record<keyof ExportRange, string>>;

/** The errors of the range rule (To on or after From, at most a year) once both dates are there. */
export function rangeErrors(typeId: ExportTypeId, range: ExportRange): RangeErrors {
  if (!range.FromDate || !range.ToDate) return {};
  const parsed = StartExportSchema.safeParse({ ExportTypeId: typeId, ...range });
  const found: RangeErrors = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0];
    if ((field === 'FromDate' || field === 'ToDate') && !found[field]) found[field] = issue.message;
  }
  return found;
}
