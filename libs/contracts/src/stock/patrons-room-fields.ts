import { z } from 'zod';
import { DayRangeMessage, MaxInt32, Text } from '../common/primitives';

// The fields the patrons room calls and the Patrons Room Transfer Report share (not exported from the package).

/** A whole number given as a JSON number or as digits (route parameters arrive as text). */
const whole = (label: string) =>
  z
    .union(
      [
        z.number(),
        // Plain digits, as the shared id primitive (no space, sign or leading zero: "01" and " 1" are not numbers here).
        Text().regex(/^(0|[1-9]\d{0,8})$/, `${label} must be a whole number`),
      ],
      { error: `${label} is required` },
    )
    .transform(Number)
    .pipe(z.number().int(`${label} must be a whole number`));

/** An inventory location's id, as a number or as digits. */
export const locationId = (label: string) => whole(label).pipe(z.number().positive(`${label} is required`).max(MaxInt32, 'Not a known id'));
// Document 3 §5: years above 1990; months January (1) to December (12).
export const year = whole('Year').pipe(z.number().gt(1990, 'Year must be after 1990').max(9999, 'Year must have 4 digits').max(2199, DayRangeMessage));
export const month = whole('Month').pipe(z.number().min(1, 'Month must be January (1) to December (12)').max(12, 'Month must be January (1) to December (12)'));
