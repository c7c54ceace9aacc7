import { z } from 'zod';
import { daysFrom, isDay } from '../common/days';
import { Id, Int32, MaxInt32 } from '../common/primitives';
import { Money, Quantity, UnitPrice } from '../common/wire';
import { isoDate } from '../stock/inventory-queries.schemas';
import { ReportsSchemaInfo } from '../stock/inventory-reports.schemas';

// The liquor control report (document 2 §3 "Liquor control rows", §5 "Reports", §7; formulas in
// docs/reports.md "Liquor control report"): per venue day, stand and alcohol good, the ounces the kits
// sold against the ounces the counts say were used.

const id = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .int()
    .positive(`${label} is required`)
    .max(MaxInt32, 'Not a known id');

/** At most a year at a time (367 days), as the end-of-day status. */
export const LiquorControlMaxDays = 367;

/** POST venues/managers/liquor-control-report/_search (document 2 §7: from, to, venue, salesLocation, showEvent). */
export const LiquorControlRequestSchema = z
  .object({
    FromDate: isoDate('Date From'),
    ToDate: isoDate('Date To'),
    VenueId: id('Venue'),
    SalesLocationId: Id.nullish(),
    ShowEventId: Id.nullish(),
  })
  .refine((r) => r.ToDate >= r.FromDate, { path: ['ToDate'], message: 'Date To must be on or after Date From' })
  .refine((r) => !isDay(r.FromDate) || !isDay(r.ToDate) || daysFrom(r.FromDate, r.ToDate).length <= LiquorControlMaxDays, {
    path: ['ToDate'],
    message: 'At most a year at a time',
  });
export type LiquorControlRequest = z.output<typeof LiquorControlRequestSchema>;

/**
 * One row: a venue day, a sales location, an alcohol good. Volumes in ounces. TotalActualVolumeDecreased
 * is null when the end-of-day answer (the day's last count of the good at the stand) is missing
 * (document 2 §5), and so are the variance figures.
 */
export const LiquorControlRowSchema = z
  .object({
    Day: z.string(),
    SalesLocationId: z.number().int(),
    SalesLocation: z.string(),
    TheatreId: z.number().int(),
    Theatre: z.string(),
    InventoryLocationId: z.number().int(),
    GoodId: z.number().int(),
    Good: z.string(),
    /** Ounces in one unit of the good. */
    Volume: Quantity,
    VolumeSold: Quantity,
    OpeningVolume: Quantity,
    TransfersVolume: Quantity,
    EndOfDayCountId: z.string().nullable(),
    EndOfDayCountedAt: z.string().nullable(),
    EndOfDayCountedVolume: Quantity.nullable(),
    ClosingVolume: Quantity,
    TotalActualVolumeDecreased: Quantity.nullable(),
    VarianceVolume: Quantity.nullable(),
    CostPerOunce: UnitPrice,
    VarianceCost: Money.nullable(),
  })
  .meta({ id: 'LiquorControlRow' });
export type LiquorControlRow = z.infer<typeof LiquorControlRowSchema>;
export type LiquorControlRowFigures = z.input<typeof LiquorControlRowSchema>;

export const LiquorControlTotalsSchema = z
  .object({
    VolumeSold: Quantity,
    TotalActualVolumeDecreased: Quantity.nullable(),
    VarianceVolume: Quantity.nullable(),
    VarianceCost: Money.nullable(),
    RowsWithoutEndOfDayCount: z.number().int(),
  })
  .meta({ id: 'LiquorControlTotals' });
export type LiquorControlTotals = z.infer<typeof LiquorControlTotalsSchema>;

export const LiquorControlReportSchema = z
  .object({
    VenueId: z.number().int(),
    Venue: z.string(),
    /** The venue's IANA zone, in which the days and times are shown. */
    TimeZone: z.string(),
    /** [From, To) read, in ISO time: the start of FromDate and of the day after ToDate at the venue. */
    From: z.string(),
    To: z.string(),
    Rows: z.array(LiquorControlRowSchema),
    Totals: LiquorControlTotalsSchema,
    AsOf: ReportsSchemaInfo,
  })
  .meta({ id: 'LiquorControlReport' });
export type LiquorControlReport = z.infer<typeof LiquorControlReportSchema>;
export type LiquorControlReportFigures = z.input<typeof LiquorControlReportSchema>;

/** The figures a drill-down opens. */
export const LiquorControlDrillColumns = ['VolumeSold', 'TotalActualVolumeDecreased', 'VarianceVolume', 'VarianceCost'] as const;
export type LiquorControlDrillColumn = (typeof LiquorControlDrillColumns)[number];

/** POST venues/managers/liquor-control-report/drillDown: the lines behind one figure of one row. */
export const LiquorControlDrillRequestSchema = z.object({
  VenueId: id('Venue'),
  Day: isoDate('Day'),
  SalesLocationId: id('Sales location'),
  GoodId: id('Good'),
  Column: z.enum(LiquorControlDrillColumns, { error: `Column must be one of ${LiquorControlDrillColumns.join(', ')}` }),
  Skip: Int32.min(0).default(0),
  Take: Int32.min(1).max(1000).default(100),
});
export type LiquorControlDrillRequest = z.output<typeof LiquorControlDrillRequestSchema>;

/** One line behind a figure, with its signed contribution in ounces (the lines add up to the figure). */
export const LiquorControlDrillRowSchema = z
  .object({
    /** sale, opening (the ledger at the day's start), transfer, count (the end-of-day count), movement (after the count). */
    Kind: z.enum(['sale', 'opening', 'transfer', 'count', 'movement']),
    /** The sale's id, the movement's or count's GUID; null for the opening. */
    Id: z.string().nullable(),
    At: z.string(),
    Description: z.string(),
    /** Units of the good this line moved, counted or held (signed as recorded). */
    Qty: Quantity,
    /** Its contribution to the figure, in ounces. */
    Volume: Quantity,
    StationName: z.string().nullable(),
    /** Where the web app opens it (null: nothing to open). */
    Link: z.string().nullable(),
  })
  .meta({ id: 'LiquorControlDrillRow' });
export type LiquorControlDrillRow = z.infer<typeof LiquorControlDrillRowSchema>;
export type LiquorControlDrillRowFigures = z.input<typeof LiquorControlDrillRowSchema>;
