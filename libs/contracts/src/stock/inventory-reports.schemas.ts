import { z } from 'zod';
import { Id, InstantText, Int32, MaxInt32, Text, WallClockText } from '../common/primitives';
import { daysFrom, isDay, isWallClock, zonedInstant } from '../common/days';
import { Money, Quantity, UnitPrice } from '../common/wire';
import { isoDate } from './inventory-queries.schemas';

const day = isoDate;

const id = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .int()
    .positive(`${label} is required`)
    .max(MaxInt32, 'Not a known id');

/** The entry and period every report call takes: a location (or a venue's composite entry), whole days, an optional show event. */
const reportPeriod = {
  InvLocId: id('Location'),
  fromDate: day('Date From'),
  toDate: day('Date To'),
  ShowEventId: Id.nullish(),
  Composite: z.boolean().default(false),
};
/** Date To on or after Date From. */
const toAfterFrom = (r: { fromDate: string; toDate: string }) => r.toDate >= r.fromDate;
const toAfterFromError = { path: ['toDate'], message: 'Date To must be on or after Date From' };

/**
 * POST venues/managers/inventorySummary/ (document 3 §7: InvLocId, fromDate, toDate, ShowEventId).
 * Ours added (docs/reports.md): Composite (the venue's entry summing all its locations), Totals
 * (the gain/loss per-category Total rows), VarianceOnly and IncludeInactive (gain/loss filters).
 */
export const InventoryReportRequestSchema = z
  .object({
    ...reportPeriod,
    Totals: z.boolean().default(false),
    VarianceOnly: z.boolean().default(false),
    IncludeInactive: z.boolean().default(false),
  })
  .refine(toAfterFrom, toAfterFromError);
export type InventoryReportRequest = z.output<typeof InventoryReportRequestSchema>;

/**
 * Document 3 §3 "Inventory report row" (formulas: docs/reports.md): exact decimal text on the server,
 * JSON numbers on the wire (quantities in units, or ounces for alcohol; price and cost per unit or
 * ounce; GainLoss in money). A category's Total row sums GainLoss, and Sales, Wastes,
 * OpeningAdjustments and Variance only when its goods share one unit (all alcohol, in ounces, or a
 * single good); its other figures are null (docs/reports.md).
 */
export const InventoryReportRowSchema = z
  .object({
    Id: z.number().int(),
    IsCategory: z.boolean(),
    IsTotal: z.boolean(),
    IsVenue: z.boolean(),
    Alcohol: z.boolean(),
    Name: z.string(),
    CategoryId: z.number().int(),
    CategoryName: z.string(),
    Price: UnitPrice.nullable(),
    Cost: UnitPrice.nullable(),
    GainLoss: Money,
    ExpectedOpening: Quantity.nullable(),
    CountedOpening: Quantity.nullable(),
    /** null on a Total row whose goods are in different units (so also Sales, Wastes, Variance). */
    OpeningAdjustments: Quantity.nullable(),
    Additions: Quantity.nullable(),
    Sales: Quantity.nullable(),
    Wastes: Quantity.nullable(),
    ExpectedEnd: Quantity.nullable(),
    /** null when no count closed the period for this good. */
    CountedEnd: Quantity.nullable(),
    PostEndingTransfers: Quantity.nullable(),
    Variance: Quantity.nullable(),
  })
  .meta({ id: 'InventoryReportRow' });
export type InventoryReportRow = z.infer<typeof InventoryReportRowSchema>;
/** A report row as the server builds it (exact decimal text). */
export type InventoryReportRowFigures = z.input<typeof InventoryReportRowSchema>;

/** Which replayed schema a report was read from (ledger core's replay), null for the live tables. */
export const ReportsSchemaInfo = z.object({ Name: Text(), Comment: Text().nullable() }).nullable();

/** GET venues/managers/inventorySummary/asOf. */
export const ReportsAsOfSchema = z.object({ AsOf: ReportsSchemaInfo }).meta({ id: 'ReportsAsOf' });
export type ReportsAsOf = z.infer<typeof ReportsAsOfSchema>;

export const InventoryReportSchema = z
  .object({
    Location: z.object({ Id: z.number().int(), Name: z.string(), VenueId: z.number().int(), VenueName: z.string(), Composite: z.boolean() }),
    /** The period read: [From, To) in ISO time; a show event narrows it to the show's window. */
    From: z.string(),
    To: z.string(),
    ShowEventId: z.number().int().nullable(),
    /** The IANA time zone of the entry's venue, in which From and To are shown. */
    TimeZone: z.string(),
    Rows: z.array(InventoryReportRowSchema),
    AsOf: ReportsSchemaInfo,
  })
  .meta({ id: 'InventoryReport' });
export type InventoryReport = z.infer<typeof InventoryReportSchema>;
export type InventoryReportFigures = z.input<typeof InventoryReportSchema>;

/**
 * GET venues/managers/inventorySummary/locations (ours): the report's location entries. Each venue
 * comes first as its composite entry (all its locations), then its plain venue entry named with the
 * suffix ' Inventory Location' (document 3 §2), then its other locations.
 */
