import { z } from 'zod';
import { Int32 } from '../common/primitives';
import { Money, Quantity, UnitPrice } from '../common/wire';
import { locationId, month, year } from './patrons-room-fields';

/** The page size of the Patrons Room Transfer Report (document 3: 9999). */
export const PatronsRoomReportPageSize = 9999;

/**
 * POST patronsRoom/report and POST patronsRoom/report/csv: the patrons room transfers (type 2)
 * into one patrons room (InvLocId) or, without it, into every patrons room the user may see, in one
 * month (UTC). Skip/Take page the rows (X-List-Count = all rows); the totals cover all rows.
 */
export const PatronsRoomReportRequestSchema = z.object({
  InvLocId: locationId('Inventory Location').nullish(),
  Year: year,
  Month: month,
  Skip: Int32.min(0).default(0),
  Take: Int32.min(1).max(PatronsRoomReportPageSize).default(PatronsRoomReportPageSize),
});
export type PatronsRoomReportRequest = z.output<typeof PatronsRoomReportRequestSchema>;

/** One good of one patrons room transfer. */
export const PatronsRoomReportRowSchema = z
  .object({
    /** The transfer's id (the GUID of the StockMoved event). */
    TransferId: z.string(),
    /** ISO time of the transfer. */
    TransferDate: z.string(),
    /** The IANA time zone of the patrons room's venue, in which TransferDate is shown. */
    TimeZone: z.string(),
    FromLocationName: z.string(),
    /** The patrons room. */
    ToLocationName: z.string(),
    GoodId: z.number().int(),
    GoodName: z.string(),
    CategoryName: z.string(),
    Qty: Quantity,
    CostPerGood: UnitPrice,
    /** Qty × CostPerGood, 2 decimals. */
    ExtendedCost: Money,
    /** The staff user who recorded the transfer ("First Last"), null when unknown. */
    UserName: z.string().nullable(),
    Notes: z.string().nullable(),
  })
  .meta({ id: 'PatronsRoomReportRow' });
export type PatronsRoomReportRow = z.infer<typeof PatronsRoomReportRowSchema>;

export const PatronsRoomReportSchema = z
  .object({
    Rows: z.array(PatronsRoomReportRowSchema),
    /** Σ ExtendedCost over all the month's rows (not only the page), 2 decimals. */
    TotalCost: Money,
    /** The month's patrons room revenue (summed over the rooms without InvLocId), 2 decimals; null when none was entered. */
    Revenue: Money.nullable(),
    /** TotalCost / Revenue × 100, 2 decimals; null when there is no revenue (or it is 0). */
    CostPercent: Money.nullable(),
  })
  .meta({ id: 'PatronsRoomReport' });
export type PatronsRoomReport = z.infer<typeof PatronsRoomReportSchema>;
/** The report as the server builds it (exact decimal text), which the CSV writes. */
export type PatronsRoomReportFigures = z.input<typeof PatronsRoomReportSchema>;
