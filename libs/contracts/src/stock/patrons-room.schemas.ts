import { z } from 'zod';
import { Text, MaxInt32 } from '../common/primitives';
import { Money } from '../common/wire';
import { locationId, month, year } from './patrons-room-fields';

export const MonthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** Document 3 §8, exactly. */
export const PatronsRoomMessages = {
  RevenueUpdated: 'Revenue Updated Successfully',
  RevenueUpdateFailed: 'An error occurred updating the revenue',
} as const;

/** GET patronsRoom/byYear/{invLocId}/{year}. */
export const PatronsRoomYearQuerySchema = z.object({ InvLocId: locationId('Inventory Location'), Year: year });
export type PatronsRoomYearQuery = z.output<typeof PatronsRoomYearQuerySchema>;

/** POST patronsRoom and GET patronsRoom/revenue/{invLocId}/{year}/{month}: one month of one patrons room. */
export const PatronsRoomMonthQuerySchema = PatronsRoomYearQuerySchema.extend({ Month: month });
export type PatronsRoomMonthQuery = z.output<typeof PatronsRoomMonthQuerySchema>;

const revenue = z
  .union([Text(), z.number()], { error: 'Revenue is required' })
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,12}(\.\d{1,2})?$/.test(v), 'Revenue must be an amount of 0 or more with at most 2 decimals');

/** POST patronsRoom/_revenue (a month not entered yet). */
export const PatronsRoomRevenueCreateSchema = z.object({
  InventoryLocationId: locationId('Inventory Location'),
  Year: year,
  Month: month,
  Revenue: revenue,
});
export type PatronsRoomRevenueCreate = z.output<typeof PatronsRoomRevenueCreateSchema>;

/** PUT patronsRoom/_revenue: a change to an entered month, on the Version it was read at. */
export const PatronsRoomRevenueUpdateSchema = PatronsRoomRevenueCreateSchema.extend({
  Version: z.number({ error: 'Version is required' }).int().min(1, 'Version is required').max(MaxInt32),
});
export type PatronsRoomRevenueUpdate = z.output<typeof PatronsRoomRevenueUpdateSchema>;

/** One month of a patrons room; Revenue and Version are null while nothing was entered. */
export const PatronsRoomRevenueSchema = z
  .object({
    InventoryLocationId: z.number().int(),
    Year: z.number().int(),
    Month: z.number().int().min(1).max(12),
    MonthName: z.enum(MonthNames),
    Revenue: Money.nullable(),
    Version: z.number().int().nullable(),
  })
  .meta({ id: 'PatronsRoomRevenue' });
export type PatronsRoomRevenue = z.infer<typeof PatronsRoomRevenueSchema>;
/** A month as the server reads it (Revenue as exact numeric text). */
export type PatronsRoomRevenueFigures = z.input<typeof PatronsRoomRevenueSchema>;

/** POST and PUT patronsRoom/_revenue: the message and the month as saved. */
export const PatronsRoomRevenueSavedSchema = z.object({ Message: z.string(), Revenue: PatronsRoomRevenueSchema }).meta({ id: 'PatronsRoomRevenueSaved' });