export const ReportLocationSchema = z
  .object({
    Id: z.number().int(),
    Name: z.string(),
    VenueId: z.number().int(),
    VenueName: z.string(),
    IsVenue: z.boolean(),
    Composite: z.boolean(),
  })
  .meta({ id: 'ReportLocation' });
export type ReportLocation = z.infer<typeof ReportLocationSchema>;

/** POST venues/managers/inventorySummary/showEvents (ours): the body of the show event filter's choices. */
export const ReportShowEventsRequestSchema = z
  .object({ InvLocId: id('Location'), fromDate: day('Date From'), toDate: day('Date To'), Composite: z.boolean().default(false) })
  .refine(toAfterFrom, toAfterFromError);
export type ReportShowEventsRequest = z.output<typeof ReportShowEventsRequestSchema>;

/** POST venues/managers/inventorySummary/kitsSold: the report's filters plus Categoryid (a good category). */
export const KitsSoldRequestSchema = z
  .object({
    ...reportPeriod,
    Categoryid: Id.nullish(),
  })
  .refine(toAfterFrom, toAfterFromError);
export type KitsSoldRequest = z.output<typeof KitsSoldRequestSchema>;

/** One kit sold in the period, with the goods of the category it consumed. */
export const KitSoldRowSchema = z
  .object({
    KitId: z.number().int(),
    KitName: z.string(),
    Quantity: Quantity,
    Goods: z.array(z.object({ GoodId: z.number().int(), Name: z.string(), Quantity: Quantity })),
  })
  .meta({ id: 'KitSoldRow' });
export type KitSoldRow = z.infer<typeof KitSoldRowSchema>;
export type KitSoldRowFigures = z.input<typeof KitSoldRowSchema>;

/** The figures a drill-down can open (document 3 §3 row columns). */
export const DrillDownColumns = [
  'ExpectedOpening',
  'CountedOpening',
  'OpeningAdjustments',
  'Additions',
  'Sales',
  'Wastes',
  'ExpectedEnd',
  'CountedEnd',
  'PostEndingTransfers',
  'Variance',
  'GainLoss',
] as const;
export type DrillDownColumn = (typeof DrillDownColumns)[number];

/** POST venues/managers/inventorySummary/drillDown (ours): the events behind one figure of one row. */
export const DrillDownRequestSchema = z
  .object({
    ...reportPeriod,
    GoodId: id('Good'),
    Column: z.enum(DrillDownColumns, { error: `Column must be one of ${DrillDownColumns.join(', ')}` }),
    Skip: Int32.min(0).default(0),
    Take: Int32.min(1).max(1000).default(100),
  })
  .refine(toAfterFrom, toAfterFromError);
export type DrillDownRequest = z.output<typeof DrillDownRequestSchema>;

/** One event behind a figure: who, when, where from, and what to open (count X-List-Count). */
export const DrillDownRowSchema = z
  .object({
    EventId: z.string(),
    /** transfer (with TypeId 1–7), order (8: received), sale (9) or count. */
    Kind: z.enum(['transfer', 'order', 'sale', 'count']),
    TypeId: z.number().int(),
    TypeName: z.string(),
    At: z.string(),
    /** The IANA time zone of the event's venue, in which At is shown. */
    TimeZone: z.string(),
    LocationId: z.number().int(),
    LocationName: z.string(),
    /** The signed quantity this event adds to (or takes from) the figure. */
    Qty: Quantity,
    CostPerGood: UnitPrice,
    UserName: z.string().nullable(),
    PosUserName: z.string().nullable(),
    StationName: z.string().nullable(),
    /** The screen or call it came from: e.g. 'Inventory Reconciliation', 'Receive Inventory', 'Point of sale'. */
    Source: z.string(),
    /** Where the web app opens it: /inventoryTransfers/info?id=…, /receiving/info?id=…, /inventory/sale?id=… */
    Link: z.string(),
  })
  .meta({ id: 'DrillDownRow' });
export type DrillDownRow = z.infer<typeof DrillDownRowSchema>;
export type DrillDownRowFigures = z.input<typeof DrillDownRowSchema>;

/** POST venues/managers/inventoryLocations/endOfDayStatus/ (VenueId, FromDate, ToDate): counts per location and day. */
export const EndOfDayStatusRequestSchema = z
  .object({ VenueId: id('Venue'), FromDate: day('Date From'), ToDate: day('Date To') })
  .refine((r) => r.ToDate >= r.FromDate, { path: ['ToDate'], message: 'Date To must be on or after Date From' })
  .refine((r) => !isDay(r.FromDate) || !isDay(r.ToDate) || daysFrom(r.FromDate, r.ToDate).length <= 367, {
    path: ['ToDate'],
    message: 'At most a year at a time',
  });
export type EndOfDayStatusRequest = z.output<typeof EndOfDayStatusRequestSchema>;

