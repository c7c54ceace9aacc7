import { formatQuantity } from '../stock/formatQuantity';

/** A venue day 'YYYY-MM-DD' as MM/dd/yyyy. */
export const formatDay = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

/** Ounces as the reports write quantities ('' for none). */
export const formatOunces = (v: number | null | undefined) => (v === null || v === undefined ? '' : formatQuantity(v));

/** What a row without an end-of-day answer shows in place of the volume used (document 2 §5). */
export const NoEndOfDayCount = 'No end-of-day count';