/** One location of the end-of-day status, with its days. */
export const EndOfDayLocationSchema = z
  .object({
    InventoryLocationId: z.number().int(),
    Name: z.string(),
    /** The IANA time zone of the venue: Date is its day, CountedAt is shown in it. */
    TimeZone: z.string(),
    Days: z.array(
      z.object({
        Date: z.string(),
        /** The last count of that day, null when none was taken. */
        CountId: z.string().nullable(),
        CountedAt: z.string().nullable(),
        HasIssue: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'EndOfDayLocation' });
export const EndOfDayStatusSchema = z.array(EndOfDayLocationSchema);
export type EndOfDayStatus = z.infer<typeof EndOfDayStatusSchema>;

/** The show events a location sold in over a period (ours: the show event filter's choices). */
export const ReportShowEventSchema = z
  .object({
    ShowEventId: z.number().int(),
    Start: z.string(),
    End: z.string(),
    /** The IANA time zone of the location's venue, in which Start and End are shown. */
    TimeZone: z.string(),
  })
  .meta({ id: 'ReportShowEvent' });
export type ReportShowEvent = z.infer<typeof ReportShowEventSchema>;

/**
 * A log-date bound: a local date or time with no offset ('2026-05-02', '2026-05-02T20:00'), read
 * at each count's venue (its days, docs/decisions.md "Venue days"); or an instant with its offset.
 */
const logTime = z.union([InstantText(), WallClockText('A date YYYY-MM-DD, a local time YYYY-MM-DDTHH:mm or an ISO time')]);
const sameKind = (a: string, b: string) => isWallClock(a) === isWallClock(b);
/** Orders two bounds of the same kind (local times as if in one zone). */
const timeKey = (v: string) => (isWallClock(v) ? zonedInstant(v, 'UTC').getTime() : Date.parse(v));

/**
 * POST venues/managers/_searchInventoryLogs (document 1 §7.2: Query, Skip, Take, IsDiscrepency,
 * DateLogFrom, DateLogTo: from inclusive, to exclusive). Ours added: VenueId (the log sits under a venue).
 */
export const InventoryLogSearchSchema = z
  .object({
    VenueId: Id.nullish(),
    Query: Text(200).optional(),
    Skip: Int32.min(0).default(0),
    Take: Int32.min(1).max(1000).default(12),
    IsDiscrepency: z.boolean().nullish(),
    DateLogFrom: logTime.nullish(),
    DateLogTo: logTime.nullish(),
  })
  .refine((r) => !r.DateLogFrom || !r.DateLogTo || !sameKind(r.DateLogFrom, r.DateLogTo) || timeKey(r.DateLogTo) > timeKey(r.DateLogFrom), {
    path: ['DateLogTo'],
    message: 'End time should be after start time.',
  });
export type InventoryLogSearch = z.output<typeof InventoryLogSearchSchema>;

/** One count in the inventory count log (document 1 §3: "Row fields are not shown"; ours). */
export const InventoryLogRowSchema = z
  .object({
    Id: z.string(),
    InventoryLocationId: z.number().int(),
    LocationName: z.string(),
    LogDate: z.string(),
    CountedBy: z.string().nullable(),
    PosUserName: z.string().nullable(),
    Goods: z.number().int(),
    /** Goods whose count differed from what was expected by 0.01 or more. */
    Discrepancies: z.number().int(),
    IsDiscrepency: z.boolean(),
    /** Σ (counted − expected) × cost in force at the count. */
    VarianceCost: Money,
  })
  .meta({ id: 'InventoryLogRow' });
export type InventoryLogRow = z.infer<typeof InventoryLogRowSchema>;
export type InventoryLogRowFigures = z.input<typeof InventoryLogRowSchema>;

/** The kinds of movement a report reads (transfer types 1–7 of document 3 §3, and ours). */
export const MovementKinds = { Received: 8, Sale: 9 } as const;

/** GET venues/managers/inventorySummary/sale/{id} (ours): one sale as the drill-down links to it. */
export const SaleDetailSchema = z
  .object({
    SaleId: z.string(),
    SaleDate: z.string(),
    /** SaleDate under document 2 §3's names (issue 39 point 4). */
    SaleDateUtc: z.string(),
    DateTimeUTC: z.string(),
    VenueName: z.string(),
    /** The IANA time zone of the sale's venue, in which SaleDate and ShowStart are shown. */
    TimeZone: z.string(),
    LocationName: z.string(),
    ShowEventId: z.number().int().nullable(),
    ShowStart: z.string().nullable(),
    StationName: z.string().nullable(),
    PosUserName: z.string().nullable(),
    UserName: z.string().nullable(),
    IsRefund: z.boolean(),
    ReduceInventory: z.boolean(),
    Total: Money,
    Kits: z.array(z.object({ KitId: z.number().int(), Name: z.string(), Qty: Quantity, SalePricePerKit: UnitPrice })),
    Goods: z.array(z.object({ GoodId: z.number().int(), Name: z.string(), KitId: z.number().int(), Qty: Quantity })),
  })
  .meta({ id: 'SaleDetail' });
export type SaleDetail = z.infer<typeof SaleDetailSchema>;
export type SaleDetailFigures = z.input<typeof SaleDetailSchema>;
